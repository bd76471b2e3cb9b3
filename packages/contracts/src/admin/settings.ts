import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQuerySchema } from '../common/pagination';
import { MAX_IMAGE_UPLOAD_BYTES } from '../common/uploads';

// ---------------------------------------------------------------------------------------------------
// Platform settings (seed 000 §2 admin/settings; §6: admin, superuser, finance_admin, support_admin).
// Stored in the database and applied by every server instance at once; every change is audited.
// ---------------------------------------------------------------------------------------------------

export const registrationModes = ['OPEN', 'INVITATION_ONLY'] as const;
export const registrationModeSchema = z.enum(registrationModes, { error: 'Registration must be OPEN or INVITATION_ONLY' });
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

export const SETTINGS_LIMITS = {
  bannerTextMax: 500,
  pageSizeMin: 5,
  pageSizeMax: MAX_PAGE_SIZE,
  /** The smallest upload limit an admin may set (64 KB). */
  uploadMinBytes: 64 * 1024,
  /** Upload limits only go down from the built-in image limit (5 MB): images are decoded in memory. */
  uploadMaxBytes: MAX_IMAGE_UPLOAD_BYTES,
  mailFromMax: 200,
  auditPageSize: 20,
} as const;

/** `Name <address@domain>` or a bare address. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n@]{1,150} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

export const platformSettingsSchema = z.object({
  registrationMode: registrationModeSchema,
  maintenanceBannerEnabled: z.boolean({ error: 'maintenanceBannerEnabled must be true or false' }),
  maintenanceBannerText: z
    .string({ error: 'Banner text must be text' })
    .trim()
    .max(SETTINGS_LIMITS.bannerTextMax, `Banner text must be at most ${SETTINGS_LIMITS.bannerTextMax} characters`),
  defaultPageSize: z
    .number({ error: 'Default page size must be a number' })
    .int('Default page size must be a whole number')
    .min(SETTINGS_LIMITS.pageSizeMin, `Default page size must be between ${SETTINGS_LIMITS.pageSizeMin} and ${SETTINGS_LIMITS.pageSizeMax}`)
    .max(SETTINGS_LIMITS.pageSizeMax, `Default page size must be between ${SETTINGS_LIMITS.pageSizeMin} and ${SETTINGS_LIMITS.pageSizeMax}`),
  uploadMaxBytes: z
    .number({ error: 'Upload limit must be a number' })
    .int('Upload limit must be a whole number of bytes')
    .min(SETTINGS_LIMITS.uploadMinBytes, 'Upload limit must be between 64 KB and 5 MB')
    .max(SETTINGS_LIMITS.uploadMaxBytes, 'Upload limit must be between 64 KB and 5 MB'),
  mailFrom: z
    .string({ error: 'Sender is required' })
    .trim()
    .min(1, 'Sender is required')
    .max(SETTINGS_LIMITS.mailFromMax, `Sender must be at most ${SETTINGS_LIMITS.mailFromMax} characters`)
    .regex(MAIL_FROM_PATTERN, 'Sender must be an e-mail address, optionally as Name <address>'),
});
export type PlatformSettings = z.output<typeof platformSettingsSchema>;
export const settingKeys = ['registrationMode', 'maintenanceBannerEnabled', 'maintenanceBannerText', 'defaultPageSize', 'uploadMaxBytes', 'mailFrom'] as const;
export type SettingKey = (typeof settingKeys)[number];
export const settingKeySchema = z.enum(settingKeys, { error: 'Unknown setting' });

export const settingsActorSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });
export type SettingsActor = z.infer<typeof settingsActorSchema>;

/** GET /admin/settings: the values every instance applies, with the version a change must name. */
export const platformSettingsViewSchema = z.object({
  settings: platformSettingsSchema,
  /** Grows with every saved change; PUT names it so two admins cannot overwrite each other unseen. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: settingsActorSchema.nullable(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsViewSchema>;

/** PUT /admin/settings: the settings to change (at least one) and the version they were read at. */
export const updatePlatformSettingsRequestSchema = platformSettingsSchema
  .partial()
  .extend({ version: z.number({ error: 'version must be a number' }).int().min(0).optional() })
  .refine((value) => settingKeys.some((key) => value[key] !== undefined), { message: 'Change at least one setting' });
export type UpdatePlatformSettingsRequest = z.output<typeof updatePlatformSettingsRequestSchema>;

const settingValueSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();

/**
 * Besides settings, the audit log records what verification vouched for on a company: its legal name,
 * its website, and the verification itself (reset by a change of either, given back by an admin).
 */
export const companyAuditKeys = ['companyName', 'companyWebsite', 'companyVerified'] as const;
export const auditKeys = [...settingKeys, ...companyAuditKeys] as const;
export type AuditKey = (typeof auditKeys)[number];
export const auditKeySchema = z.enum(auditKeys, { error: 'Unknown setting' });

/** One audited change: of one setting, or of one company (`companyId`). */
export const settingChangeSchema = z.object({
  id: z.number().int(),
  setting: auditKeySchema,
  /** The company changed, for a company's entry; null for a platform setting. */
  companyId: z.number().int().nullable(),
  oldValue: settingValueSchema,
  newValue: settingValueSchema,
  actor: settingsActorSchema.nullable(),
  changedAt: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** GET /admin/settings/audit: newest first; filter by setting and by actor (name or e-mail contains). */
export const settingChangesQuerySchema = pageQuerySchema(SETTINGS_LIMITS.auditPageSize).extend({
  setting: z.preprocess((value) => (value === '' ? undefined : value), auditKeySchema.optional()),
  actor: z
    .string()
    .trim()
    .max(100, 'Actor must be at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type SettingChangesQuery = z.output<typeof settingChangesQuerySchema>;

/** GET /settings/public: what every visitor's page needs (the banner; whether sign-up is open). */
export const publicSettingsSchema = z.object({
  registrationMode: registrationModeSchema,
  maintenanceBanner: z.object({ text: z.string() }).nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const SettingsMessage = {
  saved: 'Settings saved',
  versionConflict: 'The settings were changed by someone else meanwhile. Reload them and try again.',
  bannerTextRequired: 'Enter the banner text to show the maintenance banner',
  invitationOnly: 'Registration is by invitation only. Ask a company on Paytable or our team for an invitation.',
} as const;

/** The error code of a registration refused while registration is by invitation only. */
export const REGISTRATION_INVITATION_ONLY = 'REGISTRATION_INVITATION_ONLY';
