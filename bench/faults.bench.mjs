// Faults, with nothing lost: `npm run reliability` (or `npm run bench -- faults`, after `npm run build`).
// Runs the server on a PostgreSQL cluster and a Redis server of its own (bench/private-services.mjs), with
// the demo data, and injects three faults:
// 1. kill -9 of the server during a burst of writes (direct messages, job applications, journal postings,
//    webhook enqueues through POST /integrations/events), then a restart: every write that got a 2xx must
//    be in the database, whole, and every acknowledged webhook must reach its receiver (duplicates of one
//    webhook-id are allowed: receivers deduplicate by it, so it counts once in effect);
// 2. a PostgreSQL restart under load: requests fail with 503 in the envelope (never another 5xx, never a
//    hang), and the same server answers 2xx again once the database is back;
// 3. Redis stopped under load: the server keeps answering, no write waits more than 1 s (printed: the slowest
//    write while Redis was down), system-status says degraded, and it reports operational again once Redis is back.
// Prints what was sent, acknowledged, found and lost per kind; exits 1 if anything acknowledged is lost or a
// fault gives an answer it must not. FAULTS_WRITERS (concurrent writers, default 16), FAULTS_KILL_AFTER_MS
// (default 3000).
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { apiClient, fmt, freePort, startAndTime, startWebhookReceiver, table, tempDir, signIn } from './lib.mjs';
import { privatePostgres, privateRedis } from './private-services.mjs';

const WRITERS = Number(process.env.FAULTS_WRITERS ?? 16);
const KILL_AFTER_MS = Number(process.env.FAULTS_KILL_AFTER_MS ?? 3_000);
const PASSWORD = 'Paytable-demo-2024';
/** A write never waits longer than this on publishing while Redis is away (issue 43). */
const REDIS_AWAY_WRITE_MAX_MS = 1_000;
const admin = { email: 'faults-admin@example.com', password: 'Faults-admin-pass-1' };
const problems = [];
const clients = new Map();
/** One API call through a kept-alive client per server address (see apiClient). */
const call = (base, method, path, options = {}) => {
  if (!clients.has(base)) clients.set(base, apiClient(base));
  return clients.get(base).call(method, path, { timeoutMs: 15_000, ...options });
};

async function must(base, method, path, options) {
  const res = await call(base, method, path, options);
  if (res.status >= 400 || res.status === 0) throw new Error(`${method} ${path}: ${res.status} ${res.body?.message ?? res.error ?? ''}`);
  return res.body.data;
}

const login = (base, email, password = PASSWORD) => must(base, 'POST', '/auth/login', { body: { usernameOrEmail: email, password } });


/** Rows the burst writes to: jobs to apply to and applicants, cloned from the demo data in SQL. */
async function prepareApplications(sql, applicants, jobsPerApplicant) {
  const columns = (await sql.query(`select column_name from information_schema.columns where table_name = 'jobs' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`)).rows.map((row) => `"${row.column_name}"`);
  const list = columns.join(', ');
  await sql.query(`insert into jobs (${list}) select ${list.replace('"title"', `"title" || ' (faults ' || g || ')'`)} from jobs, generate_series(1, ${jobsPerApplicant}) g where jobs.id = (select min(id) from jobs where status = 'PUBLISHED' and valid_through > now())`);
  const jobIds = (await sql.query(`select id from jobs where title like '%(faults %' order by id`)).rows.map((row) => row.id);
  await sql.query(
    `insert into users (email, username, password_hash, first_name, last_name, user_type, email_verified_at, is_enabled)
     select 'faults-applicant-' || g || '@example.com', 'faultsapplicant' || g, u.password_hash, 'Applicant', 'No ' || g, 'user', now(), true
     from users u, generate_series(1, ${applicants}) g where u.email = 'demo@paytable.io'`,
  );
  return { jobIds, emails: Array.from({ length: applicants }, (_, i) => `faults-applicant-${i + 1}@example.com`) };
}

