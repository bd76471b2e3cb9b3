import { DailyRollup } from '../../platform/daily-rollups';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDayValues, asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
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

/** Direct plus group messages sent per UTC day of the range (the created_at indexes). */
async function liveMessagesPerDay(db: Db, range: DayRange): Promise<DayValue[]> {
  const directDay = utcDay(directMessages.createdAt);
  const groupDay = utcDay(groupMessages.createdAt);
  const [direct, group] = await Promise.all([
    db.select({ day: directDay, value: countInt }).from(directMessages).where(and(gte(directMessages.createdAt, range.start), lt(directMessages.createdAt, range.end))).groupBy(directDay),
    db.select({ day: groupDay, value: countInt }).from(groupMessages).where(and(gte(groupMessages.createdAt, range.start), lt(groupMessages.createdAt, range.end))).groupBy(groupDay),
  ]);
  return addDayValues(asDayValues(direct), asDayValues(group));
}

const messagesRollup = new DailyRollup('messaging.messages', liveMessagesPerDay);
export const messagingDailyRollups = [messagesRollup];

/** Direct plus group messages sent per UTC day of the range (closed days from the roll-up). */
export const messagesPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => messagesRollup.perDay(db, range);
