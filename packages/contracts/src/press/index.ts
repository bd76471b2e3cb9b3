import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { cleanText } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Press releases (seed 001 §3 Press release, §4, §5, §7 Press releases; seed 000 §2 press routes). The seed
// names id, title, content, summary, isPublic, tags, status and images (id, caption, altText); the life
// cycle, embargo, categories, jurisdictions, markets and the compliance check are ours (docs/press.md).
// ---------------------------------------------------------------------------------------------------

/** The public list counts matches up to one more than this and says "1,000+ releases" beyond it. */
export const PRESS_COUNT_CAP = 1000;

export const PRESS_LIMITS = {
  titleMax: 200,
  summaryMax: 600,
  contentMax: 100_000,
  tagsMax: 10,
  tagMax: 40,
  jurisdictionsMax: 30,
  marketsMax: 60,
  imagesMax: 12,
  captionMax: 300,
  altTextMax: 300,
  searchMax: 200,
} as const;

/** Life cycle: DRAFT → SCHEDULED (a queued job publishes it) → PUBLISHED → UNPUBLISHED → PUBLISHED again. */
export const pressStatuses = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export const pressStatusSchema = z.enum(pressStatuses, { error: `Status must be one of: ${pressStatuses.join(', ')}` });
export type PressStatus = z.infer<typeof pressStatusSchema>;
export const pressStatusLabels: Record<PressStatus, string> = { DRAFT: 'Draft', SCHEDULED: 'Scheduled', PUBLISHED: 'Published', UNPUBLISHED: 'Unpublished' };

/** What a release is about: readers follow categories (seed 001 §7 notifications/categories). */
export const pressCategories = ['COMPANY_NEWS', 'PRODUCT_LAUNCH', 'PARTNERSHIP', 'REGULATION_COMPLIANCE', 'FINANCIAL', 'PEOPLE', 'EVENTS', 'AWARDS'] as const;
export const pressCategorySchema = z.enum(pressCategories, { error: `Category must be one of: ${pressCategories.join(', ')}` });
export type PressCategory = z.infer<typeof pressCategorySchema>;
export const pressCategoryLabels: Record<PressCategory, string> = {
  COMPANY_NEWS: 'Company news',
  PRODUCT_LAUNCH: 'Product and game launches',
  PARTNERSHIP: 'Partnerships and integrations',
  REGULATION_COMPLIANCE: 'Regulation and compliance',
  FINANCIAL: 'Financial results',
  PEOPLE: 'People and appointments',
  EVENTS: 'Events',
  AWARDS: 'Awards',
};

export const PressMessage = {
  notFound: 'Press release not found',
  imageNotFound: 'Image not found',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  summaryRequired: 'Summary is required',
  created: 'Press release created',
  updated: 'Press release updated',
  deleted: 'Press release deleted',
  published: 'Press release published',
  scheduled: 'Press release scheduled',
  unpublished: 'Press release unpublished',
  alreadyPublished: 'This press release is already published',
  notPublished: 'Only a published or scheduled press release can be unpublished',
  publishAtPast: 'The publication time must be in the future',
  embargoBeforePublish: 'The embargo must end after the publication time',
  complianceUnconfirmed: 'This release names jurisdictions where your company holds no verified licence; confirm to publish',
  tooManyImages: `A press release holds at most ${PRESS_LIMITS.imagesMax} images`,
  imageOrder: 'The order must list every image of the release once',
  imageUploaded: 'Image uploaded',
  imageUpdated: 'Image updated',
  imageDeleted: 'Image deleted',
  preferencesSaved: 'Press notification preferences saved',
} as const;

/** The seed's failure texts (§8), shown by the web when a call fails without a message of its own. */
export const PressFailure = {
  fetch: 'Failed to fetch press releases',
  create: 'Failed to create press release',
  update: 'Failed to update press release',
  delete: 'Failed to delete press release',
  publish: 'Failed to publish press release',
  unpublish: 'Failed to unpublish press release',
  search: 'Failed to search press releases',
  uploadImage: 'Failed to upload image',
  removeImage: 'Failed to remove image',
  analytics: 'Failed to fetch press analytics',
  download: 'Failed to download press release',
  notificationSettings: 'Failed to update notification settings',
} as const;

