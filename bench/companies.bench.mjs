// Companies benchmark: the public company list page at 10,000 companies (target: p95 < 20 ms).
// Run: npm run bench -- companies. Seeds a fresh server (embedded PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres answers) through POST /companies, lets
// the database settle (server stopped, VACUUM ANALYZE and CHECKPOINT, as after any bulk load), then fetches
// list pages with 10 concurrent keep-alive clients and prints latency percentiles, the server's and the load
// generator's CPU per request, and the EXPLAIN of the list queries. The list is served from a per-process
// memory (COMPANY_LIST_MEMO, on by default); every row is measured again with it off, so the database path
// shows too.
import path from 'node:path';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fmt, freePort, keepAliveClient, processCpuMs, repoRoot, startAndTime, table, tempDir, signIn } from './lib.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
// The server has just been started and a row measures its steady state, not the JIT compiling its first
// requests: SERVER_WARM_UP unmeasured requests spread over the four rows come first. Yet no row may find its
// pages remembered by the warm-up: before each row the bench waits until the list memory has expired
// (MEMORY_TTL_MS, the longest TTL of public-list-cache.ts), so every row starts cold and its misses count.
const SERVER_WARM_UP = 2_000;
const MEMORY_TTL_MS = 5_000;
// BENCH_API_MAIN: another build of the server (API_OUTDIR=dist-x node apps/api/build.mjs).
const main = process.env.BENCH_API_MAIN ? path.resolve(process.env.BENCH_API_MAIN) : path.join(repoRoot, 'apps/api/dist/main.js');
const admin = { email: 'bench-admin@paytable.io', password: 'Bench-admin-2024' };

// The public list as the repository reads it, for EXPLAIN: a filter's whole id order (remembered 5 s per
// process; its length is the total), then the stored list entries (company_list_entries, the read model kept
// by triggers) of a block of 100 ids of that order (5 pages) by primary key, concatenated into one text; with
// the memory off, a page's 20 entries paged in SQL, with the count in the same statement.
const LIST_SQL = `select id from companies where status = 'ACTIVE' order by lower(name) asc, id asc`;
const BLOCK_SQL = `select '[' || string_agg(entry, ',') || ']' from company_list_entries
  where company_id = any(array(select id from companies where status = 'ACTIVE' order by lower(name) asc, id asc limit 100 offset 4000))`;
const SQL_PAGE_SQL = `select
    (select '[' || string_agg(e.entry, ',' order by page.position) || ']'
       from unnest(array(select id from companies where status = 'ACTIVE' order by lower(name) asc, id asc limit 20 offset 4000)) with ordinality as page(id, position)
       join company_list_entries e on e.company_id = page.id) as entries,
    (select count(*)::int from companies where status = 'ACTIVE') as total`;
const COUNT_SQL = `select count(*)::int from companies where status = 'ACTIVE'`;
const SEARCH_SQL = `select id from companies where status = 'ACTIVE' and lower(name) like '%nova%' order by lower(name) asc, id asc`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok || !body.success) throw new Error(`${url}: ${res.status} ${body.message}`);
  return body.data;
}

/** Runs `total` calls of `task(i)` on `concurrency` workers. */
async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

const WORDS = ['Aurora', 'Nova', 'Lucky', 'Royal', 'Crown', 'Spin', 'Golden', 'Apex', 'Blue', 'Silver', 'Atlas', 'Vertex', 'Pixel', 'Swift', 'Iron', 'Zen'];
const KINDS = ['Gaming', 'Casino', 'Payments', 'Studios', 'Bet', 'Labs', 'Media', 'Systems', 'Group', 'Solutions'];

async function seed(base) {
  const session = await signIn(base, { usernameOrEmail: admin.email, password: admin.password });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}` };
  const types = await json(`${base}/api/v1/business-types`);
  const started = performance.now();
  await pool(COMPANIES, CLIENTS, async (i) => {
    const name = `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${i}`;
    await json(`${base}/api/v1/companies`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, website: `https://c${i}.example`, description: `Benchmark company ${i}`, businessTypeIds: [types[i % types.length].id] }),
    });
  });
  return performance.now() - started;
}

const ROW_HEADER = ['GET /api/v1/companies …', 'req/s', 'p50', 'p95', 'p99', 'server CPU/req', 'client CPU/req'];
const microseconds = (ms) => `${fmt((ms / REQUESTS) * 1000)} µs`;

async function measure(client, serverPid, label, urlFor, memory) {
  if (memory) await new Promise((resolve) => setTimeout(resolve, MEMORY_TTL_MS + 100));
  const latencies = [];
  const serverCpu = processCpuMs(serverPid);
  const clientCpu = process.cpuUsage();
  const started = performance.now();
  await pool(REQUESTS, CLIENTS, async (i) => {
    const t0 = performance.now();
    const status = await client.get(urlFor(i));
    if (status !== 200) throw new Error(`${label}: ${status}`);
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  const clientUsed = process.cpuUsage(clientCpu);
  const serverUsed = serverCpu === undefined ? undefined : processCpuMs(serverPid) - serverCpu;
  latencies.sort((a, b) => a - b);
  return [
    label,
    fmt(REQUESTS / seconds),
    `${fmt(percentile(latencies, 50), 1)} ms`,
    `${fmt(percentile(latencies, 95), 1)} ms`,
    `${fmt(percentile(latencies, 99), 1)} ms`,
    serverUsed === undefined ? 'n/a' : microseconds(serverUsed),
    microseconds((clientUsed.user + clientUsed.system) / 1000),
  ];
}

const startServer = async (env) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    main,
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env },
    `${base}/api/v1/health`,
    { timeoutMs: 120_000 },
  );
  return { base, server };
};

