import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A Web Push service on 127.0.0.1 (HTTPS with a throw-away certificate) that does what a real one does with
 * a message: checks the VAPID authorization (RFC 8292: an ES256 JWT for this origin, signed by the key in
 * `k=`) and decrypts the aes128gcm body (RFC 8188, keys per RFC 8291) with the subscriber's private key.
 * Each subscription it hands out is a browser; `gone` ones answer 410 as a service does for an expired one.
 */

export interface ReceivedPush {
  subscription: string;
  headers: Record<string, string | string[] | undefined>;
  jwt: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  payload: string;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const pair = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Checks the `vapid t=…, k=…` authorization; throws with the reason when it is not valid for `origin`. */
function verifyVapid(header: string | undefined, origin: string): { jwt: ReceivedPush['jwt']; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [token, publicKey] = [match[1] as string, match[2] as string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg ${header_.alg}`);
  const jwt = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['jwt'];
  if (jwt.aud !== origin) throw new Error(`VAPID aud ${jwt.aud} is not ${origin}`);
  if (jwt.exp * 1000 < Date.now() || jwt.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error('VAPID exp out of range');
  return { jwt, publicKey };
}

/** RFC 8291 + RFC 8188: one aes128gcm record decrypted with the subscriber's keys. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushService() {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').split('/').pop() ?? '';
      const browser = browsers.get(id);
      if (!browser) return void response.writeHead(404).end();
      if (browser.gone) return void response.writeHead(410).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { jwt, publicKey } = verifyVapid(request.headers.authorization, origin);
        received.push({ subscription: id, headers: request.headers, jwt, vapidPublicKey: publicKey, payload: decrypt(Buffer.concat(chunks), browser) });
        response.writeHead(201).end();
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  // The push sender's agents trust what Node's global HTTPS agent trusts: add this certificate for the test's lifetime.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    received,
    rejected,
    /** A new browser: the subscription body POST /notifications/push/subscribe takes. */
    browser(options: { gone?: boolean } = {}) {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, gone: options.gone ?? false });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64'), auth: auth.toString('base64') }, id };
    },
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
