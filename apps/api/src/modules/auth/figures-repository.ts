import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import { readTogether } from '../../platform/read-together';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { executeRows } from '../../db/raw-rows';
import { peopleLastSeen, refreshTokens, users } from '../../db/schema/index';

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
  const [row] = await readTogether<WindowCounts>(
    db,
    db
      .select({ day: within(users.createdAt, windows.day), week: within(users.createdAt, windows.week), month: within(users.createdAt, windows.month) })
      .from(users)
      .where(gte(users.createdAt, windows.month)),
    ['day', 'week', 'month'],
  );
  return row ?? { day: 0, week: 0, month: 0 };
}

/**
 * People seen in each window: a sign-in (users.last_login_at) or a session refresh (every refresh
 * rotates to a new refresh_tokens row, so its created_at is the last time the app talked to the API on
 * that person's behalf). Distinct people, each counted once per window.
 *
 * people_last_seen holds each person's last time seen up to its newest entry (rollUpLastSeen); only the
 * sign-ins and refreshes after that entry are read raw. A person counts when either their stored time or
 * a later one falls in the window; without stored rows every sign-in and refresh of the window is read.
 */
export async function countActiveUsers(db: Db, windows: Windows): Promise<WindowCounts> {
  // Read with the overview's other reads in one statement (readTogether).
  const day = windows.day.toISOString();
  const week = windows.week.toISOString();
  const month = windows.month.toISOString();
  const [row] = await readTogether<{ day: number; week: number; month: number }>(
    db,
    sql`with stored_until as (select coalesce(max(${peopleLastSeen.seenAt}), '-infinity') as at from ${peopleLastSeen}),
        recent as (
          select user_id, max(seen_at) as seen_at from (
            select ${refreshTokens.userId} as user_id, ${refreshTokens.createdAt} as seen_at from ${refreshTokens}
            where ${refreshTokens.createdAt} > (select at from stored_until) and ${refreshTokens.createdAt} >= ${month}::timestamptz
            union all
            select ${users.id}, ${users.lastLoginAt} from ${users}
            where ${users.lastLoginAt} > (select at from stored_until) and ${users.lastLoginAt} >= ${month}::timestamptz
          ) as seen
          group by user_id
        ),
        stored as (
          select count(*) filter (where seen_at >= ${day}::timestamptz) as day, count(*) filter (where seen_at >= ${week}::timestamptz) as week, count(*) as month
          from ${peopleLastSeen} where ${peopleLastSeen.seenAt} >= ${month}::timestamptz
        ),
        -- Each recent person's stored time by primary key (a join would scan the whole table).
        with_stored as (
          select recent.seen_at, coalesce((select last.seen_at from ${peopleLastSeen} as last where last.user_id = recent.user_id), '-infinity') as stored_at from recent
        ),
        added as (
          select count(*) filter (where seen_at >= ${day}::timestamptz and stored_at < ${day}::timestamptz) as day,
            count(*) filter (where seen_at >= ${week}::timestamptz and stored_at < ${week}::timestamptz) as week,
            count(*) filter (where stored_at < ${month}::timestamptz) as month
          from with_stored
        )
        select (stored.day + added.day)::int as day, (stored.week + added.week)::int as week, (stored.month + added.month)::int as month from stored, added`,
  );
  return row ?? { day: 0, week: 0, month: 0 };
}

/** Sign-ins and refreshes of the last minutes may still be committing; the roll-up leaves them to the live read. */
const LAST_SEEN_SETTLE_MS = 5 * 60_000;
/** The first roll-up reaches this far back: the overview's longest window is 30 days. */
const LAST_SEEN_HISTORY_MS = 31 * 86_400_000;

/**
 * Stores each person's last sign-in or refresh after the newest stored one, up to a few minutes before
 * `now` (the reporting roll-up job, hourly), in one transaction; answers how many people it updated.
 */
export async function rollUpLastSeen(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() - LAST_SEEN_SETTLE_MS).toISOString();
  const firstFrom = new Date(now.getTime() - LAST_SEEN_HISTORY_MS).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('people_last_seen'))`);
    const from = sql`(select coalesce(max(${peopleLastSeen.seenAt}), ${firstFrom}::timestamptz) from ${peopleLastSeen})`;
    const rows = await executeRows<{ userId: number }>(
      tx,
      sql`insert into ${peopleLastSeen} (user_id, seen_at)
          select user_id, max(seen_at) from (
            select ${refreshTokens.userId} as user_id, ${refreshTokens.createdAt} as seen_at from ${refreshTokens}
            where ${refreshTokens.createdAt} > ${from} and ${refreshTokens.createdAt} <= ${until}::timestamptz
            union all
            select ${users.id}, ${users.lastLoginAt} from ${users} where ${users.lastLoginAt} > ${from} and ${users.lastLoginAt} <= ${until}::timestamptz
          ) as seen
          group by user_id
          on conflict (user_id) do update set seen_at = greatest(${peopleLastSeen.seenAt}, excluded.seen_at)
          returning user_id as "userId"`,
    );
    return rows.length;
  });
}

/** Accounts created per UTC day of the range (users_created_at_idx). */
const signUpsStatement: LiveStatement = (db, range) => {
  const day = utcDay(users.createdAt);
  return db
    .select({ day, value: countInt })
    .from(users)
    .where(and(gte(users.createdAt, range.start), lt(users.createdAt, range.end)))
    .groupBy(day)
    .getSQL();
};

/**
 * Distinct people seen per UTC day of the range: a sign-in or a session refresh that day (the same
 * trail as countActiveUsers). A person active on three days counts once on each.
 */
const activePeopleStatement: LiveStatement = (_db, range) => {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return sql`select to_char(seen_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct user_id)::int as value
      from (
        select ${refreshTokens.userId} as user_id, ${refreshTokens.createdAt} as seen_at from ${refreshTokens}
        where ${refreshTokens.createdAt} >= ${start}::timestamptz and ${refreshTokens.createdAt} < ${end}::timestamptz
        union all
        select ${users.id}, ${users.lastLoginAt} from ${users} where ${users.lastLoginAt} >= ${start}::timestamptz and ${users.lastLoginAt} < ${end}::timestamptz
      ) as seen
      group by 1`;
};

/** Closed days of sign-ups and active people, stored by the roll-up job (platform/daily-rollups.ts). */
const signUpsRollup = new DailyRollup('auth.signups', signUpsStatement);
const activePeopleRollup = new DailyRollup('auth.active', activePeopleStatement);
export const authDailyRollups = [signUpsRollup, activePeopleRollup];

/** Accounts created per UTC day of the range (closed days from the roll-up). */
export const signUpsPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => signUpsRollup.perDay(db, range);

/**
 * Distinct people seen per UTC day of the range (closed days from the roll-up: a day is stored as it was
 * seen, so purging old session rows later does not erase who was active).
 */
export const activePeoplePerDay = (db: Db, range: DayRange): Promise<DayValue[]> => activePeopleRollup.perDay(db, range);
