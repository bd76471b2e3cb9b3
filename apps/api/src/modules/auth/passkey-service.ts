import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { AuthErrorCode, AuthMessage, type Passkey, type PasskeyAdded, type PasskeyOptions, type TwoFactorSession } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { rethrowUniqueViolation } from '../../platform/unique-violation';
import { twoFactorAlreadyEnabled, twoFactorChallengeInvalid, twoFactorRequired } from './errors';
import * as store from './passkey-repository';
import { relyingPartyOf, type RelyingParty } from './passkeys';
import type { Executor, UserRecord } from './repository';
import type { AuthDeps } from './service';
import { forgetSessions } from './session-service';
import {
  answer,
  finishSignIn,
  hasSecondFactor,
  issueRecoveryCodes,
  openChallenge,
  record,
  requireProof,
  requirementOf,
  secondStep,
  signedInUser,
  toPasskey,
  turnOff,
  type Finished,
  type Proof,
  type SignInMeta,
  type StepOutcome,
} from './two-factor-service';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as a second factor beside the authenticator app: registered
 * in the settings, answering the sign-in's second step. Each WebAuthn challenge is stored (one open per
 * person and purpose) and taken by its answer, so an answer counts once; a sign-in's challenge is bound to
 * the sign-in attempt's challenge token.
 */

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Paytable';

const passkeyInvalid = () => new AppError(401, AuthMessage.passkeyInvalid, { code: AuthErrorCode.PASSKEY_INVALID });
const passkeyNotAdded = () => new AppError(400, AuthMessage.passkeyNotAdded, { code: AuthErrorCode.PASSKEY_INVALID });
const passkeyNotFound = () => notFound(AuthMessage.passkeyNotFound);

const relyingParty = (deps: AuthDeps): RelyingParty => relyingPartyOf(deps.platform.config.publicUrl);

/**
 * The WebAuthn user handle: the same for every passkey of a person (an authenticator keeps one passkey per
 * person and site), and no personal data: an HMAC of the account id under the server secret.
 */
function userHandle(deps: AuthDeps, userId: number): Uint8Array<ArrayBuffer> {
  const secret = deps.platform.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured (ensureSecrets must run before buildApp)');
  return new Uint8Array(createHmac('sha256', secret).update(`passkey-user:${userId}`).digest().subarray(0, 32));
}

const descriptorOf = (row: store.PasskeyRow) => ({ id: row.credentialId, transports: row.transports });

// ---- the person's settings --------------------------------------------------------------------------------

export async function listPasskeys(deps: AuthDeps, userId: number): Promise<Passkey[]> {
  return (await store.listPasskeys(deps.platform.db, userId)).map(toPasskey);
}

/** Options for navigator.credentials.create, for a passkey added in the settings. */
export async function registrationOptions(deps: AuthDeps, userId: number): Promise<PasskeyOptions> {
  return creationOptions(deps, await signedInUser(deps, userId), null);
}

/**
 * Options for navigator.credentials.create: the person's passkeys excluded, no attestation asked. The stored
 * challenge is bound to the sign-in attempt that asked (null for the settings), so neither answers the other.
 */
