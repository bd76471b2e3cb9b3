import { PageHeader } from '@/components/list-states';
import { AdminCompanyList } from '../components/admin-company-list';

/** /dashboard/admin/companies — every company, newest first, with verify / activate / deactivate. */
export function AdminCompaniesPage() {
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="Companies" description="Every company on Paytable, newest first." />
      <AdminCompanyList emptyTitle="No companies match" />
    </div>
  );
}

export default AdminCompaniesPage;
