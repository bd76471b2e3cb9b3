import { eq, sql } from 'drizzle-orm';
import { countTogether } from '../../platform/read-together';
import type { Db } from '../../db/client';
import { companyCertifications } from '../../db/schema/index';

/** Certifications waiting for an admin's review (company_certifications_status_idx). */
export async function countPendingCertifications(db: Db): Promise<number> {
  return countTogether(db, db.select({ n: sql<number>`count(*)::int` }).from(companyCertifications).where(eq(companyCertifications.status, 'PENDING')));
}
