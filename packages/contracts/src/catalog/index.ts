import { z } from 'zod';
import { idSchema } from '../common/ids';

// ---------------------------------------------------------------------------------------------------
// Catalogues of seed 001 §3, §7: business types and license jurisdictions. Admins maintain them; every
// company profile picks from them. The API validates with these schemas and the web's forms reuse them.
// ---------------------------------------------------------------------------------------------------

export const CATALOG_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 500,
  /** Bulk CSV upload: at most this many data rows and bytes per file. */
  bulkRowsMax: 1000,
  bulkBytesMax: 1024 * 1024,
} as const;

const catalogName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(CATALOG_LIMITS.nameMin, `${label} must be at least ${CATALOG_LIMITS.nameMin} characters`)
    .max(CATALOG_LIMITS.nameMax, `${label} must be at most ${CATALOG_LIMITS.nameMax} characters`);

const optionalDescription = z
  .string()
  .trim()
  .max(CATALOG_LIMITS.descriptionMax, `Description must be at most ${CATALOG_LIMITS.descriptionMax} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

/** `?activeOnly=false` lists inactive entries too (admin screens); the default is the active ones. */
export const catalogListQuerySchema = z.object({
  activeOnly: z
    .enum(['true', 'false'], { error: 'activeOnly must be true or false' })
    .optional()
    .transform((value) => value !== 'false'),
});
export type CatalogListQuery = z.output<typeof catalogListQuerySchema>;

// ---- business types -------------------------------------------------------------------------------

export const businessTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Seed 001 §3: always sent empty (integration types link business types from their side). */
  integrationTypeIds: z.array(z.number().int()),
});
export type BusinessType = z.infer<typeof businessTypeSchema>;

export const businessTypeInputSchema = z.object({
  name: catalogName('Name'),
  description: optionalDescription,
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  /** Accepted for compatibility with the seed's client, which always sends it empty; ignored. */
  integrationTypeIds: z.array(idSchema('integrationTypeIds')).optional(),
});
export type BusinessTypeInput = z.input<typeof businessTypeInputSchema>;

/** One refused line of a bulk upload: `row` is the line number in the file (the header is line 1). */
export const bulkRowErrorSchema = z.object({
  row: z.number().int(),
  name: z.string().nullable(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const businessTypeBulkReportSchema = z.object({
  totalRows: z.number().int(),
  createdCount: z.number().int(),
  failedCount: z.number().int(),
  created: z.array(businessTypeSchema),
  errors: z.array(bulkRowErrorSchema),
});
export type BusinessTypeBulkReport = z.infer<typeof businessTypeBulkReportSchema>;

/** The CSV columns of a bulk upload; only `name` is required. */
export const BUSINESS_TYPE_CSV_COLUMNS = ['name', 'description', 'isActive'] as const;

// ---- license jurisdictions --------------------------------------------------------------------------

export const jurisdictionCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(2, 'Code must be at least 2 characters')
  .max(20, 'Code must be at most 20 characters')
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Code may contain letters, digits and hyphens');

export const licenseJurisdictionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  regulator: z.string().nullable(),
  countryCode: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LicenseJurisdiction = z.infer<typeof licenseJurisdictionSchema>;

export const licenseJurisdictionInputSchema = z.object({
  name: catalogName('Name'),
  code: jurisdictionCodeSchema,
  regulator: z
    .string()
    .trim()
    .max(150, 'Regulator must be at most 150 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Country code must be two letters (ISO 3166-1)')
    .nullish()
    .transform((value) => (value ? value : null)),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type LicenseJurisdictionInput = z.input<typeof licenseJurisdictionInputSchema>;

export const CatalogMessage = {
  businessTypeCreated: 'Business type created',
  businessTypeUpdated: 'Business type updated',
  businessTypeDeleted: 'Business type deleted',
  businessTypeNameTaken: 'A business type with this name already exists',
  businessTypeInUse: 'This business type is used by companies; deactivate it instead of deleting it',
  bulkUploaded: 'Bulk upload processed',
  jurisdictionCreated: 'License jurisdiction created',
  jurisdictionUpdated: 'License jurisdiction updated',
  jurisdictionDeleted: 'License jurisdiction deleted',
  jurisdictionTaken: 'A license jurisdiction with this name or code already exists',
  jurisdictionInUse: 'This license jurisdiction is used by companies; deactivate it instead of deleting it',
  csvMissingName: 'The CSV needs a header row with a "name" column',
  csvTooManyRows: `The CSV may hold at most ${CATALOG_LIMITS.bulkRowsMax} rows`,
} as const;

export const catalogPaths = {
  businessTypes: '/business-types',
  businessType: (id: number) => `/business-types/${id}`,
  businessTypesBulkUpload: '/business-types/bulk/upload',
  jurisdictions: '/license-jurisdictions',
  jurisdiction: (id: number) => `/license-jurisdictions/${id}`,
} as const;
