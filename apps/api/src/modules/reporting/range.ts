import { daysInRange, REPORT_DEFAULT_DAYS, type ReportChart, type ReportRange, type ReportRangeQuery, type ReportSeries, type ReportTable } from '@paytable/contracts';
import { dayRange, type DayRange, type DayValue } from '../../db/day-range';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The days a report covers: the query's (validated by reportRangeQuerySchema), `to` defaulting to today
 * (UTC) and `from` to REPORT_DEFAULT_DAYS days up to `to`.
 */
export function resolveRange(query: ReportRangeQuery, now: Date): DayRange & { range: ReportRange } {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  return { ...dayRange(from, to), range: { from, to, days: daysInRange(from, to) } };
}

/** Each day of a range by its index, for the last ranges asked for (every series of a report shares one). */
const dayIndexes = new Map<string, Map<string, number>>();
const DAY_INDEXES_KEPT = 8;

function dayIndexOf(range: DayRange): Map<string, number> {
  const key = `${range.from}|${range.to}`;
  let indexes = dayIndexes.get(key);
  if (indexes === undefined) {
    indexes = new Map();
    for (let at = range.start.getTime(), index = 0; at < range.end.getTime(); at += DAY_MS, index += 1) indexes.set(isoDay(new Date(at)), index);
    if (dayIndexes.size >= DAY_INDEXES_KEPT) dayIndexes.delete(dayIndexes.keys().next().value!);
    dayIndexes.set(key, indexes);
  }
  return indexes;
}

/**
 * A series with one value per day of the range, oldest first (days without a row at 0), and its total.
 * `values` may list a day more than once (stored and live parts): they add up.
 */
export function series(range: DayRange, key: string, label: string, hint: string, values: readonly DayValue[], currency?: string): ReportSeries {
  const indexes = dayIndexOf(range);
  const perDay = new Array<number>(indexes.size).fill(0);
  let total = 0;
  for (const point of values) {
    const index = indexes.get(point.day);
    if (index === undefined) continue;
    perDay[index] = (perDay[index] ?? 0) + point.value;
    total += point.value;
  }
  return { key, label, hint, ...(currency === undefined ? {} : { currency }), total, values: perDay };
}

export const chart = (key: string, title: string, list: ReportSeries[]): ReportChart => ({ key, title, series: list });

type Cell = string | number | null;
type Column = ReportTable['columns'][number];

/** A table; `columns` as [key, label, kind] triples. */
export function table(key: string, title: string, description: string, columns: [string, string, Column['kind']][], rows: Record<string, Cell>[]): ReportTable {
  return { key, title, description, columns: columns.map(([columnKey, label, kind]) => ({ key: columnKey, label, kind })), rows };
}

export const dayOf = (at: Date | null): string | null => (at === null ? null : isoDay(at));
