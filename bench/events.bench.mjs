// Events benchmark: the location search at 20,000 events (target: p95 < 20 ms at 10 concurrent clients, its
// SQL alone printed). Run: npm run bench -- events. For PostgreSQL (BENCH_POSTGRES_URL; first, when one
// answers) and embedded PGlite: starts the server once to migrate, seeds 200 companies and 20,000 events in
// SQL (clustered around 40 industry cities, 85 % listed, some members-only, a few attendees on every fourth),
// settles (VACUUM ANALYZE, CHECKPOINT), then requests /events/location with 10 keep-alive clients around
// those cities and runs the same request's SQL alone (the repository's one prepared statement) from 10
// connections. Then event mode: 2,000 attendees share their positions across one live expo hall
// (600 m × 400 m) and the nearby-attendees statement (as the event mode repository sends it: default
// 500 m radius, nearest 50, prepared) runs from each sharer's position on 10 connections (target p95 <
// 10 ms). Each figure comes with the CPU per request of the API process and of the database backends
// (Linux, local PostgreSQL), which a shared machine's load does not inflate as it does latency, and with
// EXPLAIN (ANALYZE, BUFFERS) of both statements as prepared. Prints figures; asserts nothing.
import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, processCpuMs, repoRoot, startAndTime, table, tempDir, timed } from './lib.mjs';

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
insert into users (email, username, password_hash, first_name, last_name, user_type)
  select 'goer' || g || '@example.com', 'goer' || g, 'x', 'Goer', 'No ' || g, 'user' from generate_series(1, 60) g;
insert into event_attendees (event_id, user_id, status, listed)
  select e.id, u.id, 'GOING', true from events e join users u on u.email like 'goer%@example.com' and (u.id + e.id) % 20 = 0 where e.id % 4 = 0;
`;

// The repository's one statement for /events/location?latitude=…&longitude=…&radiusKm=100 as a signed-out visitor
// (prepared per shape; the bounding box and distance as parameters): the nearest page with a window count,
// every event column but the search vector.
const DISTANCE = `(2 * 6371.0088::float8 * asin(least(1, sqrt(power(sin(radians(e.latitude - $1::float8) / 2), 2) + cos(radians($1::float8)) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - $2::float8) / 2), 2)))))`;
const NEAR_SQL = `with near as (
    select e.id as near_id, ${DISTANCE} as distance_km, e.start_date_time as near_starts_at, count(*) over () as total
    from events e join companies c on c.id = e.company_id
    where e.status in ('PUBLISHED', 'POSTPONED') and e.latitude is not null and c.status = 'ACTIVE' and e.is_public and e.end_date_time >= $3::timestamptz
      and e.latitude between $4::float8 and $5::float8 and e.longitude between $6::float8 and $7::float8 and ${DISTANCE} <= $8::float8
    order by ${DISTANCE}, e.start_date_time, e.id limit 20 offset 0)
  select e.id, e.company_id, e.created_by_user_id, e.status, e.is_public, e.type, e.title, e.description, e.start_date_time, e.end_date_time,
    e.previous_start_date_time, e.time_zone, e.location, e.venue, e.address, e.city, e.country, e.latitude, e.longitude, e.online_url, e.image_urls,
    e.tags, e.keywords, e.agenda, e.linked_event_id, e.sequence, e.view_count, e.published_at, e.cancelled_at, e.created_at, e.updated_at,
    c.id as cid, c.name, c.logo, c.verified, c.status as cstatus, (select count(*)::int from event_attendees a where a.event_id = e.id) as attendees,
    near.distance_km, near.total
  from near join events e on e.id = near.near_id join companies c on c.id = e.company_id
  order by near.distance_km, near.near_starts_at, near.near_id`;
function nearParams(lat, lng, radiusKm) {
  const dLat = radiusKm / ((Math.PI * 6371.0088) / 180);
  const dLng = radiusKm / (((Math.PI * 6371.0088) / 180) * Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180));
  return [lat, lng, new Date().toISOString(), lat - dLat, lat + dLat, lng - dLng, lng + dLng, radiusKm];
}

// Event mode: one live expo with 2,000 attendees sharing positions in a 600 m × 400 m hall, and the
// nearby statement of modules/events/event-mode-repository.ts (listNearby) with its parameters.
const HALL = { lat: 51.508, lng: 0.029 };
const SHARERS = 2_000;
const SHARERS_SQL = `
insert into users (email, username, password_hash, first_name, last_name, user_type)
  select 'sharer' || g || '@example.com', 'sharer' || g, 'x', 'Sharer', 'No ' || g, 'user' from generate_series(1, ${SHARERS}) g;
