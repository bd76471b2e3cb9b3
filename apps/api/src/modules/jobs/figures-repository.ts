import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import { countTogether } from '../../platform/read-together';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { jobApplications, jobs } from '../../db/schema/index';

const count = sql<number>`count(*)::int`;

/** Jobs on the board now (the partial index jobs_published_idx holds exactly these). */
export async function countPublishedJobs(db: Db): Promise<number> {
  return countTogether(db, db.select({ n: count }).from(jobs).where(eq(jobs.status, 'PUBLISHED')));
}

/** Applications sent at or after `since` (job_applications_created_at_idx). */
export async function countApplicationsSince(db: Db, since: Date): Promise<number> {
  return countTogether(db, db.select({ n: count }).from(jobApplications).where(gte(jobApplications.createdAt, since)));
}

/** Jobs first published per UTC day of the range, whatever their status now (jobs_published_at_idx). */
const publishedStatement: LiveStatement = (db, range) => {
  const day = utcDay(jobs.publishedAt);
  return db
    .select({ day, value: countInt })
    .from(jobs)
    .where(and(gte(jobs.publishedAt, range.start), lt(jobs.publishedAt, range.end)))
    .groupBy(day)
    .getSQL();
};

const applicationDay = utcDay(jobApplications.createdAt);
const applicationsInRange = (range: DayRange) => and(gte(jobApplications.createdAt, range.start), lt(jobApplications.createdAt, range.end));

/** Applications sent per UTC day of the range to every company's jobs. */
const applicationsStatement: LiveStatement = (db, range) =>
  db.select({ day: applicationDay, value: countInt }).from(jobApplications).where(applicationsInRange(range)).groupBy(applicationDay).getSQL();

/** Applications sent per UTC day of the range to `companyId`'s jobs. */
async function companyApplicationsPerDay(db: Db, range: DayRange, companyId: number): Promise<DayValue[]> {
  const rows = await db
    .select({ day: applicationDay, value: countInt })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, companyId), applicationsInRange(range)))
    .groupBy(applicationDay);
  return asDayValues(rows);
}

export interface CompanyApplications {
  companyId: number;
  jobs: number;
  applications: number;
}

/** The companies whose jobs received the most applications in the range, most first. */
export async function topCompaniesByApplications(db: Db, range: DayRange, limit: number): Promise<CompanyApplications[]> {
  const applications = sql<number>`count(*)::int`;
  return db
    .select({ companyId: jobs.companyId, jobs: sql<number>`count(distinct ${jobs.id})::int`, applications })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(gte(jobApplications.createdAt, range.start), lt(jobApplications.createdAt, range.end)))
    .groupBy(jobs.companyId)
    .orderBy(desc(applications), jobs.companyId)
    .limit(limit);
}

/** `companyId`'s jobs on the board now. */
export async function countCompanyPublishedJobs(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: countInt }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'PUBLISHED')));
  return row?.n ?? 0;
}

export interface CompanyJobFigures {
  jobId: number;
  title: string;
  status: string;
  publishedAt: Date | null;
  /** Applications sent in the range. */
  applications: number;
  /** Applications since the job was posted. */
  allApplications: number;
}

/** `companyId`'s jobs, newest first (at most `limit`), with their applications in the range and in all. */
export async function companyJobFigures(db: Db, companyId: number, range: DayRange, limit: number): Promise<CompanyJobFigures[]> {
  // The newest jobs first (jobs_company_idx), then only their applications (job_applications_job_idx).
  const newest = db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, publishedAt: jobs.publishedAt, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      jobId: newest.id,
      title: newest.title,
      status: newest.status,
      publishedAt: newest.publishedAt,
      applications: sql<number>`count(${jobApplications.id}) filter (where ${jobApplications.createdAt} >= ${range.start.toISOString()} and ${jobApplications.createdAt} < ${range.end.toISOString()})::int`,
      allApplications: sql<number>`count(${jobApplications.id})::int`,
    })
    .from(newest)
    .leftJoin(jobApplications, eq(jobApplications.jobId, newest.id))
    .groupBy(newest.id, newest.title, newest.status, newest.publishedAt, newest.createdAt)
    .orderBy(desc(newest.createdAt), desc(newest.id));
}

const applicationsRollup = new DailyRollup('jobs.applications', applicationsStatement);
/** A job's first publication keeps its day whatever becomes of the job, so a closed day does not change. */
const publishedRollup = new DailyRollup('jobs.published', publishedStatement);
export const jobsDailyRollups = [applicationsRollup, publishedRollup];

/** Jobs first published per UTC day of the range, whatever their status now (closed days from the roll-up). */
export const jobsPublishedPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => publishedRollup.perDay(db, range);

/** Applications sent per UTC day of the range: platform-wide from the roll-up for closed days, one company's live. */
export const applicationsPerDay = (db: Db, range: DayRange, companyId?: number): Promise<DayValue[]> =>
  companyId === undefined ? applicationsRollup.perDay(db, range) : companyApplicationsPerDay(db, range, companyId);
