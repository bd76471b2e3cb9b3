import { Link } from 'react-router';
import { Briefcase, Check, Circle } from 'lucide-react';
import { JobFailure, JobMessage, type MyApplication } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { formatDate } from '@/lib/format';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useMyApplicationActions, useMyApplications } from '../api/applications';
import { stageLabel } from '../lib/format';

function Timeline({ application }: { application: MyApplication }) {
  return (
    <ol className="grid gap-2 border-l pl-4" aria-label="Stage timeline">
      {application.history.map((entry, index) => {
        const current = index === application.history.length - 1;
        return (
          <li key={`${entry.status}-${entry.at}`} className="relative text-sm">
            <span className={`absolute top-0.5 -left-[1.4rem] flex size-4 items-center justify-center rounded-full ${current ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground'}`} aria-hidden="true">
              {current ? <Circle className="size-2 fill-current" /> : <Check className="size-3" />}
            </span>
            <span className={current ? 'font-semibold' : undefined}>{stageLabel(entry.status)}</span> <span className="text-muted-foreground">· {formatDate(entry.at)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function ApplicationItem({ application }: { application: MyApplication }) {
  const { withdraw, remove } = useMyApplicationActions();
  const closed = ['HIRED', 'REJECTED', 'WITHDRAWN'].includes(application.status);
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto]">
      <div className="grid gap-2">
        <div>
          <Link to={`/dashboard/jobs/${application.job.id}`} className="font-semibold hover:underline">
            {application.job.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {application.job.company.name} · applied {formatDate(application.createdAt)}
          </p>
        </div>
        <p className="text-sm">
          Current stage: <strong data-testid="application-stage">{stageLabel(application.status)}</strong>
        </p>
        <Timeline application={application} />
      </div>
      <div className="flex flex-wrap content-start gap-2 sm:flex-col">
        {!closed ? (
          <ConfirmDialog
            title="Withdraw this application?"
            description={`${application.job.company.name} will see that you withdrew from ${application.job.title}. This cannot be undone.`}
            confirmLabel="Withdraw"
            destructive
            onConfirm={() => withdraw.mutate(application.id, { onSuccess: () => notify({ variant: 'success', description: JobMessage.withdrawn }), onError: notifyErrorOf(JobFailure.updateApplication) })}
            trigger={
              <Button size="sm" variant="outline" disabled={withdraw.isPending}>
                Withdraw
              </Button>
            }
          />
        ) : null}
        <ConfirmDialog
          title="Delete this application?"
          description="It is deleted with its CV, and the company will no longer see it."
          confirmLabel="Delete"
          destructive
          onConfirm={() => remove.mutate(application.id, { onSuccess: () => notify({ variant: 'success', description: JobMessage.applicationDeleted }), onError: notifyErrorOf(JobFailure.updateApplication) })}
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive" disabled={remove.isPending}>
              Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}

/** /dashboard/jobs/my-applications: each application with its stage timeline (never internal notes). */
export default function MyApplicationsPage() {
  const applications = useMyApplications();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="My Applications" description="Where each application stands. Companies' internal notes are never shown." />
      {applications.isPending ? (
        <ListSkeleton rows={3} label="Loading your applications" />
      ) : applications.isError ? (
        <DataError context="your applications" onRetry={() => void applications.refetch()} />
      ) : applications.data.length === 0 ? (
        <EmptyState icon={<Briefcase className="size-5" />} title="No applications yet" action={<Button asChild size="sm"><Link to="/dashboard/jobs">Browse jobs</Link></Button>}>
          Find a role on the jobs board and apply with your profile.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {applications.data.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </div>
  );
}