insert into events (company_id, status, is_public, type, title, description, start_date_time, end_date_time, time_zone, location, city, country,
  latitude, longitude, tags, keywords, published_at, created_at, updated_at)
  select min(id), 'PUBLISHED', true, 'EXPO', 'Bench Live Expo', 'Happening now.', now() - interval '2 hours', now() + interval '6 hours', 'UTC',
    'Expo hall', 'London', 'GB', ${HALL.lat}, ${HALL.lng}, array['Expo'], 'Expo', now() - interval '10 days', now(), now() from companies;
insert into event_attendees (event_id, user_id, status, listed)
  select e.id, u.id, 'GOING', true from events e, users u where e.title = 'Bench Live Expo' and u.email like 'sharer%@example.com';
insert into event_location_shares (user_id, event_id, latitude, longitude, started_at, updated_at)
  select u.id, e.id, ${HALL.lat} + ((u.id * 7919) % 1000) / 1000.0 * 0.0036, ${HALL.lng} + ((u.id * 104729) % 1000) / 1000.0 * 0.0087, now(), now()
  from events e, users u where e.title = 'Bench Live Expo' and u.email like 'sharer%@example.com';
`;
const DISTANCE_M = `2 * 6371008.8::float8 * asin(least(1, sqrt(power(sin(radians(s.latitude - $3::float8) / 2), 2)
             + cos(radians($3::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - $4::float8) / 2), 2))))`;
const NEARBY_SQL = `select near."userId", near."firstName", near."lastName", near."profileImage", p.headline, near.latitude, near.longitude, near."distanceM"
    from (
      select found.* from unnest($6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::float8[], $11::float8[], $12::float8[], $13::float8[])
        as ring(inner_m, outer_m, min_lat, max_lat, west1, east1, west2, east2)
      cross join lateral (
        select s.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.profile_image as "profileImage",
               s.latitude, s.longitude, measured.distance_m as "distanceM"
        from event_location_shares s
        cross join lateral (select ${DISTANCE_M} as distance_m) measured
        join users u on u.id = s.user_id and u.is_enabled
        where s.event_id = $1::int and s.user_id <> $2::int and s.updated_at > $5::timestamptz
          and s.user_id = any($15::int[])
          and s.latitude between ring.min_lat and ring.max_lat
          and (s.longitude between ring.west1 and ring.east1 or s.longitude between ring.west2 and ring.east2)
          and measured.distance_m > ring.inner_m and measured.distance_m <= ring.outer_m
          and exists (select from event_attendees a where a.event_id = s.event_id and a.user_id = s.user_id)
        order by measured.distance_m, s.user_id
        limit $14::int
      ) found
      limit $14::int
    ) near
    left join profiles p on p.user_id = near."userId"
    order by near."distanceM", near."userId"`;
/**
 * The rings of the repository (25 m doubling up to the radius), with their boxes; the hall is far from the
 * antimeridian. `allowed`: the sharer's connections (the bench connects everyone, the costliest case).
 */
function nearbyParams(eventId, sharer, allowed, radiusM = 500) {
  const outer = [...[25, 50, 100, 200, 400, 800, 1_600, 3_200].filter((ringM) => ringM < radiusM), radiusM];
  const degLat = outer.map((ringM) => (ringM / 6371008.8) * (180 / Math.PI));
  const degLng = degLat.map((deg) => deg / Math.cos(((Math.abs(sharer.latitude) + deg) * Math.PI) / 180));
  return [eventId, sharer.userId, sharer.latitude, sharer.longitude, new Date(Date.now() - 5 * 60_000).toISOString(),
    [-1, ...outer.slice(0, -1)], outer, degLat.map((deg) => sharer.latitude - deg), degLat.map((deg) => sharer.latitude + deg),
    degLng.map((deg) => sharer.longitude - deg), degLng.map((deg) => sharer.longitude + deg), outer.map(() => null), outer.map(() => null), 50, allowed];
}

async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    while (next < total) await task(next++, worker);
  }));
}

const cpuCell = (ms) => (ms === undefined ? 'n/a' : `${fmt(ms, 2)} ms`);
const row = (label, r, cpu = {}) => [label, fmt(r.perSecond), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`, cpuCell(cpu.server), cpuCell(cpu.database)];

