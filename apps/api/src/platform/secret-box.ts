import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (webhook signing secrets, two-factor secrets) are stored encrypted
 * (AES-256-GCM) under a key derived (HKDF-SHA256) from the server's JWT secret, one key per purpose; the
 * database alone never reveals them.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `purpose` separates the keys: a value sealed for one purpose cannot be opened by another's box. */
export function secretBox(masterSecret: string, purpose: { salt: string; info: string }): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, purpose.salt, purpose.info, 32));
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
