// Foundation benchmark: start-up times, the liveness probe's throughput against a bare Fastify in the same
// run, the cost of recording metrics on an API route,
// and the web bundle's initial JavaScript. Run: npm run bench -- foundation
import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { fmt, freePort, median, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const main = path.join(repoRoot, 'apps/api/dist/main.js');
const baseEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

console.log('\n# Foundation benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores\n`);

// 1. Start-up on an empty data directory (initdb, migrations, demo data), then restarts.
const dataDir = await tempDir('paytable-bench-');
const port = await freePort();
const env = { ...baseEnv, DATA_DIR: dataDir, PORT: String(port) };
const health = `http://127.0.0.1:${port}/api/v1/health`;
// A loaded machine stretches start-up far beyond its target; the run waits and prints what it took.
const startTimeout = { timeoutMs: 300_000 };
const first = await startAndTime(main, env, health, startTimeout);
await first.stop();
const restarts = [];
for (let i = 0; i < 3; i += 1) {
  const run = await startAndTime(main, env, health, startTimeout);
  restarts.push(run.elapsedMs);
  await run.stop();
}
console.log('## Start-up (process spawn → first healthy answer)\n');
table([
  ['case', 'time', 'target'],
  ['first start, empty DATA_DIR', `${fmt(first.elapsedMs)} ms`, '< 15000 ms'],
  ['restart, existing DATA_DIR (median of 3)', `${fmt(median(restarts))} ms`, '< 2000 ms'],
]);

// 2. Throughput. The liveness probe (no I/O, no per-request hooks) against a bare Fastify hello-world in
// the same run, and a normal API route (GET /api/v1/health: cached database ping, envelope, security
// headers) on two servers, one recording metrics (METRICS_TOKEN set) and one not, to show their cost.
async function load(url, seconds = 8) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
const loadBefore = os.loadavg()[0];
const helloPort = await freePort();
const hello = await startAndTime(path.join(repoRoot, 'bench/hello-fastify.mjs'), { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`, startTimeout);
const api = await startAndTime(main, env, health, startTimeout);
// The metrics server: its own embedded database (one process per data directory), no demo data needed.
const metricsDataDir = await tempDir('paytable-bench-metrics-');
const metricsPort = await freePort();
const metricsHealth = `http://127.0.0.1:${metricsPort}/api/v1/health`;
const withMetrics = await startAndTime(
  main,
  { ...baseEnv, DATA_DIR: metricsDataDir, PORT: String(metricsPort), SEED_DEMO_DATA: 'false', METRICS_TOKEN: 'bench-metrics-token-0123456789' },
  metricsHealth,
  startTimeout,
);
const targets = {
  bare: `http://127.0.0.1:${helloPort}/hello`,
  live: `http://127.0.0.1:${port}/health/live`,
  health: health,
  healthWithMetrics: metricsHealth,
};
for (const url of Object.values(targets)) await load(url, 2); // warm-up (JIT, connection pools)
// Alternate the servers over several rounds and keep the medians, so that other load on the machine
// during the run hits every side alike.
const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
for (let round = 0; round < 3; round += 1) {
  for (const [name, url] of Object.entries(targets)) rounds[name].push(await load(url, 5));
}
const pick = (runs) => ({ rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0) });
const [bare, live, ours, metered] = Object.keys(targets).map((name) => pick(rounds[name]));
await hello.stop();
await api.stop();
await withMetrics.stop();
await fs.rm(metricsDataDir, { recursive: true, force: true });
console.log('\n## Throughput (autocannon, 50 connections; 3 alternating rounds of 5 s each, medians)\n');
console.log(`load average (1 min) before ${fmt(loadBefore, 2)}, after ${fmt(os.loadavg()[0], 2)}\n`);
table([
  ['endpoint', 'req/s', 'p99 latency', 'errors'],
  ['bare Fastify hello-world', fmt(bare.rps), `${bare.p99} ms`, bare.errors],
  ['GET /health/live (liveness probe)', fmt(live.rps), `${live.p99} ms`, live.errors],
  ['GET /api/v1/health (embedded PostgreSQL ping), metrics off', fmt(ours.rps), `${ours.p99} ms`, ours.errors],
  ['GET /api/v1/health, metrics recorded (METRICS_TOKEN set)', fmt(metered.rps), `${metered.p99} ms`, metered.errors],
]);
console.log(`\nratio /health/live / hello-world: ${fmt((live.rps / bare.rps) * 100, 1)} %  (target ≥ 80 %)`);
console.log(`ratio /api/v1/health / hello-world: ${fmt((ours.rps / bare.rps) * 100, 1)} %`);
console.log(`metrics' cost on /api/v1/health: ${fmt((1 - metered.rps / ours.rps) * 100, 1)} % of its throughput`);

// 3. Initial JavaScript of the landing route: the entry script and its modulepreloads, gzipped.
const dist = path.join(repoRoot, 'apps/web/dist');
const html = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let initialGzip = 0;
for (const file of new Set(initial)) {
  initialGzip += zlib.gzipSync(await fs.readFile(path.join(dist, file)), { level: 9 }).length;
}
const chunks = (await fs.readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js'));
console.log('\n## Web bundle\n');
table([
  ['measure', 'value', 'target'],
  ['initial JS of the landing route (gzip)', `${fmt(initialGzip / 1024, 1)} KB`, '< 150 KB (aim: < 120 KB)'],
  ['initial script files', String(new Set(initial).size), ''],
  ['lazy chunks in the build', String(chunks.length - new Set(initial).size), 'every dashboard area its own'],
]);
await fs.rm(dataDir, { recursive: true, force: true });
