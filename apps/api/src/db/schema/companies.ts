import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businessTypes, licenseJurisdictions } from './catalog';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Companies (and one-person profiles of individual service providers). `status` is the approval life
 * cycle (PENDING → ACTIVE ⇄ INACTIVE); `verified` is the platform's KYB badge, set by an admin.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    contactEmail: text('contact_email'),
    headquarters: text('headquarters'),
    foundedYear: integer('founded_year'),
    /** A file name under companyLogos/{id}/, or an absolute URL used as given. */
    logo: text('logo'),
    status: text('status').notNull().default('PENDING'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamptz('verified_at'),
    approvedAt: timestamptz('approved_at'),
    isIndividual: boolean('is_individual').notNull().default(false),
    /** The company admin's rule: members sign in with two-factor (the auth module asks through its port). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`),
    // The public list: active companies by name (seed 001 §9), one index scan per page. Migration 0012
    // recreates it with INCLUDE (name) (drizzle-kit cannot express INCLUDE) so pages are index-only scans.
    index('companies_active_name_idx').on(sql`lower(${t.name})`, t.id).where(sql`${t.status} = 'ACTIVE'`),
    // The admin list: newest first (seed 001 §9), optionally by status.
    index('companies_created_at_idx').on(t.createdAt, t.id),
    index('companies_status_created_at_idx').on(t.status, t.createdAt),
    // Substring search on names.
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('companies_status_check', sql`${t.status} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
  ],
);

/**
 * Read model of the public and admin company lists: each company's list item (seed 001 §9's company
 * summary without logoUrl, which depends on the storage configuration) as one JSON text, so a list page or
 * block is a primary-key lookup returning stored text instead of joins and JSON building per row. Written
 * only by database triggers (migration 0020) in the transaction of every write that changes it — a company
 * inserted or edited, its business types or jurisdictions replaced, a business type or jurisdiction renamed
 * — whoever writes (services, seeders, SQL); a deleted company's entry goes with it (cascade).
 */
export const companyListEntries = pgTable('company_list_entries', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  entry: text('entry').notNull(),
});

export const companyBusinessTypes = pgTable(
  'company_business_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Restrict: a business type in use is deactivated, not deleted.
    businessTypeId: integer('business_type_id')
      .notNull()
      .references(() => businessTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'company_business_types_pkey', columns: [t.companyId, t.businessTypeId] }),
    index('company_business_types_type_idx').on(t.businessTypeId),
  ],
);

export const companyJurisdictions = pgTable(
  'company_jurisdictions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jurisdictionId: integer('jurisdiction_id')
      .notNull()
      .references(() => licenseJurisdictions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'company_jurisdictions_pkey', columns: [t.companyId, t.jurisdictionId] }),
    index('company_jurisdictions_jurisdiction_idx').on(t.jurisdictionId),
  ],
);

/**
 * A user's company association (seed 000 §3): at most one per user. ADMIN manages the company; a join
 * request is a PENDING membership until the company's admin approves it.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('MEMBER'),
    associationType: text('association_type').notNull().default('COMPANY'),
    status: text('status').notNull().default('PENDING'),
    /** A company admin can switch a member's access off without removing it. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    approvedAt: timestamptz('approved_at'),
  },
  (t) => [
    uniqueIndex('company_members_user_key').on(t.userId),
    index('company_members_company_idx').on(t.companyId, t.status),
    check('company_members_role_check', sql`${t.role} in ('ADMIN', 'MEMBER')`),
    check('company_members_status_check', sql`${t.status} in ('PENDING', 'ACTIVE')`),
    check('company_members_association_type_check', sql`${t.associationType} in ('COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER')`),
  ],
);

/** What a company may do (company_jobs, company_press…), granted by a platform admin. */
export const companyPrivileges = pgTable(
  'company_privileges',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    privilege: text('privilege').notNull(),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'company_privileges_pkey', columns: [t.companyId, t.privilege] })],
);

/** A staff member's share of its company's privileges, granted by a company admin (or a platform admin). */
export const userPrivileges = pgTable(
  'user_privileges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    privilege: text('privilege').notNull(),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_privileges_pkey', columns: [t.userId, t.companyId, t.privilege] }),
    index('user_privileges_company_idx').on(t.companyId),
  ],
);

/** Privilege requests (seed 000 §4): one open request per company and privilege. */
export const privilegeRequests = pgTable(
  'privilege_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    privilege: text('privilege').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    adminNotes: text('admin_notes'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('privilege_requests_created_at_idx').on(t.createdAt, t.id),
    index('privilege_requests_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('privilege_requests_open_key')
      .on(t.companyId, t.privilege)
      .where(sql`${t.status} in ('PENDING', 'VERIFICATION_REQUESTED')`),
    check(
      'privilege_requests_status_check',
      sql`${t.status} in ('PENDING', 'VERIFICATION_REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED')`,
    ),
  ],
);

/** Invitations to join a company, sent by its admins by e-mail. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    message: text('message'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_invitations_open_key').on(t.companyId, t.email).where(sql`${t.status} = 'PENDING'`),
    index('company_invitations_email_idx').on(t.email),
    check('company_invitations_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'REVOKED')`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type PrivilegeRequestRow = typeof privilegeRequests.$inferSelect;
export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;
