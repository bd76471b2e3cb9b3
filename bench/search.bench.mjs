// Search benchmark (issue 6): on the large data set (10,000 companies, 100,000 users, 200,000 games)
// written by `apps/api/dist/seed.js --scale large`, measures with 10 concurrent clients:
//   - GET /api/v1/search p95, and the same SQL statements replayed alone on a 10-connection pool (ratio);
//   - GET /api/v1/games with three filters p95, and its SQL (page and count) replayed alone likewise;
// and prints EXPLAIN (ANALYZE) of the hot queries beside the figures. Prints; asserts nothing.
// Run: npm run bench -- search. PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432
// (a fresh database, dropped after); else the embedded database (HTTP figures only).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { fmt, freePort, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const SCALE = process.env.BENCH_SCALE ?? 'large';
// BENCH_API_MAIN: another build of the server (API_OUTDIR=dist-x node apps/api/build.mjs); its seed.js beside it.
const main = process.env.BENCH_API_MAIN ? path.resolve(process.env.BENCH_API_MAIN) : path.join(repoRoot, 'apps/api/dist/main.js');
const seedScript = path.join(path.dirname(main), 'seed.js');

/** What people type: typos, prefixes while typing, exact names, themes. */
const TERMS = ['evolutoin', 'book of', 'gates olymp', 'aurora', 'northern lion', 'pharaoh', 'megaways', 'lucky crown', 'valhala', 'zeus', 'koi fortune', 'big bass', 'swift pay', 'sofia', 'crash', 'legacy of anubis'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

/** Latency percentiles of `task(i)` run REQUESTS times on CLIENTS workers, after a warm-up. */
async function measure(label, task) {
  for (let i = 0; i < 50; i += 1) await task(i);
  const latencies = [];
  const started = performance.now();
  await pool(REQUESTS, CLIENTS, async (i) => {
    const t0 = performance.now();
    await task(i);
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, rps: REQUESTS / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

const row = (m) => [m.label, fmt(m.rps), `${fmt(m.p50, 1)} ms`, `${fmt(m.p95, 1)} ms`, `${fmt(m.p99, 1)} ms`];

async function getOk(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
}

function runSeed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedScript, '--scale', SCALE, '--seed', '42'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

/**
 * The SQL the search and games services send, captured through the app's own repositories (loaded from
 * source with tsx) on a drizzle instance whose logger records every statement with its parameters.
 */
async function captureStatements(databaseUrl) {
  const here = import.meta.url;
  const { drizzle } = await tsImport('drizzle-orm/node-postgres', here);
  const schema = await tsImport('../apps/api/src/db/schema/index.ts', here);
  const search = await tsImport('../apps/api/src/modules/search/service.ts', here);
  const games = await tsImport('../apps/api/src/modules/games/service.ts', here);
  const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured = [];
  const db = drizzle(capturePool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
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

/** Three filters at a time, as a buyer narrows the catalogue. */
let GAME_FILTERS = [];

async function explain(client, label, statement) {
  const result = await client.query(`explain (analyze, buffers, costs off) ${statement.sql}`, statement.params);
  console.log(`\nEXPLAIN ANALYZE — ${label}`);
  for (const line of result.rows) console.log(`  ${line['QUERY PLAN']}`);
}

console.log('\n# Search benchmark\n');
console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cores, scale ${SCALE}, ${REQUESTS} requests per figure, ${CLIENTS} concurrent clients`);

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(() => true, () => false);
const dataDir = await tempDir('paytable-bench-search-');
let databaseUrl;
let dbName;
if (reachable) {
  dbName = `paytable_bench_search_${randomBytes(4).toString('hex')}`;
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
  await runSeed(env);
  console.log(`seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
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

    const rows = [['', 'req/s', 'p50', 'p95', 'p99']];
    const httpSearch = await measure('GET /api/v1/search?query=… (HTTP, all kinds)', (i) => getOk(`${base}/api/v1/search?query=${encodeURIComponent(TERMS[i % TERMS.length])}`));
    rows.push(row(httpSearch));
    let rawSearch;
    let plans;
    if (databaseUrl) {
      plans = await captureStatements(databaseUrl);
      const rawPool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
      // As the service does: the dictionary lookup, then one statement per kind side by side.
      rawSearch = await measure('  same SQL alone (pg pool, kinds in parallel)', async (i) => {
        const [lookup, ...perKind] = plans.searches[i % TERMS.length];
        await rawPool.query(lookup.sql, lookup.params);
        await Promise.all(perKind.map((statement) => rawPool.query(statement.sql, statement.params)));
      });
      rows.push(row(rawSearch));
      await rawPool.end();
    }
    rows.push(row(await measure('GET /api/v1/search/games?query=… (one kind)', (i) => getOk(`${base}/api/v1/search/games?query=${encodeURIComponent(TERMS[i % TERMS.length])}`))));
    const httpGames = await measure('GET /api/v1/games, three filters (3 mixes, pages 0–4)', (i) => getOk(gamesUrl(i)));
    rows.push(row(httpGames));
    let rawGames;
    if (databaseUrl) {
      const rawPool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
      // As the service does: the page (with its cards' references) and the count side by side, as named
      // prepared statements (one name per statement text, like the repository's one per list shape).
      const names = new Map();
      const nameOf = (text) => names.get(text) ?? (names.set(text, `bench_games_${names.size}`), names.get(text));
      rawGames = await measure('  same SQL alone (pg pool, prepared, page and count in parallel)', async (i) => {
        await Promise.all(plans.gameLists[i % plans.gameLists.length].map((statement) => rawPool.query({ name: nameOf(statement.sql), text: statement.sql, values: statement.params })));
      });
      rows.push(row(rawGames));
      await rawPool.end();
    }
    console.log('');
    table(rows);
    console.log('\nTargets: search p95 < 15 ms; games list with three filters p95 < 20 ms.');
    if (rawSearch) console.log(`Search p95 ratio HTTP / SQL alone: ${fmt(httpSearch.p95 / rawSearch.p95, 2)}× (p50 ${fmt(httpSearch.p50 / rawSearch.p50, 2)}×)`);
    if (rawGames) console.log(`Games list p95 ratio HTTP / SQL alone: ${fmt(httpGames.p95 / rawGames.p95, 2)}× (p50 ${fmt(httpGames.p50 / rawGames.p50, 2)}×)`);

    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const evolutoin = plans.searches[TERMS.indexOf('evolutoin')];
      const bookOf = plans.searches[TERMS.indexOf('book of')];
      const pick = (statements, kind) => statements.find((statement) => statement.sql.includes(`from ${kind} t`));
      await explain(client, "typo correction of 'evolutoin' against the search_words dictionary", evolutoin[0]);
      await explain(client, "companies matching 'evolutoin' — candidates, ranking, page, capped count", pick(evolutoin, 'companies'));
      await explain(client, "games matching 'book of' — candidates, ranking, page, capped count", pick(bookOf, 'games'));
      await explain(client, "games matching 'megaways' — candidates, ranking, page, capped count", pick(plans.searches[TERMS.indexOf('megaways')], 'games'));
      // Page 4 of each mix: the deepest page the figure requests.
      for (const [mix, filter] of GAME_FILTERS.entries()) {
        const statements = plans.gameLists.find((_, i) => i % GAME_FILTERS.length === mix && i % 5 === 4);
        await explain(client, `games list: ${filter.label}, page 4 — ids (index-only) and the page's rows`, statements.find((statement) => /limit/i.test(statement.sql)));
        await explain(client, `games list: ${filter.label} — total`, statements.find((statement) => /count\(/i.test(statement.sql)));
      }
      await client.end();
    }
  } finally {
    await server.stop();
  }
} finally {
  if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`);
  if (reachable) await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
