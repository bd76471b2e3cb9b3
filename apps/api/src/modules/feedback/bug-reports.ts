import {
  createBugReportSchema,
  FEEDBACK_LIMITS,
  FeedbackMessage,
  hasAnyRole,
  storedErrorReportSchema,
  Role,
  triageBugReportSchema,
  type BugReport,
  type BugReportDetail,
  type BugReportsQuery,
  type BugStatus,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import type { Storage } from '../../platform/storage';
import { transactionWithChanges } from '../realtime/index';
import * as repo from './bug-reports-repository';
import type { FeedbackNotifier } from './notifier';
import { isAdminAccount, listAdminAccounts, type Person } from './people-repository';
import { keepFileOnlyIfDone, storeScreenshot, type FileUpload } from './screenshots';

/** Seed 000 §6: bug reports, suggestions and QA for admin and superuser (a superuser passes every role check). */
export const FEEDBACK_ADMIN_ROLES = [Role.ADMIN] as const;
export const isFeedbackAdmin = (user: AuthUser) => hasAnyRole(user, FEEDBACK_ADMIN_ROLES);
const ADMIN_ROLE_NAMES = [Role.ADMIN, Role.SUPERUSER];

export interface FeedbackDeps {
  db: Db;
  storage: Storage;
  platform: Platform;
  /** What people are told: the reporter, the author and voters, the admins. */
  notifier: FeedbackNotifier;
}

const bugNotFound = () => notFound(FeedbackMessage.bugNotFound);
const iso = (date: Date) => date.toISOString();
/** The stored reports were checked on the way in; reading them again keeps the answer in the contract's shape. */
const storedErrorReports = z.array(storedErrorReportSchema).catch([]);

export const screenshotUrl = (reportId: number, screenshotId: number) => `/api/v1/feedback/bug-reports/${reportId}/screenshots/${screenshotId}`;

function toBugReport(view: repo.BugReportView): BugReport {
  const { report } = view;
  return {
    id: report.id,
    title: report.title,
    severity: report.severity as BugReport['severity'],
    status: report.status as BugReport['status'],
    reporter: view.reporter,
    assignee: view.assignee,
    duplicateOfId: report.duplicateOfId,
    screenshotCount: report.screenshotCount,
    errorReportCount: report.errorReportCount,
    response: report.response,
    respondedAt: report.respondedAt === null ? null : iso(report.respondedAt),
    createdAt: iso(report.createdAt),
    updatedAt: iso(report.updatedAt),
  };
}

/** A bug report is read by its reporter and by admins; anyone else gets 404. */
async function readableView(db: Db, user: AuthUser, id: number): Promise<repo.BugReportView> {
  const view = await repo.findBugReportView(db, id);
  if (view === undefined || (!isFeedbackAdmin(user) && view.report.reporterId !== user.id)) throw bugNotFound();
  return view;
}

export async function getBugReport(deps: FeedbackDeps, user: AuthUser, id: number): Promise<BugReportDetail> {
  const view = await readableView(deps.db, user, id);
  const screenshots = await repo.listScreenshots(deps.db, id);
  return {
    ...toBugReport(view),
    description: view.report.description,
    stepsToReproduce: view.report.stepsToReproduce,
    pageUrl: view.report.pageUrl,
    errorReports: storedErrorReports.parse(view.report.errorReports),
    screenshots: screenshots.map((shot) => ({ id: shot.id, fileName: shot.fileName, contentType: shot.contentType, url: screenshotUrl(id, shot.id) })),
    // Triage notes are the admins' own: a reporter's answer never carries them.
    internalNotes: isFeedbackAdmin(user) ? view.report.internalNotes : null,
  };
}

export async function listBugReports(deps: FeedbackDeps, query: BugReportsQuery): Promise<Page<BugReport>> {
  const { rows, total } = await repo.listBugReports(deps.db, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toBugReport), total, query);
}

export async function listMyBugReports(deps: FeedbackDeps, user: AuthUser, query: PageQuery): Promise<Page<BugReport>> {
  const { rows, total } = await repo.listBugReports(deps.db, { reporterId: user.id }, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toBugReport), total, query);
}

export async function listTriagers(deps: FeedbackDeps): Promise<Person[]> {
  return listAdminAccounts(deps.db, ADMIN_ROLE_NAMES);
}

/** Files a bug report for the signed-in user, with one optional screenshot (the file is stored first, removed if the write fails); the admins are told. */
export async function reportBug(deps: FeedbackDeps, user: AuthUser, input: unknown, file: FileUpload | undefined, now = new Date()): Promise<BugReportDetail> {
  const data = createBugReportSchema.parse(input);
  const stored = file === undefined ? undefined : await storeScreenshot(deps.storage, user.id, file);
  const id = await keepFileOnlyIfDone(deps.storage, stored, () =>
    transactionWithChanges(deps.platform, async (tx, changes) => {
      const row = await repo.insertBugReport(tx, { ...data, reporterId: user.id, errorReportCount: data.errorReports.length, createdAt: now, updatedAt: now });
      if (stored !== undefined) await repo.addScreenshot(tx, row.id, { storageKey: stored.key, fileName: stored.fileName, contentType: stored.contentType }, now);
      const admins = (await listAdminAccounts(tx, ADMIN_ROLE_NAMES)).filter((admin) => admin.id !== user.id);
      const reporter = await repo.findBugReportView(tx, row.id);
      if (admins.length > 0) {
        await deps.notifier.bugReported(
          { platform: deps.platform, tx, changes },
          { recipientUserIds: admins.map((admin) => admin.id), bugReportId: row.id, title: row.title, severity: row.severity, reporterName: reporter?.reporter?.name ?? 'A member' },
        );
      }
      return row.id;
    }),
  );
  return getBugReport(deps, user, id);
}

