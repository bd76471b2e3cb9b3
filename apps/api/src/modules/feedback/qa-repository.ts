import { and, asc, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { QaRunsQuery } from '@paytable/contracts';
import { qaCategories, qaRunSteps, qaTasks, qaTaskSteps, qaTestRuns, users, type QaCategoryRow, type QaRunStepRow, type QaTaskRow, type QaTaskStepRow, type QaTestRunRow } from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';
import { personName, toPerson, type Executor, type Person } from './people-repository';

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

const taskCount = sql<number>`(select count(*)::int from ${qaTasks} where ${qaTasks.categoryId} = ${qaCategories.id})`;

export async function listCategories(ex: Executor): Promise<(QaCategoryRow & { taskCount: number })[]> {
  const rows = await ex.select({ category: qaCategories, taskCount }).from(qaCategories).orderBy(asc(sql`lower(${qaCategories.name})`));
  return rows.map((row) => ({ ...row.category, taskCount: row.taskCount }));
}

export async function findCategory(ex: Executor, id: number): Promise<(QaCategoryRow & { taskCount: number }) | undefined> {
  const [row] = await ex.select({ category: qaCategories, taskCount }).from(qaCategories).where(eq(qaCategories.id, id)).limit(1);
  return row === undefined ? undefined : { ...row.category, taskCount: row.taskCount };
}

export async function insertCategory(ex: Executor, values: { name: string; description: string }): Promise<number> {
  const [row] = await ex.insert(qaCategories).values(values).returning({ id: qaCategories.id });
  if (row === undefined) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(ex: Executor, id: number, values: { name: string; description: string }): Promise<boolean> {
  return (await ex.update(qaCategories).set(values).where(eq(qaCategories.id, id)).returning({ id: qaCategories.id })).length > 0;
}

export async function deleteCategory(ex: Executor, id: number): Promise<void> {
  await ex.delete(qaCategories).where(eq(qaCategories.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Tasks and their steps
// ---------------------------------------------------------------------------------------------------

export interface TaskView {
  task: QaTaskRow;
  category: { id: number; name: string };
  stepCount: number;
  lastRun: { id: number; status: string; completedAt: Date | null } | null;
}

const stepCount = sql<number>`(select count(*)::int from ${qaTaskSteps} where ${qaTaskSteps.taskId} = ${qaTasks.id})`;
/** The latest run of the task as one JSON value (id, status, completedAt), or null. */
const lastRun = sql<{ id: number; status: string; completedAt: string | null } | null>`(
  select json_build_object('id', r.id, 'status', r.status, 'completedAt', r.completed_at)
  from ${qaTestRuns} r where r.task_id = ${qaTasks.id} order by r.started_at desc, r.id desc limit 1)`;

const taskColumns = { task: qaTasks, categoryId: qaCategories.id, categoryName: qaCategories.name, stepCount, lastRun };
type TaskRow = { task: QaTaskRow; categoryId: number; categoryName: string; stepCount: number; lastRun: { id: number; status: string; completedAt: string | null } | null };
const toTaskView = (row: TaskRow): TaskView => ({
  task: row.task,
  category: { id: row.categoryId, name: row.categoryName },
  stepCount: row.stepCount,
  lastRun: row.lastRun === null ? null : { ...row.lastRun, completedAt: row.lastRun.completedAt === null ? null : new Date(row.lastRun.completedAt) },
});

export async function listTasks(ex: Executor, categoryId: number | undefined, window: PageWindow) {
  const where = categoryId === undefined ? undefined : eq(qaTasks.categoryId, categoryId);
  const [rows, [total]] = await Promise.all([
    ex.select(taskColumns).from(qaTasks).innerJoin(qaCategories, eq(qaCategories.id, qaTasks.categoryId)).where(where).orderBy(asc(qaCategories.name), asc(qaTasks.title), asc(qaTasks.id)).limit(window.limit).offset(window.offset),
    ex.select({ value: count() }).from(qaTasks).where(where),
  ]);
  return { rows: rows.map(toTaskView), total: total?.value ?? 0 };
}

export async function findTaskView(ex: Executor, id: number): Promise<TaskView | undefined> {
  const [row] = await ex.select(taskColumns).from(qaTasks).innerJoin(qaCategories, eq(qaCategories.id, qaTasks.categoryId)).where(eq(qaTasks.id, id)).limit(1);
  return row === undefined ? undefined : toTaskView(row);
}

export async function listSteps(ex: Executor, taskId: number): Promise<QaTaskStepRow[]> {
  return ex.select().from(qaTaskSteps).where(eq(qaTaskSteps.taskId, taskId)).orderBy(asc(qaTaskSteps.position));
}

export async function insertTask(ex: Executor, values: { categoryId: number; title: string; description: string; createdById: number; createdAt: Date }): Promise<number> {
  const [row] = await ex.insert(qaTasks).values({ ...values, updatedAt: values.createdAt }).returning({ id: qaTasks.id });
  if (row === undefined) throw new Error('task insert returned nothing');
  return row.id;
}

export async function updateTask(ex: Executor, id: number, values: { categoryId: number; title: string; description: string }, now: Date): Promise<boolean> {
  return (await ex.update(qaTasks).set({ ...values, updatedAt: now }).where(eq(qaTasks.id, id)).returning({ id: qaTasks.id })).length > 0;
}

/** Replaces the task's steps with these, in this order. */
export async function replaceSteps(ex: Executor, taskId: number, steps: { instruction: string; expectedResult: string }[]): Promise<void> {
  await ex.delete(qaTaskSteps).where(eq(qaTaskSteps.taskId, taskId));
  if (steps.length > 0) await ex.insert(qaTaskSteps).values(steps.map((step, position) => ({ taskId, position, ...step })));
}

export async function deleteTask(ex: Executor, id: number): Promise<boolean> {
  return (await ex.delete(qaTasks).where(eq(qaTasks.id, id)).returning({ id: qaTasks.id })).length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Test runs
// ---------------------------------------------------------------------------------------------------

export interface RunView {
  run: QaTestRunRow;
  tester: Person | null;
  passed: number;
  failed: number;
  blocked: number;
  stepCount: number;
}

const outcomeCount = (outcome: string | null) =>
  outcome === null
    ? sql<number>`(select count(*)::int from ${qaRunSteps} where ${qaRunSteps.runId} = ${qaTestRuns.id})`
    : sql<number>`(select count(*)::int from ${qaRunSteps} where ${qaRunSteps.runId} = ${qaTestRuns.id} and ${qaRunSteps.outcome} = ${outcome})`;
const runColumns = {
  run: qaTestRuns,
  testerId: users.id,
  testerName: personName(users),
  passed: outcomeCount('pass'),
  failed: outcomeCount('fail'),
  blocked: outcomeCount('blocked'),
  stepCount: outcomeCount(null),
};
type RunRow = { run: QaTestRunRow; testerId: number | null; testerName: string | null; passed: number; failed: number; blocked: number; stepCount: number };
const toRunView = ({ testerId, testerName, ...rest }: RunRow): RunView => ({ ...rest, tester: toPerson(testerId, testerName) });

export async function listRuns(ex: Executor, query: Pick<QaRunsQuery, 'taskId' | 'categoryId' | 'status'>, window: PageWindow) {
  const where = and(
    query.taskId === undefined ? undefined : eq(qaTestRuns.taskId, query.taskId),
    query.categoryId === undefined ? undefined : eq(qaTestRuns.categoryId, query.categoryId),
    query.status === undefined ? undefined : eq(qaTestRuns.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    ex.select(runColumns).from(qaTestRuns).leftJoin(users, eq(users.id, qaTestRuns.testerId)).where(where).orderBy(desc(qaTestRuns.startedAt), desc(qaTestRuns.id)).limit(window.limit).offset(window.offset),
    ex.select({ value: count() }).from(qaTestRuns).where(where),
  ]);
  return { rows: rows.map(toRunView), total: total?.value ?? 0 };
}

export async function findRunView(ex: Executor, id: number): Promise<RunView | undefined> {
  const [row] = await ex.select(runColumns).from(qaTestRuns).leftJoin(users, eq(users.id, qaTestRuns.testerId)).where(eq(qaTestRuns.id, id)).limit(1);
  return row === undefined ? undefined : toRunView(row);
}

export async function findRunForUpdate(ex: Executor, id: number): Promise<QaTestRunRow | undefined> {
  const [row] = await ex.select().from(qaTestRuns).where(eq(qaTestRuns.id, id)).for('update').limit(1);
  return row;
}

/** Starts a run: the task's title, category and steps are copied, so later edits leave it as it was. */
export async function insertRun(ex: Executor, view: TaskView, steps: QaTaskStepRow[], testerId: number, now: Date): Promise<number> {
  const [run] = await ex
    .insert(qaTestRuns)
    .values({ taskId: view.task.id, categoryId: view.category.id, taskTitle: view.task.title, categoryName: view.category.name, testerId, startedAt: now })
    .returning({ id: qaTestRuns.id });
  if (run === undefined) throw new Error('run insert returned nothing');
  await ex.insert(qaRunSteps).values(steps.map((step) => ({ runId: run.id, position: step.position, instruction: step.instruction, expectedResult: step.expectedResult })));
  return run.id;
}

export async function listRunSteps(ex: Executor, runId: number): Promise<QaRunStepRow[]> {
  return ex.select().from(qaRunSteps).where(eq(qaRunSteps.runId, runId)).orderBy(asc(qaRunSteps.position));
}

export async function findRunStep(ex: Executor, runId: number, stepId: number): Promise<QaRunStepRow | undefined> {
  const [row] = await ex.select().from(qaRunSteps).where(and(eq(qaRunSteps.runId, runId), eq(qaRunSteps.id, stepId))).limit(1);
  return row;
}

export async function recordStep(
  ex: Executor,
  stepId: number,
  values: { outcome: string; notes: string; recordedAt: Date; screenshot?: { key: string; fileName: string; contentType: string } },
): Promise<void> {
  const { screenshot, ...rest } = values;
  await ex
    .update(qaRunSteps)
    .set({ ...rest, ...(screenshot === undefined ? {} : { screenshotKey: screenshot.key, screenshotName: screenshot.fileName, screenshotType: screenshot.contentType }) })
    .where(eq(qaRunSteps.id, stepId));
}

export async function completeRun(ex: Executor, id: number, status: string, now: Date): Promise<void> {
  await ex.update(qaTestRuns).set({ status, completedAt: now }).where(eq(qaTestRuns.id, id));
}

/** Completed runs since `from` per ISO week (Monday, UTC) and category, by status. */
export async function completedRunCounts(ex: Executor, from: Date, categoryId: number | undefined) {
  const week = sql<string>`to_char(date_trunc('week', ${qaTestRuns.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const where: SQL | undefined = and(isNotNull(qaTestRuns.completedAt), gte(qaTestRuns.completedAt, from), categoryId === undefined ? undefined : eq(qaTestRuns.categoryId, categoryId));
  return ex
    .select({ week, categoryId: qaTestRuns.categoryId, categoryName: qaTestRuns.categoryName, status: qaTestRuns.status, runs: count() })
    .from(qaTestRuns)
    .where(where)
    .groupBy(week, qaTestRuns.categoryId, qaTestRuns.categoryName, qaTestRuns.status);
}
