import { z } from 'zod';
import { emailSchema } from '../auth/schemas';
import { idParamsSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { optionalHttpUrlSchema } from '../common/urls';

// ---------------------------------------------------------------------------------------------------
// The prospects list (seed 000 §2 admin/prospects; §6: admin, superuser, support_admin): companies the
// team means to invite, with status, owner, notes and next step; invited by e-mail; linked to the
// account once the invited person registers.
// ---------------------------------------------------------------------------------------------------

export const prospectStatuses = ['NEW', 'CONTACTED', 'INTERESTED', 'ONBOARDED', 'LOST'] as const;
export const prospectStatusSchema = z.enum(prospectStatuses, { error: 'Status must be NEW, CONTACTED, INTERESTED, ONBOARDED or LOST' });
export type ProspectStatus = z.infer<typeof prospectStatusSchema>;

export const PROSPECT_LIMITS = {
  companyNameMax: 200,
  contactNameMax: 200,
  websiteMax: 300,
  notesMax: 4000,
  nextStepMax: 300,
  inviteMessageMax: 1000,
  pageSize: 20,
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Next step date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Next step date must be a date (YYYY-MM-DD)');

export const prospectInputSchema = z.object({
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(PROSPECT_LIMITS.companyNameMax, `Company name must be at most ${PROSPECT_LIMITS.companyNameMax} characters`),
  website: optionalHttpUrlSchema({ message: 'Website must start with http:// or https://', max: PROSPECT_LIMITS.websiteMax, tooLong: `Website must be at most ${PROSPECT_LIMITS.websiteMax} characters` }),
  contactName: optionalText('Contact name', PROSPECT_LIMITS.contactNameMax),
  contactEmail: emailSchema,
  status: prospectStatusSchema.default('NEW'),
  ownerId: idSchema('ownerId').nullish().transform((value) => value ?? null),
  notes: optionalText('Notes', PROSPECT_LIMITS.notesMax),
  nextStep: optionalText('Next step', PROSPECT_LIMITS.nextStepMax),
  nextStepDate: isoDate.nullish().transform((value) => value ?? null),
});
export type ProspectInput = z.output<typeof prospectInputSchema>;

export const prospectIdParamsSchema = idParamsSchema;

export const prospectPersonSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });
export type ProspectPerson = z.infer<typeof prospectPersonSchema>;

export const prospectSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  website: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string(),
  status: prospectStatusSchema,
  owner: prospectPersonSchema.nullable(),
  notes: z.string().nullable(),
  nextStep: z.string().nullable(),
  nextStepDate: z.string().nullable(),
  /** When the last invitation was mailed, and how many were. */
  invitedAt: z.string().nullable(),
  inviteCount: z.number().int(),
  /** The account the invited person registered, once they did. */
  linkedUser: prospectPersonSchema.nullable(),
  linkedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;

/** GET /admin/prospects: newest first; filter by status, owner and a search over company, contact and e-mail. */
export const prospectListQuerySchema = pageQuerySchema(PROSPECT_LIMITS.pageSize).extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), prospectStatusSchema.optional()),
  ownerId: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: 'ownerId must be a number' }).int('ownerId must be a whole number').positive('ownerId must be positive').max(2_147_483_647, 'ownerId is out of range').optional()),
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ProspectListQuery = z.output<typeof prospectListQuerySchema>;

/** POST /admin/prospects/{id}/invite: an optional personal line added to the invitation mail. */
export const prospectInviteRequestSchema = z.object({
  message: optionalText('Message', PROSPECT_LIMITS.inviteMessageMax),
});
export type ProspectInviteRequest = z.output<typeof prospectInviteRequestSchema>;

export const ProspectMessage = {
  created: 'Prospect added',
  updated: 'Prospect saved',
  deleted: 'Prospect deleted',
  invited: 'Invitation sent',
  notFound: 'Prospect not found',
  emailTaken: 'A prospect with this e-mail address already exists',
  ownerNotStaff: 'The owner must be a member of the admin team',
  alreadyRegistered: 'This person already has an account',
} as const;
