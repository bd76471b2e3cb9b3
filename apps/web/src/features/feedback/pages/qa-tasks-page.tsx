import { useState } from 'react';
import { Link } from 'react-router';
import { ListChecks, Pencil, Play, Trash2 } from 'lucide-react';
import { FeedbackMessage, type QaTask } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyErrorOf } from '@/lib/notify-failure';
import { formatDate } from '@/lib/format';
import { useDeleteTask, useQaCategories, useQaTask, useQaTasks } from '../api/qa';
import { RunStatusBadge } from '../components/badges';
import { QaNav } from '../components/qa-nav';
import { QaTaskForm } from '../components/qa-task-form';
import { notifySaved } from '../lib/format';

function EditTask({ id, onDone }: { id: number; onDone: () => void }) {
  const task = useQaTask(id);
  const categories = useQaCategories();
  if (task.isPending || categories.isPending) return <Skeleton className="h-48 w-full" role="status" aria-label="Loading the task" />;
  if (task.isError || categories.isError) return <DataError context="this task" onRetry={() => void task.refetch()} />;
  return <QaTaskForm task={task.data} categories={categories.data} onDone={onDone} />;
}

function TaskRow({ task, onEdit }: { task: QaTask; onEdit: () => void }) {
  const remove = useDeleteTask();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">{task.title}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>{task.category.name}</span>
          <span>· {task.stepCount} step{task.stepCount === 1 ? '' : 's'}</span>
          {task.lastRun ? (
            <>
              <span>· last run</span> <RunStatusBadge status={task.lastRun.status} /> {task.lastRun.completedAt ? <span>{formatDate(task.lastRun.completedAt)}</span> : null}
            </>
          ) : (
            <span>· never run</span>
          )}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Link to={`/dashboard/admin/qa/tasks/${task.id}/test`} className={buttonVariants({ size: 'sm' })}>
          <Play aria-hidden="true" /> Run test<span className="sr-only">: {task.title}</span>
        </Link>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${task.title}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete ${task.title}`} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
          title={`Delete “${task.title}”?`}
          description="Its past runs stay in the results."
          confirmLabel="Delete"
          destructive
          onConfirm={() => remove.mutate(task.id, { onSuccess: () => notifySaved(FeedbackMessage.taskDeleted), onError: notifyErrorOf(FeedbackMessage.saveFailed) })}
        />
      </div>
    </li>
  );
}

/** /dashboard/admin/qa/tasks: test tasks by category; write their steps and start a run. */
export default function QaTasksPage() {
  const categories = useQaCategories();
  const [categoryId, setCategoryId] = useState<number>();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const tasks = useQaTasks({ page, categoryId });
  const canCreate = (categories.data?.length ?? 0) > 0;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="QA Tasks"
        description="Each task is a list of steps with the result to expect; run it step by step to record what happened."
        actions={editing === 'new' ? null : <Button onClick={() => setEditing('new')} disabled={!canCreate} title={canCreate ? undefined : 'Create a category first'}>New task</Button>}
      />
      <QaNav />
      {editing === 'new' && categories.data ? <QaTaskForm categories={categories.data} onDone={() => setEditing(null)} /> : null}
      {typeof editing === 'number' ? <EditTask id={editing} onDone={() => setEditing(null)} /> : null}
      <div className="sm:max-w-xs">
        <FilterSelect label="Category" value={categoryId === undefined ? '' : String(categoryId)} onChange={(value) => (setCategoryId(value === '' ? undefined : Number(value)), setPage(0))} anyLabel="Every category">
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      {tasks.isPending ? (
        <ListSkeleton rows={4} label="Loading tasks" />
      ) : tasks.isError ? (
        <DataError context="QA tasks" onRetry={() => void tasks.refetch()} />
      ) : tasks.data.content.length === 0 ? (
        <EmptyState icon={<ListChecks className="size-5" />} title="No tasks here yet">
          {canCreate ? 'Write the first test task with its steps.' : 'Create a category first, then its tasks.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2">
            {tasks.data.content.map((task) => (
              <TaskRow key={task.id} task={task} onEdit={() => setEditing(task.id)} />
            ))}
          </ul>
          <Pager page={page} totalPages={tasks.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
