import {
  applicationStatusRequestSchema,
  applyRequestSchema,
  DEFAULT_APPLICATION_RETENTION_MONTHS,
  JobMessage,
  jobInputSchema,
  jobStatusTransitions,
  pipelineStages,
  savedSearchFiltersSchema,
  savedSearchInputSchema,
  validThroughInstant,
  type ApplicationStats,
  type ApplicationStatus,
  type ApplicationStatusRequest,
  type CompanyApplication,
  type CompanyApplicationsQuery,
  type CompanyJob,
  type CompanyJobsQuery,
  type Job,
  type JobInput,
  type JobStats,
  type JobStatus,
  type MyApplication,
  type Page,
  type PublicJobsQuery,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchInput,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { JobRow, SavedJobSearchRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import type { Platform } from '../../platform/platform';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { pdfHasActiveContent } from '../../platform/pdf-active-content';
import { pageOffset, toPage } from '../../platform/pagination';
import { randomFileName, type Storage } from '../../platform/storage';
import { searchWordsJson, type SearchCorrections } from '../../platform/text-search';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { jurisdictionsByIds, requireActiveJurisdictions } from '../catalog/index';
import { getMembership, requireCompanyPrivilege } from '../companies/index';
import { transactionWithChanges } from '../realtime/index';
import { noopJobsNotifier, type JobsNotifier, type NoticeContext } from './notifier';
import * as repo from './repository';
import { descriptionText, sanitizeDescription } from './sanitize';
import { toCompanyCard } from '../companies';

/** What the service needs besides the database: where CVs live and whom to tell. */
export interface JobsDeps {
  platform: Platform;
  storage: Storage;
  notifier: JobsNotifier;
}

const JOBS_PRIVILEGE = 'company_jobs' as const;
const DAY_MS = 86_400_000;

const jobNotFound = () => notFound(JobMessage.jobNotFound);
const applicationNotFound = () => notFound(JobMessage.applicationNotFound);

// ---- mapping ------------------------------------------------------------------------------------------

const companyRef = toCompanyCard;

type Jurisdiction = { id: number; name: string; code: string };

async function jurisdictionMap(ex: repo.Executor, rows: Pick<JobRow, 'keyFunctionJurisdictionIds'>[]): Promise<Map<number, Jurisdiction>> {
  const ids = [...new Set(rows.flatMap((row) => row.keyFunctionJurisdictionIds))];
  return new Map((await jurisdictionsByIds(ex, ids)).map((each) => [each.id, each]));
}

/** A job as a viewer sees it: the public never sees a hidden salary. */
function toJob(view: repo.JobView, jurisdictions: Map<number, Jurisdiction>, now: Date, manager: boolean): Job {
  const { job } = view;
  const hasSalary = job.salaryCurrency !== null && (job.salaryMin !== null || job.salaryMax !== null);
  return {
    id: job.id,
    company: companyRef(view.company),
    status: job.status as JobStatus,
    title: job.title,
    description: job.description,
    function: job.function as Job['function'],
    seniority: job.seniority as Job['seniority'],
    employmentType: job.employmentType as Job['employmentType'],
    workplace: job.workplace as Job['workplace'],
    allowedCountries: job.allowedCountries,
    city: job.city,
    country: job.country,
    salary: hasSalary && (job.salaryShown || manager) ? { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency!, period: job.salaryPeriod as 'YEAR' } : null,
    salaryShown: job.salaryShown,
    skills: job.skills,
    languages: job.languages,
    validThrough: job.validThrough.toISOString(),
    expired: job.validThrough.getTime() <= now.getTime(),
    licensedKeyFunction: job.licensedKeyFunction,
    keyFunctionJurisdictions: job.keyFunctionJurisdictionIds.flatMap((id) => jurisdictions.get(id) ?? []),
    publishedAt: job.publishedAt?.toISOString() ?? null,
    closedAt: job.closedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

async function toJobs(ex: repo.Executor, views: repo.JobView[], now: Date, manager: boolean): Promise<Job[]> {
  const jurisdictions = await jurisdictionMap(ex, views.map((view) => view.job));
  return views.map((view) => toJob(view, jurisdictions, now, manager));
}

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

function toCompanyApplication(view: repo.ApplicationView, history: repo.HistoryRow[]): CompanyApplication {
  const { application, applicant } = view;
  return {
    id: application.id,
    job: { id: view.job.id, title: view.job.title, status: view.job.status as JobStatus, company: companyRef(view.company) },
    status: application.status as ApplicationStatus,
    applicant: applicant === null ? null : { userId: applicant.id, name: `${applicant.firstName} ${applicant.lastName}`.trim(), email: applicant.email, profilePath: `/dashboard/profile/${applicant.id}` },
    coverLetter: application.coverLetter,
    hasCv: application.cvKey !== null,
    cvActiveContent: application.cvKey !== null && application.cvActiveContent,
    anonymised: application.anonymisedAt !== null,
    history: history.map((entry) => ({
      status: entry.toStatus as ApplicationStatus,
      fromStatus: (entry.fromStatus as ApplicationStatus | null) ?? null,
      note: entry.note,
      by: fullName(entry.actorFirstName, entry.actorLastName),
      at: entry.createdAt.toISOString(),
    })),
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** The applicant's view: stages and times only — no notes, no names of who moved it. */
function toMyApplication(view: repo.ApplicationView, history: repo.HistoryRow[]): MyApplication {
  const { application } = view;
  return {
    id: application.id,
    job: { id: view.job.id, title: view.job.title, status: view.job.status as JobStatus, company: companyRef(view.company) },
    status: application.status as ApplicationStatus,
    coverLetter: application.coverLetter ?? '',
    hasCv: application.cvKey !== null,
    history: history.map((entry) => ({ status: entry.toStatus as ApplicationStatus, at: entry.createdAt.toISOString() })),
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

async function withHistory<T>(ex: repo.Executor, views: repo.ApplicationView[], map: (view: repo.ApplicationView, history: repo.HistoryRow[]) => T): Promise<T[]> {
  const history = await repo.historyOf(ex, views.map((view) => view.application.id));
  return views.map((view) => map(view, history.filter((entry) => entry.applicationId === view.application.id)));
}

// ---- authorization ------------------------------------------------------------------------------------

/** A member of `companyId` holding company_jobs: 404 outside the company, 403 without the privilege. */
const requireJobsManager = (ex: repo.Executor, user: AuthUser, companyId: number) => requireCompanyPrivilege(ex, user.id, companyId, JOBS_PRIVILEGE);

/** The company's job, locked; another company's job answers 404. */
async function requireCompanyJob(ex: repo.Executor, user: AuthUser, jobId: number, companyId: number): Promise<JobRow> {
  await requireJobsManager(ex, user, companyId);
  const job = await repo.findJobForUpdate(ex, jobId);
  if (!job || job.companyId !== companyId) throw jobNotFound();
  return job;
}

// ---- jobs ---------------------------------------------------------------------------------------------

export async function listPublicJobs(db: Db, corrections: SearchCorrections, query: PublicJobsQuery, now: Date = new Date()): Promise<Page<Job>> {
  const search = query.q === undefined ? null : await corrections.prepare(db, query.q);
  if (search !== null && search.tsQuery === null) return toPage([], 0, query);
  const tsQuery = search?.tsQuery ?? null;
  const filters: repo.PublicJobFilters = {
    keyword: tsQuery !== null,
    function: query.function,
    seniority: query.seniority,
    employmentType: query.employmentType,
    workplace: query.workplace,
    country: query.country,
    salaryMin: query.salaryMin,
    currency: query.currency,
    companyTypeId: query.companyTypeId,
    postedSince: query.postedWithin === undefined ? undefined : new Date(now.getTime() - query.postedWithin * DAY_MS),
  };
  const sort = query.sort ?? (tsQuery !== null ? 'relevance' : 'newest');
  const { rows, total } = await repo.listPublicJobs(db, { filters, sort, now, window: { limit: query.size, offset: pageOffset(query) } }, tsQuery);
  return toPage(await toJobs(db, rows, now, false), total, query);
}

/** A job's public page: published, paused and closed jobs of active companies (an expired one says so). */
export async function getPublicJob(db: Db, id: number, viewer: AuthUser | undefined, now: Date = new Date()): Promise<Job> {
  const view = await repo.findJobView(db, id);
  if (!view || !['PUBLISHED', 'PAUSED', 'CLOSED'].includes(view.job.status) || view.company.status !== 'ACTIVE') throw jobNotFound();
  const membership = viewer === undefined ? null : await getMembership(db, viewer.id);
  const manager = membership !== null && membership.companyId === view.job.companyId && membership.privileges.includes(JOBS_PRIVILEGE);
  return (await toJobs(db, [view], now, manager))[0]!;
}

async function jobColumns(ex: repo.Executor, input: JobInput) {
  const values = jobInputSchema.parse(input);
  if (values.keyFunctionJurisdictionIds.length > 0) await requireActiveJurisdictions(ex, values.keyFunctionJurisdictionIds);
  const description = sanitizeDescription(values.description);
  const text = descriptionText(description);
  if (text.length === 0) throw badRequest('Description is required');
  return {
    title: values.title,
    description,
    descriptionText: text,
    function: values.function,
    seniority: values.seniority,
    employmentType: values.employmentType,
    workplace: values.workplace,
    allowedCountries: values.workplace === 'REMOTE' ? [...new Set(values.allowedCountries)] : [],
    city: values.city,
    country: values.country,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryCurrency: values.salaryCurrency,
    salaryPeriod: values.salaryPeriod,
    salaryShown: values.salaryShown,
    skills: values.skills,
    keywords: values.skills.join(' '),
    languages: values.languages,
    validThrough: validThroughInstant(values.validThrough),
    licensedKeyFunction: values.licensedKeyFunction,
    keyFunctionJurisdictionIds: values.licensedKeyFunction ? [...new Set(values.keyFunctionJurisdictionIds)] : [],
  };
}

async function companyJobResponse(db: Db, id: number, now: Date): Promise<CompanyJob> {
  const view = await repo.findJobView(db, id);
  if (!view) throw jobNotFound();
  return (await withStageCounts(db, [view], now))[0]!;
}

async function withStageCounts(ex: repo.Executor, views: repo.JobView[], now: Date): Promise<CompanyJob[]> {
  const jobsOut = await toJobs(ex, views, now, true);
  const counts = await repo.stageCounts(ex, views.map((view) => view.job.id));
  return jobsOut.map((job) => {
    const stageCounts: Record<string, number> = Object.fromEntries([...pipelineStages, 'WITHDRAWN'].map((stage) => [stage, 0]));
    for (const row of counts) if (row.jobId === job.id) stageCounts[row.status] = row.total;
    return { ...job, stageCounts, applicationCount: Object.values(stageCounts).reduce((sum, each) => sum + each, 0) };
  });
}

export async function listCompanyJobs(db: Db, user: AuthUser, companyId: number, query: CompanyJobsQuery, now: Date = new Date()): Promise<Page<CompanyJob>> {
  await requireJobsManager(db, user, companyId);
  const { rows, total } = await repo.listCompanyJobs(db, companyId, query.status, { limit: query.size, offset: pageOffset(query) });
  return toPage(await withStageCounts(db, rows, now), total, query);
}

export async function getCompanyJob(db: Db, user: AuthUser, jobId: number, companyId: number, now: Date = new Date()): Promise<CompanyJob> {
  await requireJobsManager(db, user, companyId);
  const view = await repo.findJobView(db, jobId);
  if (!view || view.job.companyId !== companyId) throw jobNotFound();
  return (await withStageCounts(db, [view], now))[0]!;
}

export async function createJob(db: Db, user: AuthUser, companyId: number, input: JobInput, now: Date = new Date()): Promise<CompanyJob> {
  const id = await db.transaction(async (tx) => {
    await requireJobsManager(tx, user, companyId);
    const values = await jobColumns(tx, input);
    return (await repo.insertJob(tx, { ...values, companyId, status: 'DRAFT', createdByUserId: user.id, createdAt: now, updatedAt: now })).id;
  });
  return companyJobResponse(db, id, now);
}

export async function updateJob(db: Db, user: AuthUser, jobId: number, companyId: number, input: JobInput, now: Date = new Date()): Promise<CompanyJob> {
  await db.transaction(async (tx) => {
    const job = await requireCompanyJob(tx, user, jobId, companyId);
    if (job.status === 'ARCHIVED') throw conflict(JobMessage.notEditable);
    const values = await jobColumns(tx, input);
    if (job.status === 'PUBLISHED' && values.validThrough.getTime() <= now.getTime()) throw badRequest(JobMessage.publishNeedsFutureDate);
    await repo.updateJob(tx, jobId, { ...values, updatedAt: now });
  });
  return companyJobResponse(db, jobId, now);
}

export async function deleteJob(db: Db, user: AuthUser, jobId: number, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCompanyJob(tx, user, jobId, companyId);
    if ((await repo.countApplicationsOfJob(tx, jobId)) > 0) throw conflict(JobMessage.deleteWithApplications);
    await repo.deleteJob(tx, jobId);
  });
}

/** PATCH status: only the transitions of jobStatusTransitions; the first publication alerts saved searches. */
export async function setJobStatus(db: Db, deps: JobsDeps, user: AuthUser, jobId: number, companyId: number, status: JobStatus, now: Date = new Date()): Promise<CompanyJob> {
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const job = await requireCompanyJob(tx, user, jobId, companyId);
    if (!jobStatusTransitions[job.status as JobStatus].includes(status)) throw conflict(JobMessage.invalidTransition);
    if (status === 'PUBLISHED' && job.validThrough.getTime() <= now.getTime()) throw badRequest(JobMessage.publishNeedsFutureDate);
    const firstPublication = status === 'PUBLISHED' && job.publishedAt === null;
    await repo.updateJob(tx, jobId, {
      status,
      updatedAt: now,
      ...(firstPublication ? { publishedAt: now } : {}),
      ...(status === 'CLOSED' ? { closedAt: now } : {}),
    });
    if (firstPublication) await alertSavedSearches({ platform: deps.platform, tx, changes }, deps.notifier, { ...job, status, publishedAt: now });
  });
  return companyJobResponse(db, jobId, now);
}

export async function companyJobStats(db: Db, user: AuthUser, companyId: number): Promise<JobStats> {
  await requireJobsManager(db, user, companyId);
  const byStatus: Record<string, number> = { DRAFT: 0, PUBLISHED: 0, PAUSED: 0, CLOSED: 0, ARCHIVED: 0 };
  for (const row of await repo.jobStatusCounts(db, companyId)) byStatus[row.status] = row.total;
  const facts = await repo.applicationFacts(db, companyId);
  return {
    total: Object.values(byStatus).reduce((sum, each) => sum + each, 0),
    byStatus,
    applications: facts.length,
    openApplications: facts.filter((fact) => !['HIRED', 'REJECTED', 'WITHDRAWN'].includes(fact.status)).length,
  };
}

// ---- scheduled work -----------------------------------------------------------------------------------

/** Closes published (and paused) jobs whose valid-through has passed. Answers the closed ids. */
export async function closeExpiredJobs(db: Db, now: Date = new Date()): Promise<number[]> {
  return db.transaction((tx) => repo.closeExpiredJobs(tx, now));
}

/** The moment `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Anonymises applications of jobs closed longer than `retentionMonths` (default 12): personal data goes,
 * the stage history stays for statistics. CV files are deleted after the commit.
 */
export async function anonymiseStaleApplications(db: Db, storage: Storage, now: Date = new Date(), retentionMonths = DEFAULT_APPLICATION_RETENTION_MONTHS): Promise<number> {
  const { ids, cvKeys } = await db.transaction((tx) => repo.anonymiseApplicationsClosedBefore(tx, monthsBefore(now, retentionMonths), now));
  await Promise.all(cvKeys.map((key) => storage.remove(key)));
  return ids.length;
}

// ---- applications -------------------------------------------------------------------------------------

export interface CvUpload {
  buffer: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const isPdf = (buffer: Buffer) => buffer.length > PDF_MAGIC.length && buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

export async function apply(db: Db, deps: JobsDeps, user: AuthUser, jobId: number, input: { coverLetter?: unknown }, cv: CvUpload | undefined, now: Date = new Date()): Promise<MyApplication> {
  const { coverLetter } = applyRequestSchema.parse(input);
  if (cv !== undefined && !isPdf(cv.buffer)) throw badRequest(JobMessage.notPdf);
  const cvKey = cv === undefined ? null : await deps.storage.put('applicationCvs', user.id, randomFileName('pdf'), cv.buffer);
  // Kept as sent (it is the applicant's document), flagged so the hiring company is warned before opening it.
  const cvActiveContent = cv !== undefined && pdfHasActiveContent(cv.buffer);
  try {
    const id = await transactionWithChanges(deps.platform, async (tx, changes) => {
        const job = await repo.findJobForUpdate(tx, jobId);
        const company = job && (await repo.findCompanyRef(tx, job.companyId));
        if (!job || !company || company.status !== 'ACTIVE' || !['PUBLISHED', 'PAUSED', 'CLOSED'].includes(job.status)) throw jobNotFound();
        if (job.status !== 'PUBLISHED' || job.validThrough.getTime() <= now.getTime()) throw conflict(JobMessage.notOpen);
        if (await repo.findApplicationFor(tx, jobId, user.id)) throw conflict(JobMessage.alreadyApplied);
        const membership = await getMembership(tx, user.id);
        if (membership?.companyId === job.companyId && membership.status === 'ACTIVE') throw forbidden(JobMessage.ownCompany);
        const application = await repo.insertApplication(tx, { jobId, applicantUserId: user.id, coverLetter, cvKey, cvActiveContent, status: 'RECEIVED', createdAt: now, updatedAt: now });
        await repo.insertApplicationEvent(tx, { applicationId: application.id, fromStatus: null, toStatus: 'RECEIVED', actorUserId: user.id, createdAt: now });
        await deps.notifier.applicationReceived({ platform: deps.platform, tx, changes }, {
          recipientUserIds: job.createdByUserId === null ? [] : [job.createdByUserId],
          applicationId: application.id,
          jobId,
          jobTitle: job.title,
          companyId: job.companyId,
        });
        return application.id;
      })
      // Two submissions racing past the check meet the unique index.
      .catch(conflictOnUniqueViolation(JobMessage.alreadyApplied));
    return myApplicationResponse(db, id);
  } catch (error) {
    if (cvKey !== null) await deps.storage.remove(cvKey);
    throw error;
  }
}

async function myApplicationResponse(db: Db, id: number): Promise<MyApplication> {
  const view = await repo.findApplicationView(db, id);
  if (!view) throw applicationNotFound();
  return (await withHistory(db, [view], toMyApplication))[0]!;
}

export async function myApplications(db: Db, user: AuthUser): Promise<MyApplication[]> {
  return withHistory(db, await repo.listApplicationsOf(db, user.id), toMyApplication);
}

/** May the user manage applications of `companyId`? 404 (as the application) outside the company. */
async function requireApplicationsManager(ex: repo.Executor, user: AuthUser, companyId: number): Promise<void> {
  const membership = await getMembership(ex, user.id);
  if (!membership || membership.companyId !== companyId || membership.status !== 'ACTIVE') throw applicationNotFound();
  await requireJobsManager(ex, user, companyId);
}

/**
 * PATCH /job-applications/applications/{id}: the company moves an application to a stage (with an
 * internal note); the applicant may only withdraw. Every change is recorded in the history.
 */
export async function changeApplicationStatus(db: Db, deps: JobsDeps, user: AuthUser, id: number, input: ApplicationStatusRequest, now: Date = new Date()) {
  const { status, notes } = applicationStatusRequestSchema.parse(input);
  const applicant = await transactionWithChanges(deps.platform, async (tx, changes) => {
    const found = await repo.findApplicationForUpdate(tx, id);
    if (!found) throw applicationNotFound();
    const { application, job } = found;
    const byApplicant = application.applicantUserId === user.id;
    if (byApplicant) {
      if (status !== 'WITHDRAWN') throw forbidden(JobMessage.onlyWithdraw);
      if (application.status === 'WITHDRAWN') throw conflict(JobMessage.sameStatus);
      await repo.updateApplication(tx, id, { status, updatedAt: now });
      await repo.insertApplicationEvent(tx, { applicationId: id, fromStatus: application.status, toStatus: status, actorUserId: user.id, createdAt: now });
      return true;
    }
    await requireApplicationsManager(tx, user, job.companyId);
    if (status === 'WITHDRAWN') throw forbidden(JobMessage.onlyWithdraw);
    if (application.anonymisedAt !== null) throw conflict(JobMessage.applicationAnonymised);
    if (application.status === 'WITHDRAWN') throw conflict(JobMessage.applicationWithdrawnAlready);
    if (application.status === status) throw conflict(JobMessage.sameStatus);
    await repo.updateApplication(tx, id, { status, updatedAt: now, hiredAt: status === 'HIRED' ? now : null });
    await repo.insertApplicationEvent(tx, { applicationId: id, fromStatus: application.status, toStatus: status, note: notes, actorUserId: user.id, createdAt: now });
    const company = await repo.findCompanyRef(tx, job.companyId);
    await deps.notifier.applicationStageChanged({ platform: deps.platform, tx, changes }, {
      recipientUserIds: application.applicantUserId === null ? [] : [application.applicantUserId],
      applicationId: id,
      jobId: job.id,
      jobTitle: job.title,
      companyName: company?.name ?? '',
      status,
    });
    return false;
  });
  return applicant ? { mine: await myApplicationResponse(db, id) } : { company: await companyApplicationResponse(db, id) };
}

async function companyApplicationResponse(db: Db, id: number): Promise<CompanyApplication> {
  const view = await repo.findApplicationView(db, id);
  if (!view) throw applicationNotFound();
  return (await withHistory(db, [view], toCompanyApplication))[0]!;
}

/** The applicant deletes an application (and its CV): data protection, whatever its stage. */
export async function deleteMyApplication(db: Db, storage: Storage, user: AuthUser, id: number): Promise<void> {
  const cvKey = await db.transaction(async (tx) => {
    const found = await repo.findApplicationForUpdate(tx, id);
    if (!found || found.application.applicantUserId !== user.id) throw applicationNotFound();
    await repo.deleteApplication(tx, id);
    return found.application.cvKey;
  });
  if (cvKey !== null) await storage.remove(cvKey);
}

/** The CV file: for its applicant and the hiring company's managers. */
export async function applicationCv(db: Db, storage: Storage, user: AuthUser, id: number): Promise<Buffer> {
  const found = await repo.findApplicationForUpdate(db, id);
  if (!found) throw applicationNotFound();
  if (found.application.applicantUserId !== user.id) await requireApplicationsManager(db, user, found.job.companyId);
  const body = found.application.cvKey === null ? undefined : await storage.readIfExists(found.application.cvKey);
  if (body === undefined) throw notFound(JobMessage.noCv);
  return body;
}

export async function companyApplications(db: Db, user: AuthUser, companyId: number, query: CompanyApplicationsQuery): Promise<Page<CompanyApplication>> {
  await requireJobsManager(db, user, companyId);
  if (query.jobId !== undefined) {
    const job = await repo.findJobView(db, query.jobId);
    if (!job || job.job.companyId !== companyId) throw jobNotFound();
  }
  const { rows, total } = await repo.listCompanyApplications(db, companyId, { jobId: query.jobId, status: query.status }, { limit: query.size, offset: pageOffset(query) });
  return toPage(await withHistory(db, rows, toCompanyApplication), total, query);
}

export async function recentApplications(db: Db, user: AuthUser, companyId: number): Promise<CompanyApplication[]> {
  await requireJobsManager(db, user, companyId);
  const { rows } = await repo.listCompanyApplications(db, companyId, {}, { limit: 10, offset: 0 });
  return withHistory(db, rows, toCompanyApplication);
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function applicationStats(db: Db, user: AuthUser, companyId: number, jobId?: number): Promise<ApplicationStats> {
  await requireJobsManager(db, user, companyId);
  const facts = await repo.applicationFacts(db, companyId, jobId);
  const byStage: Record<string, number> = Object.fromEntries([...pipelineStages, 'WITHDRAWN'].map((stage) => [stage, 0]));
  for (const fact of facts) byStage[fact.status] = (byStage[fact.status] ?? 0) + 1;
  const considered = facts.length - (byStage.WITHDRAWN ?? 0);
  const days = facts.flatMap((fact) => (fact.hiredAt === null ? [] : [(fact.hiredAt.getTime() - fact.createdAt.getTime()) / DAY_MS]));
  return {
    total: facts.length,
    byStage,
    conversionRate: considered === 0 ? 0 : Math.round(((byStage.HIRED ?? 0) / considered) * 1000) / 1000,
    medianDaysToHire: round1(median(days)),
    averageDaysToHire: round1(days.length === 0 ? null : days.reduce((sum, each) => sum + each, 0) / days.length),
  };
}

// ---- saved searches -----------------------------------------------------------------------------------

const toSavedSearch = (row: SavedJobSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: savedSearchFiltersSchema.parse(row.filters),
  alerts: row.alerts,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(db: Db, user: AuthUser): Promise<SavedSearch[]> {
  return (await repo.listSavedSearches(db, user.id)).map(toSavedSearch);
}

export async function createSavedSearch(db: Db, user: AuthUser, input: SavedSearchInput): Promise<SavedSearch> {
  const values = savedSearchInputSchema.parse(input);
  const row = await db.transaction(async (tx) => {
    if ((await repo.countSavedSearches(tx, user.id)) >= 20) throw conflict(JobMessage.savedSearchLimit);
    return repo.insertSavedSearch(tx, { userId: user.id, name: values.name, filters: values.filters, alerts: values.alerts });
  });
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSavedSearch(tx, id, user.id))) throw notFound(JobMessage.savedSearchNotFound);
  });
}

/** Does a just-published job match these saved filters? */
async function matchesSearch(ex: repo.Executor, job: JobRow, filters: SavedSearchFilters): Promise<boolean> {
  if (filters.function !== undefined && filters.function !== job.function) return false;
  if (filters.seniority !== undefined && filters.seniority !== job.seniority) return false;
  if (filters.employmentType !== undefined && filters.employmentType !== job.employmentType) return false;
  if (filters.workplace !== undefined && filters.workplace !== job.workplace) return false;
  if (filters.country !== undefined) {
    const remoteFrom = job.workplace === 'REMOTE' && (job.allowedCountries.length === 0 || job.allowedCountries.includes(filters.country));
    if (job.country !== filters.country && !remoteFrom) return false;
  }
  if (filters.currency !== undefined && job.salaryCurrency !== filters.currency) return false;
  if (filters.salaryMin !== undefined && (!job.salaryShown || (job.salaryMax ?? job.salaryMin ?? -1) < filters.salaryMin)) return false;
  if (filters.companyTypeId !== undefined && !(await repo.companyHasBusinessType(ex, job.companyId, filters.companyTypeId))) return false;
  if (filters.q !== undefined && filters.q !== '' && !(await repo.jobMatchesKeyword(ex, job.id, searchWordsJson(filters.q)))) return false;
  return true;
}

async function alertSavedSearches(context: NoticeContext, notifier: JobsNotifier, job: JobRow): Promise<void> {
  for (const search of await repo.listAlertingSearches(context.tx)) {
    const filters = savedSearchFiltersSchema.safeParse(search.filters);
    if (!filters.success || !(await matchesSearch(context.tx, job, filters.data))) continue;
    await notifier.savedSearchMatched(context, { recipientUserIds: [search.userId], savedSearchId: search.id, searchName: search.name, jobId: job.id, jobTitle: job.title });
  }
}

export { noopJobsNotifier };
