// Real-time benchmark: held polls, delivery latency (one instance; two instances + Redis) and the
// messaging lists of a user with 1,000 conversations. Run: npm run bench -- realtime
// Needs PostgreSQL on 127.0.0.1:5432 (user postgres) and, for the two-instance figure, Redis on 6379.
// Data is generated straight into a fresh database; the servers are the built apps/api/dist/main.js.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { keepAliveClient } from './keep-alive-client.mjs';
import { fmt, freePort, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const HELD_POLLS = Number(process.env.BENCH_HELD_POLLS ?? 10_000);
const POLLS_PER_USER = 5;
const RATE = Number(process.env.BENCH_RATE ?? 500); // messages per second
// BENCH_RATES=500,400,300 runs the latency phase once per offered rate, to find where p99 crosses 50 ms.
const RATES = (process.env.BENCH_RATES ?? String(RATE)).split(',').map(Number).filter((rate) => rate > 0);
// BENCH_REPEATS=5 runs every rate that many times and prints the median and spread of the p99s: on a shared
// machine one phase's p99 is decided by one or two stalls, so a single run cannot judge the target.
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 1));
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 8);
// BENCH_WARMUP_SECONDS: sends at the same rate before each measured phase, not measured (see latencyRun); 0: none.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PAIRS = 1_000; // sender→receiver pairs used for the latency runs
// BENCH_API_MAIN: another build of the server (e.g. a private one while others rebuild apps/api/dist).
const main = process.env.BENCH_API_MAIN ?? path.join(repoRoot, 'apps/api/dist/main.js');
const FAR_FUTURE = '2999-01-01T00:00:00.000000Z';
// BENCH_CLIENT_NICE=-10: the load generator's two threads run at that nice value (Linux, as root), so that on a
// shared machine they take their timestamps when an answer arrives rather than when a core frees up.
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/**
 * BENCH_VARIANTS="base=apps/api/dist-a/main.js;new=apps/api/dist-b/main.js|--max-semi-space-size=32": server builds
 * (and node options) compared in one invocation, interleaved run by run (each repeat runs every variant in turn),
 * so that the shared machine's drifting load weighs on all of them alike. Default: BENCH_API_MAIN, BENCH_SERVER_NODE_ARGS.
 */
const VARIANTS = process.env.BENCH_VARIANTS
  ? process.env.BENCH_VARIANTS.split(';').filter(Boolean).map((spec) => {
      const [label, rest] = spec.split('=');
      const [variantMain, args = ''] = rest.split('|');
      return { label, main: path.resolve(repoRoot, variantMain), nodeArgs: args.split(' ').filter(Boolean) };
    })
  : [{ label: '', main, nodeArgs: SERVER_NODE_ARGS }];
const SERVER_LOG_DIR = process.env.BENCH_SERVER_LOG_DIR;
const CLIENT_NICE = process.env.BENCH_CLIENT_NICE === undefined ? undefined : Number(process.env.BENCH_CLIENT_NICE);

// The load generator's worker threads (created later, so these apply to their heaps): V8's memory reducer off (a
// generator that allocates little looks idle to it, and it ran 10–15 ms mark-compacts in the middle of the send
// phase), and a young generation of 32 MB from the start instead of growing from 1 MB: a thread allocates about
// 20 MB in a run, so it collects at most once, at its end (with 16 MB, once near the end of the measured phase).
v8.setFlagsFromString('--no-memory-reducer');
v8.setFlagsFromString('--min-semi-space-size=32');

console.log('\n# Real-time benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores, PostgreSQL for the shared database\n`);

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// ---- database and data -----------------------------------------------------------------------------
const dbName = `${process.env.BENCH_DB_PREFIX ?? 'paytable_bench_'}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: POSTGRES });
await admin.connect();
await admin.query(`create database ${dbName}`);
// BENCH_PG_LOG_MIN_DURATION_MS=10: PostgreSQL logs this database's statements slower than that (its server log), to
// tell a slow statement from a stalled server process when reading the tail. A setting of this database only.
if (process.env.BENCH_PG_LOG_MIN_DURATION_MS) {
  await admin.query(`alter database ${dbName} set log_min_duration_statement = ${Number(process.env.BENCH_PG_LOG_MIN_DURATION_MS)}`);
}
await admin.end();
const dbUrl = new URL(POSTGRES);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();

const servers = [];
const dataDir = await tempDir('paytable-bench-rt-');
async function startInstance(extraEnv = {}, variant = VARIANTS[0]) {
  const port = await freePort();
  const env = {
    NODE_ENV: 'development', // production would require VAPID keys this benchmark does not need
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // BENCH_SERVER_NODE_OPTIONS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the servers.
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...extraEnv,
  };
  const server =
    variant.nodeArgs.length > 0 || SERVER_LOG_DIR
      ? await startWithNodeArgs(variant, env, `http://127.0.0.1:${port}/api/v1/health`, port)
      : await startAndTime(variant.main, env, `http://127.0.0.1:${port}/api/v1/health`);
  servers.push(server);
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}

