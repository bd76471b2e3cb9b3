import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayRange, type DayRange, type DayValue } from '../db/day-range';
import { executeRows } from '../db/raw-rows';
import { dailyRollups } from '../db/schema/index';

/**
 * A per-day series kept in `daily_rollups` for closed UTC days, so that reading a year of it reads at
 * most 366 rows however much traffic made it (messages, session refreshes, deliveries). A scheduled job
 * (reporting's `reporting-roll-up`) calls rollUp(): it computes the closed days not yet stored with the
 * owner's live query and stores one row per day, zeros included. The stored days are therefore always
 * one unbroken span; perDay() reads that span from the table and computes every other day of the range
 * live (today, and any day the job has not reached yet), so a late or missing job makes the figure
 * slower, never wrong.
 *
 * A closed day is stored once: later changes to its rows (a deleted account, a purged session) do not
 * move it. Only series whose past days do not change by design are rolled up.
 */
export const ROLLUP_HISTORY_DAYS = 400;

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export type LivePerDay = (db: Db, range: DayRange) => Promise<DayValue[]>;

export class DailyRollup {
  constructor(
    /** The series' name in daily_rollups, `<module>.<figure>` (the module owns it). */
    readonly series: string,
    /** The owner's query of the series per day over any range (the truth the stored days are copies of). */
    readonly live: LivePerDay,
  ) {}

  /** The stored span: first and last stored day, or undefined when none is. */
  async storedSpan(db: Db): Promise<{ first: string; last: string } | undefined> {
    const [row] = await db
      .select({ first: sql<string | null>`to_char(min(${dailyRollups.day}), 'YYYY-MM-DD')`, last: sql<string | null>`to_char(max(${dailyRollups.day}), 'YYYY-MM-DD')` })
      .from(dailyRollups)
      .where(eq(dailyRollups.series, this.series));
    return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
  }

  /**
   * The series per day over the range: stored days from daily_rollups, the others live. One statement
   * answers the stored span and the stored days of the range together (at most 366 rows, on the primary
   * key); then the days outside the span, usually today alone, are computed live.
   */
  async perDay(db: Db, range: DayRange): Promise<DayValue[]> {
    const rows = await executeRows<{ first: string | null; last: string | null; day: string | null; value: string | number | null }>(
      db,
      sql`select span.first, span.last, to_char(${dailyRollups.day}, 'YYYY-MM-DD') as day, ${dailyRollups.value} as value
        from (select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from ${dailyRollups} where series = ${this.series}) as span
        left join ${dailyRollups} on ${dailyRollups.series} = ${this.series}
          and ${dailyRollups.day} between greatest(${range.from}::date, span.first::date) and least(${range.to}::date, span.last::date)`,
    );
    const span = rows[0]?.first && rows[0].last ? { first: rows[0].first, last: rows[0].last } : undefined;
    if (span === undefined || span.last < range.from || span.first > range.to) return this.live(db, range);
    const stored = rows.filter((row) => row.day !== null && Number(row.value) !== 0).map((row) => ({ day: row.day!, value: Number(row.value) }));
    const live: Promise<DayValue[]>[] = [];
    if (range.from < span.first) live.push(this.live(db, dayRange(range.from, addDays(span.first, -1))));
    if (span.last < range.to) live.push(this.live(db, dayRange(addDays(span.last, 1), range.to)));
    return [...stored, ...(await Promise.all(live)).flat()];
  }

  /**
   * Stores the closed days after the stored span (or the last ROLLUP_HISTORY_DAYS when none is) up to
   * yesterday of `now`, in one transaction; answers how many days it stored.
   */
  async rollUp(db: Db, now: Date): Promise<number> {
    const yesterday = addDays(isoDay(now), -1);
    const span = await this.storedSpan(db);
    const from = span ? addDays(span.last, 1) : addDays(isoDay(now), -ROLLUP_HISTORY_DAYS);
    if (from > yesterday) return 0;
    const values = new Map((await this.live(db, dayRange(from, yesterday))).map((point) => [point.day, point.value]));
    const rows: (typeof dailyRollups.$inferInsert)[] = [];
    for (let day = from; day <= yesterday; day = addDays(day, 1)) rows.push({ series: this.series, day, value: values.get(day) ?? 0 });
    await db.transaction(async (tx) => {
      await tx
        .insert(dailyRollups)
        .values(rows)
        .onConflictDoUpdate({ target: [dailyRollups.series, dailyRollups.day], set: { value: sql`excluded.value`, computedAt: sql`now()` } });
    });
    return rows.length;
  }
}
