import { z } from 'zod';
import { idParamsSchema } from '../common/ids';
import { emailSchema } from '../auth/schemas';
import { pageQuerySchema } from '../common/pagination';
import { memberRoleSchema, membershipStatusSchema, COMPANY_LIMITS } from './common';
import { blankToNull, optionalSearch } from './fields';
import { companyPrivilegeSchema, personRefSchema } from './privileges';

// Company staff as company admins see them, and invitations (seed 001 §3).

// ---- company staff (seed 001 §3 "Company user as shown to company admins") --------------------------

export const companyUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  companyName: z.string(),
  /** Whether the person may act for the company (a company admin can switch it off). */
  isEnabled: z.boolean(),
  createdAt: z.string(),
  joinedAt: z.string(),
  role: memberRoleSchema,
  status: membershipStatusSchema,
  privileges: z.array(companyPrivilegeSchema),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyUserListQuerySchema = pageQuerySchema(20).extend({
  search: optionalSearch,
  status: membershipStatusSchema.optional(),
});

// ---- invitations -------------------------------------------------------------------------------------

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(invitationStatuses),
  message: z.string().nullable(),
  invitedBy: personRefSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteColleaguesRequestSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'Enter at least one email address' })
    .min(1, 'Enter at least one email address')
    .max(COMPANY_LIMITS.invitationsPerRequest, `Invite at most ${COMPANY_LIMITS.invitationsPerRequest} people at a time`),
  message: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.invitationMessageMax, `Message must be at most ${COMPANY_LIMITS.invitationMessageMax} characters`)
    .nullish()
    .transform(blankToNull),
});
export type InviteColleaguesRequest = z.input<typeof inviteColleaguesRequestSchema>;

export const inviteColleaguesResponseSchema = z.object({
  invited: z.array(invitationSchema),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type InviteColleaguesResponse = z.infer<typeof inviteColleaguesResponseSchema>;

export const invitationIdParamsSchema = idParamsSchema;
