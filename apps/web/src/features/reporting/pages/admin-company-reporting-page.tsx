import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { EmptyState, PageHeader } from '@/components/list-states';
import { idParam } from '@/lib/use-url-filters';
import { CompanyReportView } from '../components/company-report-view';

/** /dashboard/admin/company-reporting/{companyId} (admin, superuser, finance admin): any company's report. */
export default function AdminCompanyReportingPage() {
  const companyId = idParam(useParams().companyId ?? '');
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6">
      <title>Company Reporting · Paytable</title>
      <PageHeader
        title="Company Reporting"
        description="A company's figures over a date range, as its members see them."
        actions={
          <Link to="/dashboard/admin/reporting" className="inline-flex items-center gap-1 text-sm hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Reporting
          </Link>
        }
      />
      {companyId === undefined ? <EmptyState title="Company not found">This address names no company.</EmptyState> : <CompanyReportView companyId={companyId} />}
    </div>
  );
}
