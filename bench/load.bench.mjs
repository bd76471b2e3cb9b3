// Sustained mixed load, on one instance or on three behind nginx with TLS: `npm run bench -- load` (after
// `npm run build`). LOAD_INSTANCES (1, or 3: behind nginx, Debian's package, with deploy/nginx/paytable.conf
// and a certificate made for the run), LOAD_USERS (simulated users, default 500), LOAD_SECONDS (default
// 300), LOAD_THINK_MS (a user's pause between actions, default 1000 on average).
// The server runs on a PostgreSQL cluster and a Redis server of the script's own (bench/private-services.mjs)
// with the demo data. Each user holds a long poll all the time and, between pauses, browses the marketplace,
// searches, reads jobs, press and events, reads conversations, sends direct messages, applies to jobs and
// answers events (going, interested); a company's press author publishes a release every 2 s and a partner
// system sends signed webhook events meanwhile. Printed: p50/p95/p99 and errors per route, the
// memory of each instance every 30 s. With three instances it also checks that a message sent through one
// instance wakes a poll held on another, that rate limits count across instances, stops one instance
// mid-run (SIGTERM, started again, then kill -9, started again) and counts what its clients saw, and grades
// the security headers of the SPA and the API through the TLS front with the MDN HTTP Observatory's own
// scanner (@mdn/mdn-http-observatory, installed on first use into node_modules/.cache).
// Exits 1 on an error outside the instance stops or an acknowledged message lost.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { apiClient, fmt, freePort, percentile, repoRoot, startAndTime, startWebhookReceiver, table, tempDir } from './lib.mjs';
import { privatePostgres, privateRedis } from './private-services.mjs';

const run = promisify(execFile);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 1);
const USERS = Number(process.env.LOAD_USERS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1_000);
const PASSWORD = 'Paytable-demo-2024';
const OBSERVATORY_VERSION = '1.4.8';
const problems = [];

// ---- the front: one instance over HTTP, or nginx over HTTPS ------------------------------------------
async function certificate(dir) {
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]);
  return { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
}

async function startNginx(dir, ports, tls) {
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const template = await fs.readFile(path.join(repoRoot, 'deploy/nginx/paytable.conf'), 'utf8');
  // The template's header comment names the placeholders: it is left out of the filled-in copy.
  const config = template
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replaceAll('{{PREFIX}}', dir)
    .replace('{{UPSTREAMS}}', ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'))
    .replaceAll('{{HTTP_PORT}}', String(httpPort))
    .replaceAll('{{HTTPS_PORT}}', String(httpsPort))
    .replaceAll('{{HTTPS_SUFFIX}}', `:${httpsPort}`)
    .replaceAll('{{CERTIFICATE}}', tls.cert)
    .replaceAll('{{CERTIFICATE_KEY}}', tls.key);
  await fs.writeFile(path.join(dir, 'nginx.conf'), config);
  await run('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')]);
  return {
    base: `https://localhost:${httpsPort}`,
    httpPort,
    httpsPort,
    stop: () => run('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log'), '-s', 'quit']).catch(() => undefined),
  };
}

// ---- requests ----------------------------------------------------------------------------------------
const stats = new Map();
let failoverWindow = false;
const record = (route, ms, status) => {
  let entry = stats.get(route);
  if (!entry) stats.set(route, (entry = { latencies: [], errors: 0, duringStops: 0 }));
  if (status >= 200 && status < 300) entry.latencies.push(ms);
  else if (failoverWindow) entry.duringStops += 1;
  else entry.errors += 1;
};

/** The API through `base`; `route` (when given) names the figure a call counts in. */
function client(base, ca) {
  const api = apiClient(base, { ca });
  return {
    async call(route, method, urlPath, options) {
      const res = await api.call(method, urlPath, options);
      if (route) record(route, res.ms, res.status);
      return res;
    },
  };
}

