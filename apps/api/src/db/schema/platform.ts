import { bigint, date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about this installation (for example, when demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Things that happen too often to store one row each (marketplace views, searches, profile views), as
 * counts per series, UTC day and subject (a company id, a normalised search term, or '' for the
 * platform). Never per person. Written in batches by each instance (platform/daily-counters.ts); each
 * module owns the series it records.
 */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    series: text('series').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    subject: text('subject').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.day, t.subject] })],
);

/**
 * Per-day figures computed from other tables for closed UTC days (platform/daily-rollups.ts): one row
 * per series and day, so a year of a series is at most 366 rows. Each module owns the series it rolls up.
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    series: text('series').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.day] })],
);
