import { createHash, randomBytes } from 'node:crypto';
import {
  adminRoles,
  AuthMessage,
  hasAnyRole,
  RECOVERY_CODE_COUNT,
  TRUSTED_DEVICE_TTL_MS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  type AuthSession,
  type LoginResponse,
  type Passkey,
  type RecoveryCodes,
  type SecurityEventType,
  type TwoFactorChallenge,
  type TwoFactorSession,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { secretBox, type SecretBox } from '../../platform/secret-box';
import { companyRequiresTwoFactor } from './company-two-factor';
import {
  accountLocked,
  twoFactorAlreadyEnabled,
  twoFactorChallengeInvalid,
  twoFactorInvalidCode,
  twoFactorNotEnabled,
  twoFactorProofInvalid,
  twoFactorRequired,
} from './errors';
import { verifyPassword } from './passwords';
import * as repo from './repository';
import { recordSecurityEvent, type SecurityEventDetails } from './security-log';
import type { AuthDeps } from './service';
import * as sessionRepo from './session-repository';
import {
  checkPassword,
  countFailedSignIn,
  forgetSessions,
  openSession,
  openSessionIn,
  refuseIfLocked,
  toSession,
  type SecondFactorMethod,
  type SessionStart,
} from './session-service';
import { hashToken, signChallengeToken, verifyChallengeToken, type ChallengeClaims, type ChallengeKind } from './tokens';
import { acceptedTotpStep, newTotpSecret, totpSetup } from './totp';
import * as passkeyStore from './passkey-repository';
import * as store from './two-factor-repository';

/**
 * Two-factor sign-in (docs/security.md): TOTP secrets sealed at rest, ten single-use recovery codes stored
 * hashed, trusted devices for 30 days, and the rule that admins (and members of companies that ask for it)
 * sign in with a second factor. The sign-in itself: `signIn` answers a session or a challenge; the
 * challenge is answered by `verifyChallenge`, or, for an account that must enrol first, by
 * `setUpFromChallenge` + `enableFromChallenge`.
 */

type RequiredBy = TwoFactorStatus['requiredBy'];

const sealer = (deps: AuthDeps): SecretBox => {
  const master = deps.platform.config.jwtSecret;
  if (!master) throw new Error('JWT secret is not configured (ensureSecrets must run before buildApp)');
  return secretBox(master, { salt: 'paytable-auth', info: 'totp-secrets' });
};
const jwtSecret = (deps: AuthDeps): string => {
  const secret = deps.platform.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured (ensureSecrets must run before buildApp)');
  return secret;
};

/** Recovery codes: 10 random characters of an unambiguous alphabet, shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
/** Compared without case, spaces or hyphens, so a code typed loosely still counts. */
const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Why this account must use two-factor: an admin role, its company's rule, or nothing. */
export async function requirementOf(ex: repo.Executor, user: { id: number; roles: readonly string[] }): Promise<RequiredBy> {
  if (hasAnyRole({ roles: user.roles }, adminRoles)) return 'ROLE';
  return (await companyRequiresTwoFactor(ex, user.id)) ? 'COMPANY' : null;
}

// ---- sign-in ------------------------------------------------------------------------------------------

export interface SignInMeta {
  userAgent?: string | undefined;
}

/**
 * Login: after the password, either a session (no second step due, or a trusted device) or a challenge:
 * TWO_FACTOR for an account with two-factor on, TWO_FACTOR_ENROLMENT for one that must turn it on first.
 */
export async function signIn(
  deps: AuthDeps,
  input: { usernameOrEmail: string; password: string; rememberMe: boolean; trustedDeviceToken?: string | undefined },
  meta: SignInMeta = {},
): Promise<LoginResponse> {
  const user = await checkPassword(deps, input);
  const { db } = deps.platform;
  const now = new Date();
  const methods = await secondFactorsOf(db, user.id);
  if (methods.length > 0) {
    const trusted = input.trustedDeviceToken ? await store.useTrustedDevice(db, user.id, hashToken(input.trustedDeviceToken), now) : false;
    if (!trusted) return challenge(deps, user.id, 'TWO_FACTOR', input.rememberMe, null, now, methods);
  } else {
    const requiredBy = await requirementOf(db, user);
    if (requiredBy) return challenge(deps, user.id, 'TWO_FACTOR_ENROLMENT', input.rememberMe, requiredBy, now);
  }
  return openSession(deps, user, { rememberMe: input.rememberMe, userAgent: meta.userAgent, password: input.password });
}

type SecondFactor = TwoFactorChallenge['methods'][number];

/** The second factors the person has: an authenticator app, passkeys, both or none (two-factor off). */
async function secondFactorsOf(ex: repo.Executor, userId: number): Promise<SecondFactor[]> {
  const [credential, passkeys] = await Promise.all([store.findCredential(ex, userId), passkeyStore.countPasskeys(ex, userId)]);
  return [...(credential?.enabledAt ? (['TOTP'] as const) : []), ...(passkeys > 0 ? (['PASSKEY'] as const) : [])];
}

async function challenge(
  deps: AuthDeps,
  userId: number,
  kind: ChallengeKind,
  rememberMe: boolean,
  requiredBy: RequiredBy,
  now: Date,
  methods: SecondFactor[] = [],
): Promise<TwoFactorChallenge> {
  const { token, expiresAt } = await signChallengeToken(jwtSecret(deps), { userId, kind, rememberMe }, TWO_FACTOR_CHALLENGE_TTL_SECONDS, now);
  return { challenge: kind, challengeToken: token, challengeExpiresAt: expiresAt.toISOString(), rememberMe, requiredBy, methods };
}

/** The claims of a valid challenge of this kind, and its account (enabled, not locked); else 401. */
export async function openChallenge(deps: AuthDeps, token: string, kind: ChallengeKind, now: Date): Promise<{ claims: ChallengeClaims; user: repo.UserRecord }> {
  const claims = await verifyChallengeToken(jwtSecret(deps), token);
  if (!claims || claims.kind !== kind) throw twoFactorChallengeInvalid();
  const user = await repo.findUserById(deps.platform.db, claims.userId);
  if (!user || !user.isEnabled) throw twoFactorChallengeInvalid();
  refuseIfLocked(user, now);
  return { claims, user };
}

/** The per-challenge attempt limit's key (limits.ts counts it); undefined for a token that is no challenge. */
export async function challengeIdOf(deps: AuthDeps, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  return (await verifyChallengeToken(jwtSecret(deps), token))?.challengeId;
}

export type StepOutcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs a second step in one transaction (a failed one commits what it did, e.g. a taken passkey challenge);
 * a wrong code or a passkey that does not verify is counted towards the account's lockout (committed on its
 * own) and answered 401 with the catalogue message, or the lockout's message when it locked.
 */
