import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Ban, Check, Play, X } from 'lucide-react';
import { FeedbackMessage, qaOutcomeLabels, type QaOutcome, type QaRunDetail } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { TextareaField } from '@/components/form-field';
import { PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { notifyErrorOf } from '@/lib/notify-failure';
import { formatDayTime } from '@/lib/format';
import { useCompleteRun, useQaRun, useQaRuns, useQaTask, useRecordStep, useStartRun } from '../api/qa';
import { OutcomeBadge, RunStatusBadge } from '../components/badges';
import { PrivateImage } from '../components/private-image';
import { ScreenshotPicker } from '../components/screenshot-picker';
import { notifySaved } from '../lib/format';

const outcomeButtons: { outcome: QaOutcome; icon: typeof Check; className: string }[] = [
  { outcome: 'pass', icon: Check, className: 'bg-emerald-600 text-white hover:bg-emerald-700' },
  { outcome: 'fail', icon: X, className: 'bg-red-600 text-white hover:bg-red-700' },
  { outcome: 'blocked', icon: Ban, className: 'bg-amber-500 text-black hover:bg-amber-600' },
];

/** The current step: what to do, what to expect, then pass, fail or blocked with notes and a screenshot. */
function StepRunner({ run, index, onRecorded }: { run: QaRunDetail; index: number; onRecorded: (next: QaRunDetail) => void }) {
  const step = run.steps[index];
  const [notes, setNotes] = useState(step?.notes ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const record = useRecordStep();
  if (!step) return null;
  const submit = (outcome: QaOutcome) =>
    record.mutate(
      { runId: run.id, stepId: step.id, outcome, notes, screenshot: files[0] },
      { onSuccess: (next) => (notifySaved(FeedbackMessage.stepRecorded), onRecorded(next)), onError: notifyErrorOf(FeedbackMessage.saveFailed) },
    );
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-4" aria-labelledby="current-step" data-testid="current-step">
      <h2 id="current-step" className="text-lg font-semibold">
        Step {index + 1} of {run.steps.length}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <h3 className="text-xs font-medium text-muted-foreground uppercase">Do</h3>
          <p className="break-words whitespace-pre-line">{step.instruction}</p>
        </div>
        <div className="grid gap-1">
          <h3 className="text-xs font-medium text-muted-foreground uppercase">Expected result</h3>
          <p className="break-words whitespace-pre-line">{step.expectedResult}</p>
        </div>
      </div>
      <TextareaField label="Notes" optional value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} hint="What you saw, especially when it differs from the expected result." />
      <ScreenshotPicker files={files} onChange={setFiles} max={1} label={step.screenshot ? 'Replace the screenshot' : 'Add a screenshot'} />
      {step.screenshot ? <PrivateImage url={step.screenshot.url} alt={`Screenshot of step ${index + 1}`} /> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Result of this step">
        {outcomeButtons.map(({ outcome, icon: Icon, className }) => (
          <Button key={outcome} type="button" className={className} disabled={record.isPending} onClick={() => submit(outcome)} aria-pressed={step.outcome === outcome}>
            <Icon aria-hidden="true" /> {qaOutcomeLabels[outcome]}
          </Button>
        ))}
      </div>
    </section>
  );
}

function Runner({ runId }: { runId: number }) {
  const run = useQaRun(runId);
  const complete = useCompleteRun();
  const [index, setIndex] = useState<number>();
  if (run.isPending) return <Skeleton className="h-72 w-full" role="status" aria-label="Loading the test run" />;
  if (run.isError) return <DataError context="this test run" onRetry={() => void run.refetch()} />;
  const data = run.data;
  const firstOpen = data.steps.findIndex((step) => step.outcome === null);
  const current = index ?? (firstOpen === -1 ? data.steps.length - 1 : firstOpen);
  const allRecorded = firstOpen === -1;
  const inProgress = data.status === 'in_progress';
  const afterRecord = (next: QaRunDetail) => {
    const open = next.steps.findIndex((step, i) => i > current && step.outcome === null);
    const anyOpen = next.steps.findIndex((step) => step.outcome === null);
    setIndex(open !== -1 ? open : anyOpen !== -1 ? anyOpen : undefined);
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <RunStatusBadge status={data.status} />
        <span>
          Run #{data.id} · {data.tester?.name ?? 'Former member'} · started {formatDayTime(data.startedAt)}
          {data.completedAt ? ` · completed ${formatDayTime(data.completedAt)}` : ''}
        </span>
        <span>
          · {data.passed} passed, {data.failed} failed, {data.blocked} blocked of {data.stepCount}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <nav aria-label="Steps" className="min-w-0">
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {data.steps.map((step, i) => (
              <li key={step.id}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={inProgress && i === current ? 'step' : undefined}
                  className={cn('flex w-full min-w-0 items-center justify-between gap-2 rounded-md border px-2 py-1.5 text-left text-sm hover:bg-muted/50', inProgress && i === current && 'border-primary bg-muted/50')}
                >
                  <span className="min-w-0 truncate">
                    {i + 1}. {step.instruction}
                  </span>
                  <OutcomeBadge outcome={step.outcome} />
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {inProgress ? (
          <div className="grid content-start gap-4">
            <StepRunner key={`${data.steps[current]?.id}-${data.steps[current]?.recordedAt}`} run={data} index={current} onRecorded={afterRecord} />
            {allRecorded ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
                <p className="text-sm">Every step has a result. Complete the run to add it to the results.</p>
                <Button
                  disabled={complete.isPending}
                  onClick={() => complete.mutate(data.id, { onSuccess: () => notifySaved(FeedbackMessage.runCompleted), onError: notifyErrorOf(FeedbackMessage.saveFailed) })}
                >
                  Complete run
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          <ol className="grid content-start gap-3" aria-label="Step results">
            {data.steps.map((step, i) => (
              <li key={step.id} className="grid gap-2 rounded-lg border bg-card p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">Step {i + 1}</p>
                  <OutcomeBadge outcome={step.outcome} />
                </div>
                <p className="text-sm break-words">{step.instruction}</p>
                <p className="text-sm text-muted-foreground break-words">Expected: {step.expectedResult}</p>
                {step.notes ? <p className="text-sm break-words whitespace-pre-line">Notes: {step.notes}</p> : null}
                {step.screenshot ? <PrivateImage url={step.screenshot.url} alt={`Screenshot of step ${i + 1}`} /> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** /dashboard/admin/qa/tasks/{taskId}/test: start (or continue) a run of the task and record it step by step. */
export default function QaRunPage() {
  const taskId = Number(useParams().taskId) || undefined;
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || undefined;
  const task = useQaTask(taskId);
  const open = useQaRuns({ page: 0, size: 1, taskId, status: 'in_progress' });
  const start = useStartRun();
  const begin = () =>
    start.mutate(taskId ?? 0, {
      onSuccess: (run) => (notifySaved(FeedbackMessage.runStarted), setParams({ run: String(run.id) })),
      onError: notifyErrorOf(FeedbackMessage.saveFailed),
    });
  const openRun = open.data?.content[0];
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <Link to="/dashboard/admin/qa/tasks" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> QA tasks
      </Link>
      {task.isPending ? (
        <Skeleton className="h-20 w-full" role="status" aria-label="Loading the task" />
      ) : task.isError ? (
        <DataError context="this QA task" onRetry={() => void task.refetch()} />
      ) : (
        <>
          <PageHeader
            title={`Run QA Test: ${task.data.title}`}
            description={`${task.data.category.name} · ${task.data.stepCount} step${task.data.stepCount === 1 ? '' : 's'}${task.data.description ? ` · ${task.data.description}` : ''}`}
            actions={
              runId === undefined ? (
                <div className="flex flex-wrap gap-2">
                  {openRun ? (
                    <Button variant="outline" onClick={() => setParams({ run: String(openRun.id) })}>
                      Continue run #{openRun.id}
                    </Button>
                  ) : null}
                  <Button onClick={begin} disabled={start.isPending}>
                    <Play aria-hidden="true" /> Start a test run
                  </Button>
                </div>
              ) : null
            }
          />
          {runId !== undefined ? (
            <Runner key={runId} runId={runId} />
          ) : (
            <ol className="grid gap-2" aria-label="Steps of this task">
              {task.data.steps.map((step, i) => (
                <li key={step.id} className="grid gap-1 rounded-lg border bg-card p-3 sm:grid-cols-2">
                  <p className="text-sm break-words">
                    <span className="font-medium">{i + 1}.</span> {step.instruction}
                  </p>
                  <p className="text-sm text-muted-foreground break-words">Expected: {step.expectedResult}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
