import { z } from 'zod';
import { idListSchema, idParamSchema, idParamsSchema, idSchema } from '../common/ids';
import { emailSchema } from '../auth/schemas';
import { pageQuerySchema } from '../common/pagination';

// ---------------------------------------------------------------------------------------------------
// Companies, company association, staff, privileges and privilege requests (seed 000 §3, §4, §7;
// seed 001 §3, §4, §7, §9). One schema per request and response; the API validates and documents with
// them, the web types its calls and validates its forms with them.
// ---------------------------------------------------------------------------------------------------

/**
 * A company's life: PENDING (created by a user, awaiting admin approval) → ACTIVE (approved: listed,
 * may use its privileges) ⇄ INACTIVE (deactivated by an admin: hidden, privileges suspended).
 * `verified` is separate: an admin checked the business (KYB) and it shows a verified badge.
 */
export const companyStatuses = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export const companyStatusSchema = z.enum(companyStatuses, { error: `Status must be one of: ${companyStatuses.join(', ')}` });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** The member's place in its company: ADMIN manages the company and its staff; MEMBER is staff. */
export const memberRoles = ['ADMIN', 'MEMBER'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** PENDING: asked to join, waiting for the company's admin; ACTIVE: staff. */
export const membershipStatuses = ['PENDING', 'ACTIVE'] as const;
export const membershipStatusSchema = z.enum(membershipStatuses);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** Association types a membership can have (INDIVIDUAL means "no company" and has no membership). */
export const businessAssociationTypes = ['COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER'] as const;
export const businessAssociationTypeSchema = z.enum(businessAssociationTypes, {
  error: `Association type must be one of: ${businessAssociationTypes.join(', ')}`,
});
export type BusinessAssociationType = z.infer<typeof businessAssociationTypeSchema>;

export const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  descriptionMax: 5000,
  businessTypesMax: 20,
  jurisdictionsMax: 50,
  searchMax: 100,
  invitationsPerRequest: 20,
  invitationMessageMax: 1000,
  adminNotesMax: 2000,
  requestReasonMax: 1000,
  /** Logos are re-encoded and scaled to fit this box. */
  logoMaxSide: 512,
  logoMaxBytes: 5 * 1024 * 1024,
} as const;

/** Invitations stay valid this long. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

// ---- field rules ----------------------------------------------------------------------------------

export const companyNameSchema = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(COMPANY_LIMITS.nameMin, `Company name must be at least ${COMPANY_LIMITS.nameMin} characters`)
  .max(COMPANY_LIMITS.nameMax, `Company name must be at most ${COMPANY_LIMITS.nameMax} characters`);

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export const websiteSchema = z
  .string()
  .trim()
  .max(255, 'Website must be at most 255 characters')
  .regex(/^(|(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,})$/i, 'Enter a valid website address')
  .nullish()
  .transform(blankToNull);

const descriptionSchema = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.descriptionMax, `Description must be at most ${COMPANY_LIMITS.descriptionMax} characters`)
  .nullish()
  .transform(blankToNull);

const contactEmailSchema = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((value) => (value ? value : null));

const headquartersSchema = z
  .string()
  .trim()
  .max(100, 'Headquarters must be at most 100 characters')
  .nullish()
  .transform(blankToNull);

const foundedYearSchema = z
  .number({ error: 'Founded year must be a number' })
  .int('Founded year must be a whole number')
  .min(1800, 'Founded year must be 1800 or later')
  .max(2100, 'Founded year must be 2100 or earlier')
  .nullish()
  .transform((value) => value ?? null);

export const businessTypeIdsSchema = idListSchema('Business types', COMPANY_LIMITS.businessTypesMax);
export const jurisdictionIdsSchema = idListSchema('Jurisdictions', COMPANY_LIMITS.jurisdictionsMax);

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

const optionalSearch = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.searchMax, `Search must be at most ${COMPANY_LIMITS.searchMax} characters`)
  .optional()
  .transform((value) => (value ? value : undefined));

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

// ---- company association (seed 000 §3, §7) ---------------------------------------------------------

/**
 * POST /user/company-association: join an existing company (`companyId`) or create a new one (name and
 * details; pending admin approval, the user becomes its admin). INDIVIDUAL_SERVICE_PROVIDER creates a
 * one-person profile named after the user unless a name is given.
 */
export const createAssociationRequestSchema = z
  .object({
    associationType: businessAssociationTypeSchema,
    companyId: idSchema('companyId').nullish(),
    companyName: companyNameSchema.nullish(),
    companyWebsite: websiteSchema,
    description: descriptionSchema,
    businessTypeIds: businessTypeIdsSchema.default([]),
    jurisdictionIds: jurisdictionIdsSchema.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.associationType === 'COMPANY' && !value.companyId && !value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Choose a company to join or enter the name of a new one' });
    }
  });
export type CreateAssociationRequest = z.input<typeof createAssociationRequestSchema>;

