import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertCircle, ArrowRight, CheckCircle2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One panel of the dashboard home: a titled card with an optional "see all" link. */
export function HomeCard({ title, icon: Icon, action, children, className }: { title: string; icon: LucideIcon; action?: { to: string; label: string }; children: ReactNode; className?: string }) {
  const headingId = `home-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className={cn('min-w-0 gap-3', className)} role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id={headingId} className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
        {action ? (
          <Link to={action.to} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            {action.label} <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </CardHeader>
      {/* minmax(0, 1fr): a long name truncates inside the card instead of widening it past its column. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-2">{children}</CardContent>
    </Card>
  );
}

/** A count that asks for action, as a row linking to where it is answered; `detail` adds what it amounts to. */
export function CountRow({ to, icon: Icon, label, count, detail }: Count) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 break-words">
        {label}
        {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
      </span>
      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">{count}</span>
    </Link>
  );
}

export type Count = {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  detail?: string;
  /** Its query failed: the row says so and offers to load it again. */
  failed?: boolean;
  onRetry?: () => void;
};

/** A part that could not be loaded, with a way to try again; the other parts still show. */
function FailedRow({ label, onRetry }: Pick<Count, 'label' | 'onRetry'>) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 px-3 py-2 text-sm">
      <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span className="min-w-0 flex-1">Could not load: {label.toLowerCase()}</span>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Counts that ask for action, as a labelled list of rows; only the non-zero ones show (and those that
 * failed to load, with a retry), and `done` says so when none is left.
 */
export function CountList({ label, counts, loading, done }: { label: string; counts: Count[]; loading: boolean; done: string }) {
  const open = counts.filter((count) => count.failed || count.count > 0);
  if (loading) return <RowsSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (open.length === 0) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> {done}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label={label}>
      {open.map((count) => (
        <li key={count.label}>{count.failed ? <FailedRow label={count.label} onRetry={count.onRetry} /> : <CountRow {...count} />}</li>
      ))}
    </ul>
  );
}

/** A progress bar with its percentage for screen readers. */
export function Meter({ value, label }: { value: number; label: string }) {
  return (
    <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label} className="h-2 overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

export function RowsSkeleton({ rows = 2, label }: { rows?: number; label: string }) {
  return (
    <div className="grid gap-2" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
