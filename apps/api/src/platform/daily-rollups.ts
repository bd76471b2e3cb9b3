import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayRange, type DayRange, type DayValue } from '../db/day-range';
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

  /** The series per day over the range: stored days from daily_rollups, the others live. */
  async perDay(db: Db, range: DayRange): Promise<DayValue[]> {
    const span = await this.storedSpan(db);
    if (span === undefined || span.last < range.from || span.first > range.to) return this.live(db, range);
    const storedFrom = span.first > range.from ? span.first : range.from;
    const storedTo = span.last < range.to ? span.last : range.to;
    const parts: Promise<DayValue[]>[] = [this.stored(db, storedFrom, storedTo)];
    if (range.from < storedFrom) parts.push(this.live(db, dayRange(range.from, addDays(storedFrom, -1))));
    if (storedTo < range.to) parts.push(this.live(db, dayRange(addDays(storedTo, 1), range.to)));
    return (await Promise.all(parts)).flat();
  }

  private async stored(db: Db, from: string, to: string): Promise<DayValue[]> {
    const rows = await db
      .select({ day: sql<string>`to_char(${dailyRollups.day}, 'YYYY-MM-DD')`, value: dailyRollups.value })
      .from(dailyRollups)
      .where(and(eq(dailyRollups.series, this.series), between(dailyRollups.day, from, to)));
    return rows.filter((row) => row.value !== 0).map((row) => ({ day: row.day, value: Number(row.value) }));
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
