import { DataError } from '@/components/error-screen';
import { EmptyState, PageHeader } from '@/components/list-states';
import { useAdminReport } from '../api/reports';
import { CompanyFinder } from '../components/company-finder';
import { DateRangeControl } from '../components/date-range-control';
import { countedAt } from '../components/format';
import { ReportTableCard } from '../components/report-table-card';
import { rangeText, ReportSkeleton } from '../components/report-states';
import { useReportRange } from '../lib/use-report-range';

const companyReport = (companyId: number) => `/dashboard/admin/company-reporting/${companyId}`;

/**
 * /dashboard/admin/reporting (admin, superuser, finance admin): breakdowns of a date range as tables —
 * companies by business type, the companies most applied to, viewed and invoiced, searched terms with
 * no result, delivery volume and revenue per currency — each exportable as CSV; a company links to its
 * own report.
 */
export default function AdminReportingPage() {
  const { range, error, set } = useReportRange();
  const report = useAdminReport(range, error === undefined);
  const data = report.data;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6">
      <title>Reporting · Paytable</title>
      <PageHeader title="Reporting" description={data ? `Breakdowns of ${rangeText(data.range)} · ${countedAt(data.generatedAt)}` : 'Breakdowns of a date range'} />
      <CompanyFinder />
      <DateRangeControl range={range} shown={data?.range} error={error} onChange={set} />
      {error ? null : report.isPending ? (
        <ReportSkeleton label="Loading reports" cards={2} />
      ) : report.isError ? (
        <DataError context="reports" onRetry={() => void report.refetch()} />
      ) : report.data.tables.length === 0 ? (
        <EmptyState title="No reports for your role" />
      ) : (
        <div className="grid gap-4" aria-busy={report.isFetching}>
          {report.data.tables.map((table) => (
            <ReportTableCard key={table.key} table={table} companyHref={companyReport} fileStem={`report-${report.data.range.from}-to-${report.data.range.to}`} />
          ))}
        </div>
      )}
    </div>
  );
}
