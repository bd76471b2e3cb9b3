import { useId, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportChart } from '@paytable/contracts';
import { ScrollRegion } from '@/components/scroll-region';
import { Button } from '@/components/ui/button';
import { chartCsv, csvFileName, downloadCsv } from '../lib/csv';
import { formatFigure } from './format';

const COLORS = ['#2563eb', '#10b981', '#f59e0b', '#db2777', '#7c3aed'];
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Axis ticks stay short: 1.2K, €4.5K. */
function compact(value: number, currency: string | undefined): string {
  if (!currency) return new Intl.NumberFormat('en-GB', { notation: 'compact' }).format(value);
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency, notation: 'compact' });
  const digits = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return money.format(value / 10 ** digits);
}

/**
 * One chart of a report: a line per series over `days`, the days of the report's range (recharts), the totals, the same
 * numbers as a table on demand (for screen readers and exact values) and a CSV export of them.
 */
export function ReportChartCard({ chart, days, fileStem }: { chart: ReportChart; days: readonly string[]; fileStem: string }) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const currency = chart.series[0]?.currency;
  const format = (value: number) => formatFigure({ value, currency });
  const data = useMemo(() => days.map((day, index) => ({ day, ...Object.fromEntries(chart.series.map((series) => [series.key, series.values[index] ?? 0])) })), [chart, days]);
  const summary = chart.series.map((series) => `${series.label}: ${format(series.total)}`).join(', ');
  const empty = chart.series.every((series) => series.total === 0);
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold">{chart.title}</h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {chart.series.map((series) => (
              <div key={series.key} className="flex gap-1" title={series.hint}>
                <dt className="text-muted-foreground">{series.label}</dt>
                <dd className="font-semibold tabular-nums">{format(series.total)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
          <Button type="button" variant="outline" size="sm" aria-label={`Download ${chart.title} as CSV`} onClick={() => downloadCsv(csvFileName(fileStem, chart.key), chartCsv(chart, days))}>
            <Download className="size-4" aria-hidden="true" />
            CSV
          </Button>
        </div>
      </div>
      {empty ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">Nothing in this range.</p>
      ) : (
        // Clipped: until the container has measured itself the chart draws at its initial 600 px, which must
        // not widen a narrower page for that moment.
        <div role="img" aria-label={`${chart.title} per day. Totals: ${summary}`} className="h-60 w-full min-w-0 overflow-hidden">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
              <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} fontSize={12} />
              <YAxis allowDecimals={false} tickFormatter={(value: number) => compact(value, currency)} width={currency ? 64 : 40} fontSize={12} />
              <Tooltip labelFormatter={(label) => dayLabel(String(label))} formatter={(value) => format(Number(value))} />
              <Legend />
              {chart.series.map((series, index) => (
                <Line key={series.key} type="monotone" dataKey={series.key} name={series.label} stroke={COLORS[index % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      {showTable && (
        <div id={`${id}-table`}>
          <ScrollRegion label={`${chart.title} per day (table)`} className="max-h-80 overflow-y-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">{chart.title} per day</caption>
              <thead className="sticky top-0 bg-card text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-2">Day</th>
                  {chart.series.map((series) => (
                    <th key={series.key} scope="col" className="p-2 text-right">{series.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.day} className="border-t">
                    <th scope="row" className="p-2 text-left font-normal">{row.day}</th>
                    {chart.series.map((series) => (
                      <td key={series.key} className="p-2 text-right tabular-nums">{format(Number(row[series.key as keyof typeof row] ?? 0))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </section>
  );
}