/** CPU used by these processes so far, or undefined when one cannot be read (not Linux, or not local). */
const cpuOf = (pids) => {
  const used = pids.map(processCpuMs);
  return pids.length === 0 || used.some((ms) => ms === undefined) ? undefined : used.reduce((a, b) => a + b, 0);
};
/** Runs `measure` and answers its result with the CPU per request of the API process and the database backends. */
async function withCpu(requests, serverPid, databasePids, measure) {
  const pids = await databasePids();
  const [server0, database0] = [serverPid === undefined ? undefined : processCpuMs(serverPid), cpuOf(pids)];
  const result = await measure();
  const [server1, database1] = [serverPid === undefined ? undefined : processCpuMs(serverPid), cpuOf(pids)];
  const perRequest = (before, after) => (before === undefined || after === undefined ? undefined : (after - before) / requests);
  return { result, cpu: { server: perRequest(server0, server1), database: perRequest(database0, database1) } };
}

/** A parameter as an SQL literal, for EXPLAIN EXECUTE of a prepared statement. */
const literal = (value) =>
  value === null ? 'null'
    : Array.isArray(value) ? `array[${value.map(literal).join(', ')}]::float8[]`
      : typeof value === 'string' ? `'${value.replaceAll("'", "''")}'`
        : String(value);
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

async function printPlan(sql, title, text, params, name) {
  console.log(`\n${title}:`);
  for (const line of await sql.explain(text, params, name)) console.log(`  ${line['QUERY PLAN']}`);
}

