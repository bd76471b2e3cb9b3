import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Prng } from './prng';
import { readTogether } from './read-together';
import { normalizedTerm } from './text-search';
import { executeRows } from '../db/raw-rows';
import { asDayValues, type DayRange, type DayValue } from '../db/day-range';
import { dailyCounters } from '../db/schema/index';

/**
 * Counts of things that happen on hot paths (a marketplace page served, a search asked, a company's
 * profile opened), kept in memory per instance and added to `daily_counters` in one statement every
 * DAILY_COUNTER_FLUSH_MS: a request only increments a number in a Map, so recording costs no statement
 * and no wait. Rows are per series, UTC day and subject (a company id, a normalised search term, or ''),
 * never per person. Instances add to the same rows (`count = count + excluded.count`), so nothing is
 * lost between them; what one instance holds when it crashes (at most a flush interval) is lost.
 */
export const DAILY_COUNTER_FLUSH_MS = 5_000;
/**
 * Distinct keys held between two flushes. Past it new keys are dropped until the next flush (counted in
 * `dropped`), which bounds memory when a flood of one-off search terms arrives while the database is away.
 */
export const DAILY_COUNTER_MAX_KEYS = 20_000;
/** Rows per insert statement (8,000 parameters, below PostgreSQL's limit of 65,535). */
const FLUSH_CHUNK = 2_000;

export interface DailyCount {
  series: string;
  day: string;
  subject: string;
  count: number;
}

const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

export class DailyCounters {
  private pending = new Map<string, DailyCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** Increments dropped because DAILY_COUNTER_MAX_KEYS keys were already waiting. */
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly options: { log?: FastifyBaseLogger; now?: () => Date; maxKeys?: number } = {},
  ) {}

  /** Adds `count` to the series' figure of today for `subject` (a company id, a term, or '' for the platform). */
  add(series: string, subject: string | number = '', count = 1): void {
    const day = utcDayOf(this.options.now?.() ?? new Date());
    const key = `${series}\u0000${day}\u0000${subject}`;
    const held = this.pending.get(key);
    if (held) {
      held.count += count;
      return;
    }
    if (this.pending.size >= (this.options.maxKeys ?? DAILY_COUNTER_MAX_KEYS)) {
      this.dropped += count;
      return;
    }
    this.pending.set(key, { series, day, subject: String(subject), count });
  }

  /** Counts waiting for the next flush. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Flushes every DAILY_COUNTER_FLUSH_MS until stop(); the timer does not keep the process alive. */
  start(intervalMs = DAILY_COUNTER_FLUSH_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is waiting. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * Writes what is waiting, one statement per FLUSH_CHUNK keys; flushes never overlap. A failed write puts
   * its counts back (they go with the next flush) and is logged, never thrown: recording must not fail
   * a request or the shutdown.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
      const rows = batch.slice(i, i + FLUSH_CHUNK);
      try {
        await addDailyCounts(this.db, rows);
      } catch (error) {
        this.options.log?.warn({ err: error, rows: rows.length }, 'daily counters not written; kept for the next flush');
        for (const row of rows) this.add(row.series, row.subject, row.count);
        // `add` files them under today: a failure across midnight moves them to the new day, which is
        // better than losing them.
      }
    }
  }
}

/**
 * A series' counts per UTC day of the range, summed over subjects (or for one subject): at most one row
 * per day, on the primary key (series, day, subject). Read with the other reads started at the same time
 * (readTogether): a report asks for several series at once.
 */
export async function countersPerDay(db: Db, series: string, range: DayRange, subject?: string): Promise<DayValue[]> {
  const rows = await readTogether<{ day: string; value: number }>(
    db,
    sql`select to_char(${dailyCounters.day}, 'YYYY-MM-DD') as day, sum(${dailyCounters.count}) as value
      from ${dailyCounters}
      where ${dailyCounters.series} = ${series} and ${dailyCounters.day} between ${range.from}::date and ${range.to}::date
        ${subject === undefined ? sql`` : sql`and ${dailyCounters.subject} = ${subject}`}
      group by ${dailyCounters.day}`,
  );
  return asDayValues(rows);
}

