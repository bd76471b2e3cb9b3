import { associationTypeSchema, roleFlags, roles as knownRoles, userTypeSchema, type Role, type User } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { storedImageUrl } from '../../platform/storage';
import type { UserCompanyFields } from './company-view';
import type { UserRecord } from './repository';

const ROLE_ORDER = new Map<string, number>(knownRoles.map((role, index) => [role, index]));

/** Known roles only, in the contract's order (most powerful first); ROLE_USER is always present. */
export function normalizeRoles(stored: readonly string[]): Role[] {
  const set = new Set<string>(stored.filter((role) => ROLE_ORDER.has(role)));
  set.add('ROLE_USER');
  return [...set].sort((a, b) => (ROLE_ORDER.get(a) ?? 99) - (ROLE_ORDER.get(b) ?? 99)) as Role[];
}

const userTypeOf = (record: UserRecord) => {
  const parsed = userTypeSchema.safeParse(record.userType);
  return parsed.success ? parsed.data : 'user';
};

export const isLocked = (record: Pick<UserRecord, 'lockedUntil'>, now: Date): boolean =>
  record.lockedUntil !== null && record.lockedUntil.getTime() > now.getTime();

/**
 * The one place where the user object of seed 000 §3 is made. Every flag is computed from stored columns:
 * nothing is stored twice, so nothing can disagree. `company`: the fields of the user's membership
 * (loadUserCompanyFields), absent without one.
 */
export function toUserDto(record: UserRecord, company: UserCompanyFields | undefined, now = new Date()): User {
  const roles = normalizeRoles(record.roles);
  const userType = userTypeOf(record);
  const flags = roleFlags({ roles, userType });
  const emailVerified = record.emailVerifiedAt !== null;
  const locked = isLocked(record, now);
  const fullName = `${record.firstName} ${record.lastName}`.trim();
  // Without a membership the user object shows the choice made at registration until the e-mail is
  // verified; verification turns it into a real association (companies module), which then wins below.
  const registered = associationTypeSchema.safeParse(record.associationType);
  const pendingChoice = registered.success && registered.data !== 'INDIVIDUAL' && !emailVerified;
  const companyAssociation = !registered.success
    ? null
    : pendingChoice
      ? {
          associationType: registered.data,
          companyName: record.requestedCompanyName,
          companyWebsite: record.requestedCompanyWebsite,
          isNewCompany: true,
          companyId: null,
          pendingApproval: true,
          requiresVerification: true,
        }
      : { associationType: 'INDIVIDUAL' as const, companyName: null, companyWebsite: null, isNewCompany: false, companyId: null, pendingApproval: false, requiresVerification: false };
  return {
    id: record.id,
    email: record.email,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    fullName,
    name: fullName || record.username,
    phoneNumber: record.phoneNumber,
    userType,
    roles,
    companyName: pendingChoice ? record.requestedCompanyName : null,
    companyId: null,
    company: null,
    companyAssociation,
    companyBusinessTypes: [],
    profileImageUrl: storedImageUrl('profileImages', record.id, record.profileImage),
    emailVerifiedAt: record.emailVerifiedAt?.toISOString() ?? null,
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    emailVerified,
    isVerified: emailVerified,
    companyVerified: false,
    isCompanyVerified: false,
    isEnabled: record.isEnabled,
    isAccountNonExpired: true,
    isAccountNonLocked: !locked,
    isCredentialsNonExpired: true,
    isActive: record.isEnabled && !locked,
    ...flags,
    requiresAttention: !emailVerified,
    attentionReason: emailVerified ? null : 'EMAIL_NOT_VERIFIED',
    ...company,
  };
}

/** What `request.user` holds on authenticated routes. */
export function toAuthUser(record: UserRecord, sessionId: string): AuthUser {
  return {
    id: record.id,
    email: record.email,
    username: record.username,
    userType: userTypeOf(record),
    roles: normalizeRoles(record.roles),
    emailVerified: record.emailVerifiedAt !== null,
    sessionId,
  };
}
