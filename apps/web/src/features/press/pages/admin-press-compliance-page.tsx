import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useComplianceOverrides } from '../api/press';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../lib/format';

const COLUMNS = [{ label: 'Release' }, { label: 'Company' }, { label: 'Status' }, { label: 'Jurisdictions without a verified licence' }, { label: 'Confirmed' }] as const;

/**
 * /dashboard/admin/press-compliance (admin): every release whose author confirmed the compliance warning,
 * that is, published while naming jurisdictions where the company held no verified certification.
 */
export default function AdminPressCompliancePage() {
  const { set, page } = useUrlFilters([] as const);
  const overrides = useComplianceOverrides(page);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Press Compliance"
        description="Releases published over the compliance warning: they name jurisdictions where the company held no verified licence, and the author confirmed."
      />
      {overrides.isPending ? (
        <ListSkeleton rows={4} label="Loading releases published over the warning" />
      ) : overrides.isError ? (
        <DataError context="the releases published over the warning" onRetry={() => void overrides.refetch()} />
      ) : overrides.data.content.length === 0 ? (
        <EmptyState icon={<ShieldAlert className="size-5" />} title="No release went out over the warning">
          When an author confirms the jurisdiction warning to publish, the release is listed here.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {overrides.data.totalElements.toLocaleString('en-US')} {overrides.data.totalElements === 1 ? 'release' : 'releases'}
          </p>
          <div className="hidden overflow-x-auto rounded-lg border bg-card px-4 md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Releases published over the compliance warning</caption>
              <TableHead columns={COLUMNS} />
              <tbody>
                {overrides.data.content.map((release) => (
                  <tr key={release.id} className="border-b align-top last:border-0">
                    <td className="py-2 pr-3">
                      <Link to={`/dashboard/press-releases/${release.id}`} className="font-medium hover:underline">
                        {release.title}
                      </Link>
                    </td>
                    <td className="px-2 py-2">{release.company.name}</td>
                    <td className="px-2 py-2">
                      <StatusBadge status={release.status} />
                    </td>
                    <td className="px-2 py-2">{release.unverifiedJurisdictions.map((jurisdiction) => jurisdiction.name).join(', ')}</td>
                    <td className="px-2 py-2 text-muted-foreground">
                      {formatDateTime(release.confirmedAt)}
                      {release.confirmedBy ? <span className="block">by {release.confirmedBy}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {overrides.data.content.map((release) => (
              <li key={release.id} className="grid gap-1 rounded-lg border bg-card p-4 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/dashboard/press-releases/${release.id}`} className="font-semibold hover:underline">
                    {release.title}
                  </Link>
                  <StatusBadge status={release.status} />
                </div>
                <p className="text-muted-foreground">{release.company.name}</p>
                <p>
                  <span className="text-muted-foreground">No verified licence in </span>
                  {release.unverifiedJurisdictions.map((jurisdiction) => jurisdiction.name).join(', ')}
                </p>
                <p className="text-muted-foreground">
                  Confirmed {formatDateTime(release.confirmedAt)}
                  {release.confirmedBy ? ` by ${release.confirmedBy}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={overrides.data.number} totalPages={overrides.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}
