import { Link } from 'react-router';
import { BarChart3, Newspaper, Plus } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useAnalytics, useCompanyReleases } from '../api/press';
import { StatusBadge } from '../components/status-badge';

function Hub({ companyId }: { companyId: number }) {
  const releases = useCompanyReleases(companyId, { page: 0 });
  const analytics = useAnalytics(companyId, 30);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-3">
        <Button asChild><Link to="/dashboard/company-press/create"><Plus aria-hidden="true" /> New press release</Link></Button>
        <Button asChild variant="outline"><Link to="/dashboard/company-press"><Newspaper aria-hidden="true" /> All releases</Link></Button>
        <Button asChild variant="outline"><Link to="/dashboard/company-press/analytics"><BarChart3 aria-hidden="true" /> Analytics</Link></Button>
      </div>
      {analytics.data ? (
        <dl className="grid grid-cols-2 gap-2 md:grid-cols-4" aria-label="Last 30 days">
          {(['views', 'reads', 'shares', 'downloads'] as const).map((figure) => (
            <div key={figure} className="rounded-lg border bg-card px-3 py-2">
              <dt className="text-xs capitalize text-muted-foreground">{figure}, 30 days</dt>
              <dd className="text-xl font-semibold">{analytics.data.totals[figure].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <section className="grid gap-2" aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-base font-semibold">Recent releases</h2>
        {releases.isPending ? (
          <ListSkeleton rows={3} label="Loading recent releases" />
        ) : releases.isError ? (
          <DataError context="press releases" onRetry={() => void releases.refetch()} />
        ) : releases.data.content.length === 0 ? (
          <EmptyState icon={<Newspaper className="size-5" />} title="No press releases yet">Your first release is a click away.</EmptyState>
        ) : (
          <ul className="divide-y rounded-lg border bg-card">
            {releases.data.content.slice(0, 5).map((release) => (
              <li key={release.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="grid min-w-0 gap-0.5">
                  <Link to={`/dashboard/company-press/${release.id}`} className="truncate font-medium hover:underline">{release.title}</Link>
                  <span className="text-xs text-muted-foreground">{release.publishedAt ? `Published ${formatDate(release.publishedAt)}` : `Updated ${formatDate(release.updatedAt)}`} · {release.figures.views} views · {release.figures.downloads} downloads</span>
                </div>
                <StatusBadge status={release.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /dashboard/company/marketing-pr: the company's hub for press and marketing. */
export default function MarketingPrPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Marketing & PR" description="Your press releases, how they are read, and shortcuts to write the next one." />
      <CompanyAccessGate privileges={['company_press']} what="Marketing and PR">
        {(companyId) => <Hub companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
