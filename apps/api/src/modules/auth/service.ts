import {
  ACCESS_TOKEN_TTL_SECONDS,
  accountLockedMessage,
  AuthErrorCode,
  AuthMessage,
  businessRoleForUserType,
  EMAIL_VERIFICATION_TTL_MS,
  LOCKOUT_MS,
  MAX_FAILED_LOGINS,
  PASSWORD_RESET_TTL_MS,
  passwordSchema,
  REGISTRATION_INVITATION_ONLY,
  REMEMBER_ME_TTL_MS,
  Role,
  SESSION_TTL_MS,
  SettingsMessage,
  type AssociationType,
  type AuthSession,
  type Role as RoleName,
  type User,
  type UserType,
} from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, unauthorized } from '../../platform/errors';
import { rethrowUniqueViolation } from '../../platform/unique-violation';
import type { MailMessage } from '../../platform/mailer';
import type { Platform } from '../../platform/platform';
import { passwordResetMail, resetPasswordLink, verificationMail, verifyEmailLink } from './mails';
import { loadUserCompanyFields } from './company-view';
import { holdsInvitation } from './invitations';
import { isLocked, normalizeRoles, toAuthUser, toUserDto } from './mapper';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import * as repo from './repository';
import { principalCacheOf, PRINCIPAL_MAX_AGE_MS } from './principal-cache';
import { hashToken, InvalidAccessToken, newOpaqueToken, newSessionId, signAccessToken, verifyAccessToken } from './tokens';

export interface AuthDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

// ---- errors of this module ------------------------------------------------------------------------

export const invalidToken = () => unauthorized(AuthMessage.invalidToken, AuthErrorCode.INVALID_TOKEN);
const invalidCredentials = () => unauthorized(AuthMessage.invalidCredentials, AuthErrorCode.INVALID_CREDENTIALS);
const accountLocked = (until: Date, now: Date) =>
  unauthorized(accountLockedMessage(until.getTime() - now.getTime()), AuthErrorCode.ACCOUNT_LOCKED);
const accountDisabled = (status: 401 | 403) =>
  new AppError(status, AuthMessage.accountDisabled, { code: AuthErrorCode.ACCOUNT_DISABLED });
const emailTaken = () => new AppError(409, AuthMessage.emailTaken, { code: AuthErrorCode.EMAIL_TAKEN });
const usernameTaken = () => new AppError(409, AuthMessage.usernameTaken, { code: AuthErrorCode.USERNAME_TAKEN });
const invalidLink = (message: string) => new AppError(400, message, { code: AuthErrorCode.INVALID_LINK });

/** A concurrent insert can still hit the unique indexes after our checks: answer 409, not 500. */
const uniqueViolationToConflict = rethrowUniqueViolation((where) => {
  if (where.includes('users_email_lower_key')) return emailTaken();
  if (where.includes('users_username_lower_key')) return usernameTaken();
  return undefined;
});

/** Mail failures never fail the request: the user can ask again (resend / forgot). */
async function sendMail(deps: AuthDeps, message: MailMessage): Promise<void> {
  try {
    await deps.platform.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'could not send auth mail');
  }
}

const userAgentOf = (value: string | undefined) => (value ? value.slice(0, 300) : null);

// ---- accounts ----------------------------------------------------------------------------------------

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

async function issueEmailToken(ex: repo.Executor, userId: number, purpose: repo.AuthTokenPurpose, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await repo.deleteUnusedAuthTokens(ex, userId, purpose);
  await repo.insertAuthToken(ex, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + (purpose === 'verify_email' ? EMAIL_VERIFICATION_TTL_MS : PASSWORD_RESET_TTL_MS)),
  });
  return token;
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
  await sendMail(deps, verificationMail(user, verifyEmailLink(config.publicUrl, token)));
  deps.log.info({ userId: user.id }, 'account registered');
  return toUserDto(user, undefined, now);
}

