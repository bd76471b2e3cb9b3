// Foundation benchmark: start-up times, /health throughput against a bare Fastify in the same run,
// and the web bundle's initial JavaScript. Run: npm run bench -- foundation
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { fmt, freePort, median, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const main = path.join(repoRoot, 'apps/api/dist/main.js');
const baseEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

console.log('\n# Foundation benchmark\n');
console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);

// 1. Start-up on an empty data directory (initdb, migrations, demo data), then restarts.
const dataDir = await tempDir('paytable-bench-');
const port = await freePort();
const env = { ...baseEnv, DATA_DIR: dataDir, PORT: String(port) };
const health = `http://127.0.0.1:${port}/api/v1/health`;
const first = await startAndTime(main, env, health);
await first.stop();
const restarts = [];
for (let i = 0; i < 3; i += 1) {
  const run = await startAndTime(main, env, health);
  restarts.push(run.elapsedMs);
  await run.stop();
}
console.log('## Start-up (process spawn → first healthy answer)\n');
table([
  ['case', 'time', 'target'],
  ['first start, empty DATA_DIR', `${fmt(first.elapsedMs)} ms`, '< 15000 ms'],
  ['restart, existing DATA_DIR (median of 3)', `${fmt(median(restarts))} ms`, '< 2000 ms'],
]);

// 2. Throughput: GET /api/v1/health (database ping, envelope, security headers) vs a bare Fastify.
async function load(url, seconds = 8) {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
const helloPort = await freePort();
const hello = await startAndTime(path.join(repoRoot, 'bench/hello-fastify.mjs'), { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`);
const api = await startAndTime(main, env, health);
const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
await load(helloUrl, 2); // warm-up (JIT, connection pools)
await load(health, 2);
// Alternate the two servers over several rounds and keep the medians, so that other load on the
// machine during the run hits both sides alike.
const rounds = { bare: [], ours: [] };
for (let round = 0; round < 3; round += 1) {
  rounds.bare.push(await load(helloUrl, 5));
  rounds.ours.push(await load(health, 5));
}
const pick = (runs) => ({ rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0) });
const bare = pick(rounds.bare);
const ours = pick(rounds.ours);
await hello.stop();
await api.stop();
console.log('\n## Throughput (autocannon, 50 connections; 3 alternating rounds of 5 s each, medians)\n');
table([
  ['endpoint', 'req/s', 'p99 latency', 'errors'],
  ['bare Fastify hello-world', fmt(bare.rps), `${bare.p99} ms`, bare.errors],
  ['GET /api/v1/health (embedded PostgreSQL ping)', fmt(ours.rps), `${ours.p99} ms`, ours.errors],
]);
console.log(`\nratio health / hello-world: ${fmt((ours.rps / bare.rps) * 100, 1)} %  (target ≥ 60 %)`);

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