/** Everything the burst needs: tokens, ids and the webhook set-up. */
async function prepare(base, sql, receiver) {
  const pair = (await sql.query(
    `select a.email as a, b.email as b, a.id as a_id, b.id as b_id from user_connections c
     join users a on a.id = c.requester_id join users b on b.id = c.receiver_id
     where c.status = 'connected' and a.email like '%@paytable.io' and b.email like '%@paytable.io' order by c.id limit 1`,
  )).rows[0];
  const [sender, adminSession, sofia, priya] = await Promise.all([login(base, pair.a), signIn(base, { usernameOrEmail: admin.email, password: admin.password }), login(base, 'sofia.martinez@paytable.io'), login(base, 'priya.shah@paytable.io')]);
  const aurora = (await must(base, 'GET', '/user/company-association', { token: sofia.token })).companyId;
  const swiftPay = (await must(base, 'GET', '/user/company-association', { token: priya.token })).companyId;
  await must(base, 'PUT', `/company-integrations/${aurora}/recipient-endpoint`, { token: sofia.token, body: { recipientEndpointUrl: receiver.url } });
  receiver.state.secret = (await must(base, 'POST', `/company-integrations/${aurora}/regenerate-hmac`, { token: sofia.token })).newHmacSecret;
  const apiKey = (await must(base, 'POST', `/company-integrations/${swiftPay}/regenerate-api-key`, { token: priya.token })).apiKey;
  const partnership = (await must(base, 'GET', '/partnerships?status=ACTIVE', { token: priya.token })).content.find((each) => each.integrationType.integrationIdentifier === 'payments.gateway');
  const chart = await must(base, 'GET', '/accounting/chart-of-accounts?isActive=true', { token: adminSession.token });
  // Manual entries between two accounts the books do not post to by themselves, when the chart has them.
  const manual = chart.filter((account) => account.systemKey === null);
  const accounts = manual.length >= 2 ? manual : chart;
  const { jobIds, emails } = await prepareApplications(sql, 8, 40);
  const applicants = [];
  for (const email of emails) applicants.push((await login(base, email)).token);
  return { sender: sender.token, recipientId: pair.b_id, admin: adminSession.token, apiKey, partnershipId: partnership.id, accounts: accounts.slice(0, 2).map((account) => account.id), jobIds, applicants };
}