export async function secondStep<T>(
  deps: AuthDeps,
  userId: number,
  now: Date,
  step: (tx: repo.Executor) => Promise<StepOutcome<T>>,
  failure: { reason: 'wrong_code' | 'passkey_not_verified'; error: () => Error } = { reason: 'wrong_code', error: () => twoFactorInvalidCode(401) },
): Promise<T> {
  const outcome = await deps.platform.db.transaction(step);
  if (outcome.ok) return outcome.value;
  const lockedUntil = await countFailedSignIn(deps, userId, now, failure.reason);
  if (lockedUntil) throw accountLocked(lockedUntil, now);
  throw failure.error();
}

export type Finished = { start: SessionStart; trustedDeviceToken: string | null };

export async function finishSignIn(
  deps: AuthDeps,
  tx: repo.Executor,
  user: repo.UserRecord,
  options: { rememberMe: boolean; trustDevice: boolean; userAgent?: string | undefined; method: SecondFactorMethod },
  now: Date,
): Promise<Finished> {
  const start = await openSessionIn(tx, user, options, now);
  const trustedDeviceToken = options.trustDevice ? await trustDevice(tx, user.id, options.userAgent, now) : null;
  return { start, trustedDeviceToken };
}

export async function answer(deps: AuthDeps, finished: Finished, recoveryCodes: string[] | null, now: Date): Promise<TwoFactorSession> {
  const session: AuthSession = await toSession(deps, finished.start, now);
  return { ...session, trustedDeviceToken: finished.trustedDeviceToken, recoveryCodes };
}

