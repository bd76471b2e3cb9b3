import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICES } from '../../config';
import { pushSubscriptions } from '../../db/schema/index';
import { signUp } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { checkPushEndpoint, isPushServiceHost, pushEndpointPolicy } from './push-endpoint';

/** A TLS listener on 127.0.0.1 that only counts the connections made to it: none may be. */
async function startTrap() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-trap-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (_request, response) => response.writeHead(201).end());
  fs.rmSync(dir, { recursive: true, force: true });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64'), auth: randomBytes(16).toString('base64') };
};

describe('push endpoints (SSRF guard)', () => {
  it('knows the browsers’ push services and their subdomains, nothing else', () => {
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', 'api.push.apple.com', 'wns2-par02p.notify.windows.com', 'FCM.googleapis.com.']) {
      expect(isPushServiceHost(host, DEFAULT_PUSH_SERVICES), host).toBe(true);
    }
    for (const host of ['push.apple.com', 'evil.com', 'fcm.googleapis.com.evil.com', 'evilpush.apple.com', '127.0.0.1', 'localhost', '169.254.169.254']) {
      expect(isPushServiceHost(host, DEFAULT_PUSH_SERVICES), host).toBe(false);
    }
  });

  it('refuses in production a listed push service whose name resolves to a private address', async () => {
    const names: Record<string, string[]> = { 'fcm.googleapis.com': ['10.0.0.9'], 'web.push.apple.com': ['17.253.1.1'] };
    const production = pushEndpointPolicy({ env: 'production', pushServices: DEFAULT_PUSH_SERVICES }, async (host) => names[host] ?? []);
    await expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).rejects.toMatchObject({ statusCode: 400, message: 'The URL must not point to a private, loopback or link-local address' });
    await expect(checkPushEndpoint('https://web.push.apple.com/QGx', production)).resolves.toMatchObject({ address: '17.253.1.1' });
    await expect(checkPushEndpoint('http://web.push.apple.com/QGx', production)).rejects.toMatchObject({ statusCode: 400 });
  });

  describe('through the API', () => {
    let t: TestApp;
    let trap: Awaited<ReturnType<typeof startTrap>>;
    const call = (method: 'POST', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

    beforeAll(async () => {
      trap = await startTrap();
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
      await trap?.close();
    });

    it('refuses to subscribe an endpoint that is not a known push service: loopback, private, metadata, IPv6 loopback', async () => {
      const user = await signUp(t.app);
      for (const endpoint of [`https://127.0.0.1:${trap.port}/push/abc`, `https://localhost:${trap.port}/push/abc`, 'https://10.0.0.1/push', 'https://169.254.169.254/latest/meta-data', `https://[::1]:${trap.port}/x`, `https://[::ffff:127.0.0.1]:${trap.port}/x`, 'https://fcm.googleapis.com.evil.example/x']) {
        const answer = await call('POST', '/notifications/push/subscribe', user.token, { endpoint, keys: browserKeys() });
        expect(answer.statusCode, endpoint).toBe(400);
        expect(answer.json(), endpoint).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'endpoint must be the address of a known browser push service' });
      }
      const allowed = await call('POST', '/notifications/push/subscribe', user.token, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browserKeys() });
      expect(allowed.statusCode).toBe(201);
    });

    it('never connects to a stored subscription that is not a known push service when sending', async () => {
      const user = await signUp(t.app);
      // A subscription stored before the guard (or since taken off PUSH_SERVICES).
      await t.app.platform.db.insert(pushSubscriptions).values({ userId: user.userId, endpoint: `https://127.0.0.1:${trap.port}/push/old`, ...browserKeys(), kind: 'web_push' });
      expect((await call('POST', '/notifications/test/web', user.token)).statusCode).toBe(202);
      await t.app.platform.jobs.drain();
      expect(trap.connections()).toBe(0);
      const [row] = await t.app.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId));
      expect(row?.lastFailureAt).not.toBeNull();
    });
  });
});