// ---- data ----------------------------------------------------------------------------------------------
/** Users in connected pairs and jobs to apply to, cloned from the demo data in SQL. */
async function seedUsers(sql) {
  await sql.query(
    `insert into users (email, username, password_hash, first_name, last_name, user_type, email_verified_at, is_enabled)
     select 'load-user-' || g || '@example.com', 'loaduser' || g, u.password_hash, 'Load', 'User ' || g, 'user', now(), true
     from users u, generate_series(1, ${USERS}) g where u.email = 'demo@paytable.io'`,
  );
  await sql.query(
    `insert into user_connections (requester_id, receiver_id, status, responded_at)
     select a.id, b.id, 'connected', now() from generate_series(1, ${USERS} - 1, 2) g
     join users a on a.email = 'load-user-' || g || '@example.com' join users b on b.email = 'load-user-' || (g + 1) || '@example.com'`,
  );
  const users = (await sql.query(`select id, email from users where email like 'load-user-%' order by id`)).rows;
  const columns = (await sql.query(`select column_name from information_schema.columns where table_name = 'jobs' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`)).rows.map((row) => `"${row.column_name}"`).join(', ');
  await sql.query(`insert into jobs (${columns}) select ${columns.replace('"title"', `"title" || ' (load ' || g || ')'`)} from jobs, generate_series(1, 40) g where jobs.id = (select min(id) from jobs where status = 'PUBLISHED' and valid_through > now())`);
  const jobIds = (await sql.query(`select id from jobs where status = 'PUBLISHED' order by id`)).rows.map((row) => row.id);
  return { users, jobIds };
}


// ---- the workload ----------------------------------------------------------------------------------------
const SEARCH_TERMS = ['slots', 'live casino', 'payments', 'compliance', 'poker', 'sportsbook', 'kyc', 'jackpot'];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(THINK_MS * (0.5 + Math.random()));

