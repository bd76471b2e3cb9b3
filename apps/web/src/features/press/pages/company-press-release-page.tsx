import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useCompanyRelease } from '../api/press';
import { ReleaseActions } from '../components/release-actions';
import { ReleaseArticle } from '../components/release-article';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../lib/format';

function Release({ companyId, id }: { companyId: number; id: number }) {
  const release = useCompanyRelease(companyId, id);
  if (release.isPending) return <ListSkeleton rows={5} label="Loading the press release" />;
  if (release.isError) return <DataError context="the press release" onRetry={() => void release.refetch()} />;
  const data = release.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <ReleaseArticle release={data} />
      </div>
      <aside className="grid content-start gap-3 self-start rounded-lg border bg-card p-4" aria-label="Status and figures">
        <div className="flex items-center gap-2 text-sm">Status <StatusBadge status={data.status} /></div>
        {data.embargoUntil ? <p className="text-sm">Embargo until {formatDateTime(data.embargoUntil)}</p> : null}
        <p className="text-sm">{data.isPublic ? 'Public' : 'Company only'}</p>
        {data.complianceConfirmedAt ? <p className="text-sm text-amber-700 dark:text-amber-300">Published over the compliance warning on {formatDateTime(data.complianceConfirmedAt)}</p> : null}
        <dl className="grid grid-cols-2 gap-2">
          {(['views', 'reads', 'shares', 'downloads'] as const).map((figure) => (
            <div key={figure} className="rounded-md border px-2 py-1">
              <dt className="text-xs capitalize text-muted-foreground">{figure}</dt>
              <dd className="font-semibold">{data.figures[figure].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        <ReleaseActions release={data} companyId={companyId} />
        <Button asChild variant="outline" size="sm">
          <Link to={`/dashboard/company-press/${data.id}/edit`}>Edit</Link>
        </Button>
      </aside>
    </div>
  );
}

/** /dashboard/company-press/{id}: one release as the company sees it, with status, figures and actions. */
export default function CompanyPressReleasePage() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <Link to="/dashboard/company-press" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> Company press
      </Link>
      <CompanyAccessGate privileges={['company_press']} what="Managing press releases">
        {(companyId) => <Release companyId={companyId} id={id} />}
      </CompanyAccessGate>
    </div>
  );
}