/**
 * BENCH_SERVER_NODE_ARGS: options for node itself, before main.js (V8 flags, --cpu-prof, --trace-gc: NODE_OPTIONS
 * refuses those); BENCH_SERVER_LOG_DIR: each server's stdout and stderr go to server-[<variant>-]<port>.log there (a GC trace).
 */
async function startWithNodeArgs(variant, env, readyUrl, port) {
  const output = SERVER_LOG_DIR ? fsSync.openSync(path.join(SERVER_LOG_DIR, `server-${variant.label ? `${variant.label}-` : ''}${port}.log`), 'a') : 'ignore';
  const child = spawn(process.execPath, [...variant.nodeArgs, variant.main], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.main} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() - started > 60_000) throw new Error(`${variant.main} not ready after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    child,
    elapsedMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

// The first start migrates the fresh database.
let single = await startInstance();

const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const userCount = HELD_POLLS / POLLS_PER_USER + PAIRS * 2 + 1_001;
console.log(`generating ${fmt(userCount)} users, sessions, connections and 1,000 conversations…`);
await db.query(
  `insert into users (email, username, password_hash, first_name, last_name, user_type, email_verified_at)
   select 'bench' || g || '@example.com', 'bench' || g, 'not-a-real-hash', 'Bench', 'User ' || g, 'operator', now()
   from generate_series(1, $1) g`,
  [userCount],
);
const { rows: userRows } = await db.query('select id from users order by id');
const ids = userRows.map((row) => row.id);
await db.query(
  `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
   select id, 'bench-' || id, md5(random()::text || id), now() + interval '1 day' from users`,
);
const tokens = new Map();
const issuedAt = Math.floor(Date.now() / 1000);
const key = new TextEncoder().encode(SECRET);
for (const id of ids) {
  tokens.set(
    id,
    await new SignJWT({ roles: ['ROLE_USER', 'ROLE_OPERATOR'], sid: `bench-${id}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuer('paytable')
      .setAudience('paytable-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 15 * 60)
      .sign(key),
  );
}
const holders = ids.slice(0, HELD_POLLS / POLLS_PER_USER);
const senders = ids.slice(holders.length, holders.length + PAIRS);
const receivers = ids.slice(holders.length + PAIRS, holders.length + 2 * PAIRS);
const busy = ids[holders.length + 2 * PAIRS];
const contacts = ids.slice(holders.length + 2 * PAIRS + 1, holders.length + 2 * PAIRS + 1 + 1_000);
await db.query(
  `insert into user_connections (requester_id, receiver_id, status, responded_at)
   select s, r, 'connected', now() from unnest($1::int[], $2::int[]) as pairs(s, r)`,
  [senders, receivers],
);
// 1,000 conversations of 5 messages each for one user, and their inbox rows.
await db.query(
  `insert into direct_messages (sender_id, recipient_id, content, created_at, read_at)
   select case when m % 2 = 0 then $1 else c end, case when m % 2 = 0 then c else $1 end,
          'Message ' || m || ' about the Q3 integration roadmap', now() - ((5 - m) || ' minutes')::interval - (c || ' seconds')::interval,
          case when m < 5 then now() end
   from unnest($2::int[]) c, generate_series(1, 5) m`,
  [busy, contacts],
);
await db.query(
  `insert into direct_conversations (user_id, contact_id, last_message_id, last_message_at, unread_count)
   select $1, c, max(m.id), max(m.created_at), count(*) filter (where m.read_at is null and m.recipient_id = $1)
   from unnest($2::int[]) c join direct_messages m on least(m.sender_id, m.recipient_id) = least(c, $1) and greatest(m.sender_id, m.recipient_id) = greatest(c, $1)
   group by c`,
  [busy, contacts],
);
await db.query('analyze');

