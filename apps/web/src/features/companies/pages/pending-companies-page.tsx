import { PageHeader } from '@/components/list-states';
import { AdminCompanyList } from '../components/admin-company-list';

/** /dashboard/admin/pending-companies — the approval queue. */
export function PendingCompaniesPage() {
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="Pending Companies" description="New companies wait here until an admin approves (and optionally verifies) them." />
      <AdminCompanyList fixedStatus="PENDING" approveLabel="Approve" emptyTitle="No company is waiting for approval" />
    </div>
  );
}

export default PendingCompaniesPage;
