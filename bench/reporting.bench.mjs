// Reporting benchmark: the admin overview and a 12-month analytics query at a large seed (targets: each
// p95 < 50 ms at 5 concurrent clients). Run: npm run bench -- reporting (after npm run build). On PostgreSQL
// (BENCH_POSTGRES_URL, default the local one; skipped when none answers): starts the server once with the
// demo data (so every module has rows: events, partnerships, invoices), adds a year of a busy platform in
// SQL — 50,000 people, 300,000 session refreshes, 2,000 companies, 500,000 direct messages, 20,000 jobs
// with 100,000 applications, 20,000 press releases with 200,000 daily figure rows, 300,000 delivered
// webhook deliveries — settles (VACUUM ANALYZE; a CHECKPOINT after the roll-up), stores the closed days of the rolled-up series and each
// person's last time seen as the hourly job does (the app's rollUpClosedDays, timed), signs in the admin
// and requests with 5 keep-alive clients (lib.mjs keepAliveClient), each route after unmeasured requests: first
// as served (answers remembered 10 s), then with REPORT_MEMO=false (every request counted). Prints figures; asserts
// nothing. BENCH_KEEP_DATABASE=true keeps the database (its URL printed) for EXPLAIN ANALYZE; drop it after.
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, startAndTime, table, tempDir, timed, signIn } from './lib.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const n = (count) => Math.max(1, Math.round(count * SCALE));
const CLIENTS = 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;

// Spread over the last 365 days: `day(g)` is a timestamp g-dependent but deterministic.
const spread = (g, prime) => `now() - ((${g}::bigint * ${prime}) % 525600) * interval '1 minute'`;
const SEED_SQL = `
insert into users (email, username, password_hash, first_name, last_name, user_type, created_at, last_login_at)
  select 'person' || g || '@bench.example', 'person' || g, 'x', 'Person', 'No ' || g, 'user', ${spread('g', 7919)}, ${spread('g', 104729)}
  from generate_series(1, ${n(50_000)}) g;
insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
  select u.id, 'family' || g, 'hash' || g, now() + interval '30 days', ${spread('g', 15485863)}
  from generate_series(1, ${n(300_000)}) g join users u on u.email = 'person' || (1 + g % ${n(50_000)}) || '@bench.example';
insert into companies (name, status, verified, created_at)
  select 'Report Bench ' || g, 'ACTIVE', g % 3 = 0, ${spread('g', 7919)} from generate_series(1, ${n(2_000)}) g;
insert into direct_messages (sender_id, recipient_id, content, created_at)
  select s.id, r.id, 'Hello ' || g, ${spread('g', 32452843)}
  from generate_series(1, ${n(500_000)}) g
  join users s on s.email = 'person' || (1 + g % ${n(50_000)}) || '@bench.example'
  join users r on r.email = 'person' || (1 + (g * 7 + 1) % ${n(50_000)}) || '@bench.example'
  where s.id <> r.id;
insert into jobs (company_id, status, title, description, description_text, function, seniority, employment_type, workplace,
  allowed_countries, city, country, skills, keywords, languages, valid_through, published_at, created_at, updated_at)
  select c.id, 'PUBLISHED', 'Analyst ' || g, '<p>Role ' || g || '</p>', 'Role ' || g, 'COMPLIANCE', 'MID', 'FULL_TIME', 'ON_SITE',
    '{}'::text[], 'Valletta', 'MT', array['AML'], 'AML', array['English'], now() + interval '60 days', ${spread('g', 7919)}, ${spread('g', 7919)}, now()
  from generate_series(1, ${n(20_000)}) g join companies c on c.name = 'Report Bench ' || (1 + g % ${n(2_000)});
insert into job_applications (job_id, applicant_user_id, status, created_at, updated_at)
  select j.id, u.id, 'RECEIVED', ${spread('g', 104729)}, now()
  from generate_series(1, ${n(100_000)}) g
  join jobs j on j.title = 'Analyst ' || (1 + g % ${n(20_000)})
  join users u on u.email = 'person' || (1 + (g * 13) % ${n(50_000)}) || '@bench.example'
  on conflict do nothing;
insert into press_releases (company_id, status, title, summary, content, content_text, is_public, category, tags, keywords, published_at, distributed_at, created_at, updated_at)
  select c.id, 'PUBLISHED', 'Release ' || g, 'Summary ' || g, '<p>Body ' || g || '</p>', 'Body ' || g, true, 'COMPANY_NEWS', array['bench'], 'bench',
    ${spread('g', 7919)}, now(), ${spread('g', 7919)}, now()
  from generate_series(1, ${n(20_000)}) g join companies c on c.name = 'Report Bench ' || (1 + g % ${n(2_000)});
insert into press_release_daily_stats (release_id, day, views, reads, shares, downloads)
  select p.id, (current_date - ((g * 31) % 365))::date, 1 + g % 40, g % 9, g % 3, g % 2
  from generate_series(1, ${n(200_000)}) g join press_releases p on p.title = 'Release ' || (1 + g % ${n(20_000)})
  on conflict do nothing;
insert into webhook_deliveries (id, sender_company_id, receiver_company_id, event_type, target, status, trigger, body, body_sha256, volume_minor, volume_currency, attempts, created_at, delivered_at)
  select 'msg_bench_' || g, s.id, r.id, 'payment.settled', 'LIVE', 'SUCCEEDED', 'EVENT', '{}', 'sha', 1000 + g % 50000, (array['EUR','GBP','USD'])[1 + g % 3], 1,
    ${spread('g', 49979687)}, ${spread('g', 49979687)} + interval '1 second'
  from generate_series(1, ${n(300_000)}) g
  join companies s on s.name = 'Report Bench ' || (1 + g % ${n(2_000)})
  join companies r on r.name = 'Report Bench ' || (1 + (g * 7 + 1) % ${n(2_000)});
`;

