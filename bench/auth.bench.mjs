// Identity benchmark: login latency at 20 concurrent clients (argon2id verification dominates) and
// refresh-token rotation latency. Run: npm run bench -- auth
import fs from 'node:fs/promises';
import path from 'node:path';
import { fmt, freePort, freshPostgresDatabase, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

// The parameters the server hashes with, read from their one definition.
const passwordsSource = await fs.readFile(path.join(repoRoot, 'apps/api/src/modules/auth/passwords.ts'), 'utf8');
const param = (name) => passwordsSource.match(new RegExp(`${name} = ([\\d_]+)`))?.[1].replace(/_/g, '') ?? '?';
const [ARGON2_MEMORY_KIB, ARGON2_TIME_COST, ARGON2_PARALLELISM] = ['ARGON2_MEMORY_COST_KIB', 'ARGON2_TIME_COST', 'ARGON2_PARALLELISM'].map(param);
// Production runs on PostgreSQL; the embedded database (one connection, transactions in series) is for
// small single-process installs, so it is measured second, for comparison.
const postgres = await freshPostgresDatabase('paytable_auth_bench');
const targets = [
  ...(postgres ? [{ name: 'PostgreSQL', env: { DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'true' } }] : []),
  { name: 'embedded PGlite', env: {} },
];
const credentials = { usernameOrEmail: 'demo@paytable.io', password: 'Paytable-demo-2024', rememberMe: true };

console.log('\n# Identity benchmark\n');
console.log(`argon2id: memoryCost ${ARGON2_MEMORY_KIB} KiB, timeCost ${ARGON2_TIME_COST}, parallelism ${ARGON2_PARALLELISM}; ${(await import('node:os')).cpus().length} cores; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 'default (4)'}\n`);

let base = '';
/** Runs `worker` on 20 concurrent clients for `seconds`; returns sorted latencies and the error count. */
async function measure(seconds, setup, step) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      let state = await setup();
      while (performance.now() < deadline) {
        const started = performance.now();
        const outcome = await step(state);
        latencies.push(performance.now() - started);
        if (outcome.ok) state = outcome.state;
        else {
          errors += 1;
          state = await setup();
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { count: latencies.length, rate: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

const post = (url, body) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const rows = [];
for (const target of targets) {
  const dataDir = await tempDir('paytable-auth-bench-');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    path.join(repoRoot, 'apps/api/dist/main.js'),
    // Abuse limits would turn a benchmark into 429s: scale them out of the way.
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MULTIPLIER: '1000000', ...target.env },
    `${base}/api/v1/health`,
  );
  // Login: each request a full sign-in (argon2id verify, session row, JWT).
  await measure(2, async () => null, async () => ({ ok: (await post('/api/v1/auth/login', credentials)).ok, state: null })); // warm-up
  const login = await measure(10, async () => null, async () => {
    const res = await post('/api/v1/auth/login', credentials);
    await res.arrayBuffer();
    return { ok: res.ok, state: null };
  });

  // Refresh: every worker rotates its own session's refresh token in a loop (each token is single-use).
  async function signIn() {
    return (await (await post('/api/v1/auth/login', credentials)).json()).data.refreshToken;
  }
  const refresh = await measure(10, signIn, async (token) => {
    const res = await post('/api/v1/auth/refresh-token', { refreshToken: token });
    const body = await res.json();
    return { ok: res.ok, state: body.data?.refreshToken };
  });

  await server.stop();
  rows.push([target.name, login, refresh]);
}
await postgres?.drop();

const row = (name, r, target) => [name, fmt(r.rate), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`, r.errors, target];
table([
  ['operation (20 concurrent clients, 10 s)', 'req/s', 'p50', 'p95', 'p99', 'errors', 'target'],
  ...rows.flatMap(([name, login, refresh]) => [
    row(`POST /auth/login · ${name}`, login, 'p95 < 150 ms'),
    row(`POST /auth/refresh-token · ${name}`, refresh, 'p95 < 10 ms'),
  ]),
]);
