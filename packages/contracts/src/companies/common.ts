import { z } from 'zod';

// Companies' shared vocabulary: statuses, roles, limits, messages, the seed's client fallbacks and paths
// (seed 000 §3, §4, §7, §8; seed 001 §3, §8, §9).

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
  companyTwoFactorPolicy: '/company/two-factor-policy',
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