/** The user object of this record, with its company fields read on `ex`. */
async function userObject(ex: repo.Executor, record: repo.UserRecord, now = new Date()): Promise<User> {
  return toUserDto(record, await loadUserCompanyFields(ex, record.id), now);
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<User> {
  const now = new Date();
  const { events } = deps.platform;
  const record = await events.transaction(async (tx) => {
    const row = await repo.findAuthTokenForUpdate(tx, hashToken(token), 'verify_email');
    if (!row || row.expiresAt <= now) return undefined;
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return undefined;
    if (row.usedAt) {
      // A second click on the same link: harmless when it already did its job.
      return user.emailVerifiedAt ? user : undefined;
    }
    await repo.markAuthTokenUsed(tx, row.id, now);
    if (user.emailVerifiedAt) return user;
    await repo.updateUser(tx, user.id, { emailVerifiedAt: now, updatedAt: now });
    // The proven address turns the registration's association choice into a real one (companies reacts).
    await events.publish(tx, 'user.email.verified', { userId: user.id, at: now });
    return repo.findUserById(tx, user.id);
  });
  if (!record) throw invalidLink(AuthMessage.invalidVerificationLink);
  return userObject(deps.platform.db, record, now);
}

/** Same answer whether or not the address exists or is already verified. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const now = new Date();
  const result = await deps.platform.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || user.emailVerifiedAt || !user.isEnabled) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'verify_email', now) };
  });
  if (result) {
    // Not awaited: the answer must not take longer for an existing address than for an unknown one.
    void sendMail(deps, verificationMail(result.user, verifyEmailLink(deps.platform.config.publicUrl, result.token)));
  }
}

/** Same answer whether or not the address exists. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const now = new Date();
  const result = await deps.platform.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || !user.isEnabled) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'reset_password', now) };
  });
  if (result) {
    void sendMail(deps, passwordResetMail(result.user, resetPasswordLink(deps.platform.config.publicUrl, result.token)));
  }
}

/** Sets the new password, ends every session of the account, clears a lockout and proves the address. */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const done = await deps.platform.db.transaction(async (tx) => {
    const row = await repo.findAuthTokenForUpdate(tx, hashToken(token), 'reset_password');
    if (!row || row.usedAt || row.expiresAt <= now) return false;
    const user = await repo.findUserByIdForUpdate(tx, row.userId);
    if (!user) return false;
    await repo.markAuthTokenUsed(tx, row.id, now);
    await repo.deleteUnusedAuthTokens(tx, user.id, 'reset_password');
    await repo.updateUser(tx, user.id, {
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    await repo.revokeAllSessionsOfUser(tx, user.id, 'password_reset', now);
    return user.id;
  });
  if (done === false) throw invalidLink(AuthMessage.invalidResetLink);
  principalCacheOf(deps.platform)?.forgetUser(done);
}

// ---- sessions ----------------------------------------------------------------------------------------

interface SessionStart {
  user: repo.UserRecord;
  familyId: string;
  refreshToken: string;
  expiresAt: Date;
  rememberMe: boolean;
}

async function startSession(
  ex: repo.Executor,
  user: repo.UserRecord,
  options: { rememberMe: boolean; userAgent?: string | undefined },
  now: Date,
): Promise<SessionStart> {
  const refreshToken = newOpaqueToken();
  const familyId = newSessionId();
  const expiresAt = new Date(now.getTime() + (options.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  await repo.insertRefreshToken(ex, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    rememberMe: options.rememberMe,
    expiresAt,
    userAgent: userAgentOf(options.userAgent),
  });
  return { user, familyId, refreshToken, expiresAt, rememberMe: options.rememberMe };
}

async function toSession(deps: AuthDeps, start: SessionStart, now: Date): Promise<AuthSession> {
  const user = await userObject(deps.platform.db, start.user, now);
  const jwtSecret = requireJwtSecret(deps.platform);
  const accessToken = await signAccessToken(
    jwtSecret,
    { userId: start.user.id, sessionId: start.familyId, roles: normalizeRoles(start.user.roles) },
    now,
  );
  return {
    token: accessToken,
    accessToken,
    refreshToken: start.refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresAt: start.expiresAt.toISOString(),
    rememberMe: start.rememberMe,
    user,
  };
}

function requireJwtSecret(platform: Platform): string {
  const secret = platform.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured (ensureSecrets must run before buildApp)');
  return secret;
}

export async function login(
  deps: AuthDeps,
  input: { usernameOrEmail: string; password: string; rememberMe: boolean },
  meta: { userAgent?: string | undefined } = {},
): Promise<AuthSession> {
  const { db } = deps.platform;
  const identifier = input.usernameOrEmail.trim();
  const found = identifier.includes('@') ? await repo.findUserByEmail(db, identifier) : await repo.findUserByUsername(db, identifier);
  if (!found) {
    await verifyAgainstDummy(input.password);
    throw invalidCredentials();
  }
  const checkedAt = new Date();
  // Locked: refuse before looking at the password, so the answer says nothing about it.
  if (found.lockedUntil && isLocked(found, checkedAt)) throw accountLocked(found.lockedUntil, checkedAt);

  if (!(await verifyPassword(found.passwordHash, input.password))) {
    const now = new Date();
    const lockedUntil = await db.transaction(async (tx) => {
      const row = await repo.findUserByIdForUpdate(tx, found.id);
      if (!row) return null;
      const lockExpired = row.lockedUntil !== null && row.lockedUntil <= now;
      const failures = (lockExpired ? 0 : row.failedLoginCount) + 1;
      const lock = failures >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCKOUT_MS) : lockExpired ? null : row.lockedUntil;
      await repo.updateUser(tx, row.id, { failedLoginCount: failures, lockedUntil: lock });
      return lock;
    });
    if (lockedUntil && lockedUntil > now) {
      deps.log.warn({ userId: found.id }, 'account locked after repeated failed sign-ins');
      throw accountLocked(lockedUntil, now);
    }
    throw invalidCredentials();
  }

  if (!found.isEnabled) throw accountDisabled(403);

  const rehash = needsRehash(found.passwordHash) ? await hashPassword(input.password) : undefined;
  const now = new Date();
  const start = await db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, found.id, {
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(rehash ? { passwordHash: rehash } : {}),
    });
    return startSession(tx, { ...found, ...updated }, { rememberMe: input.rememberMe, userAgent: meta.userAgent }, now);
  });
  return toSession(deps, start, now);
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or two clients
 * share it): the whole family is revoked, which also ends the access tokens issued from it.
 */
