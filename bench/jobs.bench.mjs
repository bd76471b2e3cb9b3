// Jobs benchmark: the public jobs board at 50,000 jobs (target: a keyword search with three filters, p95
// < 20 ms at 10 concurrent clients). Run: npm run bench -- jobs. For embedded PGlite and, when one answers,
// PostgreSQL (BENCH_POSTGRES_URL; first): starts the server once to migrate, seeds 500 companies and 50,000 jobs in
// SQL (titles, skills and descriptions from iGaming words; 80 % published, some expired), settles (VACUUM
// ANALYZE, CHECKPOINT), then requests board pages with 10 keep-alive clients, and runs the same request's
// SQL alone (the one prepared statement the service sends: ranked page with its capped count, joined to the page's
// rows; the keyword's typo correction is remembered by the server, so the statement gets it as a parameter) from 10
// connections, printing both percentiles and their ratio. Prints figures; asserts nothing.
import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 50_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const WARM_UP = 500;
const main = path.join(repoRoot, 'apps/api/dist/main.js');

const TITLES = ['Compliance Officer', 'Head of Compliance', 'AML Analyst', 'Payments Manager', 'Fraud Analyst', 'Risk Manager', 'Game Designer', 'Slot Mathematician', 'Backend Engineer', 'Frontend Engineer', 'Data Analyst', 'Product Owner', 'CRM Manager', 'Affiliate Manager', 'Customer Support Agent', 'Financial Controller', 'Legal Counsel', 'Trading Analyst', 'VIP Manager', 'DevOps Engineer'];
const FUNCTIONS = ['COMPLIANCE', 'COMPLIANCE', 'COMPLIANCE', 'PAYMENTS', 'RISK_FRAUD', 'RISK_FRAUD', 'GAME_DESIGN', 'MATHS', 'ENGINEERING', 'ENGINEERING', 'DATA', 'PRODUCT', 'MARKETING_CRM', 'AFFILIATE', 'CUSTOMER_SUPPORT', 'FINANCE', 'LEGAL', 'RISK_FRAUD', 'CUSTOMER_SUPPORT', 'ENGINEERING'];
const SKILLS = ['AML', 'KYC', 'SQL', 'Python', 'TypeScript', 'Excel', 'MGA', 'UKGC', 'Responsible gambling', 'Chargebacks', 'Optimove', 'Kafka'];
const COUNTRIES = ['MT', 'GB', 'GI', 'IM', 'CY', 'SE', 'EE', 'ES', 'DE', 'PL'];
const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

const SEED_SQL = `
insert into companies (name, status, verified) select 'Bench Company ' || g, 'ACTIVE', g % 3 = 0 from generate_series(1, 500) g;
insert into jobs (company_id, status, title, description, description_text, function, seniority, employment_type, workplace,
  allowed_countries, city, country, salary_min, salary_max, salary_currency, salary_period, salary_shown, skills, keywords, languages,
  valid_through, published_at, closed_at, created_at, updated_at)
select c.id,
  case when g % 10 < 8 then 'PUBLISHED' when g % 10 = 8 then 'CLOSED' else 'DRAFT' end,
  t.title || ' ' || g,
  '<p>' || t.title || ' for a licensed operator. ' || (${sqlArray(SKILLS)})[1 + g % 12] || ' experience.</p>',
  t.title || ' for a licensed operator. ' || (${sqlArray(SKILLS)})[1 + g % 12] || ' experience.',
  t.fn,
  (array['JUNIOR','MID','SENIOR','LEAD','HEAD'])[1 + g % 5],
  (array['FULL_TIME','FULL_TIME','PART_TIME','CONTRACTOR'])[1 + g % 4],
  (array['ON_SITE','HYBRID','REMOTE'])[1 + (g / 7) % 3],
  case when (g / 7) % 3 = 2 then array[(${sqlArray(COUNTRIES)})[1 + g % 10]] else '{}'::text[] end,
  'City ' || (g % 50),
  case when (g / 7) % 3 = 2 then null else (${sqlArray(COUNTRIES)})[1 + (g / 3) % 10] end,
  (3000000 + (g % 40) * 100000)::bigint, (4000000 + (g % 40) * 120000)::bigint, (array['EUR','GBP','USD'])[1 + g % 3], 'YEAR', g % 5 <> 0,
  array[(${sqlArray(SKILLS)})[1 + g % 12], (${sqlArray(SKILLS)})[1 + (g / 12) % 12]],
  (${sqlArray(SKILLS)})[1 + g % 12] || ' ' || (${sqlArray(SKILLS)})[1 + (g / 12) % 12],
  array['English'],
  now() + ((g % 90) - 10) * interval '1 day',
  case when g % 10 < 9 then now() - (g % 60) * interval '1 day' end,
  case when g % 10 = 8 then now() - interval '1 day' end,
  now() - (g % 60) * interval '1 day' - interval '1 hour', now()
from generate_series(1, ${JOBS}) g
join lateral (select (${sqlArray(TITLES)})[1 + g % 20] as title, (${sqlArray(FUNCTIONS)})[1 + g % 20] as fn) t on true
join companies c on c.name = 'Bench Company ' || (1 + g % 500);
`;

