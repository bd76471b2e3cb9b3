import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a report loads. */
export function ReportSkeleton({ label, cards = 4 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} className="h-72 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** "1 Jan 2030 – 7 Jan 2030 (7 days)". */
export function rangeText(range: { from: string; to: string; days: number }): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = (value: string) => format.format(new Date(`${value}T00:00:00Z`));
  return `${day(range.from)} – ${day(range.to)} (${range.days} ${range.days === 1 ? 'day' : 'days'})`;
}
