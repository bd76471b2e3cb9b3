// Search benchmark: on the large data set (10,000 companies, 100,000 users, 200,000 games)
// written by `apps/api/dist/seed.js --scale large`, measures with 10 concurrent clients:
//   - GET /api/v1/search p95, and the same SQL statements replayed alone on a 10-connection pool (ratio);
//   - GET /api/v1/games with three filters p95, and its SQL (one statement: the page as JSON and its total) replayed alone likewise;
//     (these two target figures in BENCH_ROUNDS rounds, HTTP and SQL alone back to back in each, verdict on the median round);
//   - GET /api/v1/search over a realistic mix (Zipf-like popularity over a large generated vocabulary
//     of names, prefixes, typos and words, a quarter of the requests never-seen one-off queries): with
//     the server's answer memo off (every request computed) and on, with the memo's hit rate;
//   - the same two routes for 10 people using the site: each asks, waits for the answer, and asks again no
//     sooner than the search box's debounce (seed: 300 ms) later, so the figure is a person's wait with ten
//     at it together (≈ 30 requests a second), where the 10-client lines above never pause (≈ 700–1,000 a
//     second on two cores, the load of a few hundred such people: a throughput figure);
// and prints EXPLAIN (ANALYZE) of the hot queries beside the figures. Prints; asserts nothing.
// Every figure but the memo-on line runs on a server with SEARCH_MEMO=false (uncached).
// Run: npm run bench -- search. PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432
// (a fresh database, dropped after); else the embedded database (HTTP figures only).
// BENCH_DB_PREFIX names the fresh database (people sharing one server); BENCH_SEEDED_DATABASE_URL runs
// against a database already seeded with `seed.js --scale large --seed 42` (kept; not seeded again).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { fmt, freePort, keepAliveClient, machineSpeedProbe, processCpuMs, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
// BENCH_WARMUP_SECONDS: the same requests from every client for this long before each 10-client figure,
// not measured (their p95 is printed apart as the cold start); 0: only the short warm-up below.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
// BENCH_ROUNDS: rounds of each target figure (search, all kinds; games, three filters), HTTP and SQL alone
// back to back in each; the verdict is on the median round (rounds()).
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SCALE = process.env.BENCH_SCALE ?? 'large';
// BENCH_API_MAIN: another build of the server (API_OUTDIR=dist-x node apps/api/build.mjs); its seed.js beside it.
const main = process.env.BENCH_API_MAIN ? path.resolve(process.env.BENCH_API_MAIN) : path.join(repoRoot, 'apps/api/dist/main.js');
const seedScript = path.join(path.dirname(main), 'seed.js');

/** What people type: typos, prefixes while typing, exact names, themes. */
const TERMS = ['evolutoin', 'book of', 'gates olymp', 'aurora', 'northern lion', 'pharaoh', 'megaways', 'lucky crown', 'valhala', 'zeus', 'koi fortune', 'big bass', 'swift pay', 'sofia', 'crash', 'legacy of anubis'];

/** Requests of each 10-people figure (BENCH_USER_REQUESTS): ≈ 30 a second, so 900 take half a minute. */
const USER_REQUESTS = Number(process.env.BENCH_USER_REQUESTS ?? 900);
/** The search box's debounce (seed 000 §9, contracts): the soonest a person's next search leaves after an answer. */
const { SEARCH_DEBOUNCE_MS } = await tsImport('../packages/contracts/src/search/index.ts', import.meta.url);
/** The words of a term as the server sends them to search_tsquery (one tokenizer, the app's). */
const { searchWordsJson } = await tsImport('../apps/api/src/platform/text-search.ts', import.meta.url);

/** Requests of the realistic mix (BENCH_MIX_REQUESTS), each figure. */
const MIX_REQUESTS = Number(process.env.BENCH_MIX_REQUESTS ?? 4_000);
/** Distinct popular queries the Zipf draw picks from, and the share of one-off never-seen queries. */
const MIX_POOL = 10_000;
const MIX_NEVER_SEEN = 0.25;

/** mulberry32: a small deterministic PRNG, so every run asks the same mix. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What people type, generated from the seeded names and the search dictionary: whole names, prefixes
 * while typing, the first word or two, one typo (letters swapped, dropped, doubled or replaced), single
 * words. Popular queries follow a Zipf law (rank r asked ∝ 1/r) over MIX_POOL of them; MIX_NEVER_SEEN of
 * the requests are one-off queries asked once in the whole run.
 */
