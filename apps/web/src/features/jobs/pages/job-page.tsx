import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, BadgeCheck, Bookmark, BookmarkCheck, CalendarClock, ShieldCheck } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { CompanyLogo } from '@/components/company-logo';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { safeStorage, storageKeys } from '@/lib/storage-keys';
import { useSignedIn } from '@/lib/session';
import { countryName, formatDate } from '@/lib/format';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { useMyApplications } from '../api/applications';
import { usePublicJob } from '../api/public-jobs';
import { ApplyForm } from '../components/apply-form';
import { JobPostingJsonLd } from '../components/job-posting-json-ld';
import { RichText } from '../components/rich-text';
import { employmentLabel, formatPlace, formatSalary, functionLabel, seniorityLabel, stageLabel } from '../lib/format';
import { useJobsLayout } from '../lib/paths';
import { useSavedJobs } from '../lib/saved-jobs';

/** A term and its value: a `div` directly inside the `dl`, the one wrapper a description list allows. */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-lg border bg-card px-3 py-2', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}

function ApplyPanel({ jobId, open }: { jobId: number; open: boolean }) {
  const signedIn = useSignedIn();
  const mine = useMyApplications(signedIn);
  const existing = mine.data?.find((application) => application.job.id === jobId);
  if (!open) return <p className="text-sm text-muted-foreground">This job is no longer accepting applications.</p>;
  if (!signedIn) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">Sign in to apply with your Paytable profile.</p>
        <Button asChild className="justify-self-start">
          <Link to="/login" onClick={() => safeStorage.set(storageKeys.intendedDestination, `/dashboard/jobs/${jobId}`)}>
            Sign in to apply
          </Link>
        </Button>
      </div>
    );
  }
  if (mine.isPending) return <ListSkeleton rows={1} label="Checking your applications" />;
  if (existing) {
    return (
      <p className="text-sm">
        You applied on {formatDate(existing.createdAt)}. Stage: <strong>{stageLabel(existing.status)}</strong>.{' '}
        <Link to="/dashboard/jobs/my-applications" className="underline">
          See my applications
        </Link>
      </p>
    );
  }
  return <ApplyForm jobId={jobId} onApplied={() => void mine.refetch()} />;
}

/** /jobs/{id} and /dashboard/jobs/{id}: the posting, schema.org data, and the application form. */
export default function JobPage() {
  const { jobId } = useParams();
  const id = Number(jobId);
  const { base, padding } = useJobsLayout();
  const dashboard = base.startsWith('/dashboard');
  const job = usePublicJob(id);
  const saved = useSavedJobs();
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={base}>
        <ArrowLeft aria-hidden="true" /> All jobs
      </Link>
    </Button>
  );

  if (!Number.isInteger(id) || id <= 0 || (job.isError && statusOf(job.error) === 404)) {
    return (
      <div className={`mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
        {back}
        <EmptyState title="Job not found">It does not exist, or it is not published.</EmptyState>
      </div>
    );
  }
  if (job.isPending) return <div className={`mx-auto w-full max-w-4xl ${padding}`}><ListSkeleton rows={4} label="Loading job" /></div>;
  if (job.isError) return <DataError context="job" onRetry={() => void job.refetch()} className={padding} />;

  const data = job.data;
  const open = data.status === 'PUBLISHED' && !data.expired;
  const salary = formatSalary(data.salary);
  return (
    <div className={`mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      <JobPostingJsonLd job={data} />
      {back}
      {!open ? (
        <div role="status" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {data.expired ? `This job expired on ${formatDate(data.validThrough)}.` : data.status === 'PAUSED' ? 'Applications to this job are paused.' : 'This job is closed.'}
        </div>
      ) : null}
      <header className="flex gap-4">
        <CompanyLogo name={data.company.name} logoUrl={data.company.logoUrl} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{data.title}</h1>
          <p className="flex items-center gap-1 text-muted-foreground">
            <Link to={dashboard ? marketplacePaths.company(data.company.id) : `/marketplace/company/${data.company.id}`} className="font-medium text-foreground underline-offset-4 hover:underline">
              {data.company.name}
            </Link>
            {data.company.verified ? <BadgeCheck className="size-4 text-emerald-600" aria-label="Verified company" /> : null}
          </p>
          <p className="text-sm">{formatPlace(data)}</p>
        </div>
        <Button variant="outline" size="icon" aria-pressed={saved.isSaved(data.id)} aria-label={saved.isSaved(data.id) ? 'Unsave job' : 'Save job'} onClick={() => saved.toggle(data.id)}>
          {saved.isSaved(data.id) ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        </Button>
      </header>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Fact label="Function">{functionLabel(data.function)}</Fact>
        <Fact label="Seniority">{seniorityLabel(data.seniority)}</Fact>
        <Fact label="Employment">{employmentLabel(data.employmentType)}</Fact>
        <Fact label="Apply by">{formatDate(data.validThrough)}</Fact>
        <Fact label="Salary" className="col-span-2 md:col-span-4">
          {salary ?? 'Not disclosed'}
        </Fact>
      </dl>
      {data.licensedKeyFunction ? (
        <div className="flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <strong>Licensed key function.</strong> The regulator must approve the person in this role
            {data.keyFunctionJurisdictions.length > 0 ? `: ${data.keyFunctionJurisdictions.map((each) => each.name).join(', ')}` : ''}.
          </p>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>About the role</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RichText html={data.description} />
          {data.skills.length > 0 ? (
            <div className="flex flex-wrap gap-1.5" aria-label="Skills">
              {data.skills.map((skill) => (
                <Badge key={skill} variant="outline">
                  {skill}
                </Badge>
              ))}
            </div>
          ) : null}
          {data.languages.length > 0 ? <p className="text-sm text-muted-foreground">Languages: {data.languages.join(', ')}</p> : null}
          {data.workplace === 'REMOTE' && data.allowedCountries.length > 0 ? (
            <p className="text-sm text-muted-foreground">Remote from: {data.allowedCountries.map(countryName).join(', ')}</p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Apply</CardTitle>
        </CardHeader>
        <CardContent>
          <ApplyPanel jobId={data.id} open={open} />
        </CardContent>
      </Card>
    </div>
  );
}