/** The second step: a current authenticator code (never one accepted before) or an unused recovery code. */
export async function verifyChallenge(
  deps: AuthDeps,
  input: { challengeToken: string; code?: string | undefined; recoveryCode?: string | undefined; trustDevice: boolean },
  meta: SignInMeta = {},
): Promise<TwoFactorSession> {
  const now = new Date();
  const { claims, user } = await openChallenge(deps, input.challengeToken, 'TWO_FACTOR', now);
  const finished = await secondStep(deps, user.id, now, async (tx): Promise<StepOutcome<Finished>> => {
    const credential = await store.findCredentialForUpdate(tx, user.id);
    const accepted = input.code !== undefined
      ? credential?.enabledAt !== null && credential !== undefined && (await acceptCode(deps, tx, credential, input.code, now))
      : input.recoveryCode !== undefined && (await store.useRecoveryCode(tx, user.id, hashRecoveryCode(input.recoveryCode), now));
    if (!accepted) return { ok: false };
    const method = input.code !== undefined ? 'totp' : 'recovery_code';
    return { ok: true, value: await finishSignIn(deps, tx, user, { rememberMe: claims.rememberMe, trustDevice: input.trustDevice, userAgent: meta.userAgent, method }, now) };
  });
  return answer(deps, finished, null, now);
}

/** Checks a code against the enabled secret and, when accepted, records its step so it never counts again. */
async function acceptCode(deps: AuthDeps, tx: repo.Executor, credential: store.TwoFactorCredentialRow, code: string, now: Date): Promise<boolean> {
  if (!credential.secret) return false;
  const step = await acceptedTotpStep(sealer(deps).open(credential.secret), code, credential.lastUsedStep, now);
  if (step === null) return false;
  await store.markStepUsed(tx, credential.userId, step, now);
  return true;
}

/** Enrolment at sign-in: a new secret for an account that must turn two-factor on. */
export async function setUpFromChallenge(deps: AuthDeps, challengeToken: string): Promise<TwoFactorSetup> {
  const { user } = await openChallenge(deps, challengeToken, 'TWO_FACTOR_ENROLMENT', new Date());
  return beginSetup(deps, user);
}

/** Enrolment at sign-in, confirmed by the first code: two-factor on, recovery codes shown once, signed in. */
export async function enableFromChallenge(
  deps: AuthDeps,
  input: { challengeToken: string; code: string; trustDevice: boolean },
  meta: SignInMeta = {},
): Promise<TwoFactorSession> {
  const now = new Date();
  const { claims, user } = await openChallenge(deps, input.challengeToken, 'TWO_FACTOR_ENROLMENT', now);
  const { finished, recoveryCodes } = await secondStep(deps, user.id, now, async (tx): Promise<StepOutcome<{ finished: Finished; recoveryCodes: string[] }>> => {
    const enabled = await confirmSetup(deps, tx, user.id, input.code, now);
    if (!enabled.ok) return { ok: false };
    const done = await finishSignIn(deps, tx, user, { rememberMe: claims.rememberMe, trustDevice: input.trustDevice, userAgent: meta.userAgent, method: 'totp' }, now);
    return { ok: true, value: { finished: done, recoveryCodes: enabled.value } };
  });
  return answer(deps, finished, recoveryCodes, now);
}

// ---- set-up (shared by the sign-in's enrolment and the settings) ----------------------------------------

