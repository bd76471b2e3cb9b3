import { z } from 'zod';

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
