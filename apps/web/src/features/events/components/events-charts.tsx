import type { EventsAnalytics, EventsStatistics } from '@paytable/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countryName } from '@/lib/format';

/** A labelled horizontal bar chart; each bar's figure is written out, so it reads without the bars. */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number; note?: string }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No events yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label={title}>
            {rows.map((row) => (
              <li key={row.label} className="grid grid-cols-[7rem_minmax(0,1fr)_auto] items-center gap-2 text-sm">
                <span className="truncate">{row.label}</span>
                <span className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <span className="block h-2 rounded-full bg-primary" style={{ width: `${(row.value / max) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums text-muted-foreground">
                  {row.value.toLocaleString('en-GB')}
                  {row.note ? ` · ${row.note}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const monthLabel = (key: string) => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`));

/** Admin figures: totals, events by country and by month (with attendees), statuses. */
export function EventsCharts({ analytics, statistics }: { analytics: EventsAnalytics; statistics: EventsStatistics }) {
  const tiles = [
    ['Events', statistics.total],
    ['Upcoming', statistics.upcoming],
    ['Running now', statistics.running],
    ['Views', analytics.totals.views],
    ['Attendees', analytics.totals.attendees],
    ['Meetings', analytics.totals.meetings],
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Bars title="Events by country" rows={analytics.byCountry.map((row) => ({ label: row.key === 'Online' ? 'Online' : countryName(row.key), value: row.events, note: `${row.attendees} attending` }))} />
        <Bars title="Events by month" rows={analytics.byMonth.map((row) => ({ label: monthLabel(row.key), value: row.events, note: `${row.attendees} attending` }))} />
      </div>
    </div>
  );
}
