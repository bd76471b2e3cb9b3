import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Signing secrets must be readable to sign, so they are stored encrypted (AES-256-GCM) under a key derived
 * (HKDF-SHA256) from the server's JWT secret; the database alone never reveals them. API keys only need
 * comparing, so they are stored as SHA-256 digests.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(masterSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'paytable-integrations', 'signing-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export const API_KEY_PREFIX = 'pt_live_';

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(24).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 8), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The last characters of a secret, enough to recognise it, never enough to use it. */
export const secretHint = (secret: string): string => `whsec_…${secret.slice(-4)}`;
