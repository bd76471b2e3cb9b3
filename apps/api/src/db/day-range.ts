import { sql, type SQL } from 'drizzle-orm';

/**
 * The UTC days a report covers, both included: `start` is midnight of `from`, `end` midnight after `to`
 * (exclusive), so a timestamp column is filtered with `>= start and < end` on its index.
 */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** A count (or an amount in minor units) of one UTC day, YYYY-MM-DD. */
export interface DayValue {
  day: string;
  value: number;
}

export function dayRange(from: string, to: string): DayRange {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  return { from, to, start, end };
}

/** The UTC day of a timestamptz column as YYYY-MM-DD (independent of the session's time zone). */
export const utcDay = (column: unknown): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A date column as YYYY-MM-DD. */
export const dateDay = (column: unknown): SQL<string> => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;

/** `count(*)` as a JavaScript number. */
export const countInt = sql<number>`count(*)::int`;

/** Rows of `{ day, value }` with the value read as a number (sums of bigint arrive as strings). */
export const asDayValues = (rows: { day: string; value: number | string | null }[]): DayValue[] => rows.map((row) => ({ day: row.day, value: Number(row.value ?? 0) }));

/** Several per-day lists added day by day (e.g. direct plus group messages). */
export function addDayValues(...lists: DayValue[][]): DayValue[] {
  const totals = new Map<string, number>();
  for (const list of lists) for (const point of list) totals.set(point.day, (totals.get(point.day) ?? 0) + point.value);
  return [...totals].map(([day, value]) => ({ day, value }));
}
