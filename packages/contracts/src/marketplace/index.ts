import { z } from 'zod';
import { idParamSchema, idParamsSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { optionalHttpUrlSchema } from '../common/urls';
import { cleanText } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Marketplace listings beyond the catalogue (seed 000 §2 company/showcase, admin/showcase,
// company/certifications, admin/certifications): a company's showcase listings (its products and
// services, optionally one of its games), featured by platform admins; and certificates a company
// files for a jurisdiction or standard, verified by platform admins and shown as badges once verified.
// ---------------------------------------------------------------------------------------------------

export const MARKETPLACE_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  summaryMax: 1000,
  standardMax: 80,
  numberMax: 80,
  issuerMax: 120,
  notesMax: 1000,
  featuredRankMax: 1000,
} as const;

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const optionalText = (label: string, max: number) =>
  cleanText().trim().max(max, `${label} must be at most ${max} characters`).nullish().transform(blankToNull);
const optionalId = (label: string) =>
  idSchema(label, { invalid: `${label} must be an id` }).nullish().transform((value) => value ?? null);
const linkSchema = optionalHttpUrlSchema({ message: 'Link must be an http(s) address', max: 500, tooLong: 'Link must be at most 500 characters' });

export const companyRefWithLogoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
});
export type CompanyRefWithLogo = z.infer<typeof companyRefWithLogoSchema>;

// ---- showcase --------------------------------------------------------------------------------------

export const showcaseListingSchema = z.object({
  id: z.number().int(),
  company: companyRefWithLogoSchema,
  title: z.string(),
  summary: z.string().nullable(),
  /** The business type the listing is offered under (payments, KYC…). */
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A game of the same company the listing promotes. */
  game: z.object({ id: z.number().int(), name: z.string(), tileUrl: z.string().nullable() }).nullable(),
  linkUrl: z.string().nullable(),
  /** Visible in the marketplace (a company drafts, then publishes). */
  isPublished: z.boolean(),
  /** Chosen by a platform admin for the marketplace's featured row. */
  isFeatured: z.boolean(),
  /** Lower comes first among featured listings. */
  featuredRank: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowcaseListing = z.infer<typeof showcaseListingSchema>;

export const showcaseListingInputSchema = z.object({
  title: cleanText({ error: 'Title is required' })
    .trim()
    .min(MARKETPLACE_LIMITS.titleMin, `Title must be at least ${MARKETPLACE_LIMITS.titleMin} characters`)
    .max(MARKETPLACE_LIMITS.titleMax, `Title must be at most ${MARKETPLACE_LIMITS.titleMax} characters`),
  summary: optionalText('Summary', MARKETPLACE_LIMITS.summaryMax),
  categoryId: optionalId('Category'),
  gameId: optionalId('Game'),
  linkUrl: linkSchema,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(false),
});
export type ShowcaseListingInput = z.input<typeof showcaseListingInputSchema>;

/** POST /admin/showcase/{id}/feature: feature (with an optional rank) or unfeature a published listing. */
export const featureListingRequestSchema = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
  rank: z
    .number({ error: 'Rank must be a number' })
    .int('Rank must be a whole number')
    .min(1, 'Rank must be at least 1')
    .max(MARKETPLACE_LIMITS.featuredRankMax, `Rank must be at most ${MARKETPLACE_LIMITS.featuredRankMax}`)
    .nullish()
    .transform((value) => value ?? null),
});
export type FeatureListingRequest = z.input<typeof featureListingRequestSchema>;

