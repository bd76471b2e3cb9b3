import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tsvector } from './games';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A company's job posting. `description` is sanitized HTML; `description_text` its plain text and
 * `keywords` the skills joined, both written by the service so the search document can be a generated
 * column (title 'A', skills 'B', description 'C'). Salaries are minor units of `salary_currency`.
 */
export const jobs = pgTable(
  'jobs',
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
    description: text('description').notNull(),
    descriptionText: text('description_text').notNull(),
    function: text('function').notNull(),
    seniority: text('seniority').notNull(),
    employmentType: text('employment_type').notNull(),
    workplace: text('workplace').notNull(),
    allowedCountries: text('allowed_countries').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    country: text('country'),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').notNull().default('YEAR'),
    salaryShown: boolean('salary_shown').notNull().default(true),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    validThrough: timestamptz('valid_through').notNull(),
    licensedKeyFunction: boolean('licensed_key_function').notNull().default(false),
    keyFunctionJurisdictionIds: integer('key_function_jurisdiction_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamptz('published_at'),
    closedAt: timestamptz('closed_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("keywords", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("description_text", '')), 'C')`,
      ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'PAUSED', 'CLOSED', 'ARCHIVED')`),
    check('jobs_salary_range_check', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
    index('jobs_company_idx').on(t.companyId, t.createdAt),
    // The public list: published jobs, newest first (the valid-through cut-off is checked per row).
    index('jobs_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    // Jobs first published per day over a date range, whatever their status now (admin analytics).
    index('jobs_published_at_idx').on(t.publishedAt).where(sql`${t.publishedAt} is not null`),
    // The board's usual filters on published jobs: combined with the search document's GIN index
    // (BitmapAnd), a keyword plus function and workplace reads a few hundred rows instead of every match.
    index('jobs_published_facets_idx').on(t.function, t.workplace, t.publishedAt).where(sql`${t.status} = 'PUBLISHED'`),
    // The same with the country (on-site and hybrid jobs): a keyword with function, workplace and country
    // then visits only the rows that match all four.
    index('jobs_published_places_idx').on(t.function, t.workplace, t.country).where(sql`${t.status} = 'PUBLISHED'`),
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    index('jobs_closed_idx').on(t.closedAt).where(sql`${t.status} in ('CLOSED', 'ARCHIVED')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/**
 * An application to a job. Anonymisation (applications of jobs closed longer than the retention period)
 * clears the applicant, the cover letter and the CV and sets `anonymised_at`; the stage history stays
 * for the company's statistics.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantUserId: integer('applicant_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('RECEIVED'),
    coverLetter: text('cover_letter'),
    /** Storage key of the PDF CV (folder applicationCvs), never served by the public files route. */
    cvKey: text('cv_key'),
    /** The CV holds active content (JavaScript, an open action, a launch): kept as sent, flagged to readers. */
    cvActiveContent: boolean('cv_active_content').notNull().default(false),
    hiredAt: timestamptz('hired_at'),
    anonymisedAt: timestamptz('anonymised_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'job_applications_status_check',
      sql`${t.status} in ('RECEIVED', 'REVIEWING', 'SHORTLISTED', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED', 'WITHDRAWN')`,
    ),
    uniqueIndex('job_applications_job_applicant_key').on(t.jobId, t.applicantUserId),
    index('job_applications_applicant_idx').on(t.applicantUserId, t.createdAt),
    index('job_applications_job_idx').on(t.jobId, t.createdAt),
    index('job_applications_created_at_idx').on(t.createdAt),
  ],
);
export type JobApplicationRow = typeof jobApplications.$inferSelect;

/** Every stage change of an application; `note` is internal to the company. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId, t.id)],
);
export type JobApplicationEventRow = typeof jobApplicationEvents.$inferSelect;

/** A person's saved job search; with `alerts`, a newly published match notifies them. */
export const savedJobSearches = pgTable(
  'saved_job_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_job_searches_user_idx').on(t.userId), index('saved_job_searches_alerts_idx').on(t.id).where(sql`${t.alerts}`)],
);
export type SavedJobSearchRow = typeof savedJobSearches.$inferSelect;
