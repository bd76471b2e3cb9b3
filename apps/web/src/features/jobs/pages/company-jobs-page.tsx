import { Link } from 'react-router';
import { Briefcase, Plus } from 'lucide-react';
import { jobStatuses, pipelineStages, type CompanyJob } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatDate } from '@/lib/format';
import { useCompanyJobs, useJobStats } from '../api/company-jobs';
import { JobStatusActions, JobStatusBadge } from '../components/job-status-actions';
import { formatPlace, stageLabel } from '../lib/format';

function StageCounts({ job }: { job: CompanyJob }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Applications per stage">
      {pipelineStages.map((stage) => (
        <li key={stage} className={`rounded-md border px-2 py-0.5 text-xs ${job.stageCounts[stage] ? 'bg-background font-medium' : 'text-muted-foreground'}`}>
          {stageLabel(stage)} {job.stageCounts[stage] ?? 0}
        </li>
      ))}
    </ul>
  );
}

function Stats({ companyId }: { companyId: number }) {
  const stats = useJobStats(companyId);
  if (!stats.data) return null;
  const tiles = [
    { label: 'Published', value: stats.data.byStatus.PUBLISHED ?? 0 },
    { label: 'Drafts', value: stats.data.byStatus.DRAFT ?? 0 },
    { label: 'Applications', value: stats.data.applications },
    { label: 'In progress', value: stats.data.openApplications },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="text-xl font-semibold">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function JobsList({ companyId }: { companyId: number }) {
  const { values, set, page } = useUrlFilters(['status'] as const);
  const jobs = useCompanyJobs(companyId, { page, status: values.status || undefined });
  return (
    <div className="grid gap-4">
      <Stats companyId={companyId} />
      <FilterSelect label="Status" className="max-w-48" anyLabel="All statuses" value={values.status} onChange={(status) => set({ status })}>
        {jobStatuses.map((status) => (
          <option key={status} value={status}>
            {status.charAt(0) + status.slice(1).toLowerCase()}
          </option>
        ))}
      </FilterSelect>
      {jobs.isPending ? (
        <ListSkeleton rows={4} label="Loading company jobs" />
      ) : jobs.isError ? (
        <DataError context="company jobs" onRetry={() => void jobs.refetch()} />
      ) : jobs.data.content.length === 0 ? (
        <EmptyState icon={<Briefcase className="size-5" />} title="No jobs yet" action={<Button asChild size="sm"><Link to="/dashboard/company-jobs/new">Post a job</Link></Button>}>
          Post your first opening; it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3">
            {jobs.data.content.map((job) => (
              <li key={job.id} className="grid gap-3 rounded-lg border bg-card p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/dashboard/company-jobs/${job.id}`} className="font-semibold hover:underline">
                        {job.title}
                      </Link>
                      <JobStatusBadge status={job.status} />
                      {job.expired && job.status === 'PUBLISHED' ? <span className="text-xs text-destructive">Expired</span> : null}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {formatPlace(job)} · valid through {formatDate(job.validThrough)} · {job.applicationCount} {job.applicationCount === 1 ? 'application' : 'applications'}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/dashboard/company-jobs/${job.id}/edit`}>Edit</Link>
                    </Button>
                    <JobStatusActions job={job} companyId={companyId} />
                  </div>
                </div>
                <StageCounts job={job} />
              </li>
            ))}
          </ul>
          <Pager page={jobs.data.number} totalPages={jobs.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

/** /dashboard/company-jobs: the company's jobs with their applications per stage. */
export default function CompanyJobsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Company Jobs"
        description="Post openings, publish them to the jobs board and follow every application."
        actions={
          <Button asChild>
            <Link to="/dashboard/company-jobs/new">
              <Plus aria-hidden="true" /> Post a job
            </Link>
          </Button>
        }
      />
      <CompanyAccessGate privileges={['company_jobs']} what="Managing jobs">
        {(companyId) => <JobsList companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
