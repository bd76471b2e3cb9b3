import { SupportMessage, ticketCategoryLabels, ticketStatusStaffLabels, type SupportAnalytics } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportAnalytics } from '../api/tickets';
import { formatMinutes } from '../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Opened and resolved per week as paired bars; the table beside it is what a screen reader reads. */
function VolumeChart({ weeks }: { weeks: SupportAnalytics['weeks'] }) {
  const max = Math.max(1, ...weeks.flatMap((week) => [week.opened, week.resolved]));
  return (
    <figure className="grid gap-2 rounded-lg border bg-card p-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        Tickets per week
        <span className="flex gap-3 text-xs font-normal text-muted-foreground">
          <span className="inline-flex items-center gap-1"><span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" /> Opened</span>
          <span className="inline-flex items-center gap-1"><span className="size-2.5 rounded-sm bg-emerald-500" aria-hidden="true" /> Resolved</span>
        </span>
      </figcaption>
      <div className="flex h-32 items-end gap-1" aria-hidden="true">
        {weeks.map((week) => (
          <div key={week.weekStart} className="flex h-full flex-1 items-end justify-center gap-px" title={`Week of ${week.weekStart}: ${week.opened} opened, ${week.resolved} resolved`}>
            <div className="w-1/2 rounded-t bg-primary" style={{ height: `${(week.opened / max) * 100}%` }} />
            <div className="w-1/2 rounded-t bg-emerald-500" style={{ height: `${(week.resolved / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>Tickets opened and resolved per week</caption>
        <thead>
          <tr><th>Week of</th><th>Opened</th><th>Resolved</th></tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}><td>{week.weekStart}</td><td>{week.opened}</td><td>{week.resolved}</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The desk's figures for the last 12 weeks: volume, backlog, times, SLA met, CSAT, by category and company. */
export function DeskAnalytics() {
  const analytics = useSupportAnalytics(12, true);
  if (analytics.isPending) return <Skeleton className="h-48 w-full" role="status" aria-label="Loading analytics" />;
  if (analytics.isError) return <DataError context={SupportMessage.analyticsFailed.replace('Failed to fetch ', '')} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data;
  const backlog = data.backlog.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-label="Support analytics, last 12 weeks" className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Figure label="Backlog" value={String(backlog)} />
        <Figure label="First response (avg)" value={data.averageFirstResponseMinutes === null ? '—' : formatMinutes(Math.round(data.averageFirstResponseMinutes))} />
        <Figure label="Resolution (avg)" value={data.averageResolutionMinutes === null ? '—' : formatMinutes(Math.round(data.averageResolutionMinutes))} />
        <Figure label="SLA met" value={data.slaMetPercent === null ? '—' : `${data.slaMetPercent}%`} />
        <Figure label={`CSAT (${data.csat.responses})`} value={data.csat.average === null ? '—' : `${data.csat.average} / 5`} />
      </dl>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <VolumeChart weeks={data.weeks} />
        <div className="grid content-start gap-2 rounded-lg border bg-card p-3 text-sm">
          <h3 className="font-medium">Backlog by status</h3>
          <ul className="grid gap-1">
            {data.backlog.map((row) => (
              <li key={row.status} className="flex justify-between gap-2"><span>{ticketStatusStaffLabels[row.status]}</span><span className="tabular-nums">{row.count}</span></li>
            ))}
          </ul>
          <h3 className="mt-2 font-medium">By category</h3>
          <ul className="grid gap-1">
            {data.byCategory.map((row) => (
              <li key={row.category} className="flex justify-between gap-2"><span>{ticketCategoryLabels[row.category]}</span><span className="tabular-nums">{row.opened} / {row.resolved} resolved</span></li>
            ))}
          </ul>
          {data.byCompany.length > 0 ? (
            <>
              <h3 className="mt-2 font-medium">Top companies</h3>
              <ul className="grid gap-1">
                {data.byCompany.slice(0, 5).map((row) => (
                  <li key={row.companyId} className="flex justify-between gap-2"><span className="truncate">{row.name}</span><span className="tabular-nums">{row.opened}{row.averageRating === null ? '' : ` · ★ ${row.averageRating}`}</span></li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
