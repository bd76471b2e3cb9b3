import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { cleanText } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Jobs market (seed 001 §3 Job, Job application, Saved jobs; §7 Jobs, Applications; seed 000 §2 jobs and
// company-jobs routes). The seed shows only ids, status, coverLetter and {status, notes}: the fields, the
// status values and the rules below are ours, chosen for what candidates and recruiters in a regulated
// industry compare (docs/jobs.md).
// ---------------------------------------------------------------------------------------------------

export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 20_000,
  cityMax: 80,
  skillsMax: 20,
  skillMax: 40,
  languagesMax: 10,
  languageMax: 40,
  countriesMax: 50,
  coverLetterMax: 5_000,
  noteMax: 2_000,
  /** Salaries in minor units: up to 100 million of a currency's major unit. */
  salaryMax: 10_000_000_000,
  cvMaxBytes: 5 * 1024 * 1024,
  savedSearchesMax: 20,
  savedSearchNameMax: 80,
} as const;

/** Months after a job closes before its applications are anonymised (configurable; default 12). */
export const DEFAULT_APPLICATION_RETENTION_MONTHS = 12;

/** The public board counts matches up to one more than this and says "1,000+ jobs" beyond it. */
export const JOBS_COUNT_CAP = 1000;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const jobFunctions = [
  'COMPLIANCE',
  'PAYMENTS',
  'RISK_FRAUD',
  'GAME_DESIGN',
  'MATHS',
  'ENGINEERING',
  'DATA',
  'PRODUCT',
  'MARKETING_CRM',
  'AFFILIATE',
  'CUSTOMER_SUPPORT',
  'FINANCE',
  'LEGAL',
  'OPERATIONS',
  'OTHER',
] as const;
export const jobFunctionSchema = enumOf(jobFunctions, 'Function');
export type JobFunction = z.infer<typeof jobFunctionSchema>;
export const jobFunctionLabels: Record<JobFunction, string> = {
  COMPLIANCE: 'Compliance',
  PAYMENTS: 'Payments',
  RISK_FRAUD: 'Risk and fraud',
  GAME_DESIGN: 'Game design',
  MATHS: 'Game maths',
  ENGINEERING: 'Engineering',
  DATA: 'Data and analytics',
  PRODUCT: 'Product',
  MARKETING_CRM: 'Marketing and CRM',
  AFFILIATE: 'Affiliate',
  CUSTOMER_SUPPORT: 'Customer support',
  FINANCE: 'Finance',
  LEGAL: 'Legal',
  OPERATIONS: 'Operations',
  OTHER: 'Other',
};

export const seniorities = ['INTERN', 'JUNIOR', 'MID', 'SENIOR', 'LEAD', 'HEAD', 'EXECUTIVE'] as const;
export const senioritySchema = enumOf(seniorities, 'Seniority');
export type Seniority = z.infer<typeof senioritySchema>;
export const seniorityLabels: Record<Seniority, string> = {
  INTERN: 'Intern',
  JUNIOR: 'Junior',
  MID: 'Mid-level',
  SENIOR: 'Senior',
  LEAD: 'Lead',
  HEAD: 'Head',
  EXECUTIVE: 'Executive',
};

/** schema.org JobPosting employmentType values. */
export const jobEmploymentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export const jobEmploymentTypeSchema = enumOf(jobEmploymentTypes, 'Employment type');
export type JobEmploymentType = z.infer<typeof jobEmploymentTypeSchema>;
export const jobEmploymentTypeLabels: Record<JobEmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export const workplaces = ['ON_SITE', 'HYBRID', 'REMOTE'] as const;
export const workplaceSchema = enumOf(workplaces, 'Workplace');
export type Workplace = z.infer<typeof workplaceSchema>;
export const workplaceLabels: Record<Workplace, string> = { ON_SITE: 'On-site', HYBRID: 'Hybrid', REMOTE: 'Remote' };

export const salaryPeriods = ['HOUR', 'DAY', 'MONTH', 'YEAR'] as const;
export const salaryPeriodSchema = enumOf(salaryPeriods, 'Salary period');
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>;

/** Job status life cycle: DRAFT → PUBLISHED → PAUSED ↔ PUBLISHED → CLOSED → ARCHIVED. */
export const jobStatuses = ['DRAFT', 'PUBLISHED', 'PAUSED', 'CLOSED', 'ARCHIVED'] as const;
export const jobStatusSchema = enumOf(jobStatuses, 'Status');
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const jobStatusTransitions: Record<JobStatus, readonly JobStatus[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['PAUSED', 'CLOSED'],
  PAUSED: ['PUBLISHED', 'CLOSED'],
  CLOSED: ['ARCHIVED'],
  ARCHIVED: [],
};

