import { CircleCheck, RotateCcw } from 'lucide-react';
import { NotificationMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useDeadJobs, useRetryDeadJob } from '../api/admin-dead-jobs';

/** Background jobs whose retries ran out, with their last error; each can be queued again. */
export function DeadJobs() {
  const jobs = useDeadJobs();
  const retry = useRetryDeadJob();
  if (jobs.isPending) return <ListSkeleton rows={2} label="Loading failed jobs" />;
  if (jobs.isError) return <DataError context="the failed jobs" onRetry={() => void jobs.refetch()} />;
  const content = jobs.data;
  if (content.length === 0) {
    return (
      <EmptyState icon={<CircleCheck className="size-5" />} title="No failed jobs">
        Mail, push and other background work that runs out of retries shows up here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Failed jobs">
      {content.map((job) => (
        <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{job.queue}</p>
            <p className="text-xs text-muted-foreground">
              {job.retryCount} retries · failed {job.failedAt ? new Date(job.failedAt).toLocaleString() : 'at an unknown time'}
            </p>
            {job.error ? <p className="mt-1 line-clamp-3 font-mono text-xs break-all text-destructive">{job.error}</p> : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            aria-label={`Retry ${job.queue} job ${job.id}`}
            onClick={() => retry.mutate(job, { onSuccess: () => notify({ variant: 'success', title: NotificationMessage.jobRetried }), onError: notifyApiError })}
          >
            <RotateCcw aria-hidden="true" /> Retry
          </Button>
        </li>
      ))}
    </ul>
  );
}
