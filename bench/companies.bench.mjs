// Companies benchmark: the public company list page at 10,000 companies (issue 5 target: p95 < 20 ms).
// Run: npm run bench -- companies. Seeds a fresh server (embedded PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres answers), then fetches list pages
// with 10 concurrent clients and prints latency percentiles and the EXPLAIN of the list query.
import path from 'node:path';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fmt, freePort, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
// BENCH_API_MAIN: another build of the server (API_OUTDIR=dist-x node apps/api/build.mjs).
const main = process.env.BENCH_API_MAIN ? path.resolve(process.env.BENCH_API_MAIN) : path.join(repoRoot, 'apps/api/dist/main.js');
const admin = { email: 'bench-admin@paytable.io', password: 'Bench-admin-2024' };

// The public list as the repository reads it, for EXPLAIN: a filter's whole id order (remembered 5 s per
// process; its length is the total), then one page's 20 rows by primary key with their references.
const LIST_SQL = `select id from companies where status = 'ACTIVE' order by lower(name) asc, id asc`;
const PAGE_SQL = `select companies.*,
    (select json_agg(json_build_object('id', bt.id, 'name', bt.name) order by bt.name) from company_business_types cbt join business_types bt on bt.id = cbt.business_type_id where cbt.company_id = companies.id) as business_types,
    (select json_agg(json_build_object('id', lj.id, 'name', lj.name, 'code', lj.code) order by lj.name) from company_jurisdictions cj join license_jurisdictions lj on lj.id = cj.jurisdiction_id where cj.company_id = companies.id) as jurisdictions
  from companies where id in (select id from companies where status = 'ACTIVE' order by lower(name) asc, id asc limit 20 offset 4000)`;
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
  const session = await json(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: admin.email, password: admin.password, rememberMe: false }),
  });
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

async function measure(base, label, urlFor) {
  for (let i = 0; i < 100; i += 1) await fetch(urlFor(i)).then((r) => r.arrayBuffer()); // warm-up
  const latencies = [];
  const started = performance.now();
  await pool(REQUESTS, CLIENTS, async (i) => {
    const t0 = performance.now();
    const res = await fetch(urlFor(i));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return [label, fmt(REQUESTS / seconds), `${fmt(percentile(latencies, 50), 1)} ms`, `${fmt(percentile(latencies, 95), 1)} ms`, `${fmt(percentile(latencies, 99), 1)} ms`];
}

async function run(kind, env, explain) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    main,
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env },
    `${base}/api/v1/health`,
    { timeoutMs: 120_000 },
  );
  try {
    const seedMs = await seed(base);
    console.log(`\n## ${kind}: ${fmt(COMPANIES)} companies seeded through POST /companies in ${fmt(seedMs / 1000, 1)} s\n`);
    const pages = Math.ceil(COMPANIES / 20);
    const rows = [['GET /api/v1/companies …', 'req/s', 'p50', 'p95', 'p99']];
    rows.push(await measure(base, 'page 0, size 20 (name asc)', () => `${base}/api/v1/companies?page=0&size=20`));
    rows.push(await measure(base, 'random page of 500, size 20', (i) => `${base}/api/v1/companies?page=${(i * 7919) % pages}&size=20`));
    rows.push(await measure(base, 'search=nova, size 20', () => `${base}/api/v1/companies?search=nova&size=20`));
    rows.push(await measure(base, 'sortBy=createdAt desc, size 20', () => `${base}/api/v1/companies?sortBy=createdAt&sortDir=desc&size=20`));
    console.log(`${REQUESTS} requests each, ${CLIENTS} concurrent clients (target p95 < 20 ms)\n`);
    table(rows);
  } finally {
    await server.stop();
  }
  await explain();
}

async function printPlans(query) {
  for (const [label, sql] of [['list order (all ids)', LIST_SQL], ['page rows (offset 4000)', PAGE_SQL], ['count (admin list, or past 50,000 matches)', COUNT_SQL], ['search order', SEARCH_SQL]]) {
    const rows = await query(`explain (analyze, costs off, timing on, summary on) ${sql}`);
    console.log(`\nEXPLAIN ANALYZE ${label}: ${sql}`);
    for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}

console.log('\n# Companies benchmark\n');
console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

// 1. Embedded PGlite (the default installation).
const dataDir = await tempDir('paytable-bench-companies-');
await run('embedded PGlite', { DATA_DIR: dataDir }, async () => {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  // Index-only scans need the visibility map; PGlite runs no autovacuum, so set it here as a maintenance run would.
  await db.query('vacuum analyze companies');
  await printPlans(async (sql) => (await db.query(sql)).rows);
  await db.close();
});
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
    await run('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query('vacuum analyze companies');
      await printPlans(async (sql) => (await client.query(sql)).rows);
      await client.end();
    });
  } finally {
    await probe.query(`drop database if exists ${name} with (force)`);
    await fs.rm(pgDataDir, { recursive: true, force: true });
  }
}
await probe.end().catch(() => undefined);
