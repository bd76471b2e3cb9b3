import { CompanyAccessGate } from '@/components/company-access-gate';
import { PageHeader } from '@/components/list-states';
import { EarningsView } from '../components/earnings-view';

/** /dashboard/earnings: the company's earnings as a provider (company_reporting). */
export default function EarningsPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Earnings" description="Your share of partners' metered usage: pending until they pay their invoice, available as they pay, then paid out to you." />
      <CompanyAccessGate privileges={['company_reporting']} what="Seeing earnings">
        {(companyId) => <EarningsView companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