/** The four rows, on a server just started with `env` (`memory`: whether its list memory is on). */
async function measureRows(env, memory, heading) {
  const { base, server } = await startServer(env);
  const client = keepAliveClient(CLIENTS);
  try {
    const pages = Math.ceil(COMPANIES / 20);
    const pid = server.child.pid;
    const kinds = [
      ['page 0, size 20 (name asc)', () => `${base}/api/v1/companies?page=0&size=20`],
      [`random page of ${pages}, size 20`, (i) => `${base}/api/v1/companies?page=${(i * 7919) % pages}&size=20`],
      ['search=nova, size 20', () => `${base}/api/v1/companies?search=nova&size=20`],
      ['sortBy=createdAt desc, size 20', () => `${base}/api/v1/companies?sortBy=createdAt&sortDir=desc&size=20`],
    ];
    await pool(SERVER_WARM_UP, CLIENTS, (i) => client.get(kinds[i % kinds.length][1](i)));
    const rows = [ROW_HEADER];
    const loadBefore = os.loadavg()[0];
    for (const [label, urlFor] of kinds) rows.push(await measure(client, pid, label, urlFor, memory));
    // The machine may be shared: the 1-minute load average around the rows says how far to trust them.
    console.log(`\n${heading.replace(/:$/, '')} (load average ${fmt(loadBefore, 2)} → ${fmt(os.loadavg()[0], 2)}):\n`);
    table(rows);
  } finally {
    client.close();
    await server.stop();
  }
}

/**
 * Seeds through the API, then settles the database with the server stopped (`settle`: VACUUM ANALYZE and
 * CHECKPOINT, so neither autovacuum, analyze nor a checkpoint triggered by the 10,000 inserts runs during the
 * measurement, and PGlite, which has no autovacuum, gets statistics and a visibility map), then measures.
 */
async function run(kind, env, settle, explain) {
  const { base, server } = await startServer(env);
  let seedMs;
  try {
    seedMs = await seed(base);
  } finally {
    await server.stop();
  }
  const settleStarted = performance.now();
  await settle();
  console.log(`\n## ${kind}: ${fmt(COMPANIES)} companies seeded through POST /companies in ${fmt(seedMs / 1000, 1)} s; VACUUM ANALYZE + CHECKPOINT after, ${fmt((performance.now() - settleStarted) / 1000, 1)} s`);
  console.log(
    `${REQUESTS} requests a row, ${CLIENTS} concurrent keep-alive clients (accept-encoding: br, gzip), after ${SERVER_WARM_UP} unmeasured requests to the just started server; target p95 < 20 ms`,
  );
  await measureRows(env, true, 'List memory on (COMPANY_LIST_MEMO=true, the default: pages 2 s, orders and rows 5 s; each row starts with it expired):');
  await measureRows({ ...env, COMPANY_LIST_MEMO: 'false' }, false, 'List memory off (COMPANY_LIST_MEMO=false: every request reads its page and total in SQL):');
  await explain();
}

async function printPlans(query) {
  for (const [label, sql] of [
    ['list order (all ids)', LIST_SQL],
    ['rows of a block of 100 (offset 4000)', BLOCK_SQL],
    ['page and count paged in SQL (memory off, admin list, past 50,000 matches; offset 4000)', SQL_PAGE_SQL],
    ['count alone (its part of the page statement)', COUNT_SQL],
    ['search order', SEARCH_SQL],
  ]) {
    const rows = await query(`explain (analyze, costs off, timing on, summary on) ${sql}`);
    console.log(`\nEXPLAIN ANALYZE ${label}: ${sql}`);
    for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}

console.log('\n# Companies benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);

// 1. Embedded PGlite (the default installation).
const dataDir = await tempDir('paytable-bench-companies-');
const openEmbedded = () => PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
await run(
  'embedded PGlite',
  { DATA_DIR: dataDir },
  async () => {
    const db = await openEmbedded();
    await db.query('vacuum analyze');
    await db.query('checkpoint');
    await db.close();
  },
  async () => {
    const db = await openEmbedded();
    await printPlans(async (sql) => (await db.query(sql)).rows);
    await db.close();
  },
);
await fs.rm(dataDir, { recursive: true, force: true });

// 2. PostgreSQL, when one answers.
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const probe = new pg.Client({ connectionString: serverUrl });
const reachable = await probe.connect().then(() => true, () => false);
if (!reachable) {
  console.log(`\nPostgreSQL not reachable at ${serverUrl}: skipped.`);
} else {
  // BENCH_DB_PREFIX lets several people share one PostgreSQL server without clashing names.
  const name = `${process.env.BENCH_DB_PREFIX ?? 'paytable_bench'}_${randomBytes(4).toString('hex')}`;
  await probe.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDataDir = await tempDir('paytable-bench-companies-pg-');
  try {
    const withClient = async (work) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await work(client);
      } finally {
        await client.end();
      }
    };
    await run(
      'PostgreSQL',
      { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
      () =>
        withClient(async (client) => {
          await client.query('vacuum analyze');
          await client.query('checkpoint');
        }),
      () => withClient((client) => printPlans(async (sql) => (await client.query(sql)).rows)),
    );
  } finally {
    await probe.query(`drop database if exists ${name} with (force)`);
    await fs.rm(pgDataDir, { recursive: true, force: true });
  }
}
await probe.end().catch(() => undefined);
