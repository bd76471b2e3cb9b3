import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companyCardColumns, type CompanyCardRow } from '../companies';
import type { PageWindow } from '../../platform/pagination';
import { filterShape, PreparedStatements } from '../../platform/prepared-sql';
import type { Db, Tx } from '../../db/client';
import {
  companies,
  companyBusinessTypes,
  jobApplicationEvents,
  jobApplications,
  jobs,
  savedJobSearches,
  users,
  type JobApplicationRow,
  type JobRow,
  type NewJobRow,
  type SavedJobSearchRow,
} from '../../db/schema/index';
import { JOBS_COUNT_CAP } from '@paytable/contracts';

/**
 * The only file of the jobs module that touches Drizzle. It writes only the jobs tables; it reads
 * companies (name, logo, status, business types), license jurisdiction names and applicants' names for
 * display and filtering.
 */
export type Executor = Db | Tx;
export type { PageWindow };

export type CompanyRef = CompanyCardRow;

/** A job as pages show it: every column but the search document and the description's plain text (search only). */
export type JobDisplayRow = Omit<JobRow, 'searchVector' | 'descriptionText'>;

export interface JobView {
  job: JobDisplayRow;
  company: CompanyRef;
}

const companyColumns = companyCardColumns;

/** The columns of JobDisplayRow: the tsvector (longer than the rest of the row) never crosses the wire. */
const { searchVector: _searchVector, descriptionText: _descriptionText, ...jobDisplayColumns } = getTableColumns(jobs);

// ---- jobs --------------------------------------------------------------------------------------------

export async function insertJob(ex: Executor, values: NewJobRow): Promise<JobRow> {
  const [row] = await ex.insert(jobs).values(values).returning();
  return row!;
}

export async function updateJob(ex: Executor, id: number, values: Partial<NewJobRow>): Promise<void> {
  await ex.update(jobs).set(values).where(eq(jobs.id, id));
}

export async function deleteJob(ex: Executor, id: number): Promise<void> {
  await ex.delete(jobs).where(eq(jobs.id, id));
}