/** PUT /user/company-association/{id}: the admin of a company still awaiting approval corrects it. */
export const updateAssociationRequestSchema = z
  .object({
    associationType: businessAssociationTypeSchema.optional(),
    companyName: companyNameSchema.optional(),
    companyWebsite: websiteSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' });
export type UpdateAssociationRequest = z.input<typeof updateAssociationRequestSchema>;

export const companyAssociationDetailSchema = z.object({
  /** The membership's id (PUT /user/company-association/{id}). */
  id: z.number().int(),
  associationType: businessAssociationTypeSchema,
  companyId: z.number().int(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  /** The company itself still awaits admin approval. */
  isNewCompany: z.boolean(),
  /** Either the company awaits approval or this user's join request awaits the company's admin. */
  pendingApproval: z.boolean(),
  /** The company has not been verified by the platform yet. */
  requiresVerification: z.boolean(),
  role: memberRoleSchema,
  status: membershipStatusSchema,
  isEnabled: z.boolean(),
  companyStatus: companyStatusSchema,
  companyVerified: z.boolean(),
  businessTypes: z.array(z.string()),
  createdAt: z.string(),
});
export type CompanyAssociationDetail = z.infer<typeof companyAssociationDetailSchema>;

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

// ---- messages ----------------------------------------------------------------------------------------

export const CompanyMessage = {
  companyNotFound: 'Company not found',
  nameTaken: 'A company with this name already exists',
  alreadyAssociated: 'You already belong to a company. Leave it before joining or creating another one.',
  noAssociation: 'You are not associated with a company',
  notCompanyAdmin: 'Only a company admin can do this',
  companyNotActive: 'Your company must be approved and active first',
  privilegeRequired: 'Your company or your account does not have the privilege this action needs',
  lastAdmin: 'Appoint another company admin before leaving the company',
  unknownBusinessType: 'Unknown or inactive business type',
  unknownJurisdiction: 'Unknown or inactive license jurisdiction',
  companyCreated: 'Company created. It will be visible once an admin approves it.',
  companyUpdated: 'Company updated',
  companyDeleted: 'Company deleted',
  joinRequested: 'Join request sent to the company admin',
  joined: 'You joined the company',
  associationUpdated: 'Company association updated',
  associationRemoved: 'You left the company',
  companyVerified: 'Company verified',
  companyActivated: 'Company activated',
  companyDeactivated: 'Company deactivated',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  requestCreated: 'Privilege request sent',
  requestCancelled: 'Privilege request cancelled',
  requestApproved: 'Privilege request approved',
  requestRejected: 'Privilege request rejected',
  verificationRequested: 'Verification requested',
  requestAlreadyOpen: 'Your company already has an open request for this privilege',
  privilegeAlreadyHeld: 'Your company already holds this privilege',
  requestNotOpen: 'This request is no longer open',
  privilegeGranted: 'Privilege granted',
  privilegeRevoked: 'Privilege revoked',
  companyPrivilegeRevoked: 'Company privilege revoked',
  companyPrivilegeNotHeld: 'The company does not hold this privilege',
  companyLacksPrivilege: 'The company does not hold this privilege; request it first',
  notOwnPrivileges: 'You cannot change your own privileges',
  userHasNoCompany: 'This user does not belong to a company',
  memberEnabled: 'Access enabled',
  memberDisabled: 'Access disabled',
  memberApproved: 'Join request approved',
  memberRejected: 'Join request declined',
  notOwnMembership: 'You cannot change your own access',
  invitationsSent: 'Invitations sent',
  invitationRevoked: 'Invitation revoked',
} as const;

/** The seed's client fallbacks (seed 000 §8, seed 001 §8), used word for word by the web. */
export const CompanyFallback = {
  fetchCompanies: 'Failed to fetch companies',
  loadAssociation: 'Failed to load company association',
  fetchAssociation: 'Failed to fetch company association',
  fetchCompanyPrivileges: 'Failed to fetch company privileges',
  fetchUserPrivileges: 'Failed to fetch user privileges',
  grantUserPrivileges: 'Failed to grant user privileges',
  revokeUserPrivileges: 'Failed to revoke user privileges',
  fetchPrivilegeRequests: 'Failed to fetch privilege requests',
  createPrivilegeRequest: 'Failed to create privilege request',
  approvePrivilegeRequest: 'Failed to approve privilege request',
  rejectPrivilegeRequest: 'Failed to reject privilege request',
  requestVerification: 'Failed to request verification',
  searchUsers: 'Failed to search users',
  fetchBusinessTypes: 'Failed to fetch business types',
  createBusinessType: 'Failed to create business type',
  updateBusinessType: 'Failed to update business type',
  deleteBusinessType: 'Failed to delete business type',
  fetchJurisdictions: 'Failed to fetch license jurisdictions',
} as const;

/** The browser event fired when a privilege request is approved (seed 000 §4). */
export const PRIVILEGES_UPDATED_EVENT = 'privilegesUpdated';

export const companyPaths = {
  companies: '/companies',
  company: (id: number) => `/companies/${id}`,
  companyBusinessTypes: (id: number) => `/companies/${id}/business-types`,
  companyLogo: (id: number) => `/companies/${id}/logo`,
  association: '/user/company-association',
  associationById: (id: number) => `/user/company-association/${id}`,
  companyUsers: '/company/users',
  companyUser: (userId: number) => `/company/users/${userId}`,
  invitations: '/company/invitations',
  invitation: (id: number) => `/company/invitations/${id}`,
  privileges: '/company-privileges',
  myPrivileges: '/company-privileges/my-privileges',
  myRequests: '/company-privileges/requests/my-requests',
  requests: '/company-privileges/requests',
  request: (id: number) => `/company-privileges/requests/${id}`,
  adminRequests: '/company-privileges/admin/requests',
  adminCompanies: '/admin/companies',
  adminCompany: (id: number) => `/admin/companies/${id}`,
  adminCompanyPrivileges: (id: number) => `/admin/companies/${id}/privileges`,
  adminCompanyPrivilege: (id: number, privilege: string) => `/admin/companies/${id}/privileges/${privilege}`,
  adminUserPrivileges: '/admin/user-privileges',
  companyUserPrivileges: '/company/user-privileges',
} as const;
