// Notifications: a broadcast to 10,000 users on PostgreSQL — how fast the request answers (work queued),
// when every in-app row and unread count is written, and how fast the e-mail (real SMTP on loopback) and
// Web Push (an HTTPS push service on loopback) jobs drain; then unread-count latency at 10 clients.
// `npm run bench -- notifications` (after `npm run build`; needs the local PostgreSQL). Prints figures.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { fmt, freePort, freshPostgresDatabase, machineSpeedProbe, startAndTime, tempDir, signIn } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PUSH_SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 2_000);
const CLIENTS = 10;
const READ_SECONDS = 8;
/** Drain rates are read over this window after the fan-out (all 10,000 mails take minutes on a shared machine). */
const DRAIN_WINDOW_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 30);

const database = await freshPostgresDatabase('paytable_bench_notify');
if (!database) {
  console.log('notifications bench: no PostgreSQL at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test); skipped');
  process.exit(0);
}
const dataDir = await tempDir('paytable-bench-notify-');

// A loopback SMTP server that counts what it receives.
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      mails += 1;
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// A loopback HTTPS push service that accepts every message (201), with a throw-away certificate the
// server trusts through NODE_EXTRA_CA_CERTS.
const certDir = path.join(dataDir, 'push-cert');
await fs.mkdir(certDir);
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
let pushes = 0;
const pushService = https.createServer({ key: await fs.readFile(path.join(certDir, 'key.pem')), cert: await fs.readFile(path.join(certDir, 'cert.pem')) }, (request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    pushes += 1;
    response.writeHead(201).end();
  });
});
await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushOrigin = `https://127.0.0.1:${pushService.address().port}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };
const server = await startAndTime(
  'apps/api/dist/main.js',
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true&pool=true&maxConnections=4`,
    NODE_EXTRA_CA_CERTS: path.join(certDir, 'cert.pem'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_MULTIPLIER: '100',
    NODE_ENV: 'development',
  },
  `${base}/api/v1/health`,
);

async function call(method, url, token, body) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const waitFor = async (query, target, started) => {
  for (;;) {
    const { rows } = await sql.query(query);
    if (Number(rows[0].n) >= target) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let unreadLine = '';
try {
  const speed = machineSpeedProbe();
  // One reader who signs in; the others are written straight into the tables (they never sign in).
  const reader = { email: 'reader@example.com', username: 'reader', password: 'Bench-reader-1', firstName: 'Rea', lastName: 'Der', userType: 'user', associationType: 'INDIVIDUAL' };
  await call('POST', '/auth/register', undefined, reader);
  const { token: readerToken } = await call('POST', '/auth/login', undefined, { usernameOrEmail: 'reader', password: reader.password, rememberMe: false });
  await sql.query(
    `with u as (
       insert into users (email, username, password_hash, first_name, last_name, user_type)
       select 'bench' || i || '@example.com', 'bench' || i, 'x', 'Bench', 'User ' || i, 'user' from generate_series(1, $1) i
       returning id)
     insert into user_roles (user_id, role) select id, 'ROLE_USER' from u`,
    [USERS - 2],
  );
  const { rows: subscribers } = await sql.query(`select id from users where email like 'bench%@example.com' order by id limit $1`, [PUSH_SUBSCRIBERS]);
  for (let i = 0; i < subscribers.length; i += 500) {
    const chunk = subscribers.slice(i, i + 500).map((row) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return [row.id, `${pushOrigin}/push/${row.id}`, ecdh.getPublicKey().toString('base64url'), randomBytes(16).toString('base64url')];
    });
    await sql.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, kind) select * , 'web_push' from unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
      [chunk.map((c) => c[0]), chunk.map((c) => c[1]), chunk.map((c) => c[2]), chunk.map((c) => c[3])],
    );
  }
  const { rows: countRows } = await sql.query('select count(*)::int as n from users where is_enabled');
  const recipients = countRows[0].n;
  const { token } = await signIn(base, { usernameOrEmail: admin.email, password: admin.password });
  const { rows: readerRows } = await sql.query(`select id from users where email = 'reader@example.com'`);
  await sql.query(`insert into notifications (user_id, type, title, message) select $1, 'system_announcement', 'Earlier notice ' || i, 'x' from generate_series(1, 20) i`, [readerRows[0].id]);
  // Unread count at 10 concurrent clients (keep-alive fetch), each asking again as soon as answered; the
  // messages module's unread count measured the same way right after is the reference for this machine.
  const measure = async (url, seconds = READ_SECONDS) => {
    const latencies = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/v1${url}`, { headers: { authorization: `Bearer ${readerToken}` } });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
    return `GET ${url}, ${CLIENTS} clients, ${READ_SECONDS} s: p50 ${fmt(pct(50), 2)} ms · p95 ${fmt(pct(95), 2)} ms · p99 ${fmt(pct(99), 2)} ms · ${fmt(latencies.length / READ_SECONDS)} req/s`;
  };
  // Warm-up (connections, JIT) for both routes first; not reported.
  await measure('/notifications/unread-count', 2);
  await measure('/messages/unread-count', 2);
  unreadLine = `${await measure('/notifications/unread-count')} (before the broadcast, 20 unread notices, no jobs draining)\n${await measure('/messages/unread-count')} (reference)`;

  const started = performance.now();
  const broadcast = await call('POST', '/notifications', token, {
    title: 'Scheduled maintenance',
    message: 'Paytable will be read-only on Sunday from 02:00 to 02:30 UTC.',
    audience: { kind: 'everyone' },
    channels: ['in_app', 'email', 'push'],
  });
  const answeredMs = performance.now() - started;
  const inAppMs = await waitFor(`select count(*) as n from notifications where broadcast_id = ${broadcast.id}`, recipients, started);
  const unread = await call('GET', '/notifications/unread-count', readerToken);
  console.log(`node ${process.version}; PostgreSQL; ${fmt(recipients)} recipients, ${fmt(subscribers.length)} of them with a browser push subscription; machine probe ${fmt(speed)} ms\n`);
  console.log(`POST /notifications (broadcast to everyone) answered in ${fmt(answeredMs, 1)} ms`);
  console.log(`all ${fmt(recipients)} in-app rows and unread counts written ${fmt(inAppMs)} ms after the request (reader's unread count: ${unread.count})`);

  // Drain rates of the e-mail (SMTP) and push jobs over a fixed window.
  const delivered = async () =>
    (await sql.query(`select count(*) filter (where email_status = 'delivered')::int as email, count(*) filter (where push_status = 'delivered')::int as push from notifications where broadcast_id = ${broadcast.id}`)).rows[0];
  const before = await delivered();
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, DRAIN_WINDOW_SECONDS * 1000));
  const after = await delivered();
  const windowS = (performance.now() - windowStart) / 1000;
  console.log(`e-mail jobs drained over SMTP: ${fmt((after.email - before.email) / windowS, 1)} mails/s (${fmt(after.email)} of ${fmt(recipients)} delivered, ${fmt(mails)} received by the SMTP server)`);
  console.log(`push jobs drained: ${fmt((after.push - before.push) / windowS, 1)} pushes/s (${fmt(after.push)} of ${fmt(subscribers.length)} delivered, ${fmt(pushes)} received by the push service)`);

  console.log(unreadLine);
  console.log(`machine probe after: ${fmt(machineSpeedProbe())} ms`);
} finally {
  await sql.end();
  await server.stop();
  await new Promise((resolve) => smtp.close(resolve));
  await new Promise((resolve) => pushService.close(resolve));
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
