import { useState } from 'react';
import { SelectField } from '@/components/form-field';
import { PageHeader } from '@/components/list-states';
import { useBillableCompanies } from '../api/accounting';
import { EarningsView } from '../components/earnings-view';

/** /dashboard/admin/earnings: any provider's earnings, pending, available and paid out, month by month, its payouts and the form to record one. */
export default function AdminEarningsPage() {
  const companies = useBillableCompanies();
  const [companyId, setCompanyId] = useState<number>();
  const chosen = companyId ?? companies.data?.content.find((company) => company.name === 'SwiftPay Gateway')?.id ?? companies.data?.content[0]?.id;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Earnings" description="Providers' shares of metered usage: pending until the customer pays, available once paid (in proportion to each payment), reversed by credit notes and chargebacks." />
      <div className="w-full sm:w-72">
        <SelectField label="Provider" value={chosen ?? ''} onChange={(event) => setCompanyId(Number(event.target.value))}>
          {companies.data?.content.map((company) => <option key={company.id} value={company.id}>{company.name}</option>)}
        </SelectField>
      </div>
      {chosen !== undefined ? <EarningsView companyId={chosen} recordPayouts /> : null}
    </div>
  );
}