const isoDay = (date) => date.toISOString().slice(0, 10);

/** The reporting module's roll-up (the scheduled job's handler) on the bench database, loaded from source with tsx. */
async function rollUpClosedDays(databaseUrl) {
  const here = import.meta.url;
  const { drizzle } = await tsImport('drizzle-orm/node-postgres', here);
  const schema = await tsImport('../apps/api/src/db/schema/index.ts', here);
  const rollUp = await tsImport('../apps/api/src/modules/reporting/roll-up.ts', here);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { [rollUp.LAST_SEEN_KEY]: people, ...days } = await rollUp.rollUpClosedDays(drizzle(pool, { schema }), new Date());
    return { days, people };
  } finally {
    await pool.end();
  }
}

console.log('\n# Reporting benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);
const database = await freshPostgresDatabase('paytable_bench_reporting');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
  process.exit(0);
}
const dataDir = await tempDir('paytable-bench-reporting-');
const admin = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: database.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development' };
const startServer = (extra = {}) => startAndTime('apps/api/dist/main.js', { ...env, ...extra }, `${base}/api/v1/health`, { timeoutMs: 300_000 });

try {
  (await startServer()).stop();
  const sql = new pg.Client({ connectionString: database.url });
  sql.on('error', () => {}); // a failed seed surfaces from its query; the drop below then ends this connection
  await sql.connect();
  const seedStarted = performance.now();
  await sql.query(SEED_SQL);
  await sql.query('vacuum analyze');
  const { rows: [sizes] } = await sql.query(`select (select count(*) from users)::int as users, (select count(*) from direct_messages)::int as messages,
    (select count(*) from job_applications)::int as applications, (select count(*) from webhook_deliveries)::int as deliveries, (select count(*) from refresh_tokens)::int as sessions`);
  // The hourly roll-up job's work, run here once: the seed wrote a year of closed days after the first start.
  const rollUpStarted = performance.now();
  const stored = await rollUpClosedDays(database.url);
  await sql.query('analyze daily_rollups, people_last_seen');
  // Settled: the seed's dirty pages written out now, not by a checkpoint in the middle of the requests.
  await sql.query('checkpoint');
  await sql.end();
  console.log(`\nClosed days rolled up in ${fmt((performance.now() - rollUpStarted) / 1000, 1)} s: ${Object.keys(stored.days).length} series, ${fmt(Object.values(stored.days).reduce((sum, days) => sum + days, 0))} rows; last time seen of ${fmt(stored.people)} people`);
  console.log(`A year seeded in SQL in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, then VACUUM ANALYZE: ${fmt(sizes.users)} people, ${fmt(sizes.sessions)} sessions, ${fmt(sizes.messages)} direct messages, ${fmt(sizes.applications)} applications, ${fmt(sizes.deliveries)} deliveries`);

  // Each route twice: as served (answers remembered 10 s per audience and range, REPORT_MEMO's default)
  // and with REPORT_MEMO=false, where every request counts its figures in the database.
  const rows = [['GET …', 'answers', 'req/s', 'p50', 'p95', 'p99', 'load generator CPU']];
  for (const memo of [true, false]) {
    const server = await startServer({ REPORT_MEMO: String(memo) });
    try {
      const data = await signIn(base, { usernameOrEmail: admin.email, password: admin.password });
      const headers = { authorization: `Bearer ${data.token}` };
      const today = new Date();
      const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
      const urls = [
        ['admin overview', '/api/v1/admin/overview'],
        ['analytics, 12 months', `/api/v1/admin/analytics?from=${isoDay(yearAgo)}&to=${isoDay(today)}`],
        ['reporting tables, 12 months', `/api/v1/admin/reporting?from=${isoDay(yearAgo)}&to=${isoDay(today)}`],
      ];
      // The house load generator (lib.mjs): keep-alive sockets asking for br or gzip as a browser does, each
      // answer decompressed; it shares the 2 cores with the server, so its own CPU per request is printed.
      const client = keepAliveClient(CLIENTS, { headers });
      const get = (url) => client.get(`${base}${url}`);
      for (const [label, url] of urls) {
        await timed(WARM_UP, CLIENTS, () => get(url));
        const cpu = process.cpuUsage();
        const r = await timed(REQUESTS, CLIENTS, () => get(url));
        const used = process.cpuUsage(cpu);
        rows.push([label, memo ? 'remembered 10 s' : 'each counted', fmt(r.perSecond), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`, `${fmt((used.user + used.system) / 1000 / REQUESTS, 2)} ms/req`]);
      }
      client.close();
    } finally {
      await server.stop();
    }
  }
  console.log(`${REQUESTS} requests a row, ${CLIENTS} concurrent clients, after ${WARM_UP} unmeasured requests; load average ${fmt(os.loadavg()[0], 2)}; target p95 < 50 ms (overview, 12-month analytics)\n`);
  table(rows);
} finally {
  if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`\nDatabase kept: ${database.url}`);
  else await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
