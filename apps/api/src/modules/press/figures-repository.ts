import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pressReleases } from '../../db/schema/index';

/** Press releases published at or after `since` and still published, public or members-only. */
export async function countPressPublishedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pressReleases)
    .where(and(eq(pressReleases.status, 'PUBLISHED'), gte(pressReleases.publishedAt, since)));
  return row?.n ?? 0;
}