async function creationOptions(deps: AuthDeps, user: UserRecord, signInChallengeId: string | null): Promise<PasskeyOptions> {
  const { db } = deps.platform;
  const now = new Date();
  const existing = await store.listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: userHandle(deps, user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await store.saveChallenge(db, { userId: user.id, purpose: 'registration', challenge: options.challenge, signInChallengeId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now });
  return { ...options };
}

type NewCredential = VerifiedRegistrationResponse['registrationInfo'];

/** The browser's creation answer checked against the expected challenge and this relying party; undefined if it fails. */
async function verifiedCredential(deps: AuthDeps, response: RegistrationResponseJSON, expectedChallenge: string): Promise<NewCredential | undefined> {
  const rp = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  return verification?.verified ? verification.registrationInfo : undefined;
}

/**
 * Stores a verified passkey. The first second factor of a person turns two-factor on and answers ten
 * recovery codes (shown once); a further passkey keeps the codes.
 */
async function storePasskey(tx: Executor, userId: number, name: string, created: NonNullable<NewCredential>, now: Date): Promise<PasskeyAdded> {
  const { credential, credentialDeviceType, credentialBackedUp } = created;
  const wasOn = await hasSecondFactor(tx, userId);
  const row = await store
    .insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name,
      createdAt: now,
    })
    .catch(rethrowUniqueViolation(() => passkeyNotAdded()));
  await record(tx, 'PASSKEY_ADDED', userId, now, { passkey: row.id, name: row.name });
  if (wasOn) return { passkey: toPasskey(row), recoveryCodes: null };
  const recoveryCodes = await issueRecoveryCodes(tx, userId, now);
  await record(tx, 'TWO_FACTOR_ENABLED', userId, now, { method: 'passkey' });
  return { passkey: toPasskey(row), recoveryCodes };
}

/** Adds the passkey the browser created for the settings' open registration challenge. */
export async function addPasskey(deps: AuthDeps, userId: number, input: { name: string; response: RegistrationResponseJSON }): Promise<PasskeyAdded> {
  const { db } = deps.platform;
  const now = new Date();
  // Taken on its own: a refused answer still uses the challenge up.
  const expectedChallenge = await store.takeChallenge(db, userId, 'registration', now);
  if (!expectedChallenge) throw passkeyNotAdded();
  const created = await verifiedCredential(deps, input.response, expectedChallenge);
  if (!created) throw passkeyNotAdded();
  return db.transaction((tx) => storePasskey(tx, userId, input.name, created, now));
}

export async function renamePasskey(deps: AuthDeps, userId: number, id: number, name: string): Promise<Passkey> {
  const row = await store.renamePasskey(deps.platform.db, userId, id, name);
  if (!row) throw passkeyNotFound();
  return toPasskey(row);
}

/**
 * Removes one of the person's passkeys after a current code or the password. Removing the last second
 * factor turns two-factor off (refused while it is required), with all that goes with it (two-factor-service.ts).
 */
export async function removePasskey(deps: AuthDeps, signedIn: AuthUser, id: number, proof: Proof): Promise<void> {
  const user = await signedInUser(deps, signedIn.id);
  const now = new Date();
  const ended = await deps.platform.db.transaction(async (tx: Executor) => {
    // Another person's passkey answers 404 whatever the proof.
    if (!(await store.ownsPasskey(tx, user.id, id))) throw passkeyNotFound();
    await requireProof(deps, tx, user, proof, now);
    const removed = await store.deletePasskey(tx, user.id, id);
    if (!removed) throw passkeyNotFound();
    await record(tx, 'PASSKEY_REMOVED', user.id, now, { passkey: removed.id, name: removed.name });
    if (await hasSecondFactor(tx, user.id)) return [];
    if (await requirementOf(tx, user)) throw twoFactorRequired();
    return turnOff(tx, signedIn, now);
  });
  forgetSessions(deps, ended);
}

// ---- sign-in -----------------------------------------------------------------------------------------------

