import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCertifications } from '../../db/schema/index';

/** Certifications waiting for an admin's review (company_certifications_status_idx). */
export async function countPendingCertifications(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companyCertifications).where(eq(companyCertifications.status, 'PENDING'));
  return row?.n ?? 0;
}
