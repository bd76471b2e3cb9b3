import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, roleSchema, type Role } from '@paytable/contracts';
import type { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'paytable';
const AUDIENCE = 'paytable-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  roles: Role[];
}

/**
 * The HMAC key imported once per secret. Handing jose raw bytes makes it import a CryptoKey on every
 * sign and verify — about 5 % of the server's CPU, since every authenticated request verifies a token.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const keyFor = (secret: string): Promise<webcrypto.CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
};

/** A 15-minute HS256 JWT: sub = user id, roles, sid = the session (refresh family) it belongs to. */
export async function signAccessToken(secret: string, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ roles: claims.roles, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await keyFor(secret));
}

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().min(1),
  roles: z.array(z.string()).default([]),
  exp: z.number(),
});

export class InvalidAccessToken extends Error {
  override name = 'InvalidAccessToken';
}

/**
 * Tokens already verified, per secret, until their expiry: a client presents the same token on every
 * request of its 15-minute life, and the WebCrypto HMAC check costs about a tenth of a busy server's CPU
 * (every poll and send verifies one). Only successes are kept; the session and account are still read
 * from the database on every request (platform/auth.ts), so revocation is unaffected.
 */
const verified = new Map<string, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();
const VERIFIED_TOKENS_KEPT = 20_000;

/** Verifies signature, algorithm, issuer, audience and expiry; throws InvalidAccessToken otherwise. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit && Date.now() < hit.expiresAtMs) return hit.claims;
  if (hit) known.delete(token);
  const { claims, expiresAtMs } = await verifyUncached(secret, token);
  // Oldest first out: a Map iterates in insertion order.
  if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value as string);
  known.set(token, { claims, expiresAtMs });
  return claims;
}

async function verifyUncached(secret: string, token: string): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const parsed = payloadSchema.parse(payload);
    const claims: AccessClaims = {
      userId: Number(parsed.sub),
      sessionId: parsed.sid,
      roles: parsed.roles.flatMap((role) => {
        const known = roleSchema.safeParse(role);
        return known.success ? [known.data] : [];
      }),
    };
    return { claims, expiresAtMs: parsed.exp * 1000 };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError || error instanceof TypeError) {
      throw new InvalidAccessToken(error.message);
    }
    throw error;
  }
}

/** 32 random bytes, base64url: refresh tokens and e-mail link tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash; a database leak yields nothing usable. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newSessionId = (): string => randomUUID();

// ---- sign-in challenges ---------------------------------------------------------------------------------

/** A challenge's own audience: an access token is never taken for one, nor the other way round. */
const CHALLENGE_AUDIENCE = 'paytable-sign-in-challenge';

export type ChallengeKind = 'TWO_FACTOR' | 'TWO_FACTOR_ENROLMENT';

export interface ChallengeClaims {
  userId: number;
  kind: ChallengeKind;
  rememberMe: boolean;
  /** Unique per challenge: the per-challenge attempt limit counts this. */
  challengeId: string;
}

const challengePayloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  kind: z.enum(['TWO_FACTOR', 'TWO_FACTOR_ENROLMENT']),
  rem: z.boolean(),
  jti: z.string().min(1),
});

/** The short-lived token between a correct password and the second step: no session exists yet. */
export async function signChallengeToken(secret: string, claims: Omit<ChallengeClaims, 'challengeId'>, ttlSeconds: number, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ kind: claims.kind, rem: claims.rememberMe })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await keyFor(secret));
  return { token, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
}

/** The claims of a valid, unexpired challenge token, or undefined. */
export async function verifyChallengeToken(secret: string, token: string): Promise<ChallengeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    const parsed = challengePayloadSchema.parse(payload);
    return { userId: Number(parsed.sub), kind: parsed.kind, rememberMe: parsed.rem, challengeId: parsed.jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError || error instanceof TypeError) return undefined;
    throw error;
  }
}
