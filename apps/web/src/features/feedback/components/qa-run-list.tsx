import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import type { QaRun } from '@paytable/contracts';
import { EmptyState } from '@/components/list-states';
import { formatDayTime } from '@/lib/format';
import { RunStatusBadge } from './badges';

/** Test runs, latest first: task, category, tester, step results; a run in progress links back to its runner. */
export function QaRunList({ runs }: { runs: QaRun[] }) {
  if (runs.length === 0)
    return (
      <EmptyState icon={<ClipboardList className="size-5" />} title="No test runs yet">
        Start one from a task.
      </EmptyState>
    );
  return (
    <ul className="grid gap-2" aria-label="Test runs">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
          <div className="grid min-w-0 gap-1">
            <p className="font-medium break-words">{run.task.title}</p>
            <p className="text-xs text-muted-foreground">
              {run.category.name} · {run.tester?.name ?? 'Former member'} · {formatDayTime(run.completedAt ?? run.startedAt)} · {run.passed} passed, {run.failed} failed, {run.blocked} blocked of {run.stepCount}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <RunStatusBadge status={run.status} />
            {run.task.id !== null ? (
              <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={`/dashboard/admin/qa/tasks/${run.task.id}/test?run=${run.id}`}>
                {run.status === 'in_progress' ? 'Continue' : 'Open'}
                <span className="sr-only"> the run of {run.task.title}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
