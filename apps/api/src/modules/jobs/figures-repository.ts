import { eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplications, jobs } from '../../db/schema/index';

const count = sql<number>`count(*)::int`;

/** Jobs on the board now (the partial index jobs_published_idx holds exactly these). */
export async function countPublishedJobs(db: Db): Promise<number> {
  const [row] = await db.select({ n: count }).from(jobs).where(eq(jobs.status, 'PUBLISHED'));
  return row?.n ?? 0;
}

/** Applications sent at or after `since` (job_applications_created_at_idx). */
export async function countApplicationsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: count }).from(jobApplications).where(gte(jobApplications.createdAt, since));
  return row?.n ?? 0;
}
