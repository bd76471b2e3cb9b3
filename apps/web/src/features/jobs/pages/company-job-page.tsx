import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, Inbox, Pencil } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useApplicationStats, useJobApplications } from '../api/applications';
import { useCompanyJob } from '../api/company-jobs';
import { JobStatusActions, JobStatusBadge } from '../components/job-status-actions';
import { PipelineBoard } from '../components/pipeline-board';
import { formatPlace } from '../lib/format';

function StatsRow({ companyId, jobId }: { companyId: number; jobId: number }) {
  const stats = useApplicationStats(companyId, jobId);
  if (!stats.data) return null;
  const tiles = [
    { label: 'Applications', value: String(stats.data.total) },
    { label: 'Conversion to hire', value: `${Math.round(stats.data.conversionRate * 100)}%` },
    { label: 'Median days to hire', value: stats.data.medianDaysToHire === null ? '—' : String(stats.data.medianDaysToHire) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="text-lg font-semibold">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function JobPipeline({ companyId, jobId }: { companyId: number; jobId: number }) {
  const job = useCompanyJob(companyId, jobId);
  const applications = useJobApplications(companyId, jobId);
  if (job.isError && statusOf(job.error) === 404) return <EmptyState title="Job not found">It does not exist, or it belongs to another company.</EmptyState>;
  if (job.isPending) return <ListSkeleton rows={3} label="Loading job" />;
  if (job.isError) return <DataError context="job" onRetry={() => void job.refetch()} />;
  const data = job.data;
  return (
    <div className="grid gap-4">
      <PageHeader
        title={data.title}
        description={`${formatPlace(data)} · valid through ${formatDate(data.validThrough)}`}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={`/dashboard/company-jobs/${data.id}/edit`}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
            {data.status !== 'DRAFT' && data.status !== 'ARCHIVED' ? (
              <Button asChild size="sm" variant="outline">
                <Link to={`/dashboard/jobs/${data.id}`}>
                  <ExternalLink aria-hidden="true" /> Public page
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <JobStatusBadge status={data.status} />
        <JobStatusActions job={data} companyId={companyId} />
      </div>
      <StatsRow companyId={companyId} jobId={jobId} />
      <h2 className="text-lg font-semibold">Applications</h2>
      {applications.isPending ? (
        <ListSkeleton rows={3} label="Loading applications" />
      ) : applications.isError ? (
        <DataError context="job applications" onRetry={() => void applications.refetch()} />
      ) : applications.data.content.length === 0 ? (
        <EmptyState icon={<Inbox className="size-5" />} title="No applications yet">
          {data.status === 'PUBLISHED' ? 'Applications appear here as candidates apply.' : 'Publish the job to start receiving applications.'}
        </EmptyState>
      ) : (
        <PipelineBoard applications={applications.data.content} companyId={companyId} />
      )}
    </div>
  );
}

/** /dashboard/company-jobs/{jobId}: the job, its status and its applications pipeline. */
export default function CompanyJobPage() {
  const { jobId } = useParams();
  const id = Number(jobId);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/dashboard/company-jobs">
          <ArrowLeft aria-hidden="true" /> Company jobs
        </Link>
      </Button>
      <CompanyAccessGate privileges={['company_jobs']} what="Managing jobs">
        {(companyId) => (Number.isInteger(id) && id > 0 ? <JobPipeline companyId={companyId} jobId={id} /> : <EmptyState title="Job not found" />)}
      </CompanyAccessGate>
    </div>
  );
}
