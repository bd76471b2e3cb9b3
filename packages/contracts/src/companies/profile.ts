import { z } from 'zod';
import { idParamsSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { companyStatusSchema } from './common';
import { companyNameSchema, websiteSchema, descriptionSchema, contactEmailSchema, headquartersSchema, foundedYearSchema, businessTypeIdsSchema, jurisdictionIdsSchema, optionalSearch } from './fields';

// Company profiles, the public list and the admin's company views (seed 000 §3, §7; seed 001 §7).

// ---- companies ------------------------------------------------------------------------------------

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const jurisdictionRefSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** As stored: a file name in companyLogos/{id}/, or an absolute URL used as given (seed 000 §3). */
  logo: z.string().nullable(),
  /** Ready to use in an <img>: the absolute URL, or the API's file path for a stored logo. */
  logoUrl: z.string().nullable(),
  status: companyStatusSchema,
  verified: z.boolean(),
  /** A one-person profile of an individual service provider rather than a company. */
  isIndividual: z.boolean(),
  businessTypes: z.array(companyRefSchema),
  jurisdictions: z.array(jurisdictionRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companySchema = companySummarySchema.extend({
  contactEmail: z.string().nullable(),
  headquarters: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  verifiedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  memberCount: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

const companyFields = {
  name: companyNameSchema,
  website: websiteSchema,
  description: descriptionSchema,
  contactEmail: contactEmailSchema,
  headquarters: headquartersSchema,
  foundedYear: foundedYearSchema,
  businessTypeIds: businessTypeIdsSchema.default([]),
  jurisdictionIds: jurisdictionIdsSchema.default([]),
};

/** POST /companies: a user creates its company (pending approval, the user becomes its admin). */
export const createCompanyRequestSchema = z.object(companyFields);
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

/** PUT /companies/{id}: every field optional; lists replace the current ones when present. */
export const updateCompanyRequestSchema = z
  .object({
    name: companyNameSchema.optional(),
    website: websiteSchema.optional(),
    description: descriptionSchema.optional(),
    contactEmail: contactEmailSchema.optional(),
    headquarters: headquartersSchema.optional(),
    foundedYear: foundedYearSchema.optional(),
    businessTypeIds: businessTypeIdsSchema.optional(),
    jurisdictionIds: jurisdictionIdsSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' });
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

export const companySortFields = ['name', 'createdAt', 'updatedAt'] as const;
export const sortDirections = ['asc', 'desc'] as const;


const optionalPositiveId = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    idSchema(label).optional(),
  );

/**
 * GET /companies (seed 001 §7, §9): page, size, sortBy, sortDir, search; the public list is sorted by
 * name ascending unless asked otherwise. Optional filter by business type.
 */
export const companyListQuerySchema = pageQuerySchema(20).extend({
  sortBy: z.enum(companySortFields, { error: `sortBy must be one of: ${companySortFields.join(', ')}` }).default('name'),
  sortDir: z.enum(sortDirections, { error: 'sortDir must be asc or desc' }).default('asc'),
  search: optionalSearch,
  businessTypeId: optionalPositiveId('businessTypeId'),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** GET /admin/companies: every status, newest first by default (seed 001 §9). */
export const adminCompanyListQuerySchema = pageQuerySchema(20).extend({
  sortBy: z.enum(companySortFields, { error: `sortBy must be one of: ${companySortFields.join(', ')}` }).default('createdAt'),
  sortDir: z.enum(sortDirections, { error: 'sortDir must be asc or desc' }).default('desc'),
  search: optionalSearch,
  status: companyStatusSchema.optional(),
});
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

export const companyIdParamsSchema = idParamsSchema;

export const removeLogoQuerySchema = z.object({
  imageUrl: z.string().max(2048).optional(),
});
