import { z } from 'zod';
import { idParamSchema } from '../common/ids';

/** The groups of the admin overview, in the order the screen shows them. */
export const overviewGroupKeys = ['people', 'companies', 'pending', 'activity', 'money'] as const;
export type OverviewGroupKey = (typeof overviewGroupKeys)[number];

/**
 * One figure of the admin overview: a count (or, with `currency`, an amount in minor units of that
 * currency) and the dashboard path of the screen it links to.
 */
export const overviewFigureSchema = z.object({
  /** Stable identifier, e.g. 'signups.week' or 'revenue.invoiced.EUR'. */
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  /** ISO 4217 code when `value` is an amount in minor units. */
  currency: z.string().length(3).optional(),
  /** What the figure counts, in one line (shown under the value). */
  hint: z.string(),
  /** The dashboard path the figure links to, e.g. '/dashboard/admin/pending-companies'. */
  href: z.string().startsWith('/dashboard'),
  /** Set on the rows of a breakdown (e.g. 'By business type'): shown as a compact list, not as tiles. */
  breakdown: z.string().optional(),
});
export type OverviewFigure = z.infer<typeof overviewFigureSchema>;

export const overviewGroupSchema = z.object({
  key: z.enum(overviewGroupKeys),
  title: z.string(),
  figures: z.array(overviewFigureSchema),
});
export type OverviewGroup = z.infer<typeof overviewGroupSchema>;

/**
 * GET /api/v1/admin/overview: the platform at a glance. Only the groups and figures the caller's admin
 * roles may act on are present (pending work and money follow the role table of the screen they link to).
 */
export const adminOverviewSchema = z.object({
  generatedAt: z.string(),
  groups: z.array(overviewGroupSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---- analytics and reports over a date range -------------------------------------------------------

/** The longest range a report covers: a year and a day, so a full 12 months always fits. */
export const REPORT_MAX_DAYS = 366;
/** The range a report covers when none is given: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

export const ReportingMessage = {
  badDay: 'from and to must be dates (YYYY-MM-DD)',
  order: 'from must not be after to',
  tooLong: `The date range may cover at most ${REPORT_MAX_DAYS} days`,
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => DAY_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const reportDay = z.string({ error: ReportingMessage.badDay }).refine(isCalendarDay, ReportingMessage.badDay);

/** Days between two YYYY-MM-DD dates, both included. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included). Either may be left out: `to` defaults to
 * today, `from` to 29 days before `to`. The range runs forwards and covers at most REPORT_MAX_DAYS days.
 */
export const reportRangeQuerySchema = z
  .object({ from: reportDay.optional(), to: reportDay.optional() })
  .refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, { message: ReportingMessage.order, path: ['from'] })
  .refine((range) => range.from === undefined || range.to === undefined || daysInRange(range.from, range.to) <= REPORT_MAX_DAYS, { message: ReportingMessage.tooLong, path: ['to'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/**
 * A figure per day over the report's range. `values` holds one number per day of the range, oldest first
 * (`values[i]` is the day reportRangeDays(range)[i]), days without any at 0: the counts, or amounts in
 * minor units of `currency`. Every series of a report shares the range's days, so they are not repeated
 * per value: a year of two dozen series stays a few tens of kilobytes.
 */
export const reportSeriesSchema = z.object({
  /** Stable identifier, e.g. 'signups' or 'revenue.invoiced.EUR'. */
  key: z.string(),
  label: z.string(),
  /** What it counts, in one line. */
  hint: z.string(),
  /** ISO 4217 code when the values are amounts in minor units of it. */
  currency: z.string().length(3).optional(),
  /** The sum over the range (for a distinct count per day, e.g. active people, the sum of the days). */
  total: z.number().int(),
  values: z.array(z.number().int()),
});
export type ReportSeries = z.infer<typeof reportSeriesSchema>;

/** Series shown together in one chart (same unit, same currency). */
export const reportChartSchema = z.object({
  key: z.string(),
  title: z.string(),
  series: z.array(reportSeriesSchema),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportColumnKinds = ['text', 'count', 'money', 'day'] as const;
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** count: an integer; money: minor units of the row's `currency` cell; day: YYYY-MM-DD. */
  kind: z.enum(reportColumnKinds),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A breakdown as a table (exported as CSV as it stands). Cells are keyed by column key. */
export const reportTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.infer<typeof reportTableSchema>;
export type ReportCell = string | number | null;

/** A figure of the whole range or of today (no chart), as on the overview. */
export const reportFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  currency: z.string().length(3).optional(),
  hint: z.string(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

/** The days a report covers (UTC, both included). */
export const reportRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Every day of a report's range, oldest first (YYYY-MM-DD, UTC): the days its series' values stand for. */
export function reportRangeDays(range: Pick<ReportRange, 'from' | 'days'>): string[] {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: range.days }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/**
 * GET /api/v1/admin/analytics: the platform's activity per day over the range (sign-ups, active people,
 * companies, messages, connections, jobs and applications, events, press, partnerships, deliveries,
 * revenue), each chart also readable as a table.
 */
export const adminAnalyticsSchema = z.object({
  range: reportRangeSchema,
  generatedAt: z.string(),
  charts: z.array(reportChartSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** GET /api/v1/admin/reporting: breakdowns of the range as tables (by type, by company, by currency). */
export const adminReportSchema = z.object({
  range: reportRangeSchema,
  generatedAt: z.string(),
  tables: z.array(reportTableSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/**
 * GET /api/v1/companies/{companyId}/reporting: one company's own figures over the range — standing
 * figures, its activity per day and its breakdowns (jobs, releases, partnerships, deliveries, invoices).
 */
export const companyReportSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  range: reportRangeSchema,
  generatedAt: z.string(),
  figures: z.array(reportFigureSchema),
  charts: z.array(reportChartSchema),
  tables: z.array(reportTableSchema),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;

export const companyReportParamsSchema = z.object({ companyId: idParamSchema('Company') });