async function searchMix(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pick = async (text) => (await db.query(text)).rows.map((row) => row.v);
  const gameNames = await pick(`select name as v from games where is_active and provider_active order by md5(id::text) limit 8000`);
  const companyNames = await pick(`select name as v from companies where status = 'ACTIVE' order by md5(id::text) limit 2000`);
  const words = await pick(`select word as v from search_words where word ~ '^[a-z]{4,}$' order by md5(word) limit 4000`);
  await db.end();
  const random = prng(42);
  const int = (n) => Math.floor(random() * n);
  const any = (list) => list[int(list.length)];
  const typo = (word) => {
    if (word.length < 4) return word;
    const at = 1 + int(word.length - 2);
    switch (int(4)) {
      case 0:
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      case 1:
        return word.slice(0, at) + word.slice(at + 1);
      case 2:
        return word.slice(0, at) + word[at] + word.slice(at);
      default:
        return word.slice(0, at) + 'aeioursnt'[int(9)] + word.slice(at + 1);
    }
  };
  const generate = () => {
    const roll = random();
    const name = roll < 0.65 ? any(gameNames) : roll < 0.9 ? any(companyNames) : any(words);
    const form = random();
    if (form < 0.25) return name.toLowerCase();
    if (form < 0.55) return name.slice(0, Math.min(name.length, 3 + int(Math.max(1, name.length - 2))));
    if (form < 0.7) return name.split(' ').slice(0, 1 + int(2)).join(' ');
    const parts = name.toLowerCase().split(' ').slice(0, 1 + int(2));
    const longest = parts.reduce((best, word, index) => (word.length > parts[best].length ? index : best), 0);
    parts[longest] = typo(parts[longest]);
    return parts.join(' ');
  };
  const normal = (query) => query.trim().replace(/\s+/g, ' ').toLowerCase();
  const used = new Set();
  const fresh = () => {
    for (;;) {
      const query = generate();
      if (normal(query) !== '' && !used.has(normal(query))) {
        used.add(normal(query));
        return query;
      }
    }
  };
  const pool = Array.from({ length: MIX_POOL }, fresh);
  const cumulative = [];
  let sum = 0;
  for (let rank = 1; rank <= MIX_POOL; rank += 1) cumulative.push((sum += 1 / rank));
  const zipf = () => {
    const target = random() * sum;
    let low = 0;
    let high = MIX_POOL - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return pool[low];
  };
  const queries = Array.from({ length: count }, () => (random() < MIX_NEVER_SEEN ? fresh() : zipf()));
  return { queries, distinct: new Set(queries.map(normal)).size };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

/** Like pool, until `deadline` (performance.now()): each worker starts no task after it. */
async function poolUntil(deadline, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await task(next++);
    }),
  );
}

/**
 * Where the CPU of a figure goes, per request: the API server process, the database's backends (every
 * connection to the benchmarked database: the server's pool, or the raw pool of a "SQL alone" line) and
 * this process (the load generator). Set once the server runs; PostgreSQL only when it is local.
 */
let cpuProbe;
async function cpuSnapshot() {
  if (!cpuProbe) return undefined;
  const pids = cpuProbe.databaseName ? (await cpuProbe.admin.query('select pid from pg_stat_activity where datname = $1', [cpuProbe.databaseName])).rows.map((r) => r.pid) : [];
  const database = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  return { server: processCpuMs(cpuProbe.serverPid()), database, client: process.cpuUsage() };
}
async function cpuPerRequest(before, requests) {
  if (!before) return undefined;
  const after = await cpuSnapshot();
  let database = 0;
  // Backends opened during the figure count from zero (their start-up is a few ms over thousands of requests).
  for (const [pid, used] of after.database) database += (used ?? 0) - (before.database.get(pid) ?? 0);
  const client = process.cpuUsage(before.client);
  return {
    server: (after.server - before.server) / requests,
    database: cpuProbe.databaseName && [...after.database.values()].every((used) => used !== undefined) ? database / requests : undefined,
    client: (client.user + client.system) / 1000 / requests,
  };
}