export async function refresh(deps: AuthDeps, refreshToken: string, meta: { userAgent?: string | undefined } = {}): Promise<AuthSession> {
  const now = new Date();
  const outcome = await deps.platform.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.rotatedAt) {
      await repo.revokeFamily(tx, row.familyId, 'reuse', now);
      return { kind: 'reused' as const, userId: row.userId, familyId: row.familyId };
    }
    const user = await repo.findUserById(tx, row.userId);
    if (!user || !user.isEnabled) {
      await repo.revokeFamily(tx, row.familyId, 'disabled', now);
      return { kind: 'disabled' as const, familyId: row.familyId };
    }
    const next = newOpaqueToken();
    const inserted = await repo.insertRefreshToken(tx, {
      userId: user.id,
      familyId: row.familyId,
      tokenHash: hashToken(next),
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt,
      userAgent: userAgentOf(meta.userAgent) ?? row.userAgent,
    });
    await repo.markRotated(tx, row.id, inserted.id, now);
    const start: SessionStart = { user, familyId: row.familyId, refreshToken: next, expiresAt: row.expiresAt, rememberMe: row.rememberMe };
    return { kind: 'ok' as const, start };
  });
  // Refusals are thrown after the commit, so that a revocation is kept.
  if (outcome.kind === 'reused' || outcome.kind === 'disabled') forgetSessions(deps, [outcome.familyId]);
  switch (outcome.kind) {
    case 'ok':
      return toSession(deps, outcome.start, now);
    case 'reused':
      deps.log.warn({ userId: outcome.userId, sessionId: outcome.familyId }, 'refresh token reused: session revoked');
      throw invalidToken();
    case 'disabled':
      throw accountDisabled(401);
    default:
      throw invalidToken();
  }
}

/** Ends the session of the presented refresh token and/or of the current access token. Never fails. */
export async function logout(deps: AuthDeps, input: { refreshToken?: string | undefined; sessionId?: string | undefined }): Promise<void> {
  const now = new Date();
  const ended = await deps.platform.db.transaction(async (tx) => {
    const sessions: string[] = [];
    if (input.refreshToken) {
      const row = await repo.findRefreshToken(tx, hashToken(input.refreshToken));
      if (row) sessions.push(row.familyId);
    }
    if (input.sessionId) sessions.push(input.sessionId);
    for (const familyId of sessions) await repo.revokeFamily(tx, familyId, 'logout', now);
    return sessions;
  });
  forgetSessions(deps, ended);
}

/**
 * After a commit that ended sessions: this instance stops accepting them at once (the database's
 * 'principal_changes' notification tells every instance too, a moment later; see principal-cache.ts).
 */