/** Options for navigator.credentials.get, answering this sign-in attempt's TWO_FACTOR challenge. */
export async function signInOptions(deps: AuthDeps, challengeToken: string): Promise<PasskeyOptions> {
  const { db } = deps.platform;
  const now = new Date();
  const { claims, user } = await openChallenge(deps, challengeToken, 'TWO_FACTOR', now);
  const passkeys = await store.listPasskeys(db, user.id);
  if (passkeys.length === 0) throw twoFactorChallengeInvalid();
  const options = await generateAuthenticationOptions({ rpID: relyingParty(deps).rpID, allowCredentials: passkeys.map(descriptorOf), userVerification: 'preferred' });
  await store.saveChallenge(db, {
    userId: user.id,
    purpose: 'sign_in',
    challenge: options.challenge,
    signInChallengeId: claims.challengeId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
  return { ...options };
}

/**
 * The second step answered with a passkey: the person's own passkey, signing this attempt's open challenge,
 * with a counter that grew (a counter that did not suggests a cloned authenticator). Anything else counts
 * towards the lockout like a wrong code.
 */
export async function verifySignIn(
  deps: AuthDeps,
  input: { challengeToken: string; response: AuthenticationResponseJSON; trustDevice: boolean },
  meta: SignInMeta = {},
): Promise<TwoFactorSession> {
  const now = new Date();
  const rp = relyingParty(deps);
  const { claims, user } = await openChallenge(deps, input.challengeToken, 'TWO_FACTOR', now);
  const step = async (tx: Executor): Promise<StepOutcome<Finished>> => {
    const expectedChallenge = await store.takeChallenge(tx, user.id, 'sign_in', now, claims.challengeId);
    const passkey = await store.findPasskeyForUpdate(tx, user.id, input.response.id);
    if (!expectedChallenge || !passkey) return { ok: false };
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) return { ok: false };
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    await store.markPasskeyUsed(tx, passkey.id, { counter: newCounter, backedUp: credentialBackedUp, at: now });
    const finished = await finishSignIn(deps, tx, user, { rememberMe: claims.rememberMe, trustDevice: input.trustDevice, userAgent: meta.userAgent, method: 'passkey' }, now);
    return { ok: true, value: finished };
  };
  const finished = await secondStep(deps, user.id, now, step, { reason: 'passkey_not_verified', error: passkeyInvalid });
  return answer(deps, finished, null, now);
}

// ---- enrolment at sign-in ----------------------------------------------------------------------------------

/** Options for navigator.credentials.create, answering this sign-in attempt's TWO_FACTOR_ENROLMENT challenge. */
export async function enrolmentOptions(deps: AuthDeps, challengeToken: string): Promise<PasskeyOptions> {
  const { claims, user } = await openChallenge(deps, challengeToken, 'TWO_FACTOR_ENROLMENT', new Date());
  if (await hasSecondFactor(deps.platform.db, user.id)) throw twoFactorAlreadyEnabled();
  return creationOptions(deps, user, claims.challengeId);
}

/**
 * Enrolment at sign-in with a passkey instead of the authenticator app: the new passkey (created for this
 * attempt's open challenge) turns two-factor on, answers ten recovery codes and the session, like the app's
 * first code does. An answer that does not verify counts towards the lockout like a wrong first code.
 */
export async function enrolFromChallenge(
  deps: AuthDeps,
  input: { challengeToken: string; name: string; response: RegistrationResponseJSON; trustDevice: boolean },
  meta: SignInMeta = {},
): Promise<TwoFactorSession> {
  const now = new Date();
  const { claims, user } = await openChallenge(deps, input.challengeToken, 'TWO_FACTOR_ENROLMENT', now);
  const step = async (tx: Executor): Promise<StepOutcome<{ finished: Finished; recoveryCodes: string[] | null }>> => {
    if (await hasSecondFactor(tx, user.id)) throw twoFactorAlreadyEnabled();
    const expectedChallenge = await store.takeChallenge(tx, user.id, 'registration', now, claims.challengeId);
    const created = expectedChallenge ? await verifiedCredential(deps, input.response, expectedChallenge) : undefined;
    if (!created) return { ok: false };
    const { recoveryCodes } = await storePasskey(tx, user.id, input.name, created, now);
    const finished = await finishSignIn(deps, tx, user, { rememberMe: claims.rememberMe, trustDevice: input.trustDevice, userAgent: meta.userAgent, method: 'passkey' }, now);
    return { ok: true, value: { finished, recoveryCodes } };
  };
  const { finished, recoveryCodes } = await secondStep(deps, user.id, now, step, { reason: 'passkey_not_verified', error: passkeyNotAdded });
  return answer(deps, finished, recoveryCodes, now);
}
