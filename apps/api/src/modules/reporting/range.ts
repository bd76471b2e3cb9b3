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

/** Every day of the range, oldest first. */
export function rangeDays(range: DayRange): string[] {
  const days: string[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += DAY_MS) days.push(isoDay(new Date(at)));
  return days;
}

/** A series with one point per day of the range (days without a row at 0) and its total. */
export function series(days: readonly string[], key: string, label: string, hint: string, values: readonly DayValue[], currency?: string): ReportSeries {
  const byDay = new Map(values.map((point) => [point.day, point.value]));
  const points = days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
  return { key, label, hint, ...(currency === undefined ? {} : { currency }), total: points.reduce((sum, point) => sum + point.value, 0), points };
}

export const chart = (key: string, title: string, list: ReportSeries[]): ReportChart => ({ key, title, series: list });

type Cell = string | number | null;
type Column = ReportTable['columns'][number];

/** A table; `columns` as [key, label, kind] triples. */
export function table(key: string, title: string, description: string, columns: [string, string, Column['kind']][], rows: Record<string, Cell>[]): ReportTable {
  return { key, title, description, columns: columns.map(([columnKey, label, kind]) => ({ key: columnKey, label, kind })), rows };
}

export const dayOf = (at: Date | null): string | null => (at === null ? null : isoDay(at));