// The service's statement for q=complaince&function=COMPLIANCE&workplace=HYBRID&country=MT (sort: relevance), as it
// runs once the keyword's corrected query is remembered (modules/jobs/keyword-queries.ts): the ranked ids of the
// page with their capped window count in a CTE, joined to the page's rows, in one prepared statement.
const DISPLAY_COLUMNS = ['id', 'company_id', 'status', 'title', 'description', 'function', 'seniority', 'employment_type', 'workplace',
  'allowed_countries', 'city', 'country', 'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'salary_shown', 'skills',
  'keywords', 'languages', 'valid_through', 'licensed_key_function', 'key_function_jurisdiction_ids', 'created_by_user_id',
  'published_at', 'closed_at', 'created_at', 'updated_at'].map((column) => `j.${column}`).join(', ');
const CORRECT_SQL = `select to_tsquery('simple', search_tsquery($1::json))::text as query`;
const BOARD_SQL = `with page as (
    select j.id as page_id, ts_rank(j.search_vector, $1::tsquery) as score, j.published_at as page_published_at, least(count(*) over (), 1001)::int as total
    from jobs j
    where j.status = 'PUBLISHED' and j.valid_through > $2::timestamptz and j.company_active and j.search_vector @@ $1::tsquery
      and j.function = $3 and j.workplace = $4
      and j.country = $5::text
    order by ts_rank(j.search_vector, $1::tsquery) desc, j.published_at desc, j.id desc limit $6 offset $7)
  select ${DISPLAY_COLUMNS}, c.id as cid, c.name, c.logo, c.verified, c.status as cstatus, page.total
  from page join jobs j on j.id = page.page_id join companies c on c.id = j.company_id
  order by page.score desc, page.page_published_at desc nulls first, page.page_id desc`;
const boardParams = (query) => [query, new Date().toISOString(), 'COMPLIANCE', 'HYBRID', 'MT', 20, 0];

const URLS = [
  ['q=complaince (typo) + function, workplace, country', '/api/v1/jobs/public?q=complaince&function=COMPLIANCE&workplace=HYBRID&country=MT'],
  ['no keyword, newest, page 0', '/api/v1/jobs/public'],
  ['q=fraud analyst + seniority, employment type, salary', '/api/v1/jobs/public?q=fraud%20analyst&seniority=SENIOR&employmentType=FULL_TIME&salaryMin=5000000'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    while (next < total) await task(next++, worker);
  }));
}

