import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BugReportsQuery } from '@paytable/contracts';
import { bugReports, bugReportScreenshots, users, type BugReportRow, type BugReportScreenshotRow, type NewBugReportRow } from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';
import { personName, toPerson, type Executor, type Person } from './people-repository';

export interface BugReportView {
  report: BugReportRow;
  reporter: Person | null;
  assignee: Person | null;
}

const reporters = alias(users, 'reporters');
const assignees = alias(users, 'assignees');
const viewColumns = {
  report: bugReports,
  reporterId: reporters.id,
  reporterName: personName(reporters),
  assigneeId: assignees.id,
  assigneeName: personName(assignees),
};
type ViewRow = { report: BugReportRow; reporterId: number | null; reporterName: string | null; assigneeId: number | null; assigneeName: string | null };
const toView = (row: ViewRow): BugReportView => ({ report: row.report, reporter: toPerson(row.reporterId, row.reporterName), assignee: toPerson(row.assigneeId, row.assigneeName) });

const viewQuery = (ex: Executor, where: SQL | undefined) =>
  ex.select(viewColumns).from(bugReports).leftJoin(reporters, eq(reporters.id, bugReports.reporterId)).leftJoin(assignees, eq(assignees.id, bugReports.assigneeId)).where(where);

/** Newest first; the triage list (every report, filtered) or one reporter's own. */
export async function listBugReports(ex: Executor, filter: Pick<BugReportsQuery, 'status' | 'severity'> & { reporterId?: number }, window: PageWindow) {
  const where = and(
    filter.status === undefined ? undefined : eq(bugReports.status, filter.status),
    filter.severity === undefined ? undefined : eq(bugReports.severity, filter.severity),
    filter.reporterId === undefined ? undefined : eq(bugReports.reporterId, filter.reporterId),
  );
  const [rows, [total]] = await Promise.all([
    viewQuery(ex, where).orderBy(desc(bugReports.createdAt), desc(bugReports.id)).limit(window.limit).offset(window.offset),
    ex.select({ value: count() }).from(bugReports).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

export async function findBugReportView(ex: Executor, id: number): Promise<BugReportView | undefined> {
  const [row] = await viewQuery(ex, eq(bugReports.id, id)).limit(1);
  return row === undefined ? undefined : toView(row);
}

export async function findBugReportForUpdate(ex: Executor, id: number): Promise<BugReportRow | undefined> {
  const [row] = await ex.select().from(bugReports).where(eq(bugReports.id, id)).for('update').limit(1);
  return row;
}

export async function bugReportExists(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex.select({ id: bugReports.id }).from(bugReports).where(eq(bugReports.id, id)).limit(1);
  return row !== undefined;
}

export async function insertBugReport(ex: Executor, values: NewBugReportRow): Promise<BugReportRow> {
  const [row] = await ex.insert(bugReports).values(values).returning();
  if (row === undefined) throw new Error('bug report insert returned nothing');
  return row;
}

export async function updateBugReport(
  ex: Executor,
  id: number,
  values: Partial<Pick<BugReportRow, 'status' | 'assigneeId' | 'duplicateOfId' | 'response' | 'respondedAt' | 'internalNotes'>>,
  now: Date,
): Promise<void> {
  await ex.update(bugReports).set({ ...values, updatedAt: now }).where(eq(bugReports.id, id));
}

export async function addScreenshot(ex: Executor, bugReportId: number, file: { storageKey: string; fileName: string; contentType: string }, now: Date): Promise<void> {
  await ex.insert(bugReportScreenshots).values({ bugReportId, ...file, createdAt: now });
  await ex
    .update(bugReports)
    .set({ screenshotCount: sql`${bugReports.screenshotCount} + 1`, updatedAt: now })
    .where(eq(bugReports.id, bugReportId));
}

export async function listScreenshots(ex: Executor, bugReportId: number): Promise<BugReportScreenshotRow[]> {
  return ex.select().from(bugReportScreenshots).where(eq(bugReportScreenshots.bugReportId, bugReportId)).orderBy(bugReportScreenshots.id);
}
