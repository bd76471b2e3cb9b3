import { useMemo } from 'react';
import { reportRangeDays } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { statusOf } from '@/lib/api-client';
import { EmptyState } from '@/components/list-states';
import { useCompanyReport } from '../api/reports';
import { useReportRange } from '../lib/use-report-range';
import { DateRangeControl } from './date-range-control';
import { formatFigure } from './format';
import { ReportChartCard } from './report-chart-card';
import { rangeText, ReportSkeleton } from './report-states';
import { ReportTableCard } from './report-table-card';

/** One company's report (its standing figures, activity per day and breakdowns) over the range in the URL. */
export function CompanyReportView({ companyId }: { companyId: number }) {
  const { range, error, set } = useReportRange();
  const report = useCompanyReport(companyId, range, error === undefined);
  const data = report.data;
  const fileStem = data ? `company-${data.company.id}-${data.range.from}-to-${data.range.to}` : 'company';
  const days = useMemo(() => (data ? reportRangeDays(data.range) : []), [data]);
  return (
    <div className="grid gap-4">
      <DateRangeControl range={range} shown={data?.range} error={error} onChange={set} />
      {error ? null : report.isPending ? (
        <ReportSkeleton label="Loading the company report" />
      ) : report.isError ? (
        statusOf(report.error) === 404 ? (
          <EmptyState title="Company not found">There is no company with this id, or its report is not yours to see.</EmptyState>
        ) : (
          <DataError context="the company report" onRetry={() => void report.refetch()} />
        )
      ) : (
        <div className="grid gap-4" aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground">
            {report.data.company.name} · {rangeText(report.data.range)}
          </p>
          <section aria-labelledby="company-figures-heading" className="grid gap-2">
            <h2 id="company-figures-heading" className="text-base font-semibold">Now</h2>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {report.data.figures.map((figure) => (
                <div key={figure.key} className="rounded-lg border bg-card px-3 py-2" title={figure.hint}>
                  <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{formatFigure(figure)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            {report.data.charts.map((chart) => (
              <ReportChartCard key={chart.key} chart={chart} days={days} fileStem={fileStem} />
            ))}
          </div>
          {report.data.tables.map((table) => (
            <ReportTableCard key={table.key} table={table} fileStem={fileStem} />
          ))}
        </div>
      )}
    </div>
  );
}
