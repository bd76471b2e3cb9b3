import { CompanyAccessGate } from '@/components/company-access-gate';
import { PageHeader } from '@/components/list-states';
import { CompanyReportView } from '../components/company-report-view';

/**
 * /dashboard/company-reporting: the member's own company's figures — profile and listing views, search
 * appearances, members, connections, jobs and applications, press views, partnerships, deliveries and
 * invoices — for holders of company_reporting.
 */
export default function CompanyReportingPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6">
      <title>Company Reporting · Paytable</title>
      <PageHeader title="Company Reporting" description="Your company's figures over a date range; every table exports as CSV." />
      <CompanyAccessGate privileges={['company_reporting']} what="Company reporting">
        {(companyId) => <CompanyReportView companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