/** The burst: each writer sends writes of one kind in turn until stopped; acknowledged ids per kind. */
function burst(base, setup, tag) {
  const sent = { message: 0, application: 0, journal: 0, webhook: 0 };
  const acked = { message: [], application: [], journal: [], webhook: [] };
  const refusals = new Map();
  /** A 4xx says the burst itself is wrong (not the fault): the run reports it. */
  const noteRefusal = (kind, res) => {
    if (res.status >= 400 && res.status < 500 && !refusals.has(kind)) refusals.set(kind, `${res.status} ${res.body?.message}`);
  };
  let stopped = false;
  let nextApplication = 0;
  const today = new Date().toISOString().slice(0, 10);
  const kinds = {
    message: async (i) => {
      const res = await call(base, 'POST', '/messages', { token: setup.sender, body: { recipientId: setup.recipientId, content: `${tag} message ${i}` } });
      if (res.status === 201 || res.status === 200) acked.message.push(res.body.data.id);
      else noteRefusal('message', res);
    },
    application: async () => {
      const at = nextApplication++;
      const applicant = setup.applicants[at % setup.applicants.length];
      const jobId = setup.jobIds[Math.floor(at / setup.applicants.length) % setup.jobIds.length];
      if (at >= setup.applicants.length * setup.jobIds.length) return;
      const res = await call(base, 'POST', `/jobs/${jobId}/apply`, { token: applicant, body: { coverLetter: `${tag} application ${at}` } });
      if (res.status === 201) acked.application.push(res.body.data.id);
      else noteRefusal('application', res);
    },
    journal: async (i) => {
      const draft = await call(base, 'POST', '/accounting/entries', {
        token: setup.admin,
        body: { entryDate: today, description: `${tag} journal ${i}`, lines: [{ accountId: setup.accounts[0], debit: 1000 + i, currency: 'EUR' }, { accountId: setup.accounts[1], credit: 1000 + i, currency: 'EUR' }] },
      });
      if (draft.status !== 201) return noteRefusal('journal', draft);
      const posted = await call(base, 'POST', `/accounting/journal-entries/${draft.body.data.id}/post`, { token: setup.admin });
      if (posted.status === 200) acked.journal.push(posted.body.data.id);
      else noteRefusal('journal', posted);
    },
    webhook: async (i) => {
      const res = await call(base, 'POST', '/integrations/events', {
        apiKey: setup.apiKey,
        body: { partnershipId: setup.partnershipId, eventType: 'payment.deposit_completed', payload: { paymentId: `${tag}_${i}`, playerId: `player_${i % 50}`, amount: { amountMinor: 1000 + i, currency: 'EUR' }, method: 'card' }, volume: { amountMinor: 1000 + i, currency: 'EUR' } },
      });
      if (res.status === 201 || res.status === 202 || res.status === 200) acked.webhook.push(res.body.data.id);
      else noteRefusal('webhook', res);
    },
  };
  const names = Object.keys(kinds);
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    const kind = names[w % names.length];
    for (let i = w; !stopped; i += WRITERS) {
      sent[kind] += 1;
      await kinds[kind](i);
    }
  });
  return {
    sent,
    acked,
    refusals,
    stop: async () => {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  problems.push(`timed out waiting for ${what}`);
  return false;
}

/** Fault 1: kill -9 during the burst, restart, then look for every acknowledged write. */
async function killDuringWrites(startServer, databaseUrl, receiver) {
  let server = await startServer();
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  const setup = await prepare(server.base, sql, receiver);
  const load = burst(server.base, setup, 'faults-kill');
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  server.child.kill('SIGKILL');
  await load.stop();
  server = await startServer();
  const { acked, sent } = load;
  const found = {
    message: (await sql.query('select count(*)::int as n from direct_messages where id = any($1)', [acked.message])).rows[0].n,
    application: (await sql.query('select count(*)::int as n from job_applications where id = any($1)', [acked.application])).rows[0].n,
    journal: (await sql.query(
      `select count(*)::int as n from journal_entries e where e.id = any($1) and e.status = 'POSTED'
       and (select count(*) from journal_lines l where l.entry_id = e.id) = 2
       and (select sum(debit) - sum(credit) from journal_lines l where l.entry_id = e.id) = 0`,
      [acked.journal],
    )).rows[0].n,
    webhook: 0,
  };
  // Acknowledged webhooks are queued: they must reach the receiver once the restarted server's jobs resume.
  // The delivery id is the webhook-id header.
  const stored = new Set((await sql.query('select id from webhook_deliveries where id = any($1::text[])', [acked.webhook])).rows.map((row) => row.id));
  // A delivery claimed by the killed instance returns to the queue once its claim expires (60 s) and the
  // queue's maintenance (every 30 s) notices: allow four minutes.
  await waitFor(() => acked.webhook.every((id) => receiver.state.counts.has(id)), 240_000, 'acknowledged webhooks to arrive');
  found.webhook = acked.webhook.filter((id) => stored.has(id) && receiver.state.counts.has(id)).length;
  const duplicates = acked.webhook.filter((id) => (receiver.state.counts.get(id) ?? 0) > 1).length;
  // Half-written: a message without its conversation, an entry whose lines do not balance, an application without its job.
  const halfWritten =
    (await sql.query(`select count(*)::int as n from journal_entries e where e.status = 'POSTED' and coalesce((select sum(debit) - sum(credit) from journal_lines l where l.entry_id = e.id), -1) <> 0`)).rows[0].n +
    (await sql.query('select count(*)::int as n from job_applications a where not exists (select 1 from jobs j where j.id = a.job_id)')).rows[0].n;
  await sql.end();
  const rows = [['kill -9 during writes', 'sent', 'acknowledged', 'found', 'lost']];
  let lost = 0;
  for (const kind of Object.keys(acked)) {
    const kindLost = acked[kind].length - found[kind];
    lost += kindLost;
    rows.push([kind, fmt(sent[kind]), fmt(acked[kind].length), fmt(found[kind]), fmt(kindLost)]);
  }
  table(rows);
  console.log(`half-written rows: ${halfWritten}; webhooks received more than once (same webhook-id): ${duplicates}; bad signatures: ${receiver.state.badSignatures}\n`);
  if (lost > 0) problems.push(`${lost} acknowledged writes lost after kill -9`);
  for (const [kind, refusal] of load.refusals) problems.push(`the burst's ${kind} writes were refused: ${refusal}`);
  if (halfWritten > 0) problems.push(`${halfWritten} half-written rows after kill -9`);
  if (receiver.state.badSignatures > 0) problems.push('bad webhook signatures');
  return { server, setup };
}

/** Reads and writes in a loop while `fault` runs; counts answers by status. */
async function underLoad(base, setup, fault) {
  const statuses = new Map();
  const latencies = { read: [], write: [] };
  let stopped = false;
  const note = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const loops = Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; !stopped; i += 1) {
      const started = performance.now();
      const res =
        w % 2 === 0
          ? await call(base, 'GET', '/games?page=0&size=20', { timeoutMs: 20_000 })
          : await call(base, 'POST', '/messages', { token: setup.sender, body: { recipientId: setup.recipientId, content: `faults-load ${w} ${i}` }, timeoutMs: 20_000 });
      note(res.status);
      latencies[w % 2 === 0 ? 'read' : 'write'].push({ started, ms: performance.now() - started });
      if (res.status === 503 && (res.body?.code !== 'SERVICE_UNAVAILABLE' || res.body?.success !== false)) problems.push('a 503 outside the envelope');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  await fault();
  stopped = true;
  await Promise.all(loops);
  const slowest = (values) => fmt(Math.max(0, ...values.map((each) => each.ms)));
  statuses.slowest = `slowest answer: read ${slowest(latencies.read)} ms, write ${slowest(latencies.write)} ms`;
  /** The slowest answer of each kind among the requests that started between `from` and `until`. */
  statuses.slowestBetween = (from, until) =>
    Object.fromEntries(Object.entries(latencies).map(([kind, values]) => [kind, Math.max(0, ...values.filter((each) => each.started >= from && each.started <= until).map((each) => each.ms))]));
  return statuses;
}

const describeStatuses = (statuses) => [...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${fmt(n)}`).join(', ');

console.log('\n# Faults\n');
console.log(`node ${process.version}, ${os.cpus().length} cores; ${WRITERS} concurrent writers, kill -9 after ${KILL_AFTER_MS} ms\n`);
const postgres = await privatePostgres();
const redis = await privateRedis();
const receiver = await startWebhookReceiver();
const dataDir = await tempDir('paytable-faults-');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: postgres.url, REDIS_URL: redis.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_MULTIPLIER: '1000', NODE_ENV: 'development', JOB_POLL_SECONDS: '1' };
const startServer = async () => ({ ...(await startAndTime('apps/api/dist/main.js', env, `${base}/api/v1/health`, { timeoutMs: 180_000 })), base });
let server;
try {
  const killed = await killDuringWrites(startServer, postgres.url, receiver);
  server = killed.server;
  const { setup } = killed;

  // Fault 2: PostgreSQL stopped for 3 s under load, then started again; the server is not restarted.
  let recoveredInMs = 0;
  const pgStatuses = await underLoad(base, setup, async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop({ mode: 'fast' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await postgres.start();
    const back = performance.now();
    await waitFor(async () => (await call(base, 'GET', '/games?page=0&size=20')).status === 200 && (await call(base, 'POST', '/messages', { token: setup.sender, body: { recipientId: setup.recipientId, content: 'faults-recovered' } })).status === 201, 30_000, 'the server to answer after PostgreSQL came back');
    recoveredInMs = performance.now() - back;
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  console.log(`PostgreSQL restart under load (stopped 3 s): ${describeStatuses(pgStatuses)}; 2xx again ${fmt(recoveredInMs)} ms after it was back; ${pgStatuses.slowest}`);
  for (const status of pgStatuses.keys()) if (status >= 500 && status !== 503) problems.push(`PostgreSQL restart gave ${status}`);
  if (pgStatuses.has(0)) problems.push('PostgreSQL restart left requests without an answer');
  if (server.child.exitCode !== null) problems.push('the server exited during the PostgreSQL restart');

  // Fault 3: Redis stopped for 5 s under load.
  let degraded = false;
  let operationalAgain = false;
  let redisDownAt = 0;
  let redisBackAt = 0;
  const redisStatuses = await underLoad(base, setup, async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    redisDownAt = performance.now();
    await redis.stop();
    await waitFor(async () => (await call(base, 'GET', '/system-status')).body?.data?.status === 'degraded', 15_000, 'system-status to report degraded');
    degraded = (await call(base, 'GET', '/system-status')).body?.data?.status === 'degraded';
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await redis.start();
    redisBackAt = performance.now();
    operationalAgain = await waitFor(async () => (await call(base, 'GET', '/system-status')).body?.data?.status === 'operational', 30_000, 'system-status to report operational again');
  });
  console.log(`Redis stopped 5 s under load: ${describeStatuses(redisStatuses)}; system-status degraded while down: ${degraded ? 'yes' : 'no'}, operational again: ${operationalAgain ? 'yes' : 'no'}; ${redisStatuses.slowest}`);
  for (const status of redisStatuses.keys()) if (status >= 500 || status === 0) problems.push(`Redis outage gave ${status === 0 ? 'no answer' : status}`);
  // Reads publish nothing: the slowest read of the same window is what the machine's load alone costs.
  const whileDown = redisStatuses.slowestBetween(redisDownAt, redisBackAt);
  console.log(`slowest write with Redis down: ${fmt(whileDown.write)} ms (target ≤ ${fmt(REDIS_AWAY_WRITE_MAX_MS)} ms); slowest read meanwhile ${fmt(whileDown.read)} ms; load average ${os.loadavg()[0].toFixed(1)}`);
  if (whileDown.write > REDIS_AWAY_WRITE_MAX_MS) problems.push(`a write took ${fmt(whileDown.write)} ms while Redis was down (target ${fmt(REDIS_AWAY_WRITE_MAX_MS)} ms)`);
  if (server.child.exitCode !== null) problems.push('the server exited during the Redis outage');
} catch (error) {
  problems.push(`run failed: ${error.stack ?? error}`);
} finally {
  await server?.stop();
  receiver.close();
  await redis.destroy();
  await postgres.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
  for (const client of clients.values()) client.close();
}
console.log(problems.length === 0 ? '\nlost 0; every fault answered as it must.' : `\nPROBLEMS:\n- ${problems.join('\n- ')}`);
if (problems.length > 0) process.exitCode = 1;
