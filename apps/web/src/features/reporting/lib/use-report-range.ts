import { reportRangeQuerySchema } from '@paytable/contracts';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { RangeParams } from '../api/reports';

const DAY_MS = 86_400_000;
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** `days` days ending today (UTC), today included. */
export const lastDays = (days: number, today = new Date()): Required<RangeParams> => ({ from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today) });

/**
 * The report's date range, kept in the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD) so a report can be shared
 * and reloaded. Checked with the API's own rules; `error` says what is wrong and no query runs meanwhile.
 */
export function useReportRange() {
  const { values, set } = useUrlFilters(['from', 'to'] as const);
  const range: RangeParams = { ...(values.from ? { from: values.from } : {}), ...(values.to ? { to: values.to } : {}) };
  const parsed = reportRangeQuerySchema.safeParse(range);
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return { range, error, set: (next: RangeParams) => set({ from: next.from ?? '', to: next.to ?? '' }) };
}
