import { businessRoleForUserType, Role, REGISTRATION_INVITATION_ONLY, SettingsMessage, type AssociationType, type Role as RoleName, type User, type UserType } from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { loadUserCompanyFields } from './company-view';
import { issueEmailToken, sendAuthMail } from './email-links';
import { emailTaken, invalidToken, uniqueViolationToConflict, usernameTaken } from './errors';
import { holdsInvitation } from './invitations';
import { verificationMail, verifyEmailLink } from './mails';
import { normalizeRoles, toUserDto } from './mapper';
import { hashPassword } from './passwords';
import * as repo from './repository';

/**
 * Accounts: registration, the signed-in account's profile, and the lookups other modules use. Sessions,
 * e-mail verification, password reset and the first superuser have their own services
 * (session-service.ts, verification-service.ts, password-reset-service.ts, superuser-service.ts).
 */

export interface AuthDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  userType?: UserType;
  associationType?: AssociationType;
  companyName?: string | null;
  companyWebsite?: string | null;
  /** Extra roles beyond ROLE_USER and the user type's business role. */
  roles?: readonly RoleName[];
  emailVerified?: boolean;
}

/** Inserts an account and its roles inside the caller's transaction (registration, admin bootstrap, demo data). */
export async function createAccount(ex: repo.Executor, account: NewAccount, passwordHash: string, now = new Date()) {
  const userType = account.userType ?? 'user';
  const association = account.associationType ?? 'INDIVIDUAL';
  const row = await repo.insertUser(ex, {
    email: account.email.trim().toLowerCase(),
    username: account.username.trim(),
    passwordHash,
    firstName: account.firstName.trim(),
    lastName: account.lastName.trim(),
    phoneNumber: account.phoneNumber?.trim() || null,
    userType,
    associationType: association,
    requestedCompanyName: association === 'COMPANY' ? account.companyName?.trim() || null : null,
    requestedCompanyWebsite: association === 'COMPANY' ? account.companyWebsite?.trim() || null : null,
    emailVerifiedAt: account.emailVerified ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  const businessRole = businessRoleForUserType[userType];
  const roles = normalizeRoles([Role.USER, ...(businessRole ? [businessRole] : []), ...(account.roles ?? [])]);
  await repo.grantRoles(ex, row.id, roles);
  return { ...row, roles };
}

export async function register(deps: AuthDeps, input: NewAccount): Promise<User> {
  const { events, config } = deps.platform;
  // Read past the cache: an admin who just closed registration closed it on every instance.
  const { registrationMode } = await deps.platform.settings.fresh();
  if (registrationMode === 'INVITATION_ONLY' && !(await holdsInvitation(deps.platform.db, input.email))) {
    throw new AppError(403, SettingsMessage.invitationOnly, { code: REGISTRATION_INVITATION_ONLY });
  }
  // Hash before the transaction: never hold a transaction open across 30 ms of CPU work.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const { user, token } = await events
    .transaction(async (tx) => {
      if (await repo.emailExists(tx, input.email)) throw emailTaken();
      if (await repo.usernameExists(tx, input.username)) throw usernameTaken();
      const created = await createAccount(tx, { ...input, roles: [], emailVerified: false }, passwordHash, now);
      await events.publish(tx, 'user.registered', { userId: created.id });
      return { user: created, token: await issueEmailToken(tx, created.id, 'verify_email', now) };
    })
    .catch(uniqueViolationToConflict);
  await sendAuthMail(deps, verificationMail(user, verifyEmailLink(config.publicUrl, token)));
  deps.log.info({ userId: user.id }, 'account registered');
  return toUserDto(user, undefined, now);
}

/** The user object of this record, with its company fields read on `ex`. */
export async function userObject(ex: repo.Executor, record: repo.UserRecord, now = new Date()): Promise<User> {
  return toUserDto(record, await loadUserCompanyFields(ex, record.id), now);
}

export async function getUser(db: Db, userId: number): Promise<User | undefined> {
  const record = await repo.findUserById(db, userId);
  return record ? userObject(db, record) : undefined;
}

export async function getProfile(deps: AuthDeps, userId: number): Promise<User> {
  const user = await getUser(deps.platform.db, userId);
  if (!user) throw invalidToken();
  return user;
}

export async function updateProfile(
  deps: AuthDeps,
  userId: number,
  patch: { firstName?: string | undefined; lastName?: string | undefined; phoneNumber?: string | null | undefined; username?: string | undefined },
): Promise<User> {
  const now = new Date();
  return deps.platform.db
    .transaction(async (tx) => {
      const current = await repo.findUserByIdForUpdate(tx, userId);
      if (!current) throw invalidToken();
      if (patch.username !== undefined && patch.username.toLowerCase() !== current.username.toLowerCase()) {
        if (await repo.usernameExists(tx, patch.username, userId)) throw usernameTaken();
      }
      const updated = await repo.updateUser(tx, userId, {
        ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}),
        ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}),
        ...(patch.phoneNumber !== undefined ? { phoneNumber: patch.phoneNumber || null } : {}),
        ...(patch.username !== undefined ? { username: patch.username } : {}),
        updatedAt: now,
      });
      return userObject(tx, { ...updated, roles: await repo.rolesOf(tx, userId) }, now);
    })
    .catch(uniqueViolationToConflict);
}

/** Ids of the given e-mail addresses that have an account (demo seeders resolve their people with it). */
export const userIdsByEmail = (ex: repo.Executor, emails: readonly string[]) => repo.userIdsByEmail(ex, emails);

/** The id of the account with this e-mail address (compared without case), if there is one. */
export const findUserIdByEmail = (ex: repo.Executor, email: string) => repo.findUserIdByEmail(ex, email);
