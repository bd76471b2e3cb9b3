import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { JobFailure, JobMessage } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useCompanyJob, useSaveJob } from '../api/company-jobs';
import { JobForm } from '../components/job-form';

function Editor({ companyId, jobId }: { companyId: number; jobId?: number }) {
  const navigate = useNavigate();
  const job = useCompanyJob(companyId, jobId ?? 0);
  const save = useSaveJob();
  if (jobId !== undefined) {
    if (job.isError && statusOf(job.error) === 404) return <EmptyState title="Job not found">It does not exist, or it belongs to another company.</EmptyState>;
    if (job.isPending) return <ListSkeleton rows={4} label="Loading job" />;
    if (job.isError) return <DataError context="job" onRetry={() => void job.refetch()} />;
  }
  return (
    <JobForm
      key={job.data?.updatedAt ?? 'new'}
      job={job.data}
      companyName={job.data?.company.name ?? 'Your company'}
      pending={save.isPending}
      onSubmit={(input) =>
        save.mutate(
          { companyId, jobId, input },
          {
            onSuccess: (saved) => {
              notify({ variant: 'success', description: jobId === undefined ? JobMessage.created : JobMessage.updated });
              void navigate(`/dashboard/company-jobs/${saved.id}`);
            },
            onError: notifyErrorOf(jobId === undefined ? JobFailure.create : JobFailure.update),
          },
        )
      }
    />
  );
}

/** /dashboard/company-jobs/new and /dashboard/company-jobs/{jobId}/edit. */
export default function CompanyJobEditorPage() {
  const { jobId } = useParams();
  const id = jobId === undefined ? undefined : Number(jobId);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={id === undefined ? '/dashboard/company-jobs' : `/dashboard/company-jobs/${id}`}>
          <ArrowLeft aria-hidden="true" /> Back
        </Link>
      </Button>
      <PageHeader title={id === undefined ? 'New Job' : 'Edit Job'} description="Candidates see the preview once the job is published." />
      <CompanyAccessGate privileges={['company_jobs']} what="Managing jobs">
        {(companyId) => <Editor companyId={companyId} jobId={id} />}
      </CompanyAccessGate>
    </div>
  );
}