/** Application stages; WITHDRAWN is set by the applicant alone. */
export const applicationStatuses = ['RECEIVED', 'REVIEWING', 'SHORTLISTED', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED', 'WITHDRAWN'] as const;
export const applicationStatusSchema = enumOf(applicationStatuses, 'Status');
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
/** The stages a company moves applications through (the pipeline board's columns). */
export const pipelineStages = applicationStatuses.filter((status) => status !== 'WITHDRAWN') as Exclude<ApplicationStatus, 'WITHDRAWN'>[];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  RECEIVED: 'Received',
  REVIEWING: 'Reviewing',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFERED: 'Offered',
  HIRED: 'Hired',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

export const JobMessage = {
  jobNotFound: 'Job not found',
  applicationNotFound: 'Application not found',
  savedSearchNotFound: 'Saved search not found',
  created: 'Job created',
  updated: 'Job updated',
  deleted: 'Job deleted',
  statusUpdated: 'Job status updated',
  invalidTransition: 'This status change is not allowed',
  publishNeedsFutureDate: 'Set a valid-through date in the future before publishing',
  deleteWithApplications: 'A job with applications cannot be deleted; close or archive it instead',
  notEditable: 'An archived job cannot be edited',
  notOpen: 'This job is not accepting applications',
  alreadyApplied: 'You have already applied to this job',
  ownCompany: 'You cannot apply to a job of your own company',
  applied: 'Application submitted',
  applicationUpdated: 'Application status updated',
  withdrawn: 'Application withdrawn',
  applicationDeleted: 'Application deleted',
  onlyWithdraw: 'An applicant can only withdraw an application',
  applicationWithdrawnAlready: 'The applicant has withdrawn this application',
  applicationAnonymised: 'This application has been anonymised',
  sameStatus: 'The application is already in this stage',
  notPdf: 'The CV must be a PDF file',
  cvTooLarge: 'The CV is too large (max 5 MB)',
  noCv: 'This application has no CV file',
  savedSearchCreated: 'Search saved',
  savedSearchDeleted: 'Saved search deleted',
  savedSearchLimit: `You can keep at most ${JOB_LIMITS.savedSearchesMax} saved searches`,
  salaryRange: 'The minimum salary cannot be above the maximum',
  salaryCurrency: 'Choose the salary currency',
  locationCountry: 'Choose the country of an on-site or hybrid job',
  keyFunctionJurisdictions: 'Choose the jurisdictions whose regulator approves this key function',
} as const;

/** The seed's failure texts (seed 001 §8 Jobs), shown when the server gives no message. */
export const JobFailure = {
  fetchJobs: 'Failed to fetch jobs',
  fetchCompanyJobs: 'Failed to fetch company jobs',
  fetchJob: 'Failed to fetch job',
  fetchStats: 'Failed to fetch job stats',
  create: 'Failed to create job',
  update: 'Failed to update job',
  delete: 'Failed to delete job',
  updateStatus: 'Failed to update job status',
  save: 'Failed to save job',
  unsave: 'Failed to unsave job',
  apply: 'Failed to apply to job',
  fetchApplicationStats: 'Failed to fetch application stats',
  fetchApplications: 'Failed to fetch job applications',
  updateApplication: 'Failed to update application status',
} as const;

const countryCode = z
  .string({ error: 'Country must be a two-letter code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code');
const shortTextList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(cleanText().trim().min(1, `${label} cannot be blank`).max(maxLength, `Each ${label.toLowerCase()} must be at most ${maxLength} characters`), {
      error: `${label} must be a list`,
    })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`)
    .default([])
    .transform((items) => [...new Map(items.map((item) => [item.toLowerCase(), item])).values()]);
const salaryAmount = z
  .number({ error: 'Salary must be a whole number of minor units' })
  .int('Salary must be a whole number of minor units')
  .min(0, 'Salary cannot be negative')
  .max(JOB_LIMITS.salaryMax, 'Salary is too large')
  .nullish()
  .transform((value) => value ?? null);

/** POST /jobs/company/{companyId} and PUT /jobs/{jobId}/company/{companyId}. Money in minor units. */
export const jobInputSchema = z
  .object({
    title: cleanText({ error: 'Title is required' })
      .trim()
      .min(JOB_LIMITS.titleMin, `Title must be at least ${JOB_LIMITS.titleMin} characters`)
      .max(JOB_LIMITS.titleMax, `Title must be at most ${JOB_LIMITS.titleMax} characters`),
    /** Rich text (HTML); the server keeps a safe subset of tags. */
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(JOB_LIMITS.descriptionMax, `Description must be at most ${JOB_LIMITS.descriptionMax} characters`),
    function: jobFunctionSchema,
    seniority: senioritySchema,
    employmentType: jobEmploymentTypeSchema,
    workplace: workplaceSchema,
    /** Remote jobs: the countries a candidate may work from (empty: anywhere). */
    allowedCountries: z.array(countryCode).max(JOB_LIMITS.countriesMax, `At most ${JOB_LIMITS.countriesMax} countries`).default([]),
    city: cleanText().trim().max(JOB_LIMITS.cityMax, `City must be at most ${JOB_LIMITS.cityMax} characters`).nullish().transform((value) => value || null),
    country: z.union([countryCode, z.literal('')]).nullish().transform((value) => value || null),
    salaryMin: salaryAmount,
    salaryMax: salaryAmount,
    salaryCurrency: z
      .union([z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'), z.literal('')])
      .nullish()
      .transform((value) => value || null),
    salaryPeriod: salaryPeriodSchema.default('YEAR'),
    /** Show the salary range to candidates (hidden ranges still serve the salary filter nobody sees). */
    salaryShown: z.boolean({ error: 'salaryShown must be true or false' }).default(true),
    skills: shortTextList('Skills', JOB_LIMITS.skillsMax, JOB_LIMITS.skillMax),
    languages: shortTextList('Languages', JOB_LIMITS.languagesMax, JOB_LIMITS.languageMax),
    /** Last day the posting is valid (YYYY-MM-DD, end of that day UTC) or an ISO date-time. */
    validThrough: z
      .string({ error: 'Valid-through date is required' })
      .trim()
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Valid-through must be a date (YYYY-MM-DD)'),
    /** A role a regulator must approve (a "key function" / personal management licence). */
    licensedKeyFunction: z.boolean({ error: 'licensedKeyFunction must be true or false' }).default(false),
    keyFunctionJurisdictionIds: z.array(z.number().int().positive(), { error: 'Jurisdictions must be a list of ids' }).max(20).default([]),
  })
  .superRefine((job, ctx) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: JobMessage.salaryRange });
    if ((job.salaryMin !== null || job.salaryMax !== null) && job.salaryCurrency === null) ctx.addIssue({ code: 'custom', path: ['salaryCurrency'], message: JobMessage.salaryCurrency });
    if (job.workplace !== 'REMOTE' && job.country === null) ctx.addIssue({ code: 'custom', path: ['country'], message: JobMessage.locationCountry });
    if (job.licensedKeyFunction && job.keyFunctionJurisdictionIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['keyFunctionJurisdictionIds'], message: JobMessage.keyFunctionJurisdictions });
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobValues = z.output<typeof jobInputSchema>;

/** The end of the valid-through day, UTC, for a bare date; a date-time as given. */
export function validThroughInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export const jobStatusRequestSchema = z.object({ status: jobStatusSchema });
export type JobStatusRequest = z.infer<typeof jobStatusRequestSchema>;

const companyRef = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable(), verified: z.boolean() });

export const salarySchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: z.string(),
  period: salaryPeriodSchema,
});
export type Salary = z.infer<typeof salarySchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  company: companyRef,
  status: jobStatusSchema,
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  function: jobFunctionSchema,
  seniority: senioritySchema,
  employmentType: jobEmploymentTypeSchema,
  workplace: workplaceSchema,
  allowedCountries: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Null when there is none, or when it is hidden from this viewer. */
  salary: salarySchema.nullable(),
  /** The company's own view of the salary setting (always false for the public when hidden). */
  salaryShown: z.boolean(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  validThrough: z.string(),
  /** validThrough has passed. */
  expired: z.boolean(),
  licensedKeyFunction: z.boolean(),
  keyFunctionJurisdictions: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const stageCountsSchema = z.record(z.string(), z.number().int());
/** A company's job in its list, with its applications counted per stage. */
export const companyJobSchema = jobSchema.extend({ applicationCount: z.number().int(), stageCounts: stageCountsSchema });
export type CompanyJob = z.infer<typeof companyJobSchema>;

const optionalEnum = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).optional().transform((value) => (value === '' || value === undefined ? undefined : (value as z.output<T>)));

export const jobSorts = ['newest', 'relevance'] as const;
export const postedWithinDays = [1, 7, 30] as const;

/** GET /jobs/public: published, unexpired jobs of active companies. */
export const publicJobsQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional().transform((value) => value || undefined),
  function: optionalEnum(jobFunctionSchema),
  seniority: optionalEnum(senioritySchema),
  employmentType: optionalEnum(jobEmploymentTypeSchema),
  workplace: optionalEnum(workplaceSchema),
  /** On-site or hybrid in this country, or remote work allowed from it. */
  country: z.union([countryCode, z.literal('')]).optional().transform((value) => value || undefined),
  /** Jobs showing a salary whose top reaches this amount (minor units; with `currency`, only that currency). */
  salaryMin: z.coerce.number({ error: 'salaryMin must be a number' }).int().min(0).optional(),
  currency: z.union([z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'), z.literal('')]).optional().transform((value) => value || undefined),
  /** A business type id of the hiring company (operator, game developer, payments…). */
  companyTypeId: z.coerce.number({ error: 'companyTypeId must be an id' }).int().positive().optional(),
  postedWithin: z.coerce.number().int().refine((days) => (postedWithinDays as readonly number[]).includes(days), 'postedWithin must be 1, 7 or 30').optional(),
  sort: z.enum(jobSorts, { error: 'sort must be newest or relevance' }).optional(),
});
export type PublicJobsQuery = z.output<typeof publicJobsQuerySchema>;
export type PublicJobsFilters = z.input<typeof publicJobsQuerySchema>;

export const companyJobsQuerySchema = pageQuerySchema(20).extend({ status: optionalEnum(jobStatusSchema) });
export type CompanyJobsQuery = z.output<typeof companyJobsQuerySchema>;

export const jobStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  applications: z.number().int(),
  openApplications: z.number().int(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;

// ---- applications ----------------------------------------------------------------------------------

export const applyRequestSchema = z.object({
  coverLetter: cleanText({ error: 'Cover letter is required' })
    .trim()
    .min(1, 'Cover letter is required')
    .max(JOB_LIMITS.coverLetterMax, `Cover letter must be at most ${JOB_LIMITS.coverLetterMax} characters`),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

/** PATCH /job-applications/applications/{id}: a stage change with a note kept inside the company. */
export const applicationStatusRequestSchema = z.object({
  status: applicationStatusSchema,
  notes: cleanText().trim().max(JOB_LIMITS.noteMax, `Notes must be at most ${JOB_LIMITS.noteMax} characters`).nullish().transform((value) => value || null),
});
export type ApplicationStatusRequest = z.input<typeof applicationStatusRequestSchema>;

export const applicationHistoryEntrySchema = z.object({
  status: applicationStatusSchema,
  at: z.string(),
});
/** The company's history entry: with the internal note and who made the change. */
export const companyHistoryEntrySchema = applicationHistoryEntrySchema.extend({
  fromStatus: applicationStatusSchema.nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
});

const jobRef = z.object({ id: z.number().int(), title: z.string(), status: jobStatusSchema, company: companyRef });

/** What the applicant sees: the stage and its timeline, never notes or other applicants. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  job: jobRef,
  status: applicationStatusSchema,
  coverLetter: z.string(),
  hasCv: z.boolean(),
  history: z.array(applicationHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const companyApplicationSchema = z.object({
  id: z.number().int(),
  job: jobRef,
  status: applicationStatusSchema,
  /** Null once anonymised. */
  applicant: z.object({ userId: z.number().int(), name: z.string(), email: z.string(), profilePath: z.string() }).nullable(),
  coverLetter: z.string().nullable(),
  hasCv: z.boolean(),
  /** The CV is a PDF holding active content (JavaScript, an open action, a launch): kept as sent; warn before opening it. */
  cvActiveContent: z.boolean(),
  anonymised: z.boolean(),
  history: z.array(companyHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;

export const companyApplicationsQuerySchema = pageQuerySchema(50).extend({
  jobId: z.coerce.number({ error: 'jobId must be an id' }).int().positive().optional(),
  status: optionalEnum(applicationStatusSchema),
});
export type CompanyApplicationsQuery = z.output<typeof companyApplicationsQuerySchema>;

export const applicationStatsSchema = z.object({
  total: z.number().int(),
  byStage: z.record(z.string(), z.number().int()),
  /** Share of applications (not withdrawn) that ended in HIRED, 0–1. */
  conversionRate: z.number(),
  /** Median days from application to hire; null without hires. */
  medianDaysToHire: z.number().nullable(),
  averageDaysToHire: z.number().nullable(),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;

// ---- saved searches -----------------------------------------------------------------------------------

export const savedSearchFiltersSchema = z.object({
  q: z.string().trim().max(200).optional(),
  function: jobFunctionSchema.optional(),
  seniority: senioritySchema.optional(),
  employmentType: jobEmploymentTypeSchema.optional(),
  workplace: workplaceSchema.optional(),
  country: countryCode.optional(),
  salaryMin: z.number().int().min(0).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  companyTypeId: z.number().int().positive().optional(),
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const savedSearchInputSchema = z.object({
  name: cleanText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(JOB_LIMITS.savedSearchNameMax, `Name must be at most ${JOB_LIMITS.savedSearchNameMax} characters`),
  filters: savedSearchFiltersSchema,
  alerts: z.boolean().default(true),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

// ---- params -------------------------------------------------------------------------------------------

const id = (label: string) => z.coerce.number({ error: `${label} must be an id` }).int().positive(`${label} must be an id`);
export const jobIdParamsSchema = z.object({ id: id('Job id') });
export const jobCompanyParamsSchema = z.object({ jobId: id('Job id'), companyId: id('Company id') });
export const jobsCompanyParamsSchema = z.object({ companyId: id('Company id') });
export const applicationIdParamsSchema = z.object({ id: id('Application id') });
export const savedSearchIdParamsSchema = z.object({ id: id('Saved search id') });

/** API paths of the jobs domain (under /api/v1). */
export const jobsPaths = {
  publicJobs: '/jobs/public',
  publicJob: (id: number) => `/jobs/public/${id}`,
  companyJobs: (companyId: number) => `/jobs/company/${companyId}`,
  companyJob: (jobId: number, companyId: number) => `/jobs/${jobId}/company/${companyId}`,
  jobStatus: (jobId: number, companyId: number) => `/jobs/${jobId}/company/${companyId}/status`,
  jobStats: (companyId: number) => `/jobs/company/${companyId}/stats`,
  jobApplications: (companyId: number, jobId: number) => `/companies/${companyId}/jobs/${jobId}/applications`,
  companyApplications: (companyId: number) => `/companies/${companyId}/applications`,
  applicationStats: (companyId: number) => `/companies/${companyId}/applications/stats`,
  recentApplications: (companyId: number) => `/companies/${companyId}/applications/recent`,
  apply: (jobId: number) => `/jobs/${jobId}/apply`,
  myApplications: '/applications/my-applications',
  myApplication: (id: number) => `/applications/${id}`,
  applicationStatus: (id: number) => `/job-applications/applications/${id}`,
  applicationCv: (id: number) => `/job-applications/applications/${id}/cv`,
  savedSearches: '/jobs/saved-searches',
  savedSearch: (id: number) => `/jobs/saved-searches/${id}`,
} as const;

// ---- schema.org -------------------------------------------------------------------------------------

const SCHEMA_PERIOD: Record<NonNullable<Job['salary']>['period'], string> = { HOUR: 'HOUR', DAY: 'DAY', MONTH: 'MONTH', YEAR: 'YEAR' };

/**
 * schema.org JobPosting for a job (Google for Jobs reads it, validThrough included): the server writes it
 * into a public job page's HTML for crawlers, the web app into the page it renders.
 */
export function jobPostingData(job: Job, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    datePosted: job.publishedAt ?? job.createdAt,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: job.company.name, ...(job.company.logoUrl ? { logo: new URL(job.company.logoUrl, url).toString() } : {}) },
    url,
    ...(job.workplace === 'REMOTE'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.allowedCountries.map((country) => ({ '@type': 'Country', name: country })),
        }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city ?? undefined, addressCountry: job.country ?? undefined } } }),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: job.salary.min === null ? undefined : job.salary.min / 100, maxValue: job.salary.max === null ? undefined : job.salary.max / 100, unitText: SCHEMA_PERIOD[job.salary.period] },
          },
        }
      : {}),
    skills: job.skills.join(', ') || undefined,
  };
}