/** Adds a screenshot to a report: its reporter or an admin, at most five per report. */
export async function addScreenshot(deps: FeedbackDeps, user: AuthUser, id: number, file: FileUpload | undefined, now = new Date()): Promise<BugReportDetail> {
  if (file === undefined) throw badRequest(FeedbackMessage.invalidScreenshot);
  await readableView(deps.db, user, id);
  const stored = await storeScreenshot(deps.storage, user.id, file);
  await keepFileOnlyIfDone(deps.storage, stored, () =>
    deps.db.transaction(async (tx) => {
      const row = await repo.findBugReportForUpdate(tx, id);
      if (row === undefined) throw bugNotFound();
      if (row.screenshotCount >= FEEDBACK_LIMITS.screenshotsMax) throw conflict(FeedbackMessage.tooManyScreenshots);
      await repo.addScreenshot(tx, id, { storageKey: stored.key, fileName: stored.fileName, contentType: stored.contentType }, now);
    }),
  );
  return getBugReport(deps, user, id);
}

export async function getScreenshot(deps: FeedbackDeps, user: AuthUser, id: number, screenshotId: number): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const view = await repo.findBugReportView(deps.db, id);
  if (view === undefined || (!isFeedbackAdmin(user) && view.report.reporterId !== user.id)) throw notFound(FeedbackMessage.screenshotNotFound);
  const shot = (await repo.listScreenshots(deps.db, id)).find((entry) => entry.id === screenshotId);
  const body = shot === undefined ? undefined : await deps.storage.readIfExists(shot.storageKey);
  if (shot === undefined || body === undefined) throw notFound(FeedbackMessage.screenshotNotFound);
  return { body, contentType: shot.contentType, fileName: shot.fileName };
}

/**
 * Triage (admin): status, assignee (an admin, or null), the original of a duplicate, the public answer and
 * the internal notes. Naming an original makes the status 'duplicate'; a duplicate needs its original;
 * leaving 'duplicate' clears it. A new status or a new answer is told to the reporter (with the answer,
 * never the notes); an admin triaging their own report is not told.
 */
export async function triageBugReport(deps: FeedbackDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<BugReportDetail> {
  const data = triageBugReportSchema.parse(input);
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const row = await repo.findBugReportForUpdate(tx, id);
    if (row === undefined) throw bugNotFound();
    let duplicateOfId = data.duplicateOfId === undefined ? row.duplicateOfId : data.duplicateOfId;
    let status = data.status ?? (data.duplicateOfId ? 'duplicate' : row.status);
    if (data.duplicateOfId !== undefined && data.duplicateOfId !== null) {
      if (data.duplicateOfId === id) throw badRequest(FeedbackMessage.duplicateOfItself);
      if (!(await repo.bugReportExists(tx, data.duplicateOfId))) throw notFound(FeedbackMessage.duplicateNotFound);
      if (data.status === undefined) status = 'duplicate';
    }
    if (status === 'duplicate' && duplicateOfId === null) throw badRequest(FeedbackMessage.duplicateNeedsOriginal);
    if (status !== 'duplicate') duplicateOfId = null;
    if (data.assigneeId !== undefined && data.assigneeId !== null && !(await isAdminAccount(tx, data.assigneeId, ADMIN_ROLE_NAMES))) {
      throw badRequest(FeedbackMessage.assigneeNotAdmin);
    }
    const response = data.response === undefined ? row.response : data.response === '' ? null : data.response;
    const answered = response !== null && response !== row.response;
    await repo.updateBugReport(
      tx,
      id,
      {
        status,
        duplicateOfId,
        ...(data.assigneeId === undefined ? {} : { assigneeId: data.assigneeId }),
        ...(data.response === undefined ? {} : { response, respondedAt: response === null ? null : answered ? now : row.respondedAt }),
        ...(data.internalNotes === undefined ? {} : { internalNotes: data.internalNotes }),
      },
      now,
    );
    const statusChanged = status !== row.status;
    if ((statusChanged || answered) && row.reporterId !== null && row.reporterId !== user.id) {
      await deps.notifier.bugReportUpdated(
        { platform: deps.platform, tx, changes },
        { recipientUserId: row.reporterId, bugReportId: id, title: row.title, status: status as BugStatus, statusChanged, response },
      );
    }
  });
  return getBugReport(deps, user, id);
}
