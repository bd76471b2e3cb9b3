import {
  privilegeNameOf,
  type Company,
  type CompanyAssociationDetail,
  type CompanyPrivilege,
  type CompanySummary,
  type CompanyUser,
  type Invitation,
  type PrivilegeRequest,
} from '@paytable/contracts';
import type { CompanyRow } from '../../db/schema/index';
import { storedImageUrl } from '../../platform/storage';
import type { CompanyListEntry, CompanyRefs } from './repository';
import type { InvitationView, MemberRow, MembershipContext } from './membership-repository';
import type { PrivilegeRequestView } from './privilege-repository';

/** Seed 000 §3: absolute http(s) URLs are used as given; a file name lives under companyLogos/{id}/. */
export const logoUrlOf = (companyId: number, logo: string | null): string | null => storedImageUrl('companyLogos', companyId, logo);

export function toCompanySummary(row: CompanyRow, refs: CompanyRefs): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    description: row.description,
    logo: row.logo,
    logoUrl: logoUrlOf(row.id, row.logo),
    status: row.status as CompanySummary['status'],
    verified: row.verified,
    isIndividual: row.isIndividual,
    businessTypes: refs.businessTypes.get(row.id) ?? [],
    jurisdictions: refs.jurisdictions.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A stored list entry (the read model) is the summary already, but for the logo's URL. Built field by field
 * in the contract's order, never spread: list pages are encoded with JSON.stringify (no zod pass), so this
 * object is the answer's exact shape and nothing else an entry might carry goes out.
 */
export function toCompanyListItem(entry: CompanyListEntry): CompanySummary {
  return {
    id: entry.id,
    name: entry.name,
    website: entry.website,
    description: entry.description,
    logo: entry.logo,
    logoUrl: logoUrlOf(entry.id, entry.logo),
    status: entry.status,
    verified: entry.verified,
    isIndividual: entry.isIndividual,
    businessTypes: entry.businessTypes.map((type) => ({ id: type.id, name: type.name })),
    jurisdictions: entry.jurisdictions.map((place) => ({ id: place.id, name: place.name, code: place.code })),
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

export function toCompany(row: CompanyRow, refs: CompanyRefs, memberCount: number): Company {
  return {
    ...toCompanySummary(row, refs),
    contactEmail: row.contactEmail,
    headquarters: row.headquarters,
    foundedYear: row.foundedYear,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    memberCount,
  };
}

/** Company admins hold every privilege their company holds; other staff what was granted to them. */
export function effectivePrivileges(context: Pick<MembershipContext, 'role' | 'companyPrivileges' | 'userPrivileges'>): CompanyPrivilege[] {
  const company = context.companyPrivileges as CompanyPrivilege[];
  if (isCompanyAdmin(context)) return company;
  return company.filter((privilege) => context.userPrivileges.includes(privilege));
}

export const isCompanyAdmin = (context: Pick<MembershipContext, 'role' | 'userPrivileges'>): boolean =>
  context.role === 'ADMIN' || context.userPrivileges.includes('admin_access');

export function toAssociationDetail(context: MembershipContext): CompanyAssociationDetail {
  const companyPending = context.companyStatus === 'PENDING';
  return {
    id: context.membershipId,
    associationType: context.associationType as CompanyAssociationDetail['associationType'],
    companyId: context.companyId,
    companyName: context.companyName,
    companyWebsite: context.companyWebsite,
    isNewCompany: companyPending,
    pendingApproval: companyPending || context.status === 'PENDING',
    requiresVerification: !context.companyVerified,
    role: context.role as CompanyAssociationDetail['role'],
    status: context.status as CompanyAssociationDetail['status'],
    isEnabled: context.isEnabled,
    companyStatus: context.companyStatus as CompanyAssociationDetail['companyStatus'],
    companyVerified: context.companyVerified,
    businessTypes: context.businessTypes,
    createdAt: context.createdAt.toISOString(),
  };
}

export function toCompanyUser(row: MemberRow, companyPrivileges: readonly string[]): CompanyUser {
  const context = { role: row.role, companyPrivileges: [...companyPrivileges], userPrivileges: row.userPrivileges };
  return {
    id: row.userId,
    fullName: row.fullName,
    email: row.email,
    username: row.username,
    companyName: row.companyName,
    isEnabled: row.isEnabled,
    createdAt: row.accountCreatedAt.toISOString(),
    joinedAt: row.joinedAt.toISOString(),
    role: row.role as CompanyUser['role'],
    status: row.status as CompanyUser['status'],
    privileges: row.status === 'ACTIVE' ? effectivePrivileges(context) : [],
  };
}

const person = (id: number | null, name: string | null, email: string | null) =>
  id !== null && name !== null && email !== null ? { id, fullName: name, email } : null;

export function toPrivilegeRequest(view: PrivilegeRequestView): PrivilegeRequest {
  return {
    id: view.id,
    companyId: view.companyId,
    companyName: view.companyName,
    privilege: view.privilege as PrivilegeRequest['privilege'],
    privilegeName: privilegeNameOf(view.privilege),
    status: view.status as PrivilegeRequest['status'],
    reason: view.reason,
    adminNotes: view.adminNotes,
    requestedBy: person(view.requestedByUserId, view.requesterName, view.requesterEmail),
    reviewedBy: person(view.reviewedByUserId, view.reviewerName, view.reviewerEmail),
    reviewedAt: view.reviewedAt?.toISOString() ?? null,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

export function toInvitation(view: InvitationView, now = new Date()): Invitation {
  const expired = view.status === 'PENDING' && view.expiresAt <= now;
  return {
    id: view.id,
    email: view.email,
    status: expired ? 'EXPIRED' : (view.status as Invitation['status']),
    message: view.message,
    invitedBy: person(view.invitedByUserId, view.inviterName, view.inviterEmail),
    createdAt: view.createdAt.toISOString(),
    expiresAt: view.expiresAt.toISOString(),
    acceptedAt: view.acceptedAt?.toISOString() ?? null,
  };
}
