import { eq, sql } from 'drizzle-orm';
import { countTogether } from '../../platform/read-together';
import type { Db } from '../../db/client';
import { bugReports } from '../../db/schema/index';

/** Bug reports nobody has triaged yet (status new, bug_reports_status_idx). */
export async function countNewBugReports(db: Db): Promise<number> {
  return countTogether(db, db.select({ n: sql<number>`count(*)::int` }).from(bugReports).where(eq(bugReports.status, 'new')));
}