// ---- HTTP helpers ----------------------------------------------------------------------------------
// Real HTTP/1.1 requests with real tokens over keep-alive sockets, through a lean client (keep-alive-client.mjs):
// node:http's client cost the load generator about 1.1 ms of CPU per delivered message, CPU the server
// under test then lacked on this shared 2-core machine; the lean one costs about half.
let clients = new Map(); // base URL → keep-alive client
function request(base, method, urlPath, token, body) {
  let client = clients.get(base);
  if (!client) clients.set(base, (client = keepAliveClient(base)));
  // A reset connection resolves as status 0 with its error code: a failed request, not a crashed benchmark.
  return client.request(method, urlPath, token, body);
}
const poll = (base, token, lastUpdate, timeout = 25) =>
  request(base, 'POST', '/api/v1/poll', token, { subscriptions: [{ type: 'message_unread_count', lastUpdate }], timeout });

function processStats(pid) {
  const stat = require_proc(`/proc/${pid}/stat`).split(') ')[1].split(' ');
  const status = require_proc(`/proc/${pid}/status`);
  return { cpuTicks: Number(stat[11]) + Number(stat[12]), rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) };
}
function require_proc(file) {
  return fsSync.readFileSync(file, 'utf8');
}

/** "0", or the count with each failure kind: HTTP status, or the socket error code when none came. */
function describeFailures(failed) {
  if (failed.length === 0) return '0';
  const kinds = {};
  for (const res of failed) {
    const kind = res.status === 0 ? res.body : String(res.status);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return `${fmt(failed.length)} (${Object.entries(kinds).map(([kind, n]) => `${n} × ${kind}`).join(', ')})`;
}

// ---- 1. held polls ----------------------------------------------------------------------------------
{
  const before = processStats(single.child.pid);
  const started = performance.now();
  let answered = 0;
  const inFlight = [];
  for (let i = 0; i < HELD_POLLS; i += 1) {
    const token = tokens.get(holders[i % holders.length]);
    inFlight.push(poll(single.base, token, FAR_FUTURE, 25).then((res) => {
      answered += 1;
      return res;
    }));
    // Open connections in slices so the ramp stays a ramp, not a SYN flood.
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Registered once the server has read and authenticated them: wait until CPU settles.
  // Registered once the server has read and authenticated them all: wait for two quiet half-seconds.
  let previous = processStats(single.child.pid);
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < 18_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = processStats(single.child.pid);
    quiet = now.cpuTicks - previous.cpuTicks < 5 ? quiet + 1 : 0;
    previous = now;
  }
  const rampMs = performance.now() - started;
  const sampleStart = processStats(single.child.pid);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const sampleEnd = processStats(single.child.pid);
  const cpuPercent = ((sampleEnd.cpuTicks - sampleStart.cpuTicks) / 100 / ((performance.now() - t0) / 1000)) * 100;
  const heldNow = HELD_POLLS - answered;
  const results = await Promise.all(inFlight);
  const ok = results.filter((res) => res.status === 200 && res.body.includes('"updates":[]')).length;
  console.log('\n## Held polls on one instance\n');
  table([
    ['measure', 'value', 'target'],
    ['polls opened', fmt(HELD_POLLS), '10,000'],
    ['held at once while sampling', fmt(heldNow), ''],
    ['ramp (open + authenticate + register)', `${fmt(rampMs)} ms`, ''],
    ['server RSS before / while holding', `${fmt(before.rssKb / 1024, 1)} MB / ${fmt(sampleEnd.rssKb / 1024, 1)} MB`, ''],
    ['server CPU while holding (4 s sample)', `${fmt(cpuPercent, 1)} % of one core`, 'idle: no per-poll work'],
    ['answered 200 with no updates at the 25 s timeout', `${fmt(ok)} / ${fmt(HELD_POLLS)}`, ''],
    ['failed (connection reset or error status)', describeFailures(results.filter((res) => res.status !== 200)), '0'],
  ]);
}

// ---- 2. delivery latency ----------------------------------------------------------------------------
/** Clock ticks (1/100 s) used so far by each server process and by each PostgreSQL backend of this database. */
async function cpuSample(instances) {
  const ticksOf = (pid) => {
    try {
      return processStats(pid).cpuTicks;
    } catch {
      return undefined; // the process has exited
    }
  };
  const { rows } = await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  const [{ transactions }] = (await db.query('select xact_commit + xact_rollback as transactions from pg_stat_database where datname = current_database()')).rows;
  const { rows: tableRows } = await db.query('select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables');
  return {
    transactions: Number(transactions),
    tableScans: new Map(tableRows.map((row) => [row.relname, Number(row.scans)])),
    server: new Map(instances.map((instance) => [instance.child.pid, ticksOf(instance.child.pid) ?? 0])),
    postgres: new Map(rows.map((row) => [row.pid, ticksOf(row.pid)]).filter(([, ticks]) => ticks !== undefined)),
    client: process.cpuUsage(),
  };
}
/** CPU milliseconds spent between two samples: servers, PostgreSQL backends (new ones counted whole), this client. */
async function cpuSpent(instances, before) {
  const after = await cpuSample(instances);
  const delta = (end, start) => [...end].reduce((sum, [pid, ticks]) => sum + ticks - (start.get(pid) ?? 0), 0) * 10;
  const client = process.cpuUsage(before.client);
  return {
    cpu: { server: delta(after.server, before.server), postgres: delta(after.postgres, before.postgres), client: (client.user + client.system) / 1000 },
    // Every statement outside an explicit transaction is one (statistics reach the view within a second).
    transactions: after.transactions - before.transactions,
    // Scans (sequential or index) per table: which statements ran, without a statement log.
    tableScans: [...after.tableScans]
      .map(([table, scans]) => [table, scans - (before.tableScans.get(table) ?? 0)])
      .filter(([, scans]) => scans > 0),
  };
}

/**
 * PostgreSQL backends report their statistics (transactions, table scans) at the end of a transaction at
 * most once a second, and an idle one only after 10 s: counted naively, the 1,000 warm-up requests before
 * the clock land in the send phase (they did: 0.3–0.5 "transactions per message" too many). So each sample
 * is preceded by a second of quiet, then STATS_FLUSH_REQUESTS concurrent one-statement requests per
 * instance, which make every pooled connection end a transaction and report what it had pending; their
 * own transactions are subtracted.
 */
const STATS_FLUSH_REQUESTS = 40;
async function flushDatabaseStatistics(instances) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await Promise.all(
    instances.flatMap((instance) =>
      Array.from({ length: STATS_FLUSH_REQUESTS }, () => request(instance.base, 'GET', '/api/v1/messages/unified-unread-count', tokens.get(busy))),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return instances.length * STATS_FLUSH_REQUESTS;
}

/**
 * One latency run: the load generator's two worker threads (realtime-load.mjs) — the poller holds a poll
 * per receiver on `pollInstance`, the sender sends `rate` messages a second on `sendInstance` — sharing the
 * pairs' state through memory. The main thread only starts them and samples CPU and statistics around the
 * send phase.
 */
function loadWorker(role, instance, shared, data) {
  const worker = new Worker(new URL('./realtime-load.mjs', import.meta.url), {
    // Room for the 32 MB semi-spaces asked for above (a worker's young generation is capped below that by default).
    resourceLimits: { maxYoungGenerationSizeMb: 128 },
    workerData: { role, host: '127.0.0.1', port: instance.port, ...shared, ...(CLIENT_NICE === undefined ? {} : { nice: CLIENT_NICE }), ...data },
  });
  const waiting = [];
  let failed;
  worker.on('message', (message) => {
    if (message.type === 'warning') console.log(`load generator (${role}): ${message.message}`);
    else waiting.shift()?.resolve(message.result);
  });
  worker.on('error', (error) => {
    failed = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  return {
    call: (command, ...args) =>
      failed
        ? Promise.reject(failed)
        : new Promise((resolve, reject) => {
            waiting.push({ resolve, reject });
            worker.postMessage({ command, args });
          }),
    terminate: () => worker.terminate(),
  };
}

async function latencyRun(sendInstance, pollInstance, rate) {
  const instances = [...new Set([sendInstance, pollInstance])];
  const shared = { state: new SharedArrayBuffer(PAIRS * 4), sentAt: new SharedArrayBuffer(PAIRS * 8), heldSince: new SharedArrayBuffer(PAIRS * 8) };
  const poller = loadWorker('poller', pollInstance, shared, { tokens: receivers.map((id) => tokens.get(id)) });
  const sender = loadWorker('sender', sendInstance, shared, { tokens: senders.map((id) => tokens.get(id)), receivers });
  try {
    // Every receiver reads its current mark and then holds a poll; every sender signs in before the clock
    // starts, as the receivers just did: a server checks a token's HMAC on its first request only (then keeps
    // it until its expiry, 15 minutes), so in a steady state it is rare; measured cold, the 1,000 first checks
    // of an 8 s run would be a quarter of the server's CPU per message.
    await poller.call('start');
    await sender.call('warm');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Then WARMUP_SECONDS of the same sends at the same rate, not measured: a server that has run for a while at
    // 500/s has compiled its send and answer paths and prepared the send on its pooled connections; a cold one
    // spends the first ~0.3 s doing that, and with 4,000 samples those first ~150 messages are the p99. Their
    // latencies are printed apart (cold start).
    let cold;
    if (WARMUP_SECONDS > 0) {
      await sender.call('run', rate, WARMUP_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      cold = Array.from((await poller.call('reset')).latencies);
    }

    await flushDatabaseStatistics(instances);
    const cpuBefore = await cpuSample(instances);
    const sent = await sender.call('run', rate, SEND_SECONDS);
    // Every woken poll has answered and been re-posted within a second of the last send's answer.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const flushTransactions = await flushDatabaseStatistics(instances);
    const { cpu, transactions: counted, tableScans } = await cpuSpent(instances, cpuBefore);
    const transactions = counted - flushTransactions;
    const { latencies, sentAt } = await poller.call('stop');
    if (process.env.BENCH_LATENCY_DUMP) {
      // One line a delivered message: when it was sent (ms, from the first) and its latency, for finding stalls.
      const first = sentAt.length > 0 ? Math.min(...sentAt) : 0;
      const lines = Array.from(latencies, (latency, i) => `${(sentAt[i] - first).toFixed(2)} ${latency.toFixed(2)}`);
      fsSync.appendFileSync(process.env.BENCH_LATENCY_DUMP, `# ${instances.length} instance(s) @ ${rate}/s\n${lines.join('\n')}\n`);
    }
    await sender.call('close');
    const delivered = Array.from(latencies);
    const succeeded = Math.max(1, sent.succeeded);
    const failures = Object.entries(sent.failures);
    return {
      // CPU milliseconds per delivered message (send, woken poll's answer, the client's next poll).
      cpuPerMessage: Object.fromEntries(Object.entries(cpu).map(([side, ms]) => [side, ms / succeeded])),
      transactionsPerMessage: transactions / succeeded,
      tableScansPerMessage: tableScans.map(([table, scans]) => `${table} ${fmt(scans / succeeded, 2)}`).join(', '),
      sent: sent.sent,
      // "0", or the failed sends by HTTP status (0: the connection failed).
      failures:
        failures.length === 0
          ? '0'
          : `${fmt(failures.reduce((sum, [, n]) => sum + n, 0))} (${failures.map(([status, n]) => `${n} × ${status === '0' ? 'connection' : status}`).join(', ')})`,
      delivered: delivered.length,
      missed: sent.missed,
      // What the server really absorbed: 201 answers per second from the first send to the last answer.
      achieved: sent.succeeded / Math.max(sent.answerSeconds, 1e-3),
      // What the load generator managed to issue (below the offered rate when its own CPU is short).
      issuedRate: sent.sent / Math.max(sent.issueSeconds, 1e-3),
      sendP99: sent.sendP99,
      p50: percentile(delivered, 50),
      p99: percentile(delivered, 99),
      coldP99: cold === undefined ? NaN : percentile(cold, 99),
      // The machine's 1-minute load average right after the send phase (everyone's work, this run's included).
      load: os.loadavg()[0],
    };
  } finally {
    await Promise.all([poller.terminate(), sender.terminate()]);
  }
}

// Each run starts from fresh servers and fresh client sockets, so the 10,000 idle keep-alive
// connections of the first phase (and the polls of an earlier run) do not weigh on the latency figures.
async function freshStart(count, extraEnv, variant) {
  for (const client of clients.values()) client.destroy();
  clients = new Map();
  await Promise.all(servers.map((server) => server.stop()));
  servers.length = 0;
  const started = [];
  for (let i = 0; i < count; i += 1) started.push(await startInstance(extraEnv, variant));
  return started;
}
/**
 * This machine's PostgreSQL runs with autovacuum off: after a phase that wrote thousands of messages and
 * inbox rows, the planner still has the statistics of the seeded tables. Autovacuum would have analyzed
 * them by then (its threshold is 10 % of a table), so the bench does what it would, between phases.
 */
const analyzeLikeAutovacuum = () => db.query('analyze direct_messages; analyze direct_conversations; analyze realtime_marks');
const runs = [];
for (let repeat = 1; repeat <= REPEATS; repeat += 1) for (const rate of RATES) for (const variant of VARIANTS) {
  const [alone] = await freshStart(1, {}, variant);
  const one = await latencyRun(alone, alone, rate);
  await analyzeLikeAutovacuum();
  single = alone;
  let two;
  try {
    const [first, second] = await freshStart(2, { REDIS_URL: REDIS }, variant);
    two = await latencyRun(first, second, rate);
    await analyzeLikeAutovacuum();
    single = first;
  } catch (error) {
    console.log(`two-instance run skipped: ${error.message}`);
    [single] = await freshStart(1, {}, variant);
  }
  runs.push({ variant: variant.label, rate, repeat, one, two });
}
/** A run's label suffix when every rate ran more than once. */
const nth = (repeat) => (REPEATS > 1 ? ` #${repeat}` : '');
/** A run's variant, when several were compared. */
const of = (variant) => (variant ? ` [${variant}]` : '');
if (VARIANTS.length > 1 || VARIANTS[0].nodeArgs.length > 0) {
  console.log('\nServer variants:');
  for (const variant of VARIANTS) console.log(`- ${variant.label || 'server'}: node ${[...variant.nodeArgs, path.relative(repoRoot, variant.main)].join(' ')}`);
}
console.log(`\n## Delivery latency: send → waiting poll's answer (offered rate for ${SEND_SECONDS} s to ${fmt(PAIRS)} receivers)\n`);
console.log('offered: the schedule; issued: what the load generator sent; absorbed: 201 answers/s until the last answer.');
console.log('Latency figures hold only at the absorbed rate: when absorbed < offered, the server (or the shared CPU) saturated.');
console.log(`Before each measured phase the same sends ran for ${WARMUP_SECONDS} s, not measured (a server warm from running at that rate;`);
console.log("'warm-up p99' is that cold start's p99).");
console.log('Each sender made one request before the clock started (its token checked once, as in a steady state). The load');
console.log('generator is two worker threads (bench/realtime-load.mjs: poller and sender, prebuilt requests, no per-message objects)');
console.log(`on raw keep-alive HTTP/1.1 sockets${CLIENT_NICE === undefined ? '' : `, at nice ${CLIENT_NICE}`}.\n`);
const row = (label, rate, run) =>
  run
    ? [
        label,
        `${fmt(rate)}/s`,
        `${fmt(run.issuedRate)}/s`,
        `${fmt(run.achieved)}/s`,
        `${fmt(run.delivered)} / ${fmt(run.sent)}`,
        `${fmt(run.p50, 1)} ms`,
        `${fmt(run.p99, 1)} ms`,
        `${fmt(run.sendP99, 1)} ms`,
        run.failures,
        Number.isNaN(run.coldP99) ? '—' : `${fmt(run.coldP99, 1)} ms`,
        fmt(run.load, 2),
      ]
    : [label, `${fmt(rate)}/s`, '—', '—', '—', '—', '—', '—', '—', '—', '—'];
table([
  ['path', 'offered', 'issued', 'absorbed', 'delivered / sent', 'p50', 'p99 (target < 50 ms)', 'send p99', 'send errors', 'warm-up p99', 'load (1 min)'],
  ...runs.flatMap(({ variant, rate, repeat, one, two }) => [
    row(`one instance (in-process pub/sub)${of(variant)}${nth(repeat)}`, rate, one),
    row(`two instances + Redis (send on A, poll on B)${of(variant)}${nth(repeat)}`, rate, two),
  ]),
]);
if (REPEATS > 1) {
  console.log(`\nThe same, ${REPEATS} runs a rate: what a single run's p99 is worth.\n`);
  const summary = (label, rate, results) => {
    const done = results.filter(Boolean);
    if (done.length === 0) return [label, `${fmt(rate)}/s`, '0', '—', '—', '—', '—'];
    const p99s = done.map((run) => run.p99);
    return [
      label,
      `${fmt(rate)}/s`,
      fmt(done.length),
      `${fmt(percentile(done.map((run) => run.p50), 50), 1)} ms`,
      `${fmt(percentile(p99s, 50), 1)} ms`,
      `${fmt(Math.min(...p99s), 1)}–${fmt(Math.max(...p99s), 1)} ms`,
      `${p99s.filter((p99) => p99 < 50).length} / ${done.length}`,
    ];
  };
  table([
    ['path', 'offered', 'runs', 'median p50', 'median p99', 'p99 range', 'runs with p99 < 50 ms'],
    ...RATES.flatMap((rate) =>
      VARIANTS.flatMap(({ label }) => {
        const ofRate = runs.filter((run) => run.rate === rate && run.variant === label);
        return [
          summary(`one instance (in-process pub/sub)${of(label)}`, rate, ofRate.map((run) => run.one)),
          summary(`two instances + Redis (send on A, poll on B)${of(label)}`, rate, ofRate.map((run) => run.two)),
        ];
      }),
    ),
  ]);
}

console.log('\nCPU per delivered message (the send, the woken poll\'s answer and the client\'s next poll), measured over the send phase.');
console.log('The ceiling is the rate at which the three together would use both cores: the shared machine runs all of them.\n');
const cpuRow = (label, run) => {
  if (!run) return [label, '—', '—', '—', '—', '—', '—'];
  const { server, postgres, client } = run.cpuPerMessage;
  const total = server + postgres + client;
  return [label, fmt(run.transactionsPerMessage, 2), `${fmt(server, 2)} ms`, `${fmt(postgres, 2)} ms`, `${fmt(client, 2)} ms`, `${fmt(total, 2)} ms`, `${fmt((os.cpus().length * 1000) / total)}/s`];
};
table([
  ['path', 'SQL transactions', 'server(s)', 'PostgreSQL', 'bench client', 'total', `ceiling on ${os.cpus().length} cores`],
  ...runs.flatMap(({ variant, rate, repeat, one, two }) => [
    cpuRow(`one instance @ ${fmt(rate)}/s${of(variant)}${nth(repeat)}`, one),
    cpuRow(`two instances + Redis @ ${fmt(rate)}/s${of(variant)}${nth(repeat)}`, two),
  ]),
]);

console.log('\nTable scans per delivered message (pg_stat_user_tables over the send phase):');
for (const { variant, rate, repeat, one, two } of runs) {
  if (one) console.log(`- one instance @ ${fmt(rate)}/s${of(variant)}${nth(repeat)}: ${one.tableScansPerMessage}`);
  if (two) console.log(`- two instances + Redis @ ${fmt(rate)}/s${of(variant)}${nth(repeat)}: ${two.tableScansPerMessage}`);
}

// ---- 3. lists of a user with 1,000 conversations ------------------------------------------------------
async function timed(urlPath, times = 300) {
  const durations = [];
  for (let i = 0; i < 20; i += 1) await request(single.base, 'GET', urlPath, tokens.get(busy));
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    const res = await request(single.base, 'GET', urlPath, tokens.get(busy));
    durations.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}: ${res.body}`);
  }
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}
const conversations = await timed('/api/v1/messages/conversations?page=0&size=20');
const recent = await timed('/api/v1/messages/recent?page=0&size=20');
const unread = await timed('/api/v1/messages/unified-unread-count');
console.log('\n## A user with 1,000 conversations (5,000 messages), 300 sequential requests each\n');
table([
  ['endpoint', 'p50', 'p95', 'target'],
  ['GET /messages/conversations (page of 20)', `${fmt(conversations.p50, 2)} ms`, `${fmt(conversations.p95, 2)} ms`, 'p95 < 15 ms'],
  ['GET /messages/recent (page of 20)', `${fmt(recent.p50, 2)} ms`, `${fmt(recent.p95, 2)} ms`, 'p95 < 15 ms'],
  ['GET /messages/unified-unread-count', `${fmt(unread.p50, 2)} ms`, `${fmt(unread.p95, 2)} ms`, ''],
]);

// ---- clean up ---------------------------------------------------------------------------------------
for (const client of clients.values()) client.destroy();
await Promise.all(servers.map((server) => server.stop()));
await db.end();
const dropper = new pg.Client({ connectionString: POSTGRES });
await dropper.connect();
await dropper.query(`drop database if exists ${dbName} with (force)`);
await dropper.end();
await fs.rm(dataDir, { recursive: true, force: true });
