import { Link } from 'react-router';
import { BarChart3, Newspaper, Plus } from 'lucide-react';
import { pressStatuses } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatDate } from '@/lib/format';
import { useCompanyReleases } from '../api/press';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, statusLabel } from '../lib/format';

function ReleasesList({ companyId }: { companyId: number }) {
  const { values, set, page } = useUrlFilters(['status'] as const);
  const releases = useCompanyReleases(companyId, { page, status: values.status || undefined });
  return (
    <div className="grid gap-4">
      <FilterSelect label="Status" className="max-w-48" anyLabel="All statuses" value={values.status} onChange={(status) => set({ status })}>
        {pressStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </FilterSelect>
      {releases.isPending ? (
        <ListSkeleton rows={4} label="Loading your press releases" />
      ) : releases.isError ? (
        <DataError context="press releases" onRetry={() => void releases.refetch()} />
      ) : releases.data.content.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-5" />} title="No press releases yet" action={<Button asChild size="sm"><Link to="/dashboard/company-press/create">Write a release</Link></Button>}>
          A release stays a draft until you publish or schedule it.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3">
            {releases.data.content.map((release) => (
              <li key={release.id} className="grid gap-2 rounded-lg border bg-card p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/dashboard/company-press/${release.id}`} className="font-semibold hover:underline">
                        {release.title}
                      </Link>
                      <StatusBadge status={release.status} />
                      {!release.isPublic ? <span className="text-xs text-muted-foreground">Company only</span> : null}
                      {release.embargoUntil && new Date(release.embargoUntil) > new Date() ? <span className="text-xs text-amber-700 dark:text-amber-300">Embargo until {formatDateTime(release.embargoUntil)}</span> : null}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {release.status === 'SCHEDULED' ? `Goes out ${formatDateTime(release.scheduledAt)}` : release.publishedAt ? `Published ${formatDate(release.publishedAt)}` : `Updated ${formatDate(release.updatedAt)}`}
                    </p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/dashboard/company-press/${release.id}/edit`}>Edit</Link>
                  </Button>
                </div>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Figures">
                  {(['views', 'reads', 'shares', 'downloads'] as const).map((figure) => (
                    <div key={figure} className="flex gap-1">
                      <dt className="capitalize text-muted-foreground">{figure}</dt>
                      <dd className="font-medium">{release.figures[figure].toLocaleString('en-US')}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={releases.data.number} totalPages={releases.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

/** /dashboard/company-press: the company's releases with status and figures (company_press). */
export default function CompanyPressPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Company Press"
        description="Write, schedule and publish press releases, and see how they are read."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/dashboard/company-press/analytics">
                <BarChart3 aria-hidden="true" /> Analytics
              </Link>
            </Button>
            <Button asChild>
              <Link to="/dashboard/company-press/create">
                <Plus aria-hidden="true" /> New release
              </Link>
            </Button>
          </div>
        }
      />
      <CompanyAccessGate privileges={['company_press']} what="Managing press releases">
        {(companyId) => <ReleasesList companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
