import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { asDayValues, dayRange, type DayRange, type DayValue } from '../db/day-range';
import { executeRows } from '../db/raw-rows';
import { dailyRollups } from '../db/schema/index';
import { MemoCache } from './memo-cache';
import { executePrepared } from './prepared-sql';
import { readTogether } from './read-together';
import { TickBatch } from './tick-batch';

/**
 * A per-day series kept in `daily_rollups` for closed UTC days, so that reading a year of it reads at
 * most 366 rows however much traffic made it (messages, session refreshes, deliveries). A scheduled job
 * (reporting's `reporting-roll-up`) calls rollUp(): it computes the closed days not yet stored with the
 * owner's live query and stores one row per day, zeros included. The stored days are therefore always
 * one unbroken span; perDay() reads that span from the table and computes every other day of the range
 * live (today, and any day the job has not reached yet), so a late or missing job makes the figure
 * slower, never wrong.
 *
 * A closed day is stored once: later deletions of its rows (a deleted account, a purged session, a
 * deleted company's jobs) do not move it. A series whose past days change by a state change (a release
 * unpublished) has its owner move the stored day in the same transaction as the change (adjust()).
 */
export const ROLLUP_HISTORY_DAYS = 400;

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The owner's statement of a series per UTC day over a range (the truth the stored days are copies of):
 * two columns, the day as YYYY-MM-DD and the value, in that order. A statement rather than a function, so
 * the live days of every series a report asks for go to the database with its other reads (readTogether).
 */
export type LiveStatement = (db: Db | Tx, range: DayRange) => SQL;

export class DailyRollup {
  constructor(
    /** The series' name in daily_rollups, `<module>.<figure>` (the module owns it). */
    readonly series: string,
    readonly statement: LiveStatement,
  ) {}

  /** The series per day over any range computed from the owner's rows alone. */
  async live(db: Db | Tx, range: DayRange): Promise<DayValue[]> {
    return asDayValues(await executeRows<{ day: string; value: string | number }>(db, sql`select day, value from (${this.statement(db, range)}) as live(day, value)`));
  }

  /** The stored span: first and last stored day, or undefined when none is. */
  async storedSpan(db: Db | Tx): Promise<{ first: string; last: string } | undefined> {
    const [row] = await db
      .select({ first: sql<string | null>`to_char(min(${dailyRollups.day}), 'YYYY-MM-DD')`, last: sql<string | null>`to_char(max(${dailyRollups.day}), 'YYYY-MM-DD')` })
      .from(dailyRollups)
      .where(eq(dailyRollups.series, this.series));
    return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
  }

  /**
   * The series per day over the range: stored days from daily_rollups (every series asked for the same
   * range at the same time read by one statement, storedDays), then the days outside the stored span,
   * usually today alone, computed live.
   */
  async perDay(db: Db, range: DayRange): Promise<DayValue[]> {
    // Remembered stored days are used at once, so the live reads start in the caller's synchronous stretch
    // and go to the database in one statement with the report's other reads (readTogether).
    const { span, days } = rememberedStoredDays(db, this.series, range) ?? (await storedDays(db, this.series, range));
    if (span === undefined || span.last < range.from || span.first > range.to) return this.liveTogether(db, range);
    const live: Promise<DayValue[]>[] = [];
    if (range.from < span.first) live.push(this.liveTogether(db, dayRange(range.from, addDays(span.first, -1))));
    if (span.last < range.to) live.push(this.liveTogether(db, dayRange(addDays(span.last, 1), range.to)));
    return [...days, ...(await Promise.all(live)).flat()];
  }

  /** The live days of a range, read with the other reads started at the same time (readTogether). */
  private async liveTogether(db: Db, range: DayRange): Promise<DayValue[]> {
    return asDayValues(await readTogether<{ day: string; value: number }>(db, this.statement(db, range), ['day', 'value']));
  }

  /**
   * Stores the closed days after the stored span (or the last ROLLUP_HISTORY_DAYS when none is) up to
   * yesterday of `now`, in one transaction; answers how many days it stored. The live query runs inside
   * that transaction after the series' lock, so a writer's adjust() either commits before it (and the
   * live query sees the change) or waits for it (and moves the freshly stored day).
   */
  async rollUp(db: Db, now: Date): Promise<number> {
    const yesterday = addDays(isoDay(now), -1);
    const stored = await db.transaction(async (tx) => {
      await lockSeries(tx, this.series);
      const span = await this.storedSpan(tx);
      const from = span ? addDays(span.last, 1) : addDays(isoDay(now), -ROLLUP_HISTORY_DAYS);
      if (from > yesterday) return 0;
      const values = new Map((await this.live(tx, dayRange(from, yesterday))).map((point) => [point.day, point.value]));
      const rows: (typeof dailyRollups.$inferInsert)[] = [];
      for (let day = from; day <= yesterday; day = addDays(day, 1)) rows.push({ series: this.series, day, value: values.get(day) ?? 0 });
      await tx
        .insert(dailyRollups)
        .values(rows)
        .onConflictDoUpdate({ target: [dailyRollups.series, dailyRollups.day], set: { value: sql`excluded.value`, computedAt: sql`now()` } });
      return rows.length;
    });
    if (stored > 0) forgetStoredDays();
    return stored;
  }