async function run(kind, env, openSql, openProbe) {
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
  const rows = [['request', 'req/s', 'p50', 'p95', 'p99', 'API CPU/req', 'DB CPU/req']];
  const url = (i) => {
    const [lat, lng] = pointOf(i);
    return `${started.base}/api/v1/events/location?latitude=${lat}&longitude=${lng}&radiusKm=${RADIUS_KM}`;
  };
  let http;
  const probe = await openProbe();
  try {
    await pool(WARM_UP, CLIENTS, (i) => client.get(url(i)));
    const measured = await withCpu(REQUESTS, started.server.child.pid, () => probe.backendPids(), () =>
      timed(REQUESTS, CLIENTS, async (i) => {
        const status = await client.get(url(i));
        if (status !== 200) throw new Error(`${url(i)}: ${status}`);
      }),
    );
    http = measured.result;
    rows.push(row(`GET /events/location (radius ${RADIUS_KM} km)`, http, measured.cpu));
  } finally {
    client.close();
    await probe.close();
    await started.server.stop();
  }

  sql = await openSql();
  try {
    for (let i = 0; i < 50; i++) await sql.query(i % CLIENTS, NEAR_SQL, nearParams(...pointOf(i), RADIUS_KM), 'near');
    const alone = await withCpu(REQUESTS, undefined, () => sql.backendPids(), () =>
      timed(REQUESTS, CLIENTS, (i, worker) => sql.query(worker, NEAR_SQL, nearParams(...pointOf(i), RADIUS_KM), 'near')),
    );
    rows.push(row('  its SQL alone (the one prepared statement)', alone.result, alone.cpu));
    await printPlan(sql, `EXPLAIN (ANALYZE, BUFFERS) of the location page near ${pointOf(0).join(', ')}, as prepared`, NEAR_SQL, nearParams(...pointOf(0), RADIUS_KM), 'near');

    await sql.exec(SHARERS_SQL);
    await sql.exec('vacuum analyze');
    const [{ id: eventId }] = await sql.query(0, `select id from events where title = 'Bench Live Expo'`);
    const sharers = (await sql.query(0, 'select user_id as "userId", latitude, longitude from event_location_shares where event_id = $1 order by user_id', [eventId]))
      .map((sharer) => ({ ...sharer, latitude: Number(sharer.latitude), longitude: Number(sharer.longitude) }));
    // Everyone counts as everyone's connection: the filter keeps all sharers, as in the busiest network.
    const allowedIds = sharers.map((sharer) => sharer.userId);
    const [{ found }] = await sql.query(0, `select count(*)::int as found from (${NEARBY_SQL}) r`, nearbyParams(eventId, sharers[0], allowedIds));
    for (let i = 0; i < 50; i++) await sql.query(i % CLIENTS, NEARBY_SQL, nearbyParams(eventId, sharers[i], allowedIds), 'nearby');
    const nearby = await withCpu(REQUESTS, undefined, () => sql.backendPids(), () =>
      timed(REQUESTS, CLIENTS, (i, worker) => sql.query(worker, NEARBY_SQL, nearbyParams(eventId, sharers[i % sharers.length], allowedIds), 'nearby')),
    );
    rows.push(row(`event mode: nearby attendees (${fmt(sharers.length)} sharing, 500 m, nearest ${found}), the statement`, nearby.result, nearby.cpu));
    await printPlan(sql, `EXPLAIN (ANALYZE, BUFFERS) of the nearby attendees of sharer ${sharers[0].userId}, as prepared`, NEARBY_SQL, nearbyParams(eventId, sharers[0], allowedIds), 'nearby');

    console.log(`\n${REQUESTS} requests a row, ${CLIENTS} concurrent clients, after ${WARM_UP} unmeasured requests; load average ${fmt(os.loadavg()[0], 2)}; targets: location p95 < 20 ms, nearby p95 < 10 ms`);
    console.log('CPU per request: the API process (with the embedded database, for PGlite) and the PostgreSQL backends of this database (n/a: not measurable here)\n');
    table(rows);
    console.log(`\nlocation search: HTTP p95 / SQL-alone p95 = ${fmt(http.p95 / alone.result.p95, 2)}`);
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
        query: async (worker, text, params = [], name) => (await clients[worker].query(name ? { name, text, values: params } : { text, values: params })).rows,
        // Every backend of this database: the server's pool during the HTTP figure, these connections after.
        backendPids: async () => (await clients[0].query('select pid from pg_stat_activity where datname = current_database()')).rows.map((r) => r.pid),
        // The plan the prepared statement runs (generic once PostgreSQL settles on it), on a connection that ran it.
        explain: async (_text, params, name) => (await clients[0].query(`explain (analyze, buffers, costs off) execute ${name}(${params.map(literal).join(', ')})`)).rows,
        close: () => Promise.all(clients.map((c) => c.end())),
      };
    }, async () => {
      const probe = new pg.Client({ connectionString: database.url });
      await probe.connect();
      return {
        backendPids: async () => (await probe.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid),
        close: () => probe.end(),
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
        backendPids: async () => [],
        explain: async (text, params) => (await db.query(`explain (analyze, buffers, costs off) ${text}`, params)).rows,
        close: () => db.close(),
      };
    }, async () => ({ backendPids: async () => [], close: async () => {} }));
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
