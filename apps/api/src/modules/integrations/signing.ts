import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS } from '@paytable/contracts';

/**
 * The Standard Webhooks signing scheme (https://www.standardwebhooks.com): a secret is `whsec_` + base64
 * of 24 random bytes; the signature of a message is `v1,` + base64(HMAC-SHA256(secret bytes,
 * `${webhook-id}.${webhook-timestamp}.${body}`)). During a rotation the header carries one signature per
 * valid secret, separated by spaces.
 */

export const SECRET_PREFIX = 'whsec_';

export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

const secretBytes = (secret: string) => Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of a delivery, signed with every secret given (the current one first). */
export function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing headers' | 'timestamp out of tolerance' | 'no matching signature' };

/**
 * What a receiver does (the reference the integration documentation shows in five languages): refuse a
 * timestamp more than five minutes from its clock, then accept when any `v1` signature matches.
 */
export function verify(secret: string, headers: Partial<Record<string, string | string[] | undefined>>, body: string, nowSeconds: number): VerifyResult {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return { ok: false, reason: 'missing headers' };
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowSeconds - seconds) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp out of tolerance' };
  const expected = Buffer.from(sign(secret, id, seconds, body).slice(3), 'base64');
  for (const candidate of signatures.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || value === undefined) continue;
    const given = Buffer.from(value, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'no matching signature' };
}

/** A message id: `msg_` + 24 base62 characters. */
export function messageId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = 'msg_';
  for (const byte of bytes) id += alphabet[byte % 62];
  return id;
}
