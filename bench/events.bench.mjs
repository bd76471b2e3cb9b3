// Events benchmark: the location search at 20,000 events (target: p95 < 20 ms at 10 concurrent clients, its
// SQL alone printed). Run: npm run bench -- events. For PostgreSQL (BENCH_POSTGRES_URL; first, when one
// answers) and embedded PGlite: starts the server once to migrate, seeds 200 companies and 20,000 events in
// SQL (clustered around 40 industry cities, 85 % listed, some members-only), settles (VACUUM ANALYZE,
// CHECKPOINT), then requests /events/location with 10 keep-alive clients around those cities and runs the
// same request's SQL alone (bounding box + haversine page and its count, as the repository sends them)
// from 10 connections. Prints figures; asserts nothing.
import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const WARM_UP = 300;
const RADIUS_KM = 100;
const main = path.join(repoRoot, 'apps/api/dist/main.js');

/** Cities the events cluster around (latitude, longitude). */
const CITIES = [
  [35.9, 14.45], [51.51, -0.13], [41.39, 2.17], [52.37, 4.9], [38.72, -9.14], [34.71, 33.02], [36.17, -115.14], [-23.56, -46.64],
  [36.14, -5.35], [54.15, -4.48], [59.33, 18.07], [55.68, 12.57], [59.44, 24.75], [52.23, 21.01], [52.52, 13.4], [48.14, 11.58],
  [45.46, 9.19], [37.98, 23.73], [42.7, 23.32], [44.79, 20.45], [50.45, 30.52], [53.35, -6.26], [43.65, -79.38], [40.71, -74.01],
  [39.36, -74.42], [4.71, -74.07], [-34.6, -58.38], [19.43, -99.13], [14.6, 120.98], [1.35, 103.82], [25.2, 55.27], [32.08, 34.78],
  [-33.92, 18.42], [-1.29, 36.82], [6.52, 3.38], [35.68, 139.69], [22.2, 113.54], [-33.87, 151.21], [12.12, -68.93], [18.47, -69.9],
];
const sqlCities = `(array[${CITIES.map(([lat]) => lat).join(',')}]::float8[])`;
const sqlLngs = `(array[${CITIES.map(([, lng]) => lng).join(',')}]::float8[])`;

const SEED_SQL = `
insert into companies (name, status, verified) select 'Bench Organiser ' || g, 'ACTIVE', g % 3 = 0 from generate_series(1, 200) g;
insert into events (company_id, status, is_public, type, title, description, start_date_time, end_date_time, time_zone, location, city, country,
  latitude, longitude, tags, keywords, published_at, created_at, updated_at)
select c.id,
  case when g % 20 < 17 then 'PUBLISHED' when g % 20 = 17 then 'CANCELLED' else 'DRAFT' end,
  g % 7 <> 0,
  (array['CONFERENCE','EXPO','SUMMIT','MEETUP','WEBINAR','AWARDS','SIDE_EVENT'])[1 + g % 7],
  'Bench Event ' || g, 'An industry event for operators and suppliers.',
  now() + ((g % 400) - 30) * interval '1 day', now() + ((g % 400) - 30) * interval '1 day' + interval '8 hours', 'UTC',
  'City ' || (1 + g % 40), 'City ' || (1 + g % 40), 'MT',
  ${sqlCities}[1 + g % 40] + (((g * 7919) % 1000) / 1000.0 - 0.5) * 3,
  ${sqlLngs}[1 + g % 40] + (((g * 104729) % 1000) / 1000.0 - 0.5) * 4,
  array['Payments'], 'Payments', now() - interval '10 days', now() - interval '10 days', now()
from generate_series(1, ${EVENTS}) g
join companies c on c.name = 'Bench Organiser ' || (1 + g % 200);
`;

