import {
  FeedbackMessage,
  qaCategoryInputSchema,
  qaStepResultInputSchema,
  qaTaskInputSchema,
  type Page,
  type QaCategory,
  type QaResults,
  type QaResultsQuery,
  type QaRun,
  type QaRunDetail,
  type QaRunsQuery,
  type QaTask,
  type QaTaskDetail,
  type QaTasksQuery,
} from '@paytable/contracts';
import type { QaRunStepRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import type { FeedbackDeps } from './bug-reports';
import * as repo from './qa-repository';
import { periodStart, qaResultsOverTime, runStatusOf } from './qa-results';
import { keepFileOnlyIfDone, storeScreenshot, type FileUpload } from './screenshots';

const categoryNotFound = () => notFound(FeedbackMessage.categoryNotFound);
const taskNotFound = () => notFound(FeedbackMessage.taskNotFound);
const runNotFound = () => notFound(FeedbackMessage.runNotFound);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const runScreenshotUrl = (runId: number, stepId: number) => `/api/v1/feedback/qa/runs/${runId}/steps/${stepId}/screenshot`;

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

const toCategory = (row: { id: number; name: string; description: string; taskCount: number }): QaCategory => ({ id: row.id, name: row.name, description: row.description, taskCount: row.taskCount });

export async function listCategories(deps: FeedbackDeps): Promise<QaCategory[]> {
  return (await repo.listCategories(deps.db)).map(toCategory);
}

async function categoryOrThrow(deps: FeedbackDeps, id: number): Promise<QaCategory> {
  const row = await repo.findCategory(deps.db, id);
  if (row === undefined) throw categoryNotFound();
  return toCategory(row);
}

export async function createCategory(deps: FeedbackDeps, input: unknown): Promise<QaCategory> {
  const data = qaCategoryInputSchema.parse(input);
  const id = await deps.db.transaction((tx) => repo.insertCategory(tx, data)).catch(conflictOnUniqueViolation(FeedbackMessage.categoryExists));
  return categoryOrThrow(deps, id);
}

export async function updateCategory(deps: FeedbackDeps, id: number, input: unknown): Promise<QaCategory> {
  const data = qaCategoryInputSchema.parse(input);
  const updated = await deps.db.transaction((tx) => repo.updateCategory(tx, id, data)).catch(conflictOnUniqueViolation(FeedbackMessage.categoryExists));
  if (!updated) throw categoryNotFound();
  return categoryOrThrow(deps, id);
}

/** Deletes an empty category (409 while tasks use it; past runs keep its name). */
export async function deleteCategory(deps: FeedbackDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, id);
    if (row === undefined) throw categoryNotFound();
    if (row.taskCount > 0) throw conflict(FeedbackMessage.categoryInUse);
    await repo.deleteCategory(tx, id);
  });
}

// ---------------------------------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------------------------------

const toTask = (view: repo.TaskView): QaTask => ({
  id: view.task.id,
  category: view.category,
  title: view.task.title,
  description: view.task.description,
  stepCount: view.stepCount,
  lastRun: view.lastRun === null ? null : { id: view.lastRun.id, status: view.lastRun.status as QaRun['status'], completedAt: iso(view.lastRun.completedAt) },
  updatedAt: view.task.updatedAt.toISOString(),
});

export async function listTasks(deps: FeedbackDeps, query: QaTasksQuery): Promise<Page<QaTask>> {
  const { rows, total } = await repo.listTasks(deps.db, query.categoryId, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toTask), total, query);
}

export async function getTask(deps: FeedbackDeps, id: number): Promise<QaTaskDetail> {
  const view = await repo.findTaskView(deps.db, id);
  if (view === undefined) throw taskNotFound();
  const steps = await repo.listSteps(deps.db, id);
  return { ...toTask(view), steps: steps.map((step) => ({ id: step.id, position: step.position, instruction: step.instruction, expectedResult: step.expectedResult })) };
}

export async function createTask(deps: FeedbackDeps, user: AuthUser, input: unknown, now = new Date()): Promise<QaTaskDetail> {
  const { steps, ...task } = qaTaskInputSchema.parse(input);
  const id = await deps.db.transaction(async (tx) => {
    if ((await repo.findCategory(tx, task.categoryId)) === undefined) throw categoryNotFound();
    const taskId = await repo.insertTask(tx, { ...task, createdById: user.id, createdAt: now });
    await repo.replaceSteps(tx, taskId, steps);
    return taskId;
  });
  return getTask(deps, id);
}

/** Replaces the task's text and its steps; runs already started keep the steps they were started with. */
export async function updateTask(deps: FeedbackDeps, id: number, input: unknown, now = new Date()): Promise<QaTaskDetail> {
  const { steps, ...task } = qaTaskInputSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    if ((await repo.findCategory(tx, task.categoryId)) === undefined) throw categoryNotFound();
    if (!(await repo.updateTask(tx, id, task, now))) throw taskNotFound();
    await repo.replaceSteps(tx, id, steps);
  });
  return getTask(deps, id);
}

export async function deleteTask(deps: FeedbackDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteTask(tx, id))) throw taskNotFound();
  });
}

// ---------------------------------------------------------------------------------------------------
// Test runs
// ---------------------------------------------------------------------------------------------------

