import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerships } from '../../db/schema/index';

/** Partnerships live now (status ACTIVE). */
export async function countActivePartnerships(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partnerships).where(eq(partnerships.status, 'ACTIVE'));
  return row?.n ?? 0;
}
