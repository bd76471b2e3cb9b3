import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directMessages, groupMessages } from '../../db/schema/index';

/** Direct and group messages sent at or after `since` (range scans of the created_at indexes). */
export async function countMessagesSince(db: Db, since: Date): Promise<number> {
  const count = sql<number>`count(*)::int`;
  const [[direct], [group]] = await Promise.all([
    db.select({ n: count }).from(directMessages).where(gte(directMessages.createdAt, since)),
    db.select({ n: count }).from(groupMessages).where(gte(groupMessages.createdAt, since)),
  ]);
  return (direct?.n ?? 0) + (group?.n ?? 0);
}
