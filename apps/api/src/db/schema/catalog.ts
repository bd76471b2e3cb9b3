import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Business types of seed 001 §3 (payment processing, KYC, game aggregation…); names unique case-insensitively. */
export const businessTypes = pgTable(
  'business_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_types_name_lower_key').on(sql`lower(${t.name})`)],
);

/** Gambling license jurisdictions (Malta MGA, UKGC, Curaçao…); name and code unique case-insensitively. */
export const licenseJurisdictions = pgTable(
  'license_jurisdictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    regulator: text('regulator'),
    countryCode: text('country_code'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('license_jurisdictions_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('license_jurisdictions_code_lower_key').on(sql`lower(${t.code})`),
  ],
);

export type BusinessTypeRow = typeof businessTypes.$inferSelect;
export type LicenseJurisdictionRow = typeof licenseJurisdictions.$inferSelect;