  /**
   * Moves the stored day of `at` (UTC) by `delta`, in the writer's transaction `tx`: for a series whose
   * closed days change with a state change of their rows (a release unpublished and published again).
   * A day not stored yet is left alone: it is computed live, or stored later from the changed rows.
   */
  async adjust(tx: Tx, at: Date, delta: number): Promise<void> {
    await lockSeries(tx, this.series);
    forgetStoredDays();
    await tx
      .update(dailyRollups)
      .set({ value: sql`${dailyRollups.value} + ${delta}`, computedAt: sql`now()` })
      .where(and(eq(dailyRollups.series, this.series), eq(dailyRollups.day, isoDay(at))));
  }
}

/** One series' roll-up and the writers that adjust it take turns (transaction-scoped advisory lock). */
const lockSeries = (tx: Tx, series: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily_rollups:${series}`}))`);

interface StoredSeries {
  span: { first: string; last: string } | undefined;
  /** Stored days of the range with a value other than 0. */
  days: DayValue[];
}

/**
 * The stored span and stored days of the range of a series, read together with every other series asked
 * for the same range on the same database at the same time (TickBatch): an analytics request asks for a
 * dozen rolled-up series at once, and one prepared statement (at most 366 rows a series, on the primary
 * key; each span from the first and last key of its series) costs one round trip and no planning.
 */
const storedDaysBatch = new TickBatch<Db, StoredSeries>((db, group, series) => readStoredDays(db, series, JSON.parse(group) as { from: string; to: string }));

/**
 * Stored days change only when the roll-up job stores more (hourly) or a writer moves one (adjust), so
 * each instance keeps what it read for STORED_DAYS_TTL_MS: reading a year of a dozen series was the
 * dearest statement of an analytics request (4,400 rows turned into JSON). Both writes forget this
 * instance's memory at once; another instance answers a day moved by adjust() at most that long after.
 * Which days are stored never makes a figure wrong: a day outside the remembered span is computed live.
 */
export const STORED_DAYS_TTL_MS = 60_000;
const storedDaysMemos = new WeakMap<object, MemoCache<string, StoredSeries>>();

function storedDaysMemo(db: Db): MemoCache<string, StoredSeries> {
  let memo = storedDaysMemos.get(db);
  if (memo === undefined) {
    memo = new MemoCache({ max: 1_000, ttlMs: STORED_DAYS_TTL_MS });
    storedDaysMemos.set(db, memo);
  }
  return memo;
}

/**
 * Forgets every stored day this instance remembers: the generation is part of each remembered key. (A
 * writer holds a transaction, not the pool its memory is kept under, so every database's memory goes.)
 */
let storedDaysGeneration = 0;
function forgetStoredDays(): void {
  storedDaysGeneration += 1;
}

/** A series' stored days of a range are remembered under the generation, the range and the series. */
const storedDaysKey = (series: string, range: DayRange) => `${storedDaysGeneration}|${range.from}|${range.to}|${series}`;

/** The stored days this instance remembers for the series and range, when it has them (no waiting). */
const rememberedStoredDays = (db: Db, series: string, range: DayRange): StoredSeries | undefined => storedDaysMemo(db).settled(storedDaysKey(series, range))?.value;

const storedDays = (db: Db, series: string, range: DayRange): Promise<StoredSeries> =>
  storedDaysMemo(db).remember(
    storedDaysKey(series, range),
    async () => (await storedDaysBatch.get(db, JSON.stringify({ from: range.from, to: range.to }), series)) ?? { span: undefined, days: [] },
  ).value;

async function readStoredDays(db: Db, series: string[], range: { from: string; to: string }): Promise<Map<string, StoredSeries>> {
  // One row per series: its span (first and last key of the series) and the range's stored days other
  // than 0 as one JSON array of [day, value] pairs (they lie inside the span by construction). A year of
  // a dozen series is 4,400 days: one text per series costs the driver far less than a row per day.
  const rows = await executePrepared<{ series: string; first: string | null; last: string | null; days: string | null }>(
    db,
    'daily_rollups_stored_days',
    () => sql`select asked.series, to_char(bounds.first, 'YYYY-MM-DD') as first, to_char(bounds.last, 'YYYY-MM-DD') as last,
        (select json_agg(json_build_array(to_char(${dailyRollups.day}, 'YYYY-MM-DD'), ${dailyRollups.value}))::text
          from ${dailyRollups}
          where ${dailyRollups.series} = asked.series and ${dailyRollups.day} between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date and ${dailyRollups.value} <> 0) as days
        from unnest(${sql.placeholder('series')}::text[]) as asked(series)
        cross join lateral (select min(day) as first, max(day) as last from ${dailyRollups} where ${dailyRollups.series} = asked.series) as bounds`,
    { series, from: range.from, to: range.to },
  );
  const stored = new Map<string, StoredSeries>();
  for (const row of rows) {
    const days = row.days === null ? [] : (JSON.parse(row.days) as [string, number][]).map(([day, value]) => ({ day, value: Number(value) }));
    stored.set(row.series, { span: row.first && row.last ? { first: row.first, last: row.last } : undefined, days });
  }
  return stored;
}
