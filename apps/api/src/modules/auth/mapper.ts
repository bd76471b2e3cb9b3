import { associationTypeSchema, roleFlags, roles as knownRoles, userTypeSchema, type Role, type User } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
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
 * nothing is stored twice, so nothing can disagree.
 */
export function toUserDto(record: UserRecord, now = new Date()): User {
  const roles = normalizeRoles(record.roles);
  const userType = userTypeOf(record);
  const flags = roleFlags({ roles, userType });
  const emailVerified = record.emailVerifiedAt !== null;
  const locked = isLocked(record, now);
  const fullName = `${record.firstName} ${record.lastName}`.trim();
  const association = associationTypeSchema.safeParse(record.associationType);
  const companyAssociation = association.success
    ? {
        associationType: association.data,
        companyName: record.requestedCompanyName,
        companyWebsite: record.requestedCompanyWebsite,
        isNewCompany: association.data === 'COMPANY',
        companyId: null,
      }
    : null;
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
    companyName: record.requestedCompanyName,
    // Company membership arrives with the companies module.
    companyId: null,
    company: null,
    companyAssociation,
    companyBusinessTypes: [],
    profileImageUrl: null,
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