/** The job row locked for a write. */
export async function findJobForUpdate(ex: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await ex.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

export async function findJobView(ex: Executor, id: number): Promise<JobView | undefined> {
  const [row] = await ex.select({ job: jobDisplayColumns, company: companyColumns }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(eq(jobs.id, id));
  return row;
}

export async function listCompanyJobs(ex: Executor, companyId: number, status: string | undefined, window: PageWindow): Promise<{ rows: JobView[]; total: number }> {
  const where = and(eq(jobs.companyId, companyId), status === undefined ? undefined : eq(jobs.status, status));
  const rows = await ex
    .select({ job: jobDisplayColumns, company: companyColumns })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(jobs).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface PublicJobFilters {
  /** Whether a keyword is searched (its corrected query comes apart: see listPublicJobs). */
  keyword: boolean;
  function?: string;
  seniority?: string;
  employmentType?: string;
  workplace?: string;
  country?: string;
  salaryMin?: number;
  currency?: string;
  companyTypeId?: number;
  postedSince?: Date;
}

/** What a board request asks for; every value reaches the statement as a parameter. */
export interface BoardRequest {
  filters: PublicJobFilters;
  sort: 'newest' | 'relevance';
  now: Date;
  window: PageWindow;
}

const boardValue = (name: Exclude<keyof PublicJobFilters, 'keyword'> | 'now' | 'tsquery' | 'limit' | 'offset') => sql.placeholder(name);

/** The optional filters in a fixed order, each with its letter in the statement's name. */
const BOARD_FILTERS = [
  ['function', 'f'],
  ['seniority', 's'],
  ['employmentType', 'e'],
  ['workplace', 'w'],
  ['country', 'c'],
  ['salaryMin', 'm'],
  ['currency', 'u'],
  ['companyTypeId', 't'],
  ['postedSince', 'p'],
] as const satisfies readonly (readonly [keyof PublicJobFilters, string])[];

type BoardShape = { keyword: boolean; sort: 'newest' | 'relevance'; present: ReadonlySet<keyof PublicJobFilters>; remote: boolean };

/** The statement's name for this shape: which filters are present, and the sort ('jobs_board_kr_fwc'). */
function boardShape(request: BoardRequest): BoardShape & { name: string } {
  const keyword = request.filters.keyword;
  const sort = keyword ? request.sort : 'newest';
  const remote = request.filters.workplace === 'REMOTE';
  // Remote and on-site workplaces read the country differently (see publicJobConditions): their own shapes.
  const { present, letters } = filterShape(request.filters, BOARD_FILTERS, (key, letter) => (key === 'workplace' && remote ? 'r' : letter));
  return { keyword, sort, present, remote, name: `jobs_board_${keyword ? 'k' : ''}${sort === 'relevance' ? 'r' : 'n'}_${letters}` };
}

/** The parameters of a board statement, by placeholder name (one set for every shape). */
function boardValues(request: BoardRequest, tsquery: string | null): Record<string, unknown> {
  const { filters } = request;
  return {
    ...filters,
    postedSince: filters.postedSince?.toISOString(),
    now: request.now.toISOString(),
    tsquery,
    limit: request.window.limit,
    offset: request.window.offset,
  };
}

/**
 * A job is in a country when it is on site or hybrid there, or remote and allowed from there (or from
 * anywhere). With the workplace given, only its half applies: written so, the on-site half is a plain
 * equality the places index answers.
 */
function countryCondition(shape: BoardShape, country: SQLWrapper): SQL {
  const onSite = sql`${jobs.country} = ${country}::text`;
  const remote = and(eq(jobs.workplace, 'REMOTE'), or(sql`cardinality(${jobs.allowedCountries}) = 0`, sql`${country}::text = any(${jobs.allowedCountries})`))!;
  if (!shape.present.has('workplace')) return or(onSite, remote)!;
  return shape.remote ? remote : onSite;
}

/** The conditions of a public job (published, valid now, of an active company: its company_active copy) matching the shape's filters. */
function publicJobConditions(shape: BoardShape): SQL {
  const has = (key: keyof PublicJobFilters) => shape.present.has(key);
  const country = boardValue('country');
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, 'PUBLISHED'),
    sql`${jobs.validThrough} > ${boardValue('now')}::timestamptz`,
    eq(jobs.companyActive, true),
    shape.keyword ? sql`${jobs.searchVector} @@ to_tsquery('simple', ${boardValue('tsquery')}::text)` : undefined,
    has('function') ? eq(jobs.function, boardValue('function')) : undefined,
    has('seniority') ? eq(jobs.seniority, boardValue('seniority')) : undefined,
    has('employmentType') ? eq(jobs.employmentType, boardValue('employmentType')) : undefined,
    has('workplace') ? eq(jobs.workplace, boardValue('workplace')) : undefined,
    has('country') ? countryCondition(shape, country) : undefined,
    has('salaryMin') ? and(eq(jobs.salaryShown, true), sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${boardValue('salaryMin')}::bigint`) : undefined,
    has('currency') ? eq(jobs.salaryCurrency, boardValue('currency')) : undefined,
    has('companyTypeId')
      ? sql`exists (select 1 from ${companyBusinessTypes} where ${companyBusinessTypes.companyId} = ${jobs.companyId} and ${companyBusinessTypes.businessTypeId} = ${boardValue('companyTypeId')}::int)`
      : undefined,
    has('postedSince') ? sql`${jobs.publishedAt} >= ${boardValue('postedSince')}::timestamptz` : undefined,
  ];
  return and(...conditions)!;
}

const rankOf = sql<number>`ts_rank(${jobs.searchVector}, to_tsquery('simple', ${boardValue('tsquery')}::text))`;
const countCap = sql.raw(String(JOBS_COUNT_CAP + 1));

/**
 * A board page and its capped count in ONE statement, prepared per shape.
 * With a keyword, the CTE ranks the matching ids and reads their number (capped) by a window count,
 * because ranking visits every match anyway; only ids and sort keys travel through that sort. Without
 * one, the CTE walks the newest jobs and stops at the page's end, and the count is its own capped
 * subquery. The page's rows are then read by id and put back in order.
 */
function prepareBoardPage(ex: Executor, shape: BoardShape & { name: string }) {
  const where = publicJobConditions(shape);
  const newest = [desc(jobs.publishedAt), desc(jobs.id)];
  const relevance = shape.sort === 'relevance';
  const total = shape.keyword
    ? sql<number>`least(count(*) over (), ${countCap})::int`
    : sql<number>`(select count(*)::int from (select 1 from ${jobs} where ${where} limit ${countCap}) as capped)`;
  const page = ex.$with('page').as(
    ex
      .select({ id: sql<number>`${jobs.id}`.as('page_id'), score: (relevance ? rankOf : sql<number>`0`).as('score'), publishedAt: sql<Date | null>`${jobs.publishedAt}`.as('page_published_at'), total: total.as('total') })
      .from(jobs)
      .where(where)
      .orderBy(...(relevance ? [sql`${rankOf} desc`, ...newest] : newest))
      .limit(boardValue('limit'))
      .offset(boardValue('offset')),
  );
  return ex
    .with(page)
    .select({ job: jobDisplayColumns, company: companyColumns, total: page.total })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(desc(page.score), sql`${page.publishedAt} desc nulls first`, desc(page.id))
    .prepare(shape.name);
}

function prepareBoardCount(ex: Executor, shape: BoardShape & { name: string }) {
  const matches = ex.select({ one: sql`1` }).from(jobs).where(publicJobConditions(shape)).limit(JOBS_COUNT_CAP + 1);
  return ex.select({ total: count() }).from(matches.as('matches')).prepare(`${shape.name}_count`);
}

/** The board's prepared statements: a page per shape, and its count for a page past the last match. */
const boardPages = new PreparedStatements<ReturnType<typeof prepareBoardPage>>();
const boardCounts = new PreparedStatements<ReturnType<typeof prepareBoardCount>>();

/**
 * A page of the public board and how many jobs match, counted up to JOBS_COUNT_CAP + 1 (the board says
 * "1,000+ jobs" beyond; nobody pages past fifty pages, and counting every public job was most of an
 * unfiltered request's time). `tsquery` is the keyword's corrected query (search_tsquery's text, see
 * SearchCorrections), null without a keyword. One statement per request (prepareBoardPage); a page past the last match has no row to
 * carry the count, so then it is counted apart.
 */
export async function listPublicJobs(ex: Executor, request: BoardRequest, tsquery: string | null): Promise<{ rows: JobView[]; total: number }> {
  const shape = boardShape(request);
  const values = boardValues(request, tsquery);
  const rows = await boardPages.get(ex, shape.name, () => prepareBoardPage(ex, shape)).execute(values);
  if (rows.length > 0) return { rows: rows.map(({ job, company }) => ({ job, company })), total: rows[0]!.total };
  if (request.window.offset === 0) return { rows: [], total: 0 };
  const [counted] = await boardCounts.get(ex, shape.name, () => prepareBoardCount(ex, shape)).execute(values);
  return { rows: [], total: counted?.total ?? 0 };
}

/** Does this job match a saved search's keyword (corrected like the board's search)? */
export async function jobMatchesKeyword(ex: Executor, jobId: number, wordsJson: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), sql`${jobs.searchVector} @@ to_tsquery('simple', search_tsquery(${wordsJson}::json))`));
  return row !== undefined;
}

export async function companyHasBusinessType(ex: Executor, companyId: number, businessTypeId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: companyBusinessTypes.companyId })
    .from(companyBusinessTypes)
    .where(and(eq(companyBusinessTypes.companyId, companyId), eq(companyBusinessTypes.businessTypeId, businessTypeId)));
  return row !== undefined;
}

export async function jobStatusCounts(ex: Executor, companyId: number): Promise<{ status: string; total: number }[]> {
  return ex.select({ status: jobs.status, total: count() }).from(jobs).where(eq(jobs.companyId, companyId)).groupBy(jobs.status);
}

/** Published or paused jobs whose valid-through has passed, locked for closing. */
export async function closeExpiredJobs(ex: Executor, now: Date): Promise<number[]> {
  const rows = await ex
    .update(jobs)
    .set({ status: 'CLOSED', closedAt: now, updatedAt: now })
    .where(and(inArray(jobs.status, ['PUBLISHED', 'PAUSED']), lt(jobs.validThrough, now)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

// ---- applications --------------------------------------------------------------------------------------

export async function insertApplication(ex: Executor, values: typeof jobApplications.$inferInsert): Promise<JobApplicationRow> {
  const [row] = await ex.insert(jobApplications).values(values).returning();
  return row!;
}

export async function findApplicationFor(ex: Executor, jobId: number, userId: number): Promise<JobApplicationRow | undefined> {
  const [row] = await ex.select().from(jobApplications).where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantUserId, userId)));
  return row;
}

export async function findApplicationForUpdate(ex: Executor, id: number): Promise<{ application: JobApplicationRow; job: JobRow } | undefined> {
  const [row] = await ex
    .select({ application: jobApplications, job: jobs })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id))
    .for('update', { of: jobApplications });
  return row;
}

export async function updateApplication(ex: Executor, id: number, values: Partial<typeof jobApplications.$inferInsert>): Promise<void> {
  await ex.update(jobApplications).set(values).where(eq(jobApplications.id, id));
}

export async function deleteApplication(ex: Executor, id: number): Promise<void> {
  await ex.delete(jobApplications).where(eq(jobApplications.id, id));
}

export async function insertApplicationEvent(ex: Executor, values: typeof jobApplicationEvents.$inferInsert): Promise<void> {
  await ex.insert(jobApplicationEvents).values(values);
}

export interface ApplicationView {
  application: JobApplicationRow;
  job: { id: number; title: string; status: string; companyId: number };
  company: CompanyRef;
  applicant: { id: number; firstName: string; lastName: string; email: string } | null;
}

const applicationColumns = {
  application: jobApplications,
  job: { id: jobs.id, title: jobs.title, status: jobs.status, companyId: jobs.companyId },
  company: companyColumns,
  applicantId: users.id,
  applicantFirstName: users.firstName,
  applicantLastName: users.lastName,
  applicantEmail: users.email,
};

async function selectApplications(ex: Executor, where: SQL | undefined, window?: PageWindow): Promise<ApplicationView[]> {
  const base = ex
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(users, eq(users.id, jobApplications.applicantUserId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map((row) => ({
    application: row.application,
    job: row.job,
    company: row.company,
    applicant:
      row.applicantId === null || row.applicantFirstName === null || row.applicantLastName === null || row.applicantEmail === null
        ? null
        : { id: row.applicantId, firstName: row.applicantFirstName, lastName: row.applicantLastName, email: row.applicantEmail },
  }));
}

export const findApplicationView = async (ex: Executor, id: number) => (await selectApplications(ex, eq(jobApplications.id, id)))[0];

export const listApplicationsOf = (ex: Executor, userId: number) => selectApplications(ex, eq(jobApplications.applicantUserId, userId));

export async function listCompanyApplications(
  ex: Executor,
  companyId: number,
  filters: { jobId?: number; status?: string },
  window: PageWindow,
): Promise<{ rows: ApplicationView[]; total: number }> {
  const where = and(
    eq(jobs.companyId, companyId),
    filters.jobId === undefined ? undefined : eq(jobApplications.jobId, filters.jobId),
    filters.status === undefined ? undefined : eq(jobApplications.status, filters.status),
  );
  const rows = await selectApplications(ex, where, window);
  const [counted] = await ex.select({ total: count() }).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface HistoryRow {
  applicationId: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  createdAt: Date;
}

export async function historyOf(ex: Executor, applicationIds: number[]): Promise<HistoryRow[]> {
  if (applicationIds.length === 0) return [];
  return ex
    .select({
      applicationId: jobApplicationEvents.applicationId,
      fromStatus: jobApplicationEvents.fromStatus,
      toStatus: jobApplicationEvents.toStatus,
      note: jobApplicationEvents.note,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      createdAt: jobApplicationEvents.createdAt,
    })
    .from(jobApplicationEvents)
    .leftJoin(users, eq(users.id, jobApplicationEvents.actorUserId))
    .where(inArray(jobApplicationEvents.applicationId, applicationIds))
    .orderBy(asc(jobApplicationEvents.id));
}

/** Applications per job and stage, for the company's job list. */
export async function stageCounts(ex: Executor, jobIds: number[]): Promise<{ jobId: number; status: string; total: number }[]> {
  if (jobIds.length === 0) return [];
  return ex
    .select({ jobId: jobApplications.jobId, status: jobApplications.status, total: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, jobIds))
    .groupBy(jobApplications.jobId, jobApplications.status);
}

/** Stage, application time and hire time of the company's applications (optionally one job's). */
export async function applicationFacts(ex: Executor, companyId: number, jobId?: number): Promise<{ status: string; createdAt: Date; hiredAt: Date | null }[]> {
  return ex
    .select({ status: jobApplications.status, createdAt: jobApplications.createdAt, hiredAt: jobApplications.hiredAt })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, companyId), jobId === undefined ? undefined : eq(jobApplications.jobId, jobId)));
}

export async function countApplicationsOfJob(ex: Executor, jobId: number): Promise<number> {
  const [row] = await ex.select({ total: count() }).from(jobApplications).where(eq(jobApplications.jobId, jobId));
  return row?.total ?? 0;
}

/**
 * Anonymises the applications of jobs closed (or archived) before `closedBefore`: the applicant, cover
 * letter, CV and internal notes go; stages and dates stay. Answers the CV keys to delete from storage.
 */
export async function anonymiseApplicationsClosedBefore(ex: Executor, closedBefore: Date, now: Date): Promise<{ ids: number[]; cvKeys: string[] }> {
  const stale = ex
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['CLOSED', 'ARCHIVED']), lt(jobs.closedAt, closedBefore)));
  const targets = await ex
    .select({ id: jobApplications.id, cvKey: jobApplications.cvKey })
    .from(jobApplications)
    .where(and(isNull(jobApplications.anonymisedAt), inArray(jobApplications.jobId, stale)))
    .for('update');
  const ids = targets.map((target) => target.id);
  if (ids.length === 0) return { ids, cvKeys: [] };
  await ex
    .update(jobApplications)
    .set({ applicantUserId: null, coverLetter: null, cvKey: null, anonymisedAt: now, updatedAt: now })
    .where(inArray(jobApplications.id, ids));
  await ex.update(jobApplicationEvents).set({ note: null }).where(inArray(jobApplicationEvents.applicationId, ids));
  return { ids, cvKeys: targets.flatMap((target) => (target.cvKey ? [target.cvKey] : [])) };
}

// ---- saved searches ------------------------------------------------------------------------------------

export const listSavedSearches = (ex: Executor, userId: number): Promise<SavedJobSearchRow[]> =>
  ex.select().from(savedJobSearches).where(eq(savedJobSearches.userId, userId)).orderBy(desc(savedJobSearches.createdAt), desc(savedJobSearches.id));

export async function countSavedSearches(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ total: count() }).from(savedJobSearches).where(eq(savedJobSearches.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedSearch(ex: Executor, values: typeof savedJobSearches.$inferInsert): Promise<SavedJobSearchRow> {
  const [row] = await ex.insert(savedJobSearches).values(values).returning();
  return row!;
}

export async function deleteSavedSearch(ex: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await ex.delete(savedJobSearches).where(and(eq(savedJobSearches.id, id), eq(savedJobSearches.userId, userId))).returning({ id: savedJobSearches.id });
  return rows.length > 0;
}

export const listAlertingSearches = (ex: Executor): Promise<SavedJobSearchRow[]> =>
  ex.select().from(savedJobSearches).where(eq(savedJobSearches.alerts, true)).orderBy(asc(savedJobSearches.id));

export async function findCompanyRef(ex: Executor, id: number): Promise<CompanyRef | undefined> {
  const [row] = await ex.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

