import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { countTogether, readTogether } from '../../platform/read-together';
import type { Db } from '../../db/client';
import { asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { events } from '../../db/schema/index';

/** Listed events (published or postponed) that start at or after `now` (events_listed_start_idx). */
export async function countUpcomingEvents(db: Db, now: Date): Promise<number> {
  return countTogether(db, db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.status, ['PUBLISHED', 'POSTPONED']), gte(events.startDateTime, now))));
}

/**
 * Listed events (every status but draft, cancelled ones included: they were announced) starting per UTC
 * day of the range, of every company or of `companyId` (events_listed_start_idx, events_company_idx).
 */
export async function eventsStartingPerDay(db: Db, range: DayRange, companyId?: number): Promise<DayValue[]> {
  const day = utcDay(events.startDateTime);
  const query = db
    .select({ day, value: countInt })
    .from(events)
    .where(
      and(
        ne(events.status, 'DRAFT'),
        gte(events.startDateTime, range.start),
        lt(events.startDateTime, range.end),
        companyId === undefined ? undefined : eq(events.companyId, companyId),
      ),
    )
    .groupBy(day);
  return asDayValues(await readTogether<{ day: string; value: number }>(db, query, ['day', 'value']));
}
