import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businessTypes, licenseJurisdictions } from './catalog';
import { companies } from './companies';
import { games, nameDescriptionVector, tsvector } from './games';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A company's showcase listings: its products and services in the marketplace (search kind "products"),
 * optionally promoting one of its games. Platform admins pick the featured ones.
 */
export const showcaseListings = pgTable(
  'showcase_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary'),
    categoryId: integer('category_id').references(() => businessTypes.id, { onDelete: 'set null' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    linkUrl: text('link_url'),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredRank: integer('featured_rank'),
    featuredAt: timestamptz('featured_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(nameDescriptionVector('title', 'summary')),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('showcase_listings_company_idx').on(t.companyId, t.createdAt),
    index('showcase_listings_published_idx').on(t.isFeatured, t.featuredRank, t.id).where(sql`${t.isPublished}`),
    index('showcase_listings_search_vector_idx').using('gin', t.searchVector),
    index('showcase_listings_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/**
 * Certificates a company files: a license of a jurisdiction or a standard (GLI-19, ISO 27001…). An admin
 * verifies or rejects it; only verified ones show as badges.
 */
export const companyCertifications = pgTable(
  'company_certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jurisdictionId: integer('jurisdiction_id').references(() => licenseJurisdictions.id, { onDelete: 'restrict' }),
    standard: text('standard'),
    certificateNumber: text('certificate_number'),
    issuedBy: text('issued_by'),
    issuedAt: date('issued_at', { mode: 'string' }),
    expiresAt: date('expires_at', { mode: 'string' }),
    documentUrl: text('document_url'),
    status: text('status').notNull().default('PENDING'),
    reviewNotes: text('review_notes'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_certifications_company_idx').on(t.companyId, t.status),
    index('company_certifications_status_idx').on(t.status, t.createdAt),
    // One live filing per company and jurisdiction or standard (a rejected one may be filed again).
    uniqueIndex('company_certifications_open_key')
      .on(t.companyId, sql`coalesce(${t.jurisdictionId}, 0)`, sql`lower(coalesce(${t.standard}, ''))`)
      .where(sql`${t.status} <> 'REJECTED'`),
    check('company_certifications_status_check', sql`${t.status} in ('PENDING', 'VERIFIED', 'REJECTED')`),
    check('company_certifications_subject_check', sql`${t.jurisdictionId} is not null or ${t.standard} is not null`),
  ],
);

export type ShowcaseListingRow = typeof showcaseListings.$inferSelect;
export type CompanyCertificationRow = typeof companyCertifications.$inferSelect;
