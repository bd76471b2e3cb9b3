import { createHash, randomBytes } from 'node:crypto';
import { secretBox as purposeBox, type SecretBox } from '../../platform/secret-box';

export type { SecretBox };

/**
 * Signing secrets must be readable to sign, so they are sealed (platform/secret-box.ts); API keys only need
 * comparing, so they are stored as SHA-256 digests.
 */
export const secretBox = (masterSecret: string): SecretBox => purposeBox(masterSecret, { salt: 'paytable-integrations', info: 'signing-secrets' });

export const API_KEY_PREFIX = 'pt_live_';

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(24).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 8), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The last characters of a secret, enough to recognise it, never enough to use it. */
export const secretHint = (secret: string): string => `whsec_…${secret.slice(-4)}`;
