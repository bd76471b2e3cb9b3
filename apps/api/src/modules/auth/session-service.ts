import { ACCESS_TOKEN_TTL_SECONDS, LOCKOUT_MS, MAX_FAILED_LOGINS, REMEMBER_ME_TTL_MS, SESSION_TTL_MS, type AuthSession } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import type { Platform } from '../../platform/platform';
import { requestOrigin, storableUserAgent } from '../../platform/request-origin';
import { accountDisabled, accountLocked, invalidCredentials, invalidToken } from './errors';
import { isLocked, normalizeRoles, toAuthUser } from './mapper';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { principalCacheOf, PRINCIPAL_MAX_AGE_MS } from './principal-cache';
import * as repo from './repository';
import { recordSecurityEvent } from './security-log';
import { userObject, type AuthDeps } from './service';
import * as sessionRepo from './session-repository';
import { hashToken, InvalidAccessToken, newOpaqueToken, newSessionId, signAccessToken, verifyAccessToken } from './tokens';

/**
 * Sessions: sign-in (with the lockout after repeated failures), refresh-token rotation, sign-out, and the
 * access token's check on every authenticated request.
 */

export interface SessionStart {
  user: repo.UserRecord;
  familyId: string;
  refreshToken: string;
  expiresAt: Date;
  rememberMe: boolean;
}

