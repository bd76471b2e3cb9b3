import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { OverviewFigure } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { formatFigure } from './format';

/**
 * One figure: its value, label and what it counts. A link to its screen when the viewer may open it;
 * otherwise the same tile without the link (the figure is still worth seeing).
 */
export function FigureTile({ figure, linked, highlight }: { figure: OverviewFigure; linked: boolean; highlight?: boolean }) {
  const value = formatFigure(figure);
  // The spaces between the parts keep the visible text "label value hint" as words, the way the link's name
  // reads them (WCAG 2.5.3 label in name); a flex container does not render them.
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{figure.label}</span>
        {linked ? <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" /> : null}
      </span>{' '}
      <span className={cn('text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl', highlight && figure.value > 0 && 'text-primary')}>{value}</span>{' '}
      <span className="text-xs text-muted-foreground">{figure.hint}</span>
    </>
  );
  const tile = 'flex h-full flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-xs';
  if (!linked) return <div className={tile}>{body}</div>;
  return (
    <Link
      to={figure.href}
      className={cn(tile, 'group transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
      aria-label={`${figure.label}: ${value}. ${figure.hint}`}
    >
      {body}
    </Link>
  );
}
