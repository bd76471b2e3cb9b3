import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';

/** Listed events (published or postponed) that start at or after `now` (events_listed_start_idx). */
export async function countUpcomingEvents(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.status, ['PUBLISHED', 'POSTPONED']), gte(events.startDateTime, now)));
  return row?.n ?? 0;
}