async function beginSetup(deps: AuthDeps, user: repo.UserRecord): Promise<TwoFactorSetup> {
  const now = new Date();
  const secret = newTotpSecret();
  await deps.platform.db.transaction(async (tx) => {
    const credential = await store.findCredentialForUpdate(tx, user.id);
    if (credential?.enabledAt) throw twoFactorAlreadyEnabled();
    await store.savePendingSecret(tx, user.id, sealer(deps).seal(secret), now);
  });
  return totpSetup(secret, user.email);
}

/** The pending secret's first code turns two-factor on and answers ten new recovery codes. */
async function confirmSetup(deps: AuthDeps, tx: repo.Executor, userId: number, code: string, now: Date): Promise<StepOutcome<string[]>> {
  const credential = await store.findCredentialForUpdate(tx, userId);
  if (credential?.enabledAt) throw twoFactorAlreadyEnabled();
  if (!credential?.pendingSecret) throw twoFactorNotEnabled(AuthMessage.twoFactorNoSetup);
  const step = await acceptedTotpStep(sealer(deps).open(credential.pendingSecret), code, 0, now);
  if (step === null) return { ok: false };
  await store.enableCredential(tx, userId, credential.pendingSecret, step, now);
  const recoveryCodes = await issueRecoveryCodes(tx, userId, now);
  await record(tx, 'TWO_FACTOR_ENABLED', userId, now);
  return { ok: true, value: recoveryCodes };
}

export async function issueRecoveryCodes(tx: repo.Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await store.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode), now);
  return codes;
}

async function trustDevice(tx: repo.Executor, userId: number, userAgent: string | undefined, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.insertTrustedDevice(tx, {
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_TTL_MS),
    now,
  });
  return token;
}

/** The security events of two-factor sign-in, each recorded at exactly one place below. */
type TwoFactorSecurityEvent = Extract<
  SecurityEventType,
  'TWO_FACTOR_ENABLED' | 'TWO_FACTOR_DISABLED' | 'RECOVERY_CODES_REGENERATED' | 'TRUSTED_DEVICE_FORGOTTEN' | 'PASSKEY_ADDED' | 'PASSKEY_REMOVED'
>;

export const record = (tx: repo.Executor, type: TwoFactorSecurityEvent, userId: number, at: Date, details?: SecurityEventDetails) =>
  recordSecurityEvent(tx, { type, userId, at, details });

// ---- the person's settings --------------------------------------------------------------------------------

export async function signedInUser(deps: AuthDeps, userId: number): Promise<repo.UserRecord> {
  const user = await repo.findUserById(deps.platform.db, userId);
  if (!user) throw notFound();
  return user;
}

export async function status(deps: AuthDeps, userId: number): Promise<TwoFactorStatus> {
  const { db } = deps.platform;
  const user = await signedInUser(deps, userId);
  const now = new Date();
  const [credential, requiredBy, recoveryCodesLeft, devices, passkeys] = await Promise.all([
    store.findCredential(db, userId),
    requirementOf(db, user),
    store.countUnusedRecoveryCodes(db, userId),
    store.listTrustedDevices(db, userId, now),
    passkeyStore.listPasskeys(db, userId),
  ]);
  return {
    enabled: Boolean(credential?.enabledAt) || passkeys.length > 0,
    enabledAt: credential?.enabledAt?.toISOString() ?? null,
    authenticatorApp: Boolean(credential?.enabledAt),
    passkeys: passkeys.map(toPasskey),
    requiredBy,
    recoveryCodesLeft,
    trustedDevices: devices.map((device) => ({
      id: device.id,
      userAgent: device.userAgent,
      createdAt: device.createdAt.toISOString(),
      lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
      expiresAt: device.expiresAt.toISOString(),
    })),
  };
}

export async function setUp(deps: AuthDeps, userId: number): Promise<TwoFactorSetup> {
  return beginSetup(deps, await signedInUser(deps, userId));
}

export async function enable(deps: AuthDeps, userId: number, code: string): Promise<RecoveryCodes> {
  const now = new Date();
  const outcome = await deps.platform.db.transaction((tx) => confirmSetup(deps, tx, userId, code, now));
  if (!outcome.ok) throw twoFactorInvalidCode(400);
  return { recoveryCodes: outcome.value };
}

