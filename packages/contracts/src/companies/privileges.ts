import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { COMPANY_LIMITS } from './common';
import { blankToNull, optionalSearch } from './fields';
import { companyIdParamsSchema } from './profile';

// Company and user privileges and privilege requests (seed 000 §3, §4, §5; seed 001 §6, §7).

// ---- privileges (seed 000 §3, §4, §5; seed 001 §6, §7) ---------------------------------------------

/**
 * What a company may do on the platform. A company requests a privilege; a platform admin approves it.
 * Inside the company, its admins hold every privilege the company holds; other staff hold what a
 * company admin grants them. `admin_access` (manage the company's staff and their privileges) comes
 * with approval of the company.
 */
export const companyPrivilegeCodes = [
  'company_jobs',
  'company_press',
  'company_events',
  'provider_access',
  'company_integrations',
  'game_content',
  'company_reporting',
  'admin_access',
] as const;
export const companyPrivilegeSchema = z.enum(companyPrivilegeCodes, { error: 'Choose a privilege from the catalogue' });
export type CompanyPrivilege = z.infer<typeof companyPrivilegeSchema>;

export const privilegeCatalogueEntrySchema = z.object({
  code: companyPrivilegeSchema,
  name: z.string(),
  description: z.string(),
  /** Granted to every company when it is approved (not requested). */
  grantedOnApproval: z.boolean(),
});
export type PrivilegeCatalogueEntry = z.infer<typeof privilegeCatalogueEntrySchema>;

export const privilegeCatalogue: readonly PrivilegeCatalogueEntry[] = [
  { code: 'company_jobs', name: 'Jobs', description: 'Post job openings and manage applications', grantedOnApproval: false },
  { code: 'company_press', name: 'Press releases', description: 'Publish press releases and see their analytics', grantedOnApproval: false },
  { code: 'company_events', name: 'Events', description: 'Create and publish industry events', grantedOnApproval: false },
  { code: 'provider_access', name: 'Provider listing', description: 'List services in the marketplace as a provider', grantedOnApproval: false },
  { code: 'company_integrations', name: 'Integrations', description: 'Configure self-service integrations with partners', grantedOnApproval: false },
  { code: 'game_content', name: 'Game content', description: 'Publish and manage games in the casino games marketplace', grantedOnApproval: false },
  { code: 'company_reporting', name: 'Reporting', description: 'See company reporting, invoices and earnings', grantedOnApproval: false },
  { code: 'admin_access', name: 'Company administration', description: 'Manage the company profile, staff and their privileges', grantedOnApproval: true },
];

export const privilegeNameOf = (code: string): string => privilegeCatalogue.find((entry) => entry.code === code)?.name ?? code;

export const myPrivilegesSchema = z.object({
  companyId: z.number().int().nullable(),
  /** What the company holds. */
  companyPrivileges: z.array(companyPrivilegeSchema),
  /** What this user may use in its company (all of the company's for a company admin). */
  privileges: z.array(companyPrivilegeSchema),
  isCompanyAdmin: z.boolean(),
});
export type MyPrivileges = z.infer<typeof myPrivilegesSchema>;

/**
 * PENDING → APPROVED | REJECTED | CANCELLED (by the requester) | VERIFICATION_REQUESTED (the admin asks
 * for more information; the request stays open and can still be approved, rejected or cancelled).
 */
export const privilegeRequestStatuses = ['PENDING', 'VERIFICATION_REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const privilegeRequestStatusSchema = z.enum(privilegeRequestStatuses, {
  error: `Status must be one of: ${privilegeRequestStatuses.join(', ')}`,
});
export type PrivilegeRequestStatus = z.infer<typeof privilegeRequestStatusSchema>;
export const openPrivilegeRequestStatuses: readonly PrivilegeRequestStatus[] = ['PENDING', 'VERIFICATION_REQUESTED'];

export const personRefSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });

export const privilegeRequestSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  privilege: companyPrivilegeSchema,
  privilegeName: z.string(),
  status: privilegeRequestStatusSchema,
  reason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  requestedBy: personRefSchema.nullable(),
  reviewedBy: personRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivilegeRequest = z.infer<typeof privilegeRequestSchema>;

export const createPrivilegeRequestSchema = z.object({
  privilege: companyPrivilegeSchema,
  reason: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.requestReasonMax, `Reason must be at most ${COMPANY_LIMITS.requestReasonMax} characters`)
    .nullish()
    .transform(blankToNull),
});
export type CreatePrivilegeRequest = z.input<typeof createPrivilegeRequestSchema>;

export const adminNotesRequestSchema = z
  .object({
    adminNotes: z
      .string()
      .trim()
      .max(COMPANY_LIMITS.adminNotesMax, `Admin notes must be at most ${COMPANY_LIMITS.adminNotesMax} characters`)
      .nullish()
      .transform(blankToNull),
  })
  .nullish()
  .transform((value) => ({ adminNotes: value?.adminNotes ?? null }));
export type AdminNotesRequest = z.input<typeof adminNotesRequestSchema>;

export const adminPrivilegeRequestQuerySchema = pageQuerySchema(20).extend({
  status: privilegeRequestStatusSchema.optional(),
});

// ---- user privileges (seed 001 §7: /admin/user-privileges, /company/user-privileges) ----------------

export const userPrivilegeChangeSchema = z.object({
  userId: idSchema('userId', { invalid: 'userId is required' }),
  privilege: companyPrivilegeSchema,
});
export type UserPrivilegeChange = z.infer<typeof userPrivilegeChangeSchema>;

export const userPrivilegesSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isCompanyAdmin: z.boolean(),
  /** What the user's company holds: the privileges that can be granted to it. */
  companyPrivileges: z.array(companyPrivilegeSchema),
  /** Granted to this user explicitly. */
  granted: z.array(z.object({ privilege: companyPrivilegeSchema, grantedAt: z.string() })),
  /** What the user may actually use (company admins: everything the company holds). */
  effective: z.array(companyPrivilegeSchema),
});
export type UserPrivileges = z.infer<typeof userPrivilegesSchema>;

/** A privilege a company holds, as a platform admin reviews it (GET/DELETE /admin/companies/{id}/privileges). */
export const companyPrivilegeHoldingSchema = z.object({
  privilege: companyPrivilegeSchema,
  name: z.string(),
  grantedAt: z.string(),
  grantedByUserId: z.number().int().nullable(),
});
export type CompanyPrivilegeHolding = z.infer<typeof companyPrivilegeHoldingSchema>;
export const companyPrivilegeParamsSchema = companyIdParamsSchema.extend({ privilege: companyPrivilegeSchema });

export const userSearchQuerySchema = pageQuerySchema(20).extend({ searchTerm: optionalSearch });
export type UserSearchQuery = z.output<typeof userSearchQuerySchema>;

export const userIdParamsSchema = z.object({ userId: idParamSchema('userId') });

/** A person found by the user searches of the admin and company screens. */
export const userSearchResultSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isEnabled: z.boolean(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
