import { useQueries } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { jobFunctionLabels, type Job, type PublicJobsFilters, type SavedSearchFilters } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { useSignedIn } from '@/lib/session';
import { idParam, useUrlFilters } from '@/lib/use-url-filters';
import { cn } from '@/lib/utils';
import { jobsKeys } from '../api/keys';
import { getPublicJob, usePublicJobs } from '../api/public-jobs';
import { JobCard } from '../components/job-card';
import { JOB_FILTER_KEYS, JobFilters, type JobFilterKey } from '../components/job-filters';
import { SavedSearchesPanel } from '../components/saved-searches-panel';
import { jobCount } from '../lib/format';
import { useJobsLayout } from '../lib/paths';
import { useSavedJobs } from '../lib/saved-jobs';

const KEYS = [...JOB_FILTER_KEYS, 'tab'] as const;

function toFilters(values: Record<JobFilterKey, string>, page: number): PublicJobsFilters {
  const entries = Object.entries(values).filter(([, value]) => value !== '');
  const filters = Object.fromEntries(entries) as Record<string, string>;
  return { ...filters, page, size: 20 } as PublicJobsFilters;
}

function toSaved(values: Record<JobFilterKey, string>): SavedSearchFilters {
  return {
    q: values.q || undefined,
    function: (values.function || undefined) as SavedSearchFilters['function'],
    seniority: (values.seniority || undefined) as SavedSearchFilters['seniority'],
    employmentType: (values.employmentType || undefined) as SavedSearchFilters['employmentType'],
    workplace: (values.workplace || undefined) as SavedSearchFilters['workplace'],
    country: values.country || undefined,
    salaryMin: values.salaryMin ? Number(values.salaryMin) : undefined,
    currency: values.currency || undefined,
    companyTypeId: idParam(values.companyTypeId),
  };
}

const summaryOf = (values: Record<JobFilterKey, string>) =>
  [values.q && `“${values.q}”`, values.function && jobFunctionLabels[values.function as keyof typeof jobFunctionLabels], values.country].filter(Boolean).join(' · ') || 'All jobs';

function JobList({ jobs, base }: { jobs: Job[]; base: string }) {
  const saved = useSavedJobs();
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={`${base}/${job.id}`} saved={saved.isSaved(job.id)} onToggleSave={() => saved.toggle(job.id)} />
        </li>
      ))}
    </ul>
  );
}

function SavedJobs({ base }: { base: string }) {
  const { ids } = useSavedJobs();
  const results = useQueries({ queries: ids.map((id) => ({ queryKey: jobsKeys.publicJob(id), queryFn: () => getPublicJob(id), retry: false })) });
  if (ids.length === 0) return <EmptyState icon={<Briefcase className="size-5" />} title="No saved jobs">Tap the bookmark on a job to keep it here. Saved jobs stay in this browser.</EmptyState>;
  if (results.some((result) => result.isPending)) return <ListSkeleton rows={Math.min(ids.length, 4)} label="Loading saved jobs" />;
  const jobs = results.flatMap((result) => (result.data ? [result.data] : []));
  return jobs.length === 0 ? <EmptyState title="Your saved jobs are no longer available" /> : <JobList jobs={jobs} base={base} />;
}

/** /jobs and /dashboard/jobs: the jobs board with filters in the URL, saved jobs and (signed in) alerts. */
export default function JobsBoardPage() {
  const { values, set, page } = useUrlFilters(KEYS);
  const { base, padding } = useJobsLayout();
  const signedIn = useSignedIn();
  const { tab, ...filterValues } = values;
  const jobs = usePublicJobs(toFilters(filterValues, page));
  const savedTab = tab === 'saved';

  return (
    <div className={`mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      <PageHeader title="Jobs in iGaming" description="Compliance, payments, game maths, engineering and more, from the industry's companies." />
      <div className="flex gap-2" role="tablist" aria-label="Jobs">
        {[
          { id: '', label: 'All jobs' },
          { id: 'saved', label: `Saved jobs` },
        ].map((each) => (
          <button
            key={each.id}
            type="button"
            role="tab"
            aria-selected={tab === each.id}
            onClick={() => set({ tab: each.id })}
            className={cn('rounded-full border px-3 py-1 text-sm', tab === each.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {each.label}
          </button>
        ))}
      </div>
      {savedTab ? (
        <SavedJobs base={base} />
      ) : (
        <>
          <JobFilters values={filterValues} set={set} />
          {signedIn ? <SavedSearchesPanel base={base} filters={toSaved(filterValues)} summary={summaryOf(filterValues)} /> : null}
          {jobs.isPending ? (
            <ListSkeleton rows={6} label="Loading jobs" />
          ) : jobs.isError ? (
            <DataError context="jobs" onRetry={() => void jobs.refetch()} />
          ) : jobs.data.content.length === 0 ? (
            <EmptyState icon={<Briefcase className="size-5" />} title="No jobs match">
              Try fewer filters or another keyword.
            </EmptyState>
          ) : (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {jobCount(jobs.data.totalElements)}
              </p>
              <JobList jobs={jobs.data.content} base={base} />
              <Pager page={jobs.data.number} totalPages={jobs.data.totalPages} onPage={(next) => set({ page: String(next) })} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
