import { z } from 'zod';
import { companySummarySchema } from '../companies/profile';

// ---------------------------------------------------------------------------------------------------
// Documentation pages (seed 000 §2: documentation/api, integration, security, deployment; admin/documentation).
// Stored as Markdown with every saved version kept; the server renders sanitized HTML from it.
// ---------------------------------------------------------------------------------------------------

/** The documentation pages, in the order the screens list them. */
export const documentationSlugs = ['api', 'integration', 'security', 'deployment'] as const;
export const documentationSlugSchema = z.enum(documentationSlugs, { error: 'Unknown documentation page' });
export type DocumentationSlug = z.infer<typeof documentationSlugSchema>;

export const DOCUMENTATION_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  markdownMax: 100_000,
} as const;

export const DocumentationMessage = {
  notFound: 'Documentation page not found',
  versionNotFound: 'Documentation version not found',
  stale: 'This page was changed by someone else since you opened it. Reload it to see their version.',
  saved: 'Documentation saved',
  restored: 'Version restored',
} as const;

export const documentationSlugParamsSchema = z.object({ slug: documentationSlugSchema });
export const documentationVersionParamsSchema = z.object({
  slug: documentationSlugSchema,
  version: z.coerce.number({ error: 'Invalid version' }).int('Invalid version').min(1, 'Invalid version').max(2_147_483_647, 'Invalid version'),
});

export const documentationAuthorSchema = z.object({ id: z.number().int(), name: z.string() });
export type DocumentationAuthor = z.infer<typeof documentationAuthorSchema>;

/** A list row: which pages exist and when each last changed. */
export const documentationSummarySchema = z.object({
  slug: documentationSlugSchema,
  title: z.string(),
  summary: z.string(),
  /** 0 while the page still shows the built-in text (never saved). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: documentationAuthorSchema.nullable(),
});
export type DocumentationSummary = z.infer<typeof documentationSummarySchema>;

/** A page (its current version, or one version from its history) with its sanitized HTML. */
export const documentationPageSchema = documentationSummarySchema.extend({
  markdown: z.string(),
  /** Rendered from `markdown` by the server (CommonMark + GFM) and sanitized: safe to insert as HTML. */
  html: z.string(),
  /** The page's newest version (equals `version` for the current page). */
  latestVersion: z.number().int(),
});
export type DocumentationPage = z.infer<typeof documentationPageSchema>;

export const documentationVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  author: documentationAuthorSchema.nullable(),
  /** Set when the version was made by restoring an older one. */
  restoredFrom: z.number().int().nullable(),
});
export type DocumentationVersion = z.infer<typeof documentationVersionSchema>;

const markdownField = z
  .string({ error: 'Content is required' })
  .max(DOCUMENTATION_LIMITS.markdownMax, `Content must be at most ${DOCUMENTATION_LIMITS.markdownMax} characters`);

export const documentationUpdateSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(DOCUMENTATION_LIMITS.titleMax, `Title must be at most ${DOCUMENTATION_LIMITS.titleMax} characters`),
  summary: z
    .string()
    .trim()
    .max(DOCUMENTATION_LIMITS.summaryMax, `Summary must be at most ${DOCUMENTATION_LIMITS.summaryMax} characters`)
    .default(''),
  markdown: markdownField.refine((value) => value.trim().length > 0, 'Content is required'),
  /** The version the editor started from: saving over a newer one answers 409 instead of losing it. */
  baseVersion: z.number({ error: 'Base version is required' }).int().min(0),
});
export type DocumentationUpdate = z.input<typeof documentationUpdateSchema>;

export const documentationPreviewRequestSchema = z.object({ markdown: markdownField });
export const documentationPreviewSchema = z.object({ html: z.string() });
export type DocumentationPreview = z.infer<typeof documentationPreviewSchema>;

export const documentationRestoreSchema = z.object({
  /** As for saving: the version the admin was looking at as the newest. */
  baseVersion: z.number({ error: 'Base version is required' }).int().min(0),
});

// ---------------------------------------------------------------------------------------------------
// GET /api/v1/business-essentials (seed 000 §2 business-essentials): the services a new iGaming business
// needs, each with the marketplace's business types that offer it and its verified providers.
// ---------------------------------------------------------------------------------------------------

export const businessEssentialKeys = ['licensing', 'payments', 'banking', 'kyc', 'game-content', 'platform', 'affiliates'] as const;
export const businessEssentialKeySchema = z.enum(businessEssentialKeys);
export type BusinessEssentialKey = z.infer<typeof businessEssentialKeySchema>;

/** How many verified providers each category shows (the marketplace link shows the rest). */
export const BUSINESS_ESSENTIALS_PROVIDERS_SHOWN = 4;

export const businessEssentialSchema = z.object({
  key: businessEssentialKeySchema,
  title: z.string(),
  description: z.string(),
  /** What to settle first, in order. */
  checklist: z.array(z.string()),
  /** The marketplace's active business types for this service (each a marketplace filter). */
  businessTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Verified active providers of any of those types, most recently verified first. */
  verifiedProviders: z.array(companySummarySchema),
  verifiedProviderCount: z.number().int(),
});
export type BusinessEssential = z.infer<typeof businessEssentialSchema>;
