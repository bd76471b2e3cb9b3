import { JobFailure, jobStatusTransitions, type CompanyJob, type JobStatus } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useSetJobStatus } from '../api/company-jobs';

const ACTION_LABELS: Record<JobStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Publish', PAUSED: 'Pause', CLOSED: 'Close', ARCHIVED: 'Archive' };
const RESUME_LABEL = 'Resume';

/** The status changes allowed from the job's status (the server enforces the same table). */
export function JobStatusActions({ job, companyId }: { job: CompanyJob; companyId: number }) {
  const setStatus = useSetJobStatus();
  const next = jobStatusTransitions[job.status];
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'PUBLISHED' ? 'default' : 'outline'}
          disabled={setStatus.isPending}
          onClick={() =>
            setStatus.mutate(
              { companyId, jobId: job.id, status },
              { onSuccess: (updated) => notify({ variant: 'success', description: `“${updated.title}” is now ${updated.status.toLowerCase()}.` }), onError: notifyErrorOf(JobFailure.updateStatus) },
            )
          }
        >
          {status === 'PUBLISHED' && job.status === 'PAUSED' ? RESUME_LABEL : ACTION_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}

const STATUS_STYLES: Record<JobStatus, string> = {
  DRAFT: 'bg-muted text-muted-foreground',
  PUBLISHED: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  PAUSED: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  CLOSED: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  ARCHIVED: 'bg-slate-100 text-slate-600 dark:bg-slate-900 dark:text-slate-300',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[status]}`}>{status.charAt(0) + status.slice(1).toLowerCase()}</span>;
}
