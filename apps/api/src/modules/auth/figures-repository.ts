import { DailyRollup } from '../../platform/daily-rollups';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { executeRows } from '../../db/raw-rows';
import { refreshTokens, users } from '../../db/schema/index';

/** Three look-back windows, newest first: counts at or after each instant. */
export interface Windows {
  day: Date;
  week: Date;
  month: Date;
}
export interface WindowCounts {
  day: number;
  week: number;
  month: number;
}

const within = (column: unknown, since: Date) => sql<number>`count(*) filter (where ${column} >= ${since.toISOString()})::int`;

/** Accounts created in each window (one range scan of users_created_at_idx). */
export async function countSignUps(db: Db, windows: Windows): Promise<WindowCounts> {
  const [row] = await db
    .select({ day: within(users.createdAt, windows.day), week: within(users.createdAt, windows.week), month: within(users.createdAt, windows.month) })
    .from(users)
    .where(gte(users.createdAt, windows.month));
  return row ?? { day: 0, week: 0, month: 0 };
}

/**
 * People seen in each window: a sign-in (users.last_login_at) or a session refresh (every refresh
 * rotates to a new refresh_tokens row, so its created_at is the last time the app talked to the API on
 * that person's behalf). Distinct people, each counted once per window.
 */
export async function countActiveUsers(db: Db, windows: Windows): Promise<WindowCounts> {
  const since = windows.month.toISOString();
  const distinctSince = (at: Date) => sql`count(distinct user_id) filter (where seen_at >= ${at.toISOString()})::int`;
  const [row] = await executeRows<{ day: number; week: number; month: number }>(
    db,
    sql`select ${distinctSince(windows.day)} as day, ${distinctSince(windows.week)} as week, ${distinctSince(windows.month)} as month
        from (
          select ${refreshTokens.userId} as user_id, ${refreshTokens.createdAt} as seen_at from ${refreshTokens} where ${refreshTokens.createdAt} >= ${since}
          union all
          select ${users.id}, ${users.lastLoginAt} from ${users} where ${users.lastLoginAt} >= ${since}
        ) as seen`,
  );
  return row ?? { day: 0, week: 0, month: 0 };
}

/** Accounts created per UTC day of the range (users_created_at_idx). */
async function liveSignUpsPerDay(db: Db, range: DayRange): Promise<DayValue[]> {
  const day = utcDay(users.createdAt);
  const rows = await db
    .select({ day, value: countInt })
    .from(users)
    .where(and(gte(users.createdAt, range.start), lt(users.createdAt, range.end)))
    .groupBy(day);
  return asDayValues(rows);
}

/**
 * Distinct people seen per UTC day of the range: a sign-in or a session refresh that day (the same
 * trail as countActiveUsers). A person active on three days counts once on each.
 */
async function liveActivePeoplePerDay(db: Db, range: DayRange): Promise<DayValue[]> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const rows = await executeRows<{ day: string; value: number }>(
    db,
    sql`select to_char(seen_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct user_id)::int as value
        from (
          select ${refreshTokens.userId} as user_id, ${refreshTokens.createdAt} as seen_at from ${refreshTokens}
          where ${refreshTokens.createdAt} >= ${start} and ${refreshTokens.createdAt} < ${end}
          union all
          select ${users.id}, ${users.lastLoginAt} from ${users} where ${users.lastLoginAt} >= ${start} and ${users.lastLoginAt} < ${end}
        ) as seen
        group by 1`,
  );
  return asDayValues(rows);
}

/** Closed days of sign-ups and active people, stored by the roll-up job (platform/daily-rollups.ts). */
const signUpsRollup = new DailyRollup('auth.signups', liveSignUpsPerDay);
const activePeopleRollup = new DailyRollup('auth.active', liveActivePeoplePerDay);
export const authDailyRollups = [signUpsRollup, activePeopleRollup];

/** Accounts created per UTC day of the range (closed days from the roll-up). */
export const signUpsPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => signUpsRollup.perDay(db, range);

/**
 * Distinct people seen per UTC day of the range (closed days from the roll-up: a day is stored as it was
 * seen, so purging old session rows later does not erase who was active).
 */
export const activePeoplePerDay = (db: Db, range: DayRange): Promise<DayValue[]> => activePeopleRollup.perDay(db, range);
