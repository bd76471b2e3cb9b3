import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tsvector } from './games';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A company's press release. `content` is sanitized HTML, `content_text` its plain text (written by the
 * service) and `keywords` its tags joined, so the search document is a generated column: title 'A', summary and tags 'B', body 'C'.
 * A release is seen outside its company only when PUBLISHED, public and past `embargo_until`.
 */
export const pressReleases = pgTable(
  'press_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * Read-model mirror of companies.status = 'ACTIVE' for the company (db/read-models/company-active-listings.sql),
     * so the public list filters its own rows without joining companies. Written only by triggers.
     */
    companyActive: boolean('company_active').notNull().default(false),
    status: text('status').notNull().default('DRAFT'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    category: text('category').notNull().default('COMPANY_NEWS'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The tags joined with spaces, for the search document (array_to_string is not immutable). */
    keywords: text('keywords').notNull().default(''),
    jurisdictionIds: integer('jurisdiction_ids').array().notNull().default(sql`'{}'::integer[]`),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    scheduledAt: timestamptz('scheduled_at'),
    embargoUntil: timestamptz('embargo_until'),
    publishedAt: timestamptz('published_at'),
    /** When followers were told (once per release: at publication, or when its embargo lifts). */
    distributedAt: timestamptz('distributed_at'),
    /** Jurisdiction ids named without a verified certification when the author confirmed publishing. */
    complianceOverrideIds: integer('compliance_override_ids').array().notNull().default(sql`'{}'::integer[]`),
    complianceConfirmedAt: timestamptz('compliance_confirmed_at'),
    complianceConfirmedByUserId: integer('compliance_confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '') || ' ' || coalesce("keywords", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("content_text", '')), 'C')`,
      ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('press_releases_status_check', sql`${t.status} in ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED')`),
    index('press_releases_company_idx').on(t.companyId, t.createdAt),
    // The public list: published public releases, newest first (the embargo is checked per row).
    index('press_releases_public_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'PUBLISHED' and ${t.isPublic}`),
    // Releases published per day over a date range, public or members-only (admin analytics).
    index('press_releases_published_at_idx').on(t.publishedAt).where(sql`${t.status} = 'PUBLISHED'`),
    index('press_releases_public_company_idx').on(t.companyId, t.publishedAt).where(sql`${t.status} = 'PUBLISHED' and ${t.isPublic}`),
    index('press_releases_tags_idx').using('gin', t.tags),
    index('press_releases_search_vector_idx').using('gin', t.searchVector),
    index('press_releases_compliance_idx').on(t.complianceConfirmedAt).where(sql`${t.complianceConfirmedAt} is not null`),
  ],
);
export type PressReleaseRow = typeof pressReleases.$inferSelect;
export type NewPressReleaseRow = typeof pressReleases.$inferInsert;

/**
 * Read model `press-search-entries` (db/read-models/press-search-entries.sql): one narrow row per release
 * that the public may list (published, public, of an active company) with what a search filters, sorts and
 * matches. A search counts every match, and reading these rows instead of the full releases (title, body,
 * figures) costs about half. Written only by triggers; the embargo is checked per row at read time.
 */
export const pressSearchEntries = pgTable(
  'press_search_entries',
  {
    releaseId: integer('release_id')
      .primaryKey()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    embargoUntil: timestamptz('embargo_until'),
    publishedAt: timestamptz('published_at'),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('press_search_entries_search_vector_idx').using('gin', t.searchVector)],
);

/** An image of a release (stored under pressImages/{releaseId}/); position 0 is the cover. */
export const pressReleaseImages = pgTable(
  'press_release_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    caption: text('caption'),
    altText: text('alt_text'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('press_release_images_release_idx').on(t.releaseId, t.position)],
);
export type PressReleaseImageRow = typeof pressReleaseImages.$inferSelect;

/** Figures of a release per UTC day: unique views, reads to the end, shares, downloads. */
export const pressReleaseDailyStats = pgTable(
  'press_release_daily_stats',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    reads: integer('reads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.day] }), index('press_release_daily_stats_day_idx').on(t.day)],
);

/**
 * Who was counted for a release on a day (a hash of the visitor's id, never the id itself): one view
 * and one read per visitor per day. Rows older than the counting day are pruned daily.
 */
export const pressReleaseVisitors = pgTable(
  'press_release_visitors',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [uniqueIndex('press_release_visitors_key').on(t.releaseId, t.day, t.kind, t.visitorHash), index('press_release_visitors_day_idx').on(t.day)],
);

/** What a person follows for press notifications: companies and categories. */
export const pressFollows = pgTable(
  'press_follows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    category: text('category'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('press_follows_subject_check', sql`(${t.companyId} is null) <> (${t.category} is null)`),
    uniqueIndex('press_follows_company_key').on(t.userId, t.companyId).where(sql`${t.companyId} is not null`),
    uniqueIndex('press_follows_category_key').on(t.userId, t.category).where(sql`${t.category} is not null`),
    index('press_follows_company_idx').on(t.companyId),
    index('press_follows_category_idx').on(t.category),
  ],
);
