import { useState } from 'react';
import { usePagedSearch } from '@/lib/use-paged-search';
import { Building2 } from 'lucide-react';
import type { CompanyStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterButtons } from '@/components/filter-buttons';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { useAdminCompanies } from '../api/admin-companies';
import { AdminCompanyRow } from './admin-company-row';

const FILTERS: { value: CompanyStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'PENDING', label: 'Awaiting approval' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Deactivated' },
];

/** The admin's company list, newest first; `fixedStatus` pins it (the pending queue). */
export function AdminCompanyList({ fixedStatus, emptyTitle, approveLabel }: { fixedStatus?: CompanyStatus; emptyTitle: string; approveLabel?: string }) {
  const { search, page, setPage, onSearchChange } = usePagedSearch();
  const [status, setStatus] = useState<CompanyStatus | undefined>(fixedStatus);
  const companies = useAdminCompanies({ page, search: search.trim() || undefined, status: fixedStatus ?? status });
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          wrapperClassName="flex-1"
          className="h-10"
          placeholder="Search companies"
          aria-label="Search companies"
          value={search}
          onChange={onSearchChange}
        />
        {fixedStatus ? null : (
          <FilterButtons
            label="Filter by status"
            options={FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(0);
            }}
          />
        )}
      </div>
      {companies.isPending ? <ListSkeleton label="Loading companies" /> : null}
      {companies.isError ? <DataError context="companies" onRetry={() => void companies.refetch()} /> : null}
      {companies.isSuccess && companies.data.content.length === 0 ? <EmptyState icon={<Building2 className="size-5" />} title={emptyTitle} /> : null}
      {companies.isSuccess ? (
        <>
          <p className="text-sm text-muted-foreground">{companies.data.totalElements} companies</p>
          <ul className="grid grid-cols-1 gap-3" aria-label="Companies">
            {companies.data.content.map((company) => (
              <AdminCompanyRow key={company.id} company={company} approveLabel={approveLabel} />
            ))}
          </ul>
        </>
      ) : null}
      <Pager page={page} totalPages={companies.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}
