import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Month-precision dates are stored as the first day of the month; the API speaks "YYYY-MM". */
const monthDate = (name: string) => date(name, { mode: 'string' });
const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The "about" part of a profile: one row per account, created on its first edit (a missing row reads as
 * an empty profile). The photo is users.profile_image, which the account's user object also shows.
 */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline'),
  bio: text('bio'),
  location: text('location'),
  website: text('website'),
  linkedinUrl: text('linkedin_url'),
  industryRole: text('industry_role'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const profileExperiences = pgTable(
  'profile_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location'),
    employmentType: text('employment_type'),
    startDate: monthDate('start_date').notNull(),
    endDate: monthDate('end_date'),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_experiences_user_idx').on(t.userId)],
);

export const profileEducation = pgTable(
  'profile_education',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    institution: text('institution').notNull(),
    degree: text('degree'),
    fieldOfStudy: text('field_of_study'),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    description: text('description'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_education_user_idx').on(t.userId)],
);

export const profileSkills = pgTable(
  'profile_skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    level: text('level'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // One "KYC" per person, whatever the case; also what search by skill will use.
  (t) => [uniqueIndex('profile_skills_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const profileCertifications = pgTable(
  'profile_certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    issuingOrganization: text('issuing_organization'),
    issueDate: monthDate('issue_date'),
    expiryDate: monthDate('expiry_date'),
    credentialId: text('credential_id'),
    credentialUrl: text('credential_url'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_certifications_user_idx').on(t.userId)],
);

export const profileProjects = pgTable(
  'profile_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    role: text('role'),
    url: text('url'),
    startDate: monthDate('start_date'),
    endDate: monthDate('end_date'),
    description: text('description'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_projects_user_idx').on(t.userId)],
);

export type ProfileRow = typeof profiles.$inferSelect;