function forgetSessions(deps: AuthDeps, sessionIds: readonly string[]): void {
  const cache = principalCacheOf(deps.platform);
  for (const sessionId of sessionIds) cache?.forgetSession(sessionId);
}

/**
 * Resolves a bearer token to the signed-in account: 401 INVALID_TOKEN for a missing account, a forged,
 * expired or revoked token; 401 ACCOUNT_DISABLED for a disabled account. A session seen before is
 * answered from the principal cache (principal-cache.ts) unless `fresh`; otherwise one statement.
 */
export async function authenticate(deps: AuthDeps, bearer: string, options: { fresh?: boolean } = {}): Promise<AuthUser> {
  let claims;
  try {
    claims = await verifyAccessToken(requireJwtSecret(deps.platform), bearer);
  } catch (error) {
    if (error instanceof InvalidAccessToken) throw invalidToken();
    throw error;
  }
  const now = Date.now();
  const cache = principalCacheOf(deps.platform);
  const cached = options.fresh ? undefined : cache?.get(claims.userId, claims.sessionId, now);
  if (cached) return cached;
  const epoch = cache?.readEpoch();
  const found = await repo.findPrincipal(deps.platform.db, claims.userId, claims.sessionId, new Date(now));
  if (!found || !found.sessionActive || found.sessionExpiresAt === null) throw invalidToken();
  if (!found.user.isEnabled) throw accountDisabled(401);
  const user = toAuthUser(found.user, claims.sessionId);
  if (cache && epoch !== undefined) cache.store(epoch, user, Math.min(found.sessionExpiresAt, now + PRINCIPAL_MAX_AGE_MS));
  return user;
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

// ---- profile -----------------------------------------------------------------------------------------

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

// ---- first superuser ---------------------------------------------------------------------------------

export interface SuperuserInput {
  email: string;
  password: string;
  username?: string | undefined;
  /** Also set the password of an existing account (create-admin --reset-password). */
  resetPassword?: boolean;
}

/**
 * Creates the first superuser if the address has no account yet; otherwise makes sure it holds
 * ROLE_ADMIN and ROLE_SUPERUSER and is enabled. Idempotent: safe on every start.
 */
export async function ensureSuperuser(db: Db, input: SuperuserInput): Promise<{ userId: number; created: boolean }> {
  const policy = passwordSchema.safeParse(input.password);
  if (!policy.success) {
    throw new Error(`The admin password does not meet the password policy: ${policy.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const email = input.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  const passwordHash = !existing || input.resetPassword ? await hashPassword(input.password) : undefined;
  const now = new Date();
  return db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (user) {
      await repo.grantRoles(tx, user.id, [Role.USER, Role.ADMIN, Role.SUPERUSER]);
      await repo.updateUser(tx, user.id, {
        isEnabled: true,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        ...(input.resetPassword && passwordHash ? { passwordHash, failedLoginCount: 0, lockedUntil: null } : {}),
        updatedAt: now,
      });
      return { userId: user.id, created: false };
    }
    if (!passwordHash) throw new Error('unreachable: no hash for a new admin');
    const username = await freeUsername(tx, input.username ?? email.split('@')[0] ?? 'admin');
    const created = await createAccount(
      tx,
      {
        email,
        username,
        password: input.password,
        firstName: 'Platform',
        lastName: 'Admin',
        userType: 'superuser',
        roles: [Role.ADMIN, Role.SUPERUSER],
        emailVerified: true,
      },
      passwordHash,
      now,
    );
    return { userId: created.id, created: true };
  });
}

async function freeUsername(ex: repo.Executor, wanted: string): Promise<string> {
  const base = wanted.replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+|[._-]+$/g, '').slice(0, 40) || 'admin';
  const padded = base.length >= 3 ? base : `${base}-admin`;
  for (let suffix = 0; suffix < 1000; suffix += 1) {
    const candidate = suffix === 0 ? padded : `${padded}${suffix}`;
    if (!(await repo.usernameExists(ex, candidate))) return candidate;
  }
  throw new Error('could not find a free username for the admin account');
}

/** Ids of the given e-mail addresses that have an account (demo seeders resolve their people with it). */
export const userIdsByEmail = (ex: repo.Executor, emails: readonly string[]) => repo.userIdsByEmail(ex, emails);

/** The id of the account with this e-mail address (compared without case), if there is one. */
export const findUserIdByEmail = (ex: repo.Executor, email: string) => repo.findUserIdByEmail(ex, email);