function simulatedUser(api, user, partner, { jobIds, eventIds }, until, acked) {
  let lastUpdate = null;
  const poller = (async () => {
    while (performance.now() < until) {
      const res = await api.call('POST /poll (held)', 'POST', '/poll', { token: user.token, body: { subscriptions: [{ type: 'message_unread_count', lastUpdate }], timeout: 25 } });
      const update = res.body?.data?.updates?.[0];
      if (update) lastUpdate = update.timestamp;
      if (res.status !== 200) await pause(500);
    }
  })();
  let applied = 0;
  const actions = [
    [25, () => api.call('GET /games', 'GET', `/games?page=${Math.floor(Math.random() * 5)}&size=20`)],
    [15, () => api.call('GET /search', 'GET', `/search?q=${encodeURIComponent(SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)])}`)],
    [10, () => api.call('GET /jobs/public', 'GET', '/jobs/public')],
    [8, () => api.call('GET /press-releases/public', 'GET', '/press-releases/public')],
    [7, () => api.call('GET /events/public', 'GET', '/events/public')],
    [10, () => api.call('GET /messages/conversations', 'GET', '/messages/conversations', { token: user.token })],
    [15, async () => {
      const res = await api.call('POST /messages', 'POST', '/messages', { token: user.token, body: { recipientId: partner, content: `load ${user.id} ${performance.now()}` } });
      if (res.status === 201) acked.push(res.body.data.id);
    }],
    [5, () => {
      const eventId = eventIds[Math.floor(Math.random() * eventIds.length)];
      return api.call('PUT /events/{id}/attendance', 'PUT', `/events/${eventId}/attendance`, { token: user.token, body: { status: Math.random() < 0.5 ? 'GOING' : 'INTERESTED' } });
    }],
    [5, async () => {
      if (applied >= jobIds.length) return;
      const jobId = jobIds[(user.index * 7 + applied++) % jobIds.length];
      await api.call('POST /jobs/{id}/apply', 'POST', `/jobs/${jobId}/apply`, { token: user.token, body: { coverLetter: 'Sent by the load run.' } });
    }],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const browser = (async () => {
    await pause(Math.random() * THINK_MS);
    while (performance.now() < until) {
      let pick = Math.random() * total;
      const [, action] = actions.find(([weight]) => (pick -= weight) < 0) ?? actions[0];
      await action();
      await think();
    }
  })();
  return Promise.all([poller, browser]);
}

// ---- the run -----------------------------------------------------------------------------------------------
const rssMb = async (pid) => {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
};

console.log(`\n# Sustained load: ${INSTANCES} instance${INSTANCES === 1 ? '' : 's'}${INSTANCES > 1 ? ' behind nginx (TLS)' : ''}, ${fmt(USERS)} users, ${SECONDS} s\n`);
console.log(`node ${process.version}, ${os.cpus().length} cores; each user pauses ${THINK_MS} ms on average between actions and holds a poll`);
const postgres = await privatePostgres();
const redis = await privateRedis();
const receiver = await startWebhookReceiver();
const work = await tempDir('paytable-load-');
const dataDir = path.join(work, 'data');
const instances = [];
let front;
let sql;
try {
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const envOf = (port) => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_MULTIPLIER: '1000', NODE_ENV: 'development', TRUST_PROXY: INSTANCES > 1 ? 'true' : 'false', PUBLIC_URL: 'https://localhost' });
  const startInstance = async (i) => {
    instances[i] = await startAndTime('apps/api/dist/main.js', envOf(ports[i]), `http://127.0.0.1:${ports[i]}/api/v1/health`, { timeoutMs: 240_000 });
  };
  // The first instance migrates and seeds; the others start on the ready database.
  await startInstance(0);
  for (let i = 1; i < INSTANCES; i += 1) await startInstance(i);
  let ca;
  if (INSTANCES > 1) {
    const tls = await certificate(work);
    ca = await fs.readFile(tls.cert);
    front = await startNginx(work, ports, tls);
  }
  const base = front?.base ?? `http://127.0.0.1:${ports[0]}`;
  const api = client(base, ca);

  sql = new pg.Client({ connectionString: postgres.url });
  sql.on('error', () => undefined);
  await sql.connect();
  const { users, jobIds } = await seedUsers(sql);
  const sessions = [];
  for (let i = 0; i < users.length; i += 25) {
    const batch = await Promise.all(users.slice(i, i + 25).map((user) => api.call(undefined, 'POST', '/auth/login', { body: { usernameOrEmail: user.email, password: PASSWORD } })));
    batch.forEach((res, j) => sessions.push({ id: users[i + j].id, index: i + j, token: res.body?.data?.token }));
  }
  if (sessions.some((session) => !session.token)) throw new Error('some load users could not sign in');

  // A partner system sending signed events all along (the job queue delivers them from every instance).
  const priya = (await api.call(undefined, 'POST', '/auth/login', { body: { usernameOrEmail: 'priya.shah@paytable.io', password: PASSWORD } })).body.data;
  const sofia = (await api.call(undefined, 'POST', '/auth/login', { body: { usernameOrEmail: 'sofia.martinez@paytable.io', password: PASSWORD } })).body.data;
  const aurora = (await api.call(undefined, 'GET', '/user/company-association', { token: sofia.token })).body.data.companyId;
  const swiftPay = (await api.call(undefined, 'GET', '/user/company-association', { token: priya.token })).body.data.companyId;
  await api.call(undefined, 'PUT', `/company-integrations/${aurora}/recipient-endpoint`, { token: sofia.token, body: { recipientEndpointUrl: receiver.url } });
  receiver.state.secret = (await api.call(undefined, 'POST', `/company-integrations/${aurora}/regenerate-hmac`, { token: sofia.token })).body.data.newHmacSecret;
  const apiKey = (await api.call(undefined, 'POST', `/company-integrations/${swiftPay}/regenerate-api-key`, { token: priya.token })).body.data.apiKey;
  const partnership = (await api.call(undefined, 'GET', '/partnerships?status=ACTIVE', { token: priya.token })).body.data.content.find((each) => each.integrationType.integrationIdentifier === 'payments.gateway');

  const started = performance.now();
  const until = started + SECONDS * 1000;
  const acked = [];
  const webhooks = [];
  const partner = (async () => {
    for (let i = 0; performance.now() < until; i += 1) {
      const res = await api.call('POST /integrations/events', 'POST', '/integrations/events', { apiKey, body: { partnershipId: partnership.id, eventType: 'payment.deposit_completed', payload: { paymentId: `load_${i}`, playerId: `player_${i % 50}`, amount: { amountMinor: 1000 + i, currency: 'EUR' }, method: 'card' }, volume: { amountMinor: 1000 + i, currency: 'EUR' } } });
      if (res.status >= 200 && res.status < 300) webhooks.push(res.body.data.id);
      await pause(100);
    }
  })();
  // A company's press team publishing all along (the demo operator's author).
  const publisher = (async () => {
    for (let i = 0; performance.now() < until; i += 1) {
      const draft = await api.call('POST /press-releases/company/{cid}', 'POST', `/press-releases/company/${aurora}`, { token: sofia.token, body: { title: `Load run release ${i}`, summary: 'Published during the load run.', content: '<p>Published during the load run.</p>' } });
      if (draft.status === 201) await api.call('POST /press-releases/{id}/company/{cid}/publish', 'POST', `/press-releases/${draft.body.data.id}/company/${aurora}/publish`, { token: sofia.token, body: {} });
      await pause(2_000);
    }
  })();
  const memory = [['after', ...instances.map((_, i) => `instance ${i + 1} RSS`)]];
  const sampler = (async () => {
    for (let at = 30; at <= SECONDS; at += 30) {
      await pause(Math.max(0, started + at * 1000 - performance.now()));
      memory.push([`${at} s`, ...(await Promise.all(instances.map((instance) => rssMb(instance.child.pid)))).map((mb) => (mb === 0 ? 'stopped' : `${fmt(mb)} MB`))]);
    }
  })();
  // Three instances: one of them stops mid-run, gracefully and then by kill -9, and starts again each time.
  const stops = [];
  const failover = (async () => {
    if (INSTANCES < 2) return;
    const victim = INSTANCES - 1;
    for (const [at, signal] of [[1 / 3, 'SIGTERM'], [2 / 3, 'SIGKILL']]) {
      await pause(Math.max(0, started + SECONDS * 1000 * at - performance.now()));
      failoverWindow = true;
      const stopAt = performance.now();
      if (signal === 'SIGTERM') await instances[victim].stop();
      else instances[victim].child.kill('SIGKILL');
      await pause(10_000);
      await startInstance(victim);
      await pause(5_000);
      failoverWindow = false;
      stops.push(`${signal} at ${fmt((stopAt - started) / 1000)} s, started again after 10 s`);
    }
  })();
  const targets = { jobIds, eventIds: (await api.call(undefined, 'GET', '/events/public')).body.data.content.map((event) => event.id) };
  await Promise.all([...sessions.map((session, i) => simulatedUser(api, session, sessions[i ^ 1]?.id ?? sessions[0].id, targets, until, acked)), partner, publisher, sampler, failover]);
  const elapsed = (performance.now() - started) / 1000;

  // What was acknowledged is there; every acknowledged webhook arrives (each instance's workers share the queue).
  const foundMessages = (await sql.query('select count(*)::int as n from direct_messages where id = any($1)', [acked])).rows[0].n;
  const deadline = performance.now() + 120_000;
  while (webhooks.some((id) => !receiver.state.counts.has(id)) && performance.now() < deadline) await pause(200);
  const webhooksArrived = webhooks.filter((id) => receiver.state.counts.has(id)).length;
  const duplicateWebhooks = webhooks.filter((id) => receiver.state.counts.get(id) > 1).length;

  const rows = [['route', 'requests', 'p50', 'p95', 'p99', 'errors', ...(INSTANCES > 1 ? ['failed during stops'] : [])]];
  let errors = 0;
  for (const [route, entry] of [...stats].sort((a, b) => a[0].localeCompare(b[0]))) {
    const sorted = entry.latencies.sort((a, b) => a - b);
    errors += entry.errors;
    rows.push([route, fmt(sorted.length + entry.errors + entry.duringStops), `${fmt(percentile(sorted, 50) ?? 0, 1)} ms`, `${fmt(percentile(sorted, 95) ?? 0, 1)} ms`, `${fmt(percentile(sorted, 99) ?? 0, 1)} ms`, fmt(entry.errors), ...(INSTANCES > 1 ? [fmt(entry.duringStops)] : [])]);
  }
  console.log(`\n${fmt(elapsed)} s; load average ${fmt(os.loadavg()[0], 2)}${stops.length > 0 ? `; instance ${INSTANCES} stopped: ${stops.join('; ')}` : ''}\n`);
  table(rows);
  console.log('');
  table(memory);
  console.log(`\nmessages acknowledged ${fmt(acked.length)}, found ${fmt(foundMessages)}, lost ${fmt(acked.length - foundMessages)}; webhooks acknowledged ${fmt(webhooks.length)}, arrived ${fmt(webhooksArrived)}, received twice ${fmt(duplicateWebhooks)}, bad signatures ${receiver.state.badSignatures}`);
  if (errors > 0) problems.push(`${errors} errors outside the instance stops`);
  if (acked.length !== foundMessages) problems.push(`${acked.length - foundMessages} acknowledged messages lost`);
  if (webhooksArrived !== webhooks.length) problems.push(`${webhooks.length - webhooksArrived} acknowledged webhooks did not arrive within 120 s`);

  if (INSTANCES > 1) {
    // A message sent through instance 1 wakes a poll held on instance 2 (pub/sub across instances).
    const [first, second] = [sessions[0], sessions[1]];
    const direct = (i) => client(`http://127.0.0.1:${ports[i]}`);
    const baseline = await direct(1).call(undefined, 'POST', '/poll', { token: second.token, body: { subscriptions: [{ type: 'message_unread_count', lastUpdate: null }], timeout: 0 } });
    const held = direct(1).call(undefined, 'POST', '/poll', { token: second.token, body: { subscriptions: [{ type: 'message_unread_count', lastUpdate: baseline.body.data.updates[0]?.timestamp ?? null }], timeout: 25 } });
    await pause(300);
    const sentAt = performance.now();
    await direct(0).call(undefined, 'POST', '/messages', { token: first.token, body: { recipientId: second.id, content: 'across instances' } });
    const woken = await held;
    const wokeInMs = performance.now() - sentAt;
    const wokeWithUpdate = woken.status === 200 && woken.body.data.updates.length > 0 && wokeInMs < 5_000;
    // Rate limits count in Redis: contact-form posts (refused as empty, but counted first) through each
    // instance in turn draw on one counter.
    const remaining = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await new Promise((resolve) => {
        const req = http.request(`http://127.0.0.1:${ports[i % INSTANCES]}/api/v1/contact`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(Number(answer.headers['x-ratelimit-remaining'])));
        });
        req.end('{}');
      });
      remaining.push(res);
    }
    const sharedCounter = remaining.every((value, i) => i === 0 || value === remaining[i - 1] - 1);
    console.log(`across instances: a send through instance 1 woke a poll held on instance 2 in ${fmt(wokeInMs)} ms (${wokeWithUpdate ? 'with the update' : 'WITHOUT it'}); contact posts through instances 1, 2, 3, 1 in turn left ${remaining.join(', ')} (${sharedCounter ? 'one shared counter' : 'NOT shared'})`);
    if (!wokeWithUpdate) problems.push('a send on one instance did not wake a poll held on another');
    if (!sharedCounter) problems.push('rate limits are not shared across instances');
    await gradeHeaders(front, work);
  }
} catch (error) {
  problems.push(`run failed: ${error.stack ?? error}`);
} finally {
  await sql?.end().catch(() => undefined);
  await front?.stop();
  await Promise.all(instances.map((instance) => instance?.stop()));
  receiver.close();
  await redis.destroy();
  await postgres.destroy();
  await fs.rm(work, { recursive: true, force: true });
}