/**
 * Asks who is at the keyboard before a change: a current code (recorded as used) or the password; inside
 * the change's transaction, with the credential locked.
 */
export async function requireProof(deps: AuthDeps, tx: repo.Executor, user: repo.UserRecord, proof: Proof, now: Date): Promise<void> {
  const credential = await store.findCredentialForUpdate(tx, user.id);
  const app = credential?.enabledAt ? credential : undefined;
  if (!app && (await passkeyStore.countPasskeys(tx, user.id)) === 0) throw twoFactorNotEnabled();
  const proven =
    proof.code !== undefined
      ? app !== undefined && (await acceptCode(deps, tx, app, proof.code, now))
      : proof.password !== undefined && (await verifyPassword(user.passwordHash, proof.password));
  if (!proven) throw twoFactorProofInvalid();
}

export type Proof = { code?: string | undefined; password?: string | undefined };

/**
 * Turns two-factor off (not while required), forgets every trusted device and signs out the person's other
 * sessions: one of them may belong to whoever made turning it off worth doing. The current session stays.
 */
export async function disable(deps: AuthDeps, signedIn: AuthUser, proof: Proof): Promise<TwoFactorStatus> {
  const user = await signedInUser(deps, signedIn.id);
  const now = new Date();
  const ended = await deps.platform.db.transaction(async (tx) => {
    if (await requirementOf(tx, user)) throw twoFactorRequired();
    await requireProof(deps, tx, user, proof, now);
    return turnOff(tx, signedIn, now);
  });
  forgetSessions(deps, ended);
  return status(deps, signedIn.id);
}

/**
 * Two-factor off, inside the caller's transaction: the authenticator app, passkeys, recovery codes and
 * trusted devices go, and every other session of the person ends (answered, for the principal cache).
 */
export async function turnOff(tx: repo.Executor, signedIn: AuthUser, now: Date): Promise<string[]> {
  const userId = signedIn.id;
  await store.deleteCredential(tx, userId);
  await passkeyStore.deletePasskeys(tx, userId);
  await store.deleteTrustedDevices(tx, userId);
  const others = await sessionRepo.revokeOtherSessions(tx, userId, signedIn.sessionId, 'two_factor_disabled', now);
  await record(tx, 'TWO_FACTOR_DISABLED', userId, now, { otherSessionsSignedOut: others.length });
  return others;
}

/** Whether the person still has a second factor (inside a change that may have removed one). */
export const hasSecondFactor = async (ex: repo.Executor, userId: number): Promise<boolean> => (await secondFactorsOf(ex, userId)).length > 0;

export const toPasskey = (row: passkeyStore.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
});

export async function regenerateRecoveryCodes(deps: AuthDeps, userId: number, proof: Proof): Promise<RecoveryCodes> {
  const user = await signedInUser(deps, userId);
  const now = new Date();
  const recoveryCodes = await deps.platform.db.transaction(async (tx) => {
    await requireProof(deps, tx, user, proof, now);
    const codes = await issueRecoveryCodes(tx, userId, now);
    await record(tx, 'RECOVERY_CODES_REGENERATED', userId, now);
    return codes;
  });
  return { recoveryCodes };
}

/** Forgets one of the person's trusted devices; another person's device answers 404. */
export async function forgetTrustedDevice(deps: AuthDeps, userId: number, deviceId: number): Promise<void> {
  const now = new Date();
  await deps.platform.db.transaction(async (tx) => {
    if (!(await store.deleteTrustedDevice(tx, userId, deviceId))) throw notFound('Device not found');
    await record(tx, 'TRUSTED_DEVICE_FORGOTTEN', userId, now);
  });
}

/** A changed password forgets every trusted device (in the change's transaction). */
export const forgetTrustedDevices = (tx: repo.Executor, userId: number): Promise<void> => store.deleteTrustedDevices(tx, userId);
