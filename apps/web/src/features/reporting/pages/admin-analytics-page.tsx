import { useMemo } from 'react';
import { reportRangeDays } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { PageHeader } from '@/components/list-states';
import { useAdminAnalytics } from '../api/reports';
import { DateRangeControl } from '../components/date-range-control';
import { countedAt } from '../components/format';
import { ReportChartCard } from '../components/report-chart-card';
import { rangeText, ReportSkeleton } from '../components/report-states';
import { useReportRange } from '../lib/use-report-range';

/**
 * /dashboard/admin/analytics (admin, superuser, finance admin): the platform per day over a date range —
 * people, companies, messages and connections, jobs, events, press, marketplace views and searches,
 * partnerships, deliveries and revenue per currency — each chart with its table and CSV export.
 */
export default function AdminAnalyticsPage() {
  const { range, error, set } = useReportRange();
  const analytics = useAdminAnalytics(range, error === undefined);
  const data = analytics.data;
  const days = useMemo(() => (data ? reportRangeDays(data.range) : []), [data]);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6">
      <title>Analytics · Paytable</title>
      <PageHeader title="Analytics" description={data ? `Activity per day, ${rangeText(data.range)} · ${countedAt(data.generatedAt)}` : 'Activity per day over a date range'} />
      <DateRangeControl range={range} shown={data?.range} error={error} onChange={set} />
      {error ? null : analytics.isPending ? (
        <ReportSkeleton label="Loading analytics" />
      ) : analytics.isError ? (
        <DataError context="analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy={analytics.isFetching}>
          {analytics.data.charts.map((chart) => (
            <ReportChartCard key={chart.key} chart={chart} days={days} fileStem={`analytics-${analytics.data.range.from}-to-${analytics.data.range.to}`} />
          ))}
        </div>
      )}
    </div>
  );
}