/** Latency percentiles of `task(i)` run REQUESTS times on CLIENTS workers, after a warm-up, and the CPU per request. */
async function measure(label, task, requests = REQUESTS, warmupFirst = false, warmTask = undefined, warm = true) {
  // warmupFirst: the 50 warm-up calls are task(0…49) and the measured ones task(50…), else both start at 0.
  const skip = warmupFirst ? 50 : 0;
  // warm = false: a later round of the same figure (rounds()), on a server and pool the first one warmed.
  if (!warm) return measureWarm(label, task, requests, skip);
  for (let i = 0; i < 50; i += 1) await task(i);
  // Then the same 50 again from every client at once, so that every pooled connection (the server's and a
  // raw pool's) has prepared its statements and the server's code is optimised before the clock starts:
  // with the sequential warm-up alone, one connection of ten was warm and the first figure of a fresh
  // server carried its JIT compilation (≈ 0.5 ms of server CPU a request over 2,000 requests).
  await pool(CLIENTS * 20, CLIENTS, (i) => task(i % 50));
  // Then the figure's own requests for WARMUP_SECONDS, unmeasured: a freshly started server runs its first
  // thousands of requests on unoptimised JavaScript, and each PostgreSQL backend compiles the search
  // functions and plans the statements on first use (the first 2,000 searches of a fresh server cost
  // ≈ 0.9 ms of server and 1.9 ms of database CPU each, the next ones ≈ 0.4 and 1.5). The targets are
  // those of a running server; the cold start's p95 is printed apart.
  const coldStart = [];
  await poolUntil(performance.now() + WARMUP_SECONDS * 1000, CLIENTS, async (i) => {
    const t0 = performance.now();
    await (warmTask ?? ((n) => task((n % requests) + skip)))(i);
    coldStart.push(performance.now() - t0);
  });
  coldStart.sort((a, b) => a - b);
  const coldP95 = coldStart.length > 0 ? percentile(coldStart, 95) : undefined;
  return { ...(await measureWarm(label, task, requests, skip)), coldP95 };
}

/** The measured part of measure(): `requests` of task(i + skip) on CLIENTS workers, no warm-up. */
async function measureWarm(label, task, requests, skip) {
  const latencies = [];
  const cpuBefore = await cpuSnapshot();
  const started = performance.now();
  await pool(requests, CLIENTS, async (i) => {
    const t0 = performance.now();
    await task(i + skip);
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = await cpuPerRequest(cpuBefore, requests);
  latencies.sort((a, b) => a - b);
  return { label, rps: requests / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), cpu };
}

/**
 * A target figure in ROUNDS rounds, each the HTTP figure and then, where there is one, its SQL alone, back
 * to back (the first round with measure()'s warm-up): this machine's speed drifts by a third within a
 * minute, so one 2-second figure measured the machine's moment as much as the code, and a
 * ratio to the SQL is only fair between figures taken together. Answers the round of median HTTP p95
 * (its row), that median, every round's p95 and the median of the rounds' HTTP / SQL ratios.
 */
async function rounds(http, sql) {
  const done = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const httpFigure = await http(round === 0);
    const sqlFigure = sql ? await sql(round === 0) : undefined;
    done.push({ http: httpFigure, sql: sqlFigure });
  }
  const byHttp = [...done].sort((a, b) => a.http.p95 - b.http.p95);
  const middle = byHttp[Math.floor((byHttp.length - 1) / 2)];
  const ratios = done.filter((each) => each.sql).map((each) => each.http.p95 / each.sql.p95).sort((a, b) => a - b);
  // Only the first round has a warm-up, so its cold start stands for the figure.
  const withColdStart = (figure, first) => figure && { ...figure, coldP95: first?.coldP95 };
  return {
    http: withColdStart(middle.http, done[0].http),
    sql: withColdStart(middle.sql, done[0].sql),
    p95s: done.map((each) => each.http.p95),
    sqlP95s: done.filter((each) => each.sql).map((each) => each.sql.p95),
    ratio: ratios.length > 0 ? ratios[Math.floor((ratios.length - 1) / 2)] : undefined,
  };
}


/**
 * Latency percentiles of `task(i)` for CLIENTS people: each runs a request, waits for its answer, then
 * pauses `pauseMs` before the next (SEARCH_DEBOUNCE_MS: the soonest the search box sends again), until
 * `requests` in all; after the same warm-up as measure(). Their pauses make it an open, light load: the
 * figure is what one person waits with ten at it together, not how many requests the server can take.
 */