/** GET /showcase: published listings, featured first; `featuredOnly=true` for the marketplace's row. */
export const showcaseQuerySchema = pageQuerySchema(20).extend({
  featuredOnly: z
    .enum(['true', 'false'], { error: 'featuredOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type ShowcaseQuery = z.output<typeof showcaseQuerySchema>;

/** GET /admin/showcase: every published listing, featured first. */
export const adminShowcaseQuerySchema = showcaseQuerySchema;

// ---- certifications ----------------------------------------------------------------------------------

export const certificationStatuses = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const certificationStatusSchema = z.enum(certificationStatuses, {
  error: `Status must be one of: ${certificationStatuses.join(', ')}`,
});
export type CertificationStatus = z.infer<typeof certificationStatusSchema>;

export const companyCertificationSchema = z.object({
  id: z.number().int(),
  company: companyRefWithLogoSchema,
  jurisdiction: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  /** A standard or test (GLI-19, ISO 27001, eCOGRA RNG…) when the certificate is not a license. */
  standard: z.string().nullable(),
  /** The badge text: the jurisdiction's code or the standard. */
  label: z.string(),
  certificateNumber: z.string().nullable(),
  issuedBy: z.string().nullable(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The certificate itself or the issuer's public register entry. */
  documentUrl: z.string().nullable(),
  status: certificationStatusSchema,
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyCertification = z.infer<typeof companyCertificationSchema>;

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(|\d{4}-\d{2}-\d{2})$/, `${label} must be a date (YYYY-MM-DD)`)
    .nullish()
    .transform(blankToNull);

export const companyCertificationInputSchema = z
  .object({
    jurisdictionId: optionalId('Jurisdiction'),
    standard: optionalText('Standard', MARKETPLACE_LIMITS.standardMax),
    certificateNumber: optionalText('Certificate number', MARKETPLACE_LIMITS.numberMax),
    issuedBy: optionalText('Issuer', MARKETPLACE_LIMITS.issuerMax),
    issuedAt: optionalDate('Issue date'),
    expiresAt: optionalDate('Expiry date'),
    documentUrl: linkSchema,
  })
  .refine((value) => value.jurisdictionId !== null || value.standard !== null, {
    message: 'Choose a jurisdiction or name the standard',
    path: ['standard'],
  })
  .refine((value) => !value.issuedAt || !value.expiresAt || value.issuedAt <= value.expiresAt, {
    message: 'The expiry date must be after the issue date',
    path: ['expiresAt'],
  });
export type CompanyCertificationInput = z.input<typeof companyCertificationInputSchema>;

export const certificationReviewSchema = z.object({ notes: optionalText('Notes', MARKETPLACE_LIMITS.notesMax) });
export type CertificationReview = z.input<typeof certificationReviewSchema>;

export const adminCertificationQuerySchema = pageQuerySchema(20).extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), certificationStatusSchema.optional()),
});
export type AdminCertificationQuery = z.output<typeof adminCertificationQuerySchema>;

/** GET /certifications/badges?companyIds=1&companyIds=2 (or one comma-separated value): up to 100 companies. */
export const certificationBadgesQuerySchema = z.object({
  companyIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).filter((id) => id !== '').map(Number),
    z.array(idSchema('companyIds', { invalid: 'companyIds must be positive numbers' })).max(100, 'Ask for at most 100 companies'),
  ),
});
export const certificationBadgesSchema = z.record(z.string(), z.array(z.string()));
export type CertificationBadges = z.infer<typeof certificationBadgesSchema>;

/** A listing's or certificate's own id in the path. */
export const marketplaceIdParamsSchema = idParamsSchema;

export const companyScopedParamsSchema = idParamsSchema.extend({ companyId: idParamSchema('companyId') });
export const companyParamsSchema = z.object({ companyId: idParamSchema('companyId') });

export const MarketplaceMessage = {
  listingNotFound: 'Showcase listing not found',
  listingCreated: 'Showcase listing created',
  listingUpdated: 'Showcase listing updated',
  listingDeleted: 'Showcase listing deleted',
  listingFeatured: 'Listing featured',
  listingUnfeatured: 'Listing no longer featured',
  featureNeedsPublished: 'Only published listings can be featured',
  gameNotOfCompany: 'Choose one of your own games',
  categoryUnknown: 'Choose an active business type',
  certificationNotFound: 'Certification not found',
  certificationCreated: 'Certificate submitted for verification',
  certificationDeleted: 'Certificate removed',
  certificationVerified: 'Certificate verified',
  certificationRejected: 'Certificate rejected',
  certificationDuplicate: 'This certificate is already on file',
  jurisdictionUnknown: 'Choose an active license jurisdiction',
  fetchShowcase: 'Failed to fetch showcase listings',
  fetchCertifications: 'Failed to fetch certifications',
} as const;

/** API paths of the marketplace domain (relative to /api/v1). */
export const marketplacePaths = {
  showcase: '/showcase',
  companyShowcase: (companyId: number) => `/showcase/company/${companyId}`,
  listing: (id: number, companyId: number) => `/showcase/${id}/company/${companyId}`,
  adminShowcase: '/admin/showcase',
  featureListing: (id: number) => `/admin/showcase/${id}/feature`,
  badges: '/certifications/badges',
  companyCertifications: (companyId: number) => `/certifications/company/${companyId}`,
  certification: (id: number, companyId: number) => `/certifications/${id}/company/${companyId}`,
  adminCertifications: '/admin/certifications',
  reviewCertification: (id: number, action: 'verify' | 'reject') => `/admin/certifications/${id}/${action}`,
} as const;
