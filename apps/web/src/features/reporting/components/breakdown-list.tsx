import { Link } from 'react-router';
import type { OverviewFigure } from '@paytable/contracts';
import { formatFigure } from './format';

/** The rows of one breakdown (e.g. companies by business type): label and value, two columns on wide screens. */
export function BreakdownList({ title, figures, canOpen }: { title: string; figures: OverviewFigure[]; canOpen: (href: string) => boolean }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs">
      <h3 className="mb-2 text-sm font-medium text-muted-foreground">{title}</h3>
      <ul className="grid gap-x-8 sm:grid-cols-2 xl:grid-cols-3" aria-label={title}>
        {figures.map((figure) => {
          // The space keeps label and value apart as words in the visible text, as the link's name has them.
          const row = (
            <>
              <span className="truncate">{figure.label}</span>{' '}
              <span className="shrink-0 font-semibold tabular-nums">{formatFigure(figure)}</span>
            </>
          );
          const rowClass = 'flex items-center justify-between gap-3 border-b py-1.5 text-sm';
          return (
            <li key={figure.key}>
              {canOpen(figure.href) ? (
                <Link to={figure.href} className={`${rowClass} rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`} aria-label={`${figure.label}: ${formatFigure(figure)}`}>
                  {row}
                </Link>
              ) : (
                <span className={rowClass}>{row}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