/** The MDN HTTP Observatory's scanner and grader, run on the SPA and the API through the TLS front. */
async function gradeHeaders(tlsFront, dir) {
  const toolDir = path.join(repoRoot, 'node_modules/.cache/mdn-http-observatory');
  const packageDir = path.join(toolDir, 'node_modules/@mdn/mdn-http-observatory');
  const installed = await fs.readFile(path.join(packageDir, 'package.json'), 'utf8').then((text) => JSON.parse(text).version === OBSERVATORY_VERSION, () => false);
  if (!installed) {
    await fs.mkdir(toolDir, { recursive: true });
    // Its install script downloads a CA bundle from outside the npm registry; the scan here needs only the run's certificate.
    await run('npm', ['install', '--prefix', toolDir, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`]);
    // That script also fetches the HSTS preload list; localhost is on no such list, so an empty one grades the same.
    await fs.writeFile(path.join(packageDir, 'conf/hsts-preload.json'), '{}');
  }
  const script = path.join(dir, 'grade.mjs');
  await fs.writeFile(
    script,
    `import { retrieve } from '${packageDir}/src/retriever/retriever.js';
import { ALL_TESTS } from '${packageDir}/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '${packageDir}/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '${packageDir}/src/grader/grader.js';
const [path, httpPort, httpsPort] = process.argv.slice(2);
const retrieved = await retrieve('localhost', { httpPort, httpsPort, path });
let bonus = 100, penalised = 100;
const tests = ALL_TESTS.map((test) => test(retrieved)).map((result) => {
  const modifier = getScoreModifier(result.result);
  bonus += modifier;
  if (modifier < 0) penalised += modifier;
  return { name: result.name, result: result.result, modifier };
});
const score = penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? bonus : penalised;
console.log(JSON.stringify({ status: retrieved.responses.auto?.status, score, grade: getGradeForScore(score).grade, tests }));
`,
  );
  const rows = [['Observatory (MDN scanner ' + OBSERVATORY_VERSION + ')', 'status', 'score', 'grade', 'modifiers']];
  for (const [label, urlPath] of [['SPA /', '/'], ['API /api/v1/games', '/api/v1/games']]) {
    const { stdout } = await run(process.execPath, [script, urlPath, String(tlsFront.httpPort), String(tlsFront.httpsPort)], { env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem') } });
    const result = JSON.parse(stdout.trim().split('\n').pop());
    rows.push([label, result.status, result.score, result.grade, result.tests.filter((test) => test.modifier !== 0).map((test) => `${test.result} ${test.modifier > 0 ? '+' : ''}${test.modifier}`).join(', ') || 'none']);
    if (result.grade !== 'A+') problems.push(`${label} grades ${result.grade} (${result.score})`);
  }
  console.log('');
  table(rows);
}

console.log(problems.length === 0 ? '\nno errors; nothing acknowledged was lost.' : `\nPROBLEMS:\n- ${problems.join('\n- ')}`);
if (problems.length > 0) process.exitCode = 1;