/**
 * The subjects with the highest counts over the range across `series` (each subject's counts added up),
 * highest first (ties by subject), with each series' count in the order given: one statement on the
 * primary key (series, day, subject).
 */
export async function topCounterSubjects(db: Db, series: readonly string[], range: DayRange, limit: number): Promise<{ subject: string; total: number; counts: number[] }[]> {
  const total = sql<string>`sum(${dailyCounters.count})`;
  const perSeries = series.map((name, index) => sql`coalesce(sum(${dailyCounters.count}) filter (where ${dailyCounters.series} = ${name}), 0) as ${sql.identifier(`c${index}`)}`);
  const rows = await executeRows<Record<string, string | number>>(
    db,
    sql`select ${dailyCounters.subject} as subject, ${total} as total, ${sql.join(perSeries, sql`, `)}
      from ${dailyCounters}
      where ${dailyCounters.series} in (${sql.join(series.map((name) => sql`${name}`), sql`, `)}) and ${dailyCounters.day} between ${range.from}::date and ${range.to}::date
      group by ${dailyCounters.subject}
      order by ${total} desc, ${dailyCounters.subject}
      limit ${limit}`,
  );
  return rows.map((row) => ({ subject: String(row.subject), total: Number(row.total), counts: series.map((_, index) => Number(row[`c${index}`] ?? 0)) }));
}

/** Adds counts as they are (demo data, tests): the same upsert as a flush. */
export async function addDailyCounts(db: Db | Tx, rows: DailyCount[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(dailyCounters)
    .values(rows)
    .onConflictDoUpdate({ target: [dailyCounters.series, dailyCounters.day, dailyCounters.subject], set: { count: sql`${dailyCounters.count} + excluded.count` } });
}

/** The longest search term kept: longer ones are cut (a term is a few words; this bounds a row). */
export const MISSED_TERM_MAX_LENGTH = 80;

/** A search term as it is counted: trimmed, inner spaces collapsed, lower case, cut at MISSED_TERM_MAX_LENGTH. */
export const countedTerm = (term: string) => normalizedTerm(term).slice(0, MISSED_TERM_MAX_LENGTH).trim();

/** The series a searchable list counts itself in: its first pages, those filtered by a term, and the terms that found nothing. */
export interface ListSeries {
  views: string;
  searches: string;
  missedTerms: string;
}

/**
 * Counts a list page answered: its first page only (the next pages are the same visit scrolled on), as a
 * search too when it is filtered by a term, and that term (as counted) when the list found nothing for it
 * (with the list's other filters, if any: what the visitor asked for was not there).
 */
export function recordListAnswered(counters: DailyCounters, series: ListSeries, query: { page: number; search?: string | undefined }, found: number): void {
  if (query.page !== 0) return;
  counters.add(series.views);
  const term = query.search === undefined ? '' : countedTerm(query.search);
  if (term === '') return;
  counters.add(series.searches);
  if (found === 0) counters.add(series.missedTerms, term);
}

/** Demo data: searches of each term that found nothing, on the last `days` UTC days, at most `most` a day (days without any left out). */
export function demoMissedTermCounts(series: string, terms: readonly (readonly [term: string, most: number])[], days: number, random: Prng, now = new Date()): DailyCount[] {
  return terms.flatMap(([term, most]) => demoDailyCounts(series, term, days, [0, most], random, now)).filter((row) => row.count > 0);
}

/** Demo data: a count for each of the last `days` UTC days up to today, drawn in [min, max]. */
export function demoDailyCounts(series: string, subject: string | number, days: number, [min, max]: [number, number], random: Prng, now = new Date()): DailyCount[] {
  return Array.from({ length: days }, (_, index) => ({
    series,
    day: utcDayOf(new Date(now.getTime() - (days - 1 - index) * 86_400_000)),
    subject: String(subject),
    count: random.int(min, max),
  }));
}
