import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A card of the company hub: a titled section with its figure, its body and a shortcut to the full screen. */
export function HubCard({ title, icon, figure, href, linkLabel, children }: { title: string; icon: ReactNode; figure?: ReactNode; href: string; linkLabel: string; children: ReactNode }) {
  const id = `hub-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        <h2 id={id} className="flex-1 font-semibold">
          {title}
        </h2>
        {figure !== undefined ? <span className="text-lg font-semibold tabular-nums">{figure}</span> : null}
      </div>
      <div className="flex-1 text-sm">{children}</div>
      <Link to={href} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        {linkLabel} <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** The loading and error states inside a hub card; renders `children` once the data is there. */
export function HubState({ query, what, children }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; what: string; children: () => ReactNode }) {
  if (query.isPending)
    return (
      <div className="grid gap-2" role="status" aria-label={`Loading ${what}`}>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <AlertCircle className="size-4 text-destructive" aria-hidden="true" /> Unable to load {what}.
        <Button size="sm" variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  return <>{children()}</>;
}

/** The newest items of a module, each linking to itself, or what to do when there are none. */
export function HubActivity({ items, empty }: { items: { id: number; title: string; href: string; meta?: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline gap-2">
          <Link to={item.href} className="min-w-0 flex-1 truncate hover:underline">
            {item.title}
          </Link>
          {item.meta ? <span className="shrink-0 text-xs text-muted-foreground">{item.meta}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export const HUB_ACTIVITY_ITEMS = 3;

/** A status value as words: DRAFT → draft, PENDING_REVIEW → pending review. */
export const statusWords = (status: string) => status.toLowerCase().replace(/_/g, ' ');