const toRun = (view: repo.RunView): QaRun => ({
  id: view.run.id,
  task: { id: view.run.taskId, title: view.run.taskTitle },
  category: { id: view.run.categoryId, name: view.run.categoryName },
  tester: view.tester,
  status: view.run.status as QaRun['status'],
  passed: view.passed,
  failed: view.failed,
  blocked: view.blocked,
  stepCount: view.stepCount,
  startedAt: view.run.startedAt.toISOString(),
  completedAt: iso(view.run.completedAt),
});

const toRunStep = (runId: number, step: QaRunStepRow): QaRunDetail['steps'][number] => ({
  id: step.id,
  position: step.position,
  instruction: step.instruction,
  expectedResult: step.expectedResult,
  outcome: step.outcome as QaRunDetail['steps'][number]['outcome'],
  notes: step.notes,
  screenshot: step.screenshotKey === null ? null : { id: step.id, fileName: step.screenshotName ?? 'screenshot.webp', contentType: step.screenshotType ?? 'image/webp', url: runScreenshotUrl(runId, step.id) },
  recordedAt: iso(step.recordedAt),
});

export async function listRuns(deps: FeedbackDeps, query: QaRunsQuery): Promise<Page<QaRun>> {
  const { rows, total } = await repo.listRuns(deps.db, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toRun), total, query);
}

export async function getRun(deps: FeedbackDeps, id: number): Promise<QaRunDetail> {
  const view = await repo.findRunView(deps.db, id);
  if (view === undefined) throw runNotFound();
  const steps = await repo.listRunSteps(deps.db, id);
  return { ...toRun(view), steps: steps.map((step) => toRunStep(id, step)) };
}

/** Starts a run of the task for the signed-in admin, with the task's steps as they are now. */
export async function startRun(deps: FeedbackDeps, user: AuthUser, taskId: number, now = new Date()): Promise<QaRunDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const view = await repo.findTaskView(tx, taskId);
    if (view === undefined) throw taskNotFound();
    return repo.insertRun(tx, view, await repo.listSteps(tx, taskId), user.id, now);
  });
  return getRun(deps, id);
}

/** Records pass, fail or blocked for a step of a run in progress, with notes and one optional screenshot. */
export async function recordStep(deps: FeedbackDeps, user: AuthUser, runId: number, stepId: number, input: unknown, file: FileUpload | undefined, now = new Date()): Promise<QaRunDetail> {
  const data = qaStepResultInputSchema.parse(input);
  const run = await repo.findRunView(deps.db, runId);
  if (run === undefined) throw runNotFound();
  if ((await repo.findRunStep(deps.db, runId, stepId)) === undefined) throw notFound(FeedbackMessage.stepNotFound);
  if (run.run.status !== 'in_progress') throw conflict(FeedbackMessage.runFinished);
  const stored = file === undefined ? undefined : await storeScreenshot(deps.storage, user.id, file);
  const replaced = await keepFileOnlyIfDone(deps.storage, stored, () =>
    deps.db.transaction(async (tx) => {
      const locked = await repo.findRunForUpdate(tx, runId);
      if (locked === undefined) throw runNotFound();
      if (locked.status !== 'in_progress') throw conflict(FeedbackMessage.runFinished);
      const step = await repo.findRunStep(tx, runId, stepId);
      if (step === undefined) throw notFound(FeedbackMessage.stepNotFound);
      await repo.recordStep(tx, stepId, { ...data, recordedAt: now, ...(stored === undefined ? {} : { screenshot: stored }) });
      return stored === undefined ? null : step.screenshotKey;
    }),
  );
  // A new screenshot replaces the step's previous one.
  if (replaced !== null) await deps.storage.remove(replaced);
  return getRun(deps, runId);
}

/** Completes a run once every step has a result: failed if any step failed, else blocked if any was blocked, else passed. */
export async function completeRun(deps: FeedbackDeps, runId: number, now = new Date()): Promise<QaRunDetail> {
  await deps.db.transaction(async (tx) => {
    const run = await repo.findRunForUpdate(tx, runId);
    if (run === undefined) throw runNotFound();
    if (run.status !== 'in_progress') throw conflict(FeedbackMessage.runFinished);
    const outcomes = (await repo.listRunSteps(tx, runId)).map((step) => step.outcome);
    if (outcomes.includes(null)) throw badRequest(FeedbackMessage.stepsMissing);
    await repo.completeRun(tx, runId, runStatusOf(outcomes), now);
  });
  return getRun(deps, runId);
}

export async function getRunScreenshot(deps: FeedbackDeps, runId: number, stepId: number): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const step = await repo.findRunStep(deps.db, runId, stepId);
  const body = step?.screenshotKey ? await deps.storage.readIfExists(step.screenshotKey) : undefined;
  if (step === undefined || body === undefined) throw notFound(FeedbackMessage.screenshotNotFound);
  return { body, contentType: step.screenshotType ?? 'image/webp', fileName: step.screenshotName ?? 'screenshot.webp' };
}

export async function results(deps: FeedbackDeps, query: QaResultsQuery, now = new Date()): Promise<QaResults> {
  const counts = await repo.completedRunCounts(deps.db, periodStart(now, query.weeks), query.categoryId);
  return qaResultsOverTime(counts, now, query.weeks);
}
