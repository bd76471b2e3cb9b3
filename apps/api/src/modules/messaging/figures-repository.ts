import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import { countTogether } from '../../platform/read-together';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { directMessages, groupMessages } from '../../db/schema/index';

/** Direct and group messages sent at or after `since`: one statement, two range scans of the created_at indexes. */
export async function countMessagesSince(db: Db, since: Date): Promise<number> {
  const at = since.toISOString();
  return countTogether(
    db,
    sql`select ((select count(*) from ${directMessages} where ${directMessages.createdAt} >= ${at}::timestamptz)
      + (select count(*) from ${groupMessages} where ${groupMessages.createdAt} >= ${at}::timestamptz))::int as n`,
  );
}

/** Direct plus group messages sent per UTC day of the range: one statement over the created_at indexes. */
const messagesStatement: LiveStatement = (_db, range) => {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return sql`select ${utcDay(sql`sent_at`)} as day, count(*)::int as value from (
      select ${directMessages.createdAt} as sent_at from ${directMessages} where ${directMessages.createdAt} >= ${start}::timestamptz and ${directMessages.createdAt} < ${end}::timestamptz
      union all
      select ${groupMessages.createdAt} from ${groupMessages} where ${groupMessages.createdAt} >= ${start}::timestamptz and ${groupMessages.createdAt} < ${end}::timestamptz
    ) as sent
    group by 1`;
};

const messagesRollup = new DailyRollup('messaging.messages', messagesStatement);
export const messagingDailyRollups = [messagesRollup];

/** Direct plus group messages sent per UTC day of the range (closed days from the roll-up). */
export const messagesPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => messagesRollup.perDay(db, range);
