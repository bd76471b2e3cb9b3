import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { ConfigError, type Config } from '../config';

interface StoredSecrets {
  jwtSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/**
 * Fills in JWT_SECRET and the VAPID key pair when they are not configured, by generating them once into
 * DATA_DIR/secrets.json (mode 600) so restarts keep sessions and push subscriptions valid. Production
 * must configure them: several instances cannot share a file, so there we fail fast instead.
 */
export async function ensureSecrets(config: Config): Promise<Config> {
  const vapidConfigured = Boolean(config.vapid.publicKey && config.vapid.privateKey);
  if (config.jwtSecret && vapidConfigured) return config;
  if (config.env === 'production') {
    throw new ConfigError('Invalid configuration:\n  - JWT_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production');
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredSecrets;
  } catch {
    const vapid = webpush.generateVAPIDKeys();
    stored = { jwtSecret: randomBytes(48).toString('base64url'), vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey };
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    ...config,
    jwtSecret: config.jwtSecret ?? stored.jwtSecret,
    vapid: vapidConfigured ? config.vapid : { ...config.vapid, publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey },
  };
}