const required = (message: string, max: number, label: string) =>
  cleanText({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const countryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Markets must be two-letter country codes');
const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const pressReleaseInputSchema = z.object({
  title: required(PressMessage.titleRequired, PRESS_LIMITS.titleMax, 'Title'),
  /** Rich text (HTML); the server keeps only its allow-list. */
  content: required(PressMessage.contentRequired, PRESS_LIMITS.contentMax, 'Content'),
  summary: required(PressMessage.summaryRequired, PRESS_LIMITS.summaryMax, 'Summary'),
  /** False: only the company's members see it (company-only). */
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
  category: pressCategorySchema.default('COMPANY_NEWS'),
  tags: z
    .array(cleanText({ error: 'Tags must be text' }).trim().toLowerCase().min(1, 'A tag cannot be empty').max(PRESS_LIMITS.tagMax, `Each tag must be at most ${PRESS_LIMITS.tagMax} characters`), { error: 'Tags must be a list' })
    .max(PRESS_LIMITS.tagsMax, `At most ${PRESS_LIMITS.tagsMax} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  jurisdictionIds: z.array(z.number().int().positive(), { error: 'Jurisdictions must be a list of ids' }).max(PRESS_LIMITS.jurisdictionsMax).default([]).transform((ids) => [...new Set(ids)]),
  markets: z.array(countryCode, { error: 'Markets must be a list of country codes' }).max(PRESS_LIMITS.marketsMax).default([]).transform((codes) => [...new Set(codes)]),
  /** Nobody outside the company sees the release before this time, even once published. */
  embargoUntil: instant('Embargo').nullish().transform((value) => value ?? null),
});
export type PressReleaseInput = z.input<typeof pressReleaseInputSchema>;
export type PressReleaseValues = z.output<typeof pressReleaseInputSchema>;

/** POST publish: now, or at `publishAt` (scheduled); `confirmCompliance` accepts the jurisdiction warning. */
export const publishRequestSchema = z.object({
  publishAt: instant('Publication time').nullish().transform((value) => value ?? null),
  confirmCompliance: z.boolean().default(false),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

const companyRef = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable(), verified: z.boolean() });
const jurisdictionRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const pressImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string().nullable(),
  altText: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type PressImage = z.infer<typeof pressImageSchema>;

/** A release as the public reads it. The first image (position 0) is the cover. */
export const pressReleaseSchema = z.object({
  id: z.number().int(),
  company: companyRef,
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  isPublic: z.boolean(),
  category: pressCategorySchema,
  tags: z.array(z.string()),
  jurisdictions: z.array(jurisdictionRef),
  markets: z.array(z.string()),
  status: pressStatusSchema,
  images: z.array(pressImageSchema),
  coverImageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  embargoUntil: z.string().nullable(),
  updatedAt: z.string(),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

/** A release as its company manages it: schedule, compliance state and running figures. */
export const companyPressReleaseSchema = pressReleaseSchema.extend({
  scheduledAt: z.string().nullable(),
  /** Named jurisdictions where the company holds no verified certification (the compliance warning). */
  unverifiedJurisdictions: z.array(jurisdictionRef),
  /** When an author confirmed publishing despite the warning (null when never needed or not yet confirmed). */
  complianceConfirmedAt: z.string().nullable(),
  figures: z.object({ views: z.number().int(), reads: z.number().int(), shares: z.number().int(), downloads: z.number().int() }),
  createdAt: z.string(),
});
export type CompanyPressRelease = z.infer<typeof companyPressReleaseSchema>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().transform((value) => value || undefined);
const optionalDate = (label: string) =>
  z.union([z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }), z.literal('')]).optional().transform((value) => value || undefined);

/** GET /press-releases/public and /public/search: public, published releases past their embargo. */
export const pressSorts = ['newest', 'relevance'] as const;
export type PressSort = (typeof pressSorts)[number];

export const publicPressQuerySchema = pageQuerySchema(20).extend({
  q: optionalText(PRESS_LIMITS.searchMax, 'Search text'),
  companyId: z.union([z.coerce.number({ error: 'companyId must be an id' }).int().positive('companyId must be an id').max(2_147_483_647, 'companyId must be an id'), z.literal('')]).optional().transform((value) => (value === '' ? undefined : value)),
  tag: optionalText(PRESS_LIMITS.tagMax, 'Tag').transform((value) => value?.toLowerCase()),
  category: z.union([pressCategorySchema, z.literal('')]).optional().transform((value) => value || undefined),
  /** Published on or after this day (UTC). */
  from: optionalDate('from'),
  /** Published on or before this day (UTC). */
  to: optionalDate('to'),
  /** Newest first (the default, as news wires list their search results), or the best matches of a search first. */
  sort: z.union([z.enum(pressSorts), z.literal('')]).optional().transform((value) => value || undefined),
});
export type PublicPressQuery = z.output<typeof publicPressQuerySchema>;
export type PublicPressFilters = z.input<typeof publicPressQuerySchema>;

export const companyPressQuerySchema = pageQuerySchema(20).extend({
  status: z.union([pressStatusSchema, z.literal('')]).optional().transform((value) => value || undefined),
});
export type CompanyPressQuery = z.output<typeof companyPressQuerySchema>;

// ---- images --------------------------------------------------------------------------------------------

const optionalImageText = (max: number, label: string) =>
  cleanText().trim().max(max, `${label} must be at most ${max} characters`).nullish().transform((value) => value || null);

export const pressImagePatchSchema = z.object({
  caption: optionalImageText(PRESS_LIMITS.captionMax, 'Caption'),
  altText: optionalImageText(PRESS_LIMITS.altTextMax, 'Alt text'),
});
export type PressImagePatch = z.input<typeof pressImagePatchSchema>;

export const pressImageOrderSchema = z.object({ imageIds: z.array(z.number().int().positive(), { error: 'imageIds must be a list of ids' }).max(PRESS_LIMITS.imagesMax) });

// ---- analytics ---------------------------------------------------------------------------------------

export const pressEventTypes = ['view', 'read', 'share'] as const;
/**
 * POST /press-releases/public/{id}/events: what a reader did. The server decides who the reader is (the
 * signed-in person, else a daily-salted hash of address and browser); `visitorId`, the browser's random id,
 * is accepted for older clients and not used, so made-up ids cannot inflate the figures.
 */
export const pressEventSchema = z.object({
  type: z.enum(pressEventTypes, { error: 'type must be view, read or share' }),
  visitorId: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/, 'visitorId must be 8 to 64 letters, digits or dashes').optional(),
});
export type PressEvent = z.infer<typeof pressEventSchema>;

export const pressFiguresSchema = z.object({ views: z.number().int(), reads: z.number().int(), shares: z.number().int(), downloads: z.number().int() });
export type PressFigures = z.infer<typeof pressFiguresSchema>;

export const pressAnalyticsSchema = z.object({
  totals: pressFiguresSchema,
  /** One entry per day of the window (UTC), oldest first. */
  daily: z.array(pressFiguresSchema.extend({ day: z.string() })),
  releases: z.array(pressFiguresSchema.extend({ id: z.number().int(), title: z.string(), status: pressStatusSchema, publishedAt: z.string().nullable() })),
});
export type PressAnalytics = z.infer<typeof pressAnalyticsSchema>;

export const pressAnalyticsQuerySchema = z.object({
  days: z.coerce.number({ error: 'days must be 7, 30 or 90' }).int().refine((days) => [7, 30, 90].includes(days), 'days must be 7, 30 or 90').default(30),
  releaseId: z.coerce.number({ error: 'releaseId must be an id' }).int().positive('releaseId must be an id').max(2_147_483_647, 'releaseId must be an id').optional(),
});

// ---- downloads ---------------------------------------------------------------------------------------

export const pressDownloadFormats = ['pdf', 'html', 'md', 'txt'] as const;
export const pressDownloadQuerySchema = z.object({
  format: z.enum(pressDownloadFormats, { error: 'format must be pdf, html, md or txt' }).default('pdf'),
});
export type PressDownloadFormat = (typeof pressDownloadFormats)[number];

// ---- distribution ------------------------------------------------------------------------------------

export const pressCategoryInfoSchema = z.object({ id: pressCategorySchema, label: z.string() });
export const pressPreferencesSchema = z.object({
  categories: z.array(pressCategorySchema),
  companyIds: z.array(z.number().int()),
  companies: z.array(companyRef),
});
export type PressPreferences = z.infer<typeof pressPreferencesSchema>;
export const pressPreferencesInputSchema = z.object({
  categories: z.array(pressCategorySchema, { error: 'categories must be a list' }).max(pressCategories.length).default([]),
  companyIds: z.array(z.number().int().positive().max(2_147_483_647), { error: 'companyIds must be a list of ids' }).max(200, 'Follow at most 200 companies').default([]),
});
export type PressPreferencesInput = z.input<typeof pressPreferencesInputSchema>;

/** Admin: releases published over the compliance warning. */
export const complianceOverrideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: companyRef,
  status: pressStatusSchema,
  unverifiedJurisdictions: z.array(jurisdictionRef),
  confirmedAt: z.string(),
  confirmedBy: z.string().nullable(),
});
export type ComplianceOverride = z.infer<typeof complianceOverrideSchema>;

// ---- params ------------------------------------------------------------------------------------------

const id = (label: string) => z.coerce.number({ error: `${label} must be an id` }).int().positive(`${label} must be an id`).max(2_147_483_647, `${label} must be an id`);
export const pressIdParamsSchema = z.object({ id: id('Press release id') });
export const pressCompanyParamsSchema = z.object({ cid: id('Company id') });
export const pressReleaseCompanyParamsSchema = z.object({ id: id('Press release id'), cid: id('Company id') });
export const pressImageParamsSchema = z.object({ id: id('Press release id'), imageId: id('Image id') });