async function measurePeople(label, task, requests = USER_REQUESTS, pauseMs = SEARCH_DEBOUNCE_MS) {
  for (let i = 0; i < 50; i += 1) await task(i);
  await pool(CLIENTS * 20, CLIENTS, (i) => task(i % 50));
  const latencies = [];
  const cpuBefore = await cpuSnapshot();
  const started = performance.now();
  // Each person starts at a random moment within one pause, as people do not all press at once.
  await pool(requests, CLIENTS, async (i) => {
    if (i < CLIENTS) await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
    const t0 = performance.now();
    await task(i);
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = await cpuPerRequest(cpuBefore, requests);
  latencies.sort((a, b) => a - b);
  return { label, rps: requests / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), cpu };
}

const cpuCell = (ms) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${fmt(ms, 2)} ms`);
const row = (m) => [m.label, fmt(m.rps), `${fmt(m.p50, 1)} ms`, `${fmt(m.p95, 1)} ms`, `${fmt(m.p99, 1)} ms`, cpuCell(m.cpu?.database), cpuCell(m.cpu?.server), cpuCell(m.cpu?.client), m.coldP95 === undefined ? '' : `${fmt(m.coldP95, 1)} ms`];

// The load generator shares the 2 cores with the server: lean keep-alive HTTP/1.1 connections (accept-encoding
// br, gzip, answers decompressed), a fraction of fetch's or node:http's CPU per request (bench/lib.mjs).
let client = keepAliveClient(CLIENTS);
const getOk = (url) => client.get(url);

function runSeed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedScript, '--scale', SCALE, '--seed', '42'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

/**
 * The SQL the search and games services send, captured through the app's own repositories (loaded from
 * source with tsx) on a pool that records every statement with its parameters and, for the statements
 * the services run as named prepared statements, their names (drizzle's logger does not see those).
 */
async function captureStatements(databaseUrl) {
  const here = import.meta.url;
  const { drizzle } = await tsImport('drizzle-orm/node-postgres', here);
  const schema = await tsImport('../apps/api/src/db/schema/index.ts', here);
  const search = await tsImport('../apps/api/src/modules/search/service.ts', here);
  const games = await tsImport('../apps/api/src/modules/games/service.ts', here);
  const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured = [];
  const query = capturePool.query.bind(capturePool);
  capturePool.query = (config, values, ...rest) => {
    if (typeof config === 'object' && typeof config.text === 'string') {
      captured.push({ name: config.name, sql: config.text, params: config.values ?? (Array.isArray(values) ? values : []) });
    }
    return query(config, values, ...rest);
  };
  const db = drizzle(capturePool, { schema });
  const capture = async (work) => {
    captured = [];
    await work();
    return captured.filter((statement) => !/^(begin|commit|rollback)\b/i.test(statement.sql.trim()));
  };
  const searches = [];
  for (const term of TERMS) searches.push(await capture(() => search.search(db, undefined, { query: term, page: 0, size: 10 })));
  // Every mix on the pages the HTTP figure requests (0–4), in the order gamesUrl(i) asks for them.
  const gameLists = [];
  for (let i = 0; i < GAME_FILTERS.length * 5; i += 1) {
    const filter = GAME_FILTERS[i % GAME_FILTERS.length];
    gameLists.push(await capture(() => games.listGames(db, { page: i % 5, size: 20, ...filter.query })));
  }
  await capturePool.end();
  return { searches, gameLists };
}

/** A captured statement as node-postgres sends it: named (prepared once per connection) when the service names it. */
const asQuery = (statement, name = statement.name) => ({ ...(name ? { name } : {}), text: statement.sql, values: statement.params });

/** Three filters at a time, as a buyer narrows the catalogue. */
let GAME_FILTERS = [];

/**
 * EXPLAIN ANALYZE of a captured statement as the server runs it: a named one as the generic plan of its
 * prepared statement (what PostgreSQL keeps after five executions), any other planned for its values.
 */
async function explain(client, label, statement) {
  let text = `explain (analyze, buffers, costs off) ${statement.sql}`;
  if (statement.name) {
    await client.query(`prepare bench_explain as ${statement.sql}`);
    await client.query('set plan_cache_mode = force_generic_plan');
    // EXECUTE takes no bound parameters: its arguments are quoted literals (typed by the prepared statement).
    const args = statement.params.map((value) => (typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)))).join(', ');
    text = `explain (analyze, buffers, costs off) execute bench_explain${args ? `(${args})` : ''}`;
  }
  try {
    const result = await client.query(text, statement.name ? [] : statement.params);
    console.log(`\nEXPLAIN ANALYZE — ${label}${statement.name ? ' [generic plan of the prepared statement]' : ''}`);
    for (const line of result.rows) console.log(`  ${line['QUERY PLAN']}`);
  } finally {
    if (statement.name) {
      await client.query('deallocate bench_explain');
      await client.query('reset plan_cache_mode');
    }
  }
}

/**
 * The plans of the statements a search runs inside its one statement (search_tsquery's dictionary lookup,
 * search_matches' games matches, which EXECUTE plans for the term), as PostgreSQL runs them: auto_explain
 * (superuser, as on the local server) logs every nested statement with its actual times, sent to this
 * client as notices.
 */
async function explainInside(client, label, term) {
  const plans = [];
  const onNotice = (notice) => {
    if (/plan:/.test(notice.message) && !/search_matches\('games', search_tsquery/.test(notice.message)) plans.push(notice.message);
  };
  client.on('notice', onNotice);
  try {
    await client.query("load 'auto_explain'");
    for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', 'log_analyze = on', 'log_buffers = on', 'log_timing = on']) await client.query(`set auto_explain.${setting}`);
    await client.query('set client_min_messages = log');
    await client.query("select count(*) from search_matches('games', search_tsquery($1::json), 100)", [searchWordsJson(term)]);
  } catch (error) {
    plans.push(`(auto_explain not available: ${error.message})`);
  } finally {
    await client.query('reset client_min_messages');
    await client.query('set auto_explain.log_min_duration = -1');
    client.off('notice', onNotice);
  }
  console.log(`\nEXPLAIN ANALYZE — ${label} [auto_explain of the nested statements]`);
  for (const plan of plans) for (const line of plan.split('\n')) console.log(`  ${line}`);
}

console.log('\n# Search benchmark\n');
const os = await import('node:os');
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
console.log(`load average at start: ${loadAverage()}; machine speed probe (lib.mjs machineSpeedProbe, less is faster): ${fmt(machineSpeedProbe(), 1)} ms`);
console.log(`node ${process.version}, ${os.cpus().length} cores, scale ${SCALE}, ${REQUESTS} requests per figure, ${CLIENTS} concurrent keep-alive clients (HTTP/1.1 over node:net, accept-encoding br, gzip, answers decompressed)`);

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(() => true, () => false);
const dataDir = await tempDir('paytable-bench-search-');
let databaseUrl;
let dbName;
const seededUrl = process.env.BENCH_SEEDED_DATABASE_URL;
if (seededUrl) {
  databaseUrl = seededUrl;
  console.log(`PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version}: already seeded ${new URL(seededUrl).pathname.slice(1)} (kept)\n`);
} else if (reachable) {
  dbName = `${process.env.BENCH_DB_PREFIX ?? 'paytable_bench_'}search_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  console.log(`PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version}: database ${dbName}\n`);
} else {
  console.log(`PostgreSQL not reachable at ${serverUrl}: embedded database (HTTP figures only)\n`);
}
const env = databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };

try {
  const seedStarted = performance.now();
  if (!seededUrl) {
    await runSeed(env);
    console.log(`seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startServer = (memo) =>
    startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', SEARCH_MEMO: String(memo), ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
  let server = await startServer(false);
  cpuProbe = { serverPid: () => server.child.pid, admin, databaseName: databaseUrl && new URL(databaseUrl).hostname.match(/^(127\.0\.0\.1|localhost)$/) ? new URL(databaseUrl).pathname.slice(1) : undefined };
  try {
    const types = (await (await fetch(`${base}/api/v1/games/types`)).json()).data;
    const slots = types.find((type) => type.name === 'Video Slots') ?? types[0];
    const places = (await (await fetch(`${base}/api/v1/license-jurisdictions`)).json()).data;
    GAME_FILTERS = [
      { label: 'type + volatility + RTP ≥ 96', query: { gameTypeId: slots.id, volatility: 'HIGH', rtpMin: 96 } },
      { label: 'type + jurisdiction + volatility', query: { gameTypeId: slots.id, jurisdictionId: places[0].id, volatility: 'MEDIUM' } },
      { label: 'theme + RTP ≥ 95 + sort by RTP', query: { theme: 'Ancient Egypt', rtpMin: 95, sort: 'rtp' } },
    ];
    const gamesUrl = (i) => {
      const filter = GAME_FILTERS[i % GAME_FILTERS.length];
      return `${base}/api/v1/games?${new URLSearchParams(Object.entries(filter.query).map(([k, v]) => [k, String(v)]))}&page=${i % 5}`;
    };

    const rows = [['', 'req/s', 'p50', 'p95', 'p99', 'CPU/req: PostgreSQL', 'API server', 'load generator', `cold start p95 (first ${WARMUP_SECONDS} s)`]];
    const searchUrl = (i) => `${base}/api/v1/search?query=${encodeURIComponent(TERMS[i % TERMS.length])}`;
    const plans = databaseUrl ? await captureStatements(databaseUrl) : undefined;
    // The SQL alone on its own pool: as the service does, one prepared statement (by name) per search
    // (migration 0026: the dictionary lookup and the big kinds' matches run inside it), one per games page
    // (its cards as JSON text and the total; one name per statement text, like the repository's one per
    // list shape).
    const rawPool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: CLIENTS }) : undefined;
    const sqlAlone = (statementsOf, nameOf = (statement) => statement.name) => (warm) =>
      measure('  same SQL alone (pg pool, prepared as the service does)', async (i) => {
        for (const statement of statementsOf(i)) await rawPool.query(asQuery(statement, nameOf(statement)));
      }, REQUESTS, false, undefined, warm);
    const gameNames = new Map();
    const gameNameOf = (statement) => gameNames.get(statement.sql) ?? (gameNames.set(statement.sql, `bench_games_${gameNames.size}`), gameNames.get(statement.sql));

    const search = await rounds(
      (warm) => measure('GET /api/v1/search?query=… (HTTP, all kinds)', (i) => getOk(searchUrl(i)), REQUESTS, false, undefined, warm),
      rawPool && sqlAlone((i) => plans.searches[i % TERMS.length]),
    );
    rows.push(row(search.http));
    if (search.sql) rows.push(row(search.sql));
    const peopleSearch = await measurePeople(`GET /api/v1/search, all kinds, 10 people (next ≥ ${SEARCH_DEBOUNCE_MS} ms after an answer)`, (i) => getOk(searchUrl(i)));
    rows.push(row(peopleSearch));
    rows.push(row(await measure('GET /api/v1/search/games?query=… (one kind)', (i) => getOk(`${base}/api/v1/search/games?query=${encodeURIComponent(TERMS[i % TERMS.length])}`))));
    const gamesList = await rounds(
      (warm) => measure('GET /api/v1/games, three filters (3 mixes, pages 0–4)', (i) => getOk(gamesUrl(i)), REQUESTS, false, undefined, warm),
      rawPool && sqlAlone((i) => plans.gameLists[i % plans.gameLists.length], gameNameOf),
    );
    rows.push(row(gamesList.http));
    if (gamesList.sql) rows.push(row(gamesList.sql));
    await rawPool?.end();
    const peopleGames = await measurePeople(`GET /api/v1/games, three filters, 10 people (next ≥ ${SEARCH_DEBOUNCE_MS} ms after an answer)`, (i) => getOk(gamesUrl(i)));
    rows.push(row(peopleGames));
    let mixSummary;
    if (databaseUrl) {
      // The realistic mix, first with the memo off (this server), then on a server with it on.
      const mix = await searchMix(databaseUrl, MIX_REQUESTS + 50);
      const mixUrl = (i) => `${base}/api/v1/search?query=${encodeURIComponent(mix.queries[i % mix.queries.length])}`;
      // Warmed with the fixed terms, not the mix's own queries, which would fill the memo before the clock.
      const warmWithTerms = (i) => getOk(`${base}/api/v1/search?query=${encodeURIComponent(TERMS[i % TERMS.length])}`);
      const measureMix = (label) => measure(label, (i) => getOk(mixUrl(i)), MIX_REQUESTS, true, warmWithTerms);
      rows.push(row(await measureMix('GET /api/v1/search, realistic mix, memo off (uncached)')));
      client.close();
      await server.stop();
      server = await startServer(true);
      client = keepAliveClient(CLIENTS);
      let hits = 0;
      const countHit = (res) => {
        if (res.headers['x-search-memo'] === 'hit') hits += 1;
      };
      // The warm-up requests of measure() are the mix's first 50 queries; hits are counted over the measured ones.
      const memoOn = await measure('GET /api/v1/search, realistic mix, memo on', (i) => (i < 50 ? getOk(mixUrl(i)) : client.get(mixUrl(i), countHit)), MIX_REQUESTS, true, warmWithTerms);
      rows.push(row(memoOn));
      mixSummary = `Realistic mix: ${fmt(mix.queries.length)} queries, ${fmt(mix.distinct)} distinct (Zipf over ${fmt(MIX_POOL)} popular queries, ${MIX_NEVER_SEEN * 100} % one-off); memo hit rate ${fmt((hits / MIX_REQUESTS) * 100, 1)} %.`;
    }
    console.log('');
    table(rows);
    console.log(`\nLoad average after the figures: ${loadAverage()}; machine speed probe: ${fmt(machineSpeedProbe(), 1)} ms`);
    console.log(`Before each 10-client figure (the first round of a target figure) its requests ran ${WARMUP_SECONDS} s unmeasured (a warm server: 'cold start p95' is that time's p95; BENCH_WARMUP_SECONDS). Target figures: the round of median p95 of ${ROUNDS} (BENCH_ROUNDS).`);
    console.log('Targets: search p95 < 15 ms at 10 concurrent users; games list with three filters p95 < 20 ms.');
    const verdict = (m, target) => `${fmt(m.p95, 1)} ms ${m.p95 < target ? '✓' : '✗'}`;
    const each = (values) => values.map((value) => fmt(value, 1)).join(' / ');
    console.log(`  10 people (pausing ${SEARCH_DEBOUNCE_MS} ms):       search ${verdict(peopleSearch, 15)}, games ${verdict(peopleGames, 20)}`);
    console.log(`  10 clients without pause (saturation), median of ${ROUNDS} rounds: search ${verdict(search.http, 15)}, games ${verdict(gamesList.http, 20)}`);
    console.log(`    p95 of each round (ms): search ${each(search.p95s)}; games ${each(gamesList.p95s)}`);
    if (search.ratio !== undefined) console.log(`Search p95 ratio HTTP / SQL alone (median of the rounds' ratios): ${fmt(search.ratio, 2)}× (SQL alone p95 of each round: ${each(search.sqlP95s)} ms)`);
    if (mixSummary) console.log(mixSummary);
    if (gamesList.ratio !== undefined) console.log(`Games list p95 ratio HTTP / SQL alone (median of the rounds' ratios): ${fmt(gamesList.ratio, 2)}× (SQL alone p95 of each round: ${each(gamesList.sqlP95s)} ms)`);

    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const pageOf = (term) => plans.searches[TERMS.indexOf(term)].find((statement) => statement.name?.startsWith('search_page_'));
      await explain(client, "all kinds: 'evolutoin' — the one statement: query (search_tsquery), companies, products and business types matched here (capped GIN scans), games by search_matches; exact and prefix candidates, ranking, page, counts (prepared)", pageOf('evolutoin'));
      await explainInside(client, "inside it for 'evolutoin' (→ evolution): the dictionary lookup, then the games matches planned for the term", 'evolutoin');
      await explain(client, "all kinds: 'book of' — the one statement (prepared)", pageOf('book of'));
      await explainInside(client, "inside it for 'book of': the dictionary lookup, then the games matches planned for the term", 'book of');
      await explainInside(client, "inside it for 'megaways': the dictionary lookup, then the games matches planned for the term", 'megaways');
      // Page 4 of each mix: the deepest page the figure requests.
      for (const [mix, filter] of GAME_FILTERS.entries()) {
        const statements = plans.gameLists.find((_, i) => i % GAME_FILTERS.length === mix && i % 5 === 4);
        await explain(client, `games list: ${filter.label}, page 4 — ids (index-only), the page's rows and the total (InitPlan)`, statements.find((statement) => /limit/i.test(statement.sql)));
      }
      await client.end();
    }
  } finally {
    client.close();
    await server.stop();
  }
} finally {
  if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`);
  if (reachable) await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
