import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatDate } from '@/lib/format';
import { useAnalytics } from '../api/press';
import { FiguresChart } from '../components/figures-chart';
import { StatusBadge } from '../components/status-badge';

const FIGURES = ['views', 'reads', 'shares', 'downloads'] as const;

function Analytics({ companyId }: { companyId: number }) {
  const { values, set } = useUrlFilters(['days'] as const);
  const days = ['7', '90'].includes(values.days) ? Number(values.days) : 30;
  const analytics = useAnalytics(companyId, days);
  return (
    <div className="grid gap-4">
      <FilterSelect label="Period" className="max-w-48" anyLabel="Last 30 days" value={values.days === '30' ? '' : values.days} onChange={(next) => set({ days: next })}>
        <option value="7">Last 7 days</option>
        <option value="90">Last 90 days</option>
      </FilterSelect>
      {analytics.isPending ? (
        <ListSkeleton rows={4} label="Loading press analytics" />
      ) : analytics.isError ? (
        <DataError context="press analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure} className="rounded-lg border bg-card px-3 py-2">
                <dt className="text-xs capitalize text-muted-foreground">{figure}</dt>
                <dd className="text-xl font-semibold">{analytics.data.totals[figure].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          <section className="rounded-lg border bg-card p-4" aria-labelledby="daily-heading">
            <h2 id="daily-heading" className="mb-2 text-base font-semibold">Per day</h2>
            <FiguresChart daily={analytics.data.daily} />
          </section>
          <section className="grid gap-2" aria-labelledby="per-release-heading">
            <h2 id="per-release-heading" className="text-base font-semibold">Per release</h2>
            {analytics.data.releases.length === 0 ? (
              <EmptyState icon={<BarChart3 className="size-5" />} title="No releases yet">Figures appear once readers open your published releases.</EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-lg border bg-card">
                <table className="w-full min-w-[36rem] text-sm">
                  <thead className="text-left text-xs text-muted-foreground">
                    <tr>
                      <th scope="col" className="p-2">Release</th>
                      <th scope="col" className="p-2">Published</th>
                      {FIGURES.map((figure) => (
                        <th key={figure} scope="col" className="p-2 text-right capitalize">{figure}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {analytics.data.releases.map((release) => (
                      <tr key={release.id} className="border-t">
                        <th scope="row" className="p-2 text-left font-medium">
                          <Link to={`/dashboard/company-press/${release.id}`} className="hover:underline">{release.title}</Link> <StatusBadge status={release.status} />
                        </th>
                        <td className="p-2 text-muted-foreground">{formatDate(release.publishedAt)}</td>
                        {FIGURES.map((figure) => (
                          <td key={figure} className="p-2 text-right tabular-nums">{release[figure].toLocaleString('en-US')}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** /dashboard/company-press/analytics: views, reads, shares and downloads over time and per release. */
export default function CompanyPressAnalyticsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Press Analytics" description="Views count once per reader per day; reads are readers who reached the end." />
      <CompanyAccessGate privileges={['company_press']} what="Press analytics">
        {(companyId) => <Analytics companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