async function timed(total, concurrency, task) {
  const latencies = [];
  const started = performance.now();
  await pool(total, concurrency, async (i, worker) => {
    const t0 = performance.now();
    await task(i, worker);
    latencies.push(performance.now() - t0);
  });
  latencies.sort((a, b) => a - b);
  return { perSecond: total / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

const row = (label, r) => [label, fmt(r.perSecond), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`];

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
  return { base, server };
}

/** `query(sql, params)` on one of `CLIENTS` connections (`worker`); `close()`. */
async function run(kind, env, openSql) {
  let started = await startServer(env);
  await started.server.stop();
  let sql = await openSql();
  const seedStarted = performance.now();
  await sql.exec(SEED_SQL);
  await sql.exec('vacuum analyze');
  await sql.exec('checkpoint');
  const [{ count }] = await sql.query(0, `select count(*)::int as count from jobs where status = 'PUBLISHED' and valid_through > now()`);
  await sql.close();
  console.log(`\n## ${kind}: ${fmt(JOBS)} jobs (${fmt(count)} public) seeded in SQL in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, then VACUUM ANALYZE + CHECKPOINT`);

  started = await startServer(env);
  const client = keepAliveClient(CLIENTS);
  const rows = [['GET …', 'req/s', 'p50', 'p95', 'p99']];
  const results = {};
  try {
    await pool(WARM_UP, CLIENTS, (i) => client.get(`${started.base}${URLS[i % URLS.length][1]}`));
    for (const [label, url] of URLS) {
      const r = await timed(REQUESTS, CLIENTS, async () => {
        const status = await client.get(`${started.base}${url}`);
        if (status !== 200) throw new Error(`${url}: ${status}`);
      });
      results[label] = r;
      rows.push(row(label, r));
    }
  } finally {
    client.close();
    await started.server.stop();
  }

  sql = await openSql();
  try {
    const words = JSON.stringify(['complaince']);
    const [{ query }] = await sql.query(0, CORRECT_SQL, [words]);
    const correction = await timed(200, 1, () => sql.query(0, CORRECT_SQL, [words]));
    for (let i = 0; i < 50; i++) await sql.query(i % CLIENTS, BOARD_SQL, boardParams(query), 'jobs_board');
    const alone = await timed(REQUESTS, CLIENTS, (_, worker) => sql.query(worker, BOARD_SQL, boardParams(query), 'jobs_board'));
    rows.push(row('  its SQL alone (the one prepared statement, 10 connections)', alone));
    console.log(`${REQUESTS} requests a row, ${CLIENTS} concurrent clients, after ${WARM_UP} unmeasured requests; load average ${fmt(os.loadavg()[0], 2)}; target p95 < 20 ms\n`);
    table(rows);
    const http = results[URLS[0][0]];
    console.log(`\nkeyword + 3 filters: HTTP p95 / SQL-alone p95 = ${fmt(http.p95 / alone.p95, 2)} (p50 ${fmt(http.p50 / alone.p50, 2)})`);
    console.log(`the keyword's correction (search_tsquery, remembered 60 s by the server, so not in the SQL above): p50 ${fmt(correction.p50, 2)} ms alone`);
    const plan = await sql.query(0, `explain (analyze, costs off, summary on) ${BOARD_SQL}`, boardParams(query));
    console.log(`\nEXPLAIN ANALYZE of the statement (tsquery ${query}):`);
    for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
  } finally {
    await sql.close();
  }
}

console.log('\n# Jobs benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);

// 1. PostgreSQL, when one answers.
const database = await freshPostgresDatabase('paytable_bench_jobs');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
} else {
  const pgDataDir = await tempDir('paytable-bench-jobs-pg-');
  try {
    await run('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: database.url }, async () => {
      const clients = await Promise.all(Array.from({ length: CLIENTS }, async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        return c;
      }));
      return {
        exec: (text) => clients[0].query(text),
        query: async (worker, text, params = [], name) => (await clients[worker].query(name ? { name, text, values: params } : { text, values: params })).rows,
        close: () => Promise.all(clients.map((c) => c.end())),
      };
    });
  } finally {
    await database.drop();
    await fs.rm(pgDataDir, { recursive: true, force: true });
  }
}

// 2. Embedded PGlite (BENCH_PGLITE=false skips it): one connection, so "10 connections" share it.
const dataDir = await tempDir('paytable-bench-jobs-');
try {
  if (process.env.BENCH_PGLITE !== 'false') {
    await run('embedded PGlite', { DATA_DIR: dataDir }, async () => {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
      return {
        exec: (text) => db.exec(text),
        query: async (_worker, text, params = []) => (await db.query(text, params)).rows,
        close: () => db.close(),
      };
    });
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}