async function startSession(
  ex: repo.Executor,
  user: repo.UserRecord,
  options: { rememberMe: boolean; userAgent?: string | undefined; method?: SecondFactorMethod | undefined },
  now: Date,
): Promise<SessionStart> {
  const refreshToken = newOpaqueToken();
  const familyId = newSessionId();
  const expiresAt = new Date(now.getTime() + (options.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  await sessionRepo.insertRefreshToken(ex, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    rememberMe: options.rememberMe,
    expiresAt,
    userAgent: storableUserAgent(options.userAgent),
    ipAddress: requestOrigin().ipAddress,
    signedInAt: now,
    lastUsedAt: now,
  });
  await recordSecurityEvent(ex, { type: 'SIGN_IN', userId: user.id, details: { session: familyId, rememberMe: options.rememberMe, ...(options.method ? { method: options.method } : {}) }, at: now });
  return { user, familyId, refreshToken, expiresAt, rememberMe: options.rememberMe };
}

export async function toSession(deps: AuthDeps, start: SessionStart, now: Date): Promise<AuthSession> {
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

/**
 * The first step of every sign-in: the account of this username or e-mail with this password, enabled and
 * not locked; a wrong password counts towards the lockout. Answers the account; the session is opened by
 * `openSession` (directly, or after the second step: two-factor-service.ts).
 */
export async function checkPassword(deps: AuthDeps, input: { usernameOrEmail: string; password: string }): Promise<repo.UserRecord> {
  const { db } = deps.platform;
  const identifier = input.usernameOrEmail.trim();
  const found = identifier.includes('@') ? await repo.findUserByEmail(db, identifier) : await repo.findUserByUsername(db, identifier);
  if (!found) {
    await verifyAgainstDummy(input.password);
    throw invalidCredentials();
  }
  const checkedAt = new Date();
  // Locked: refuse before looking at the password, so the answer says nothing about it.
  if (found.lockedUntil && isLocked(found, checkedAt)) {
    await recordSecurityEvent(db, { type: 'SIGN_IN_FAILED', userId: found.id, details: { reason: 'locked' }, at: checkedAt });
    throw accountLocked(found.lockedUntil, checkedAt);
  }

  if (!(await verifyPassword(found.passwordHash, input.password))) {
    const lockedUntil = await countFailedSignIn(deps, found.id, new Date(), 'wrong_password');
    if (lockedUntil) throw accountLocked(lockedUntil, new Date());
    throw invalidCredentials();
  }

  if (!found.isEnabled) {
    await recordSecurityEvent(db, { type: 'SIGN_IN_FAILED', userId: found.id, details: { reason: 'disabled' }, at: checkedAt });
    throw accountDisabled(403);
  }
  return found;
}

/**
 * Counts a failed sign-in step (a wrong password, or a wrong second-step code) towards the lockout, in its
 * own committed transaction with its security event; answers the lock's end when this failure locked the
 * account.
 */
export async function countFailedSignIn(deps: AuthDeps, userId: number, now: Date, reason: 'wrong_password' | 'wrong_code' | 'passkey_not_verified'): Promise<Date | null> {
  const lockedUntil = await deps.platform.db.transaction(async (tx) => {
    const row = await repo.findUserByIdForUpdate(tx, userId);
    if (!row) return null;
    const lockExpired = row.lockedUntil !== null && row.lockedUntil <= now;
    const failures = (lockExpired ? 0 : row.failedLoginCount) + 1;
    const lock = failures >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCKOUT_MS) : lockExpired ? null : row.lockedUntil;
    await repo.updateUser(tx, row.id, { failedLoginCount: failures, lockedUntil: lock });
    await recordSecurityEvent(tx, { type: 'SIGN_IN_FAILED', userId: row.id, details: { reason, failures }, at: now });
    if (failures === MAX_FAILED_LOGINS) await recordSecurityEvent(tx, { type: 'ACCOUNT_LOCKED', userId: row.id, details: { until: lock?.toISOString() ?? null }, at: now });
    return lock;
  });
  if (lockedUntil && lockedUntil > now) {
    deps.log.warn({ userId }, 'account locked after repeated failed sign-ins');
    return lockedUntil;
  }
  return null;
}

/** Refuses a locked account (a second step started before the lock must not finish after it). */
export function refuseIfLocked(user: repo.UserRecord, now: Date): void {
  if (user.lockedUntil && isLocked(user, now)) throw accountLocked(user.lockedUntil, now);
}

export interface OpenSessionOptions {
  rememberMe: boolean;
  userAgent?: string | undefined;
  /** The password just checked, to store a stronger hash of it when the parameters changed. */
  password?: string | undefined;
  /** The second factor that finished the sign-in (the SIGN_IN event names it). */
  method?: SecondFactorMethod | undefined;
}

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey' | 'trusted_device';

/**
 * Opens a session for an account that passed every step, in the caller's transaction: clears the failed
 * sign-in count, records the sign-in and starts a refresh family. `toSession` turns it into the answer.
 */
export async function openSessionIn(tx: repo.Executor, user: repo.UserRecord, options: OpenSessionOptions & { rehash?: string | undefined }, now: Date): Promise<SessionStart> {
  const updated = await repo.updateUser(tx, user.id, {
    failedLoginCount: 0,
    lockedUntil: null,
    lastLoginAt: now,
    ...(options.rehash ? { passwordHash: options.rehash } : {}),
  });
  return startSession(tx, { ...user, ...updated }, { rememberMe: options.rememberMe, userAgent: options.userAgent, method: options.method }, now);
}

/** Opens a session in its own transaction and answers it (a sign-in without a second step). */
export async function openSession(deps: AuthDeps, user: repo.UserRecord, options: OpenSessionOptions): Promise<AuthSession> {
  const rehash = options.password !== undefined && needsRehash(user.passwordHash) ? await hashPassword(options.password) : undefined;
  const now = new Date();
  const start = await deps.platform.db.transaction((tx) => openSessionIn(tx, user, { ...options, rehash }, now));
  return toSession(deps, start, now);
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or two clients
 * share it): the whole family is revoked, which also ends the access tokens issued from it.
 */
export async function refresh(deps: AuthDeps, refreshToken: string, meta: { userAgent?: string | undefined } = {}): Promise<AuthSession> {
  const now = new Date();
  const outcome = await deps.platform.db.transaction(async (tx) => {
    const row = await sessionRepo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.rotatedAt) {
      await sessionRepo.revokeFamily(tx, row.familyId, 'reuse', now);
      return { kind: 'reused' as const, userId: row.userId, familyId: row.familyId };
    }
    const user = await repo.findUserById(tx, row.userId);
    if (!user || !user.isEnabled) {
      await sessionRepo.revokeFamily(tx, row.familyId, 'disabled', now);
      return { kind: 'disabled' as const, familyId: row.familyId };
    }
    const next = newOpaqueToken();
    const inserted = await sessionRepo.insertRefreshToken(tx, {
      userId: user.id,
      familyId: row.familyId,
      tokenHash: hashToken(next),
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt,
      userAgent: storableUserAgent(meta.userAgent) ?? row.userAgent,
      // The session's last use and address move with each refresh (about every 15 minutes while the app is open).
      ipAddress: requestOrigin().ipAddress ?? row.ipAddress,
      signedInAt: row.signedInAt,
      lastUsedAt: now,
    });
    await sessionRepo.markRotated(tx, row.id, inserted.id, now);
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
    const sessions = new Set<string>();
    if (input.refreshToken) {
      const row = await sessionRepo.findRefreshToken(tx, hashToken(input.refreshToken));
      if (row) sessions.add(row.familyId);
    }
    if (input.sessionId) sessions.add(input.sessionId);
    for (const familyId of sessions) {
      const userId = await sessionRepo.revokeFamily(tx, familyId, 'logout', now);
      if (userId !== undefined) await recordSecurityEvent(tx, { type: 'SIGN_OUT', userId, details: { session: familyId }, at: now });
    }
    return [...sessions];
  });
  forgetSessions(deps, ended);
}

/**
 * After a commit that ended sessions: this instance stops accepting them at once (the database's
 * 'principal_changes' notification tells every instance too, a moment later; see principal-cache.ts).
 */
export function forgetSessions(deps: AuthDeps, sessionIds: readonly string[]): void {
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
  const found = await sessionRepo.findPrincipal(deps.platform.db, claims.userId, claims.sessionId, new Date(now));
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