// The repository's statement for /events/location?latitude=…&longitude=…&radiusKm=100 as a signed-out visitor.
function nearSql(lat, lng, radiusKm) {
  const dLat = radiusKm / ((Math.PI * 6371.0088) / 180);
  const dLng = radiusKm / (((Math.PI * 6371.0088) / 180) * Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180));
  const distance = `(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(e.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lng}) / 2), 2)))))`;
  const where = `e.status in ('PUBLISHED', 'POSTPONED') and c.status = 'ACTIVE' and e.is_public and e.end_date_time >= now()
    and e.latitude is not null and e.latitude between ${lat - dLat} and ${lat + dLat} and e.longitude between ${lng - dLng} and ${lng + dLng}
    and ${distance} <= ${radiusKm}`;
  return {
    page: `select e.*, c.name, ${distance} as distance_km, (select count(*)::int from event_attendees a where a.event_id = e.id) as attendees
      from events e join companies c on c.id = e.company_id where ${where} order by ${distance}, e.start_date_time, e.id limit 20 offset 0`,
    count: `select count(*)::int from events e join companies c on c.id = e.company_id where ${where}`,
  };
}

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
/** A point near city i (deterministic), so every request searches a different neighbourhood. */
const pointOf = (i) => {
  const [lat, lng] = CITIES[i % CITIES.length];
  return [Number((lat + ((i * 37) % 100) / 100 - 0.5).toFixed(3)), Number((lng + ((i * 53) % 100) / 100 - 0.5).toFixed(3))];
};

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
  return { base, server };
}

async function run(kind, env, openSql) {
  let started = await startServer(env);
  await started.server.stop();
  let sql = await openSql();
  const seedStarted = performance.now();
  await sql.exec(SEED_SQL);
  await sql.exec('vacuum analyze');
  await sql.exec('checkpoint');
  const [{ count }] = await sql.query(0, `select count(*)::int as count from events where status = 'PUBLISHED' and is_public and end_date_time >= now()`);
  await sql.close();
  console.log(`\n## ${kind}: ${fmt(EVENTS)} events (${fmt(count)} public and upcoming) seeded in SQL in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, then VACUUM ANALYZE + CHECKPOINT`);

  started = await startServer(env);
  const client = keepAliveClient(CLIENTS);
  const rows = [['request', 'req/s', 'p50', 'p95', 'p99']];
  const url = (i) => {
    const [lat, lng] = pointOf(i);
    return `${started.base}/api/v1/events/location?latitude=${lat}&longitude=${lng}&radiusKm=${RADIUS_KM}`;
  };
  let http;
  try {
    await pool(WARM_UP, CLIENTS, (i) => client.get(url(i)));
    http = await timed(REQUESTS, CLIENTS, async (i) => {
      const status = await client.get(url(i));
      if (status !== 200) throw new Error(`${url(i)}: ${status}`);
    });
    rows.push(row(`GET /events/location (radius ${RADIUS_KM} km)`, http));
  } finally {
    client.close();
    await started.server.stop();
  }

  sql = await openSql();
  try {
    for (let i = 0; i < 50; i++) await sql.query(i % CLIENTS, nearSql(...pointOf(i), RADIUS_KM).page);
    const alone = await timed(REQUESTS, CLIENTS, async (i, worker) => {
      const statements = nearSql(...pointOf(i), RADIUS_KM);
      await sql.query(worker, statements.page);
      await sql.query(worker, statements.count);
    });
    rows.push(row('  its SQL alone (page + count)', alone));
    console.log(`${REQUESTS} requests a row, ${CLIENTS} concurrent clients, after ${WARM_UP} unmeasured requests; load average ${fmt(os.loadavg()[0], 2)}; target p95 < 20 ms\n`);
    table(rows);
    console.log(`\nlocation search: HTTP p95 / SQL-alone p95 = ${fmt(http.p95 / alone.p95, 2)}`);
    const plan = await sql.query(0, `explain (analyze, costs off, summary on) ${nearSql(...pointOf(0), RADIUS_KM).page}`);
    console.log(`\nEXPLAIN ANALYZE of the page near ${pointOf(0).join(', ')}:`);
    for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
  } finally {
    await sql.close();
  }
}

console.log('\n# Events benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);

const database = await freshPostgresDatabase('paytable_bench_events');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
} else {
  const pgDataDir = await tempDir('paytable-bench-events-pg-');
  try {
    await run('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: database.url }, async () => {
      const clients = await Promise.all(Array.from({ length: CLIENTS }, async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        return c;
      }));
      return {
        exec: (text) => clients[0].query(text),
        query: async (worker, text, params = []) => (await clients[worker].query(text, params)).rows,
        close: () => Promise.all(clients.map((c) => c.end())),
      };
    });
  } finally {
    await database.drop();
    await fs.rm(pgDataDir, { recursive: true, force: true });
  }
}

const dataDir = await tempDir('paytable-bench-events-');
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
