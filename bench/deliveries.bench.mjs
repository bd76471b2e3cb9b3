// Signed deliveries: a partner's system sends events through POST /integrations/events (API key); the
// platform validates, signs and queues each one, and a loopback receiver verifies every signature. Prints
// deliveries per second sustained, latency from enqueue (the moment the send request starts) to receipt
// (p50, p99), the server's CPU per delivery and, on PostgreSQL, the database's CPU and transactions per
// delivery, on PostgreSQL and on the embedded database, with the load average before and after.
// `npm run bench -- deliveries` (after `npm run build`). BENCH_DELIVERIES (default 3,000), BENCH_SENDERS
// (concurrent senders, default 32), BENCH_PGLITE=false skips the embedded run. Asserts (exit code 1) that
// every delivery arrived exactly once with a valid signature and that the partnership's sequence numbers
// arrived without a gap or a repeat.
import fs from 'node:fs/promises';
import http from 'node:http';
import { fmt, freePort, freshPostgresDatabase, machineSpeedProbe, startAndTime, startWebhookReceiver, table, tempDir } from './lib.mjs';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 3_000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 32);
const PASSWORD = 'Paytable-demo-2024';
const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });

function request(base, method, path, { body, token, apiKey } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/v1${path}`, {
      method,
      agent,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (res.statusCode >= 400) reject(new Error(`${method} ${path}: ${res.statusCode} ${json.message}`));
        else resolve(json.data);
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** CPU seconds (user + system) of a process so far, from /proc. */
async function cpuSeconds(pid) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const loadAverage = async () => (await fs.readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

/** CPU seconds of the PostgreSQL backends serving `database` (their processes, read from /proc), and its committed transactions. */
async function databaseUsage(client) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  const cpu = new Map();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, await cpuSeconds(pid));
    } catch {
      // the backend ended meanwhile
    }
  }
  const [stats] = (await client.query('select xact_commit::int as commits from pg_stat_database where datname = current_database()')).rows;
  return { cpu, commits: stats.commits };
}

/** CPU spent by the backends between two readings (a backend that started in between counts whole). */
const backendCpuBetween = (before, after) => [...after.cpu].reduce((sum, [pid, seconds]) => sum + seconds - (before.cpu.get(pid) ?? 0), 0);

const failures = [];

async function run(label, env, databaseUrl) {
  // The receiver: verifies each signature with the secret, notes when each id arrived, and each sequence number.
  const sequences = [];
  const receiver = await startWebhookReceiver({ onFirst: (_id, body) => sequences.push(JSON.parse(body).sequence) });
  const { arrivals } = receiver.state;
  const receiverUrl = receiver.url;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await tempDir('paytable-bench-deliveries-');
  const server = await startAndTime(
    'apps/api/dist/main.js',
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development', JOB_POLL_SECONDS: '1', ...env },
    `${base}/api/v1/health`,
    { timeoutMs: 180_000 },
  );
  try {
    const sofia = await request(base, 'POST', '/auth/login', { body: { usernameOrEmail: 'sofia.martinez@paytable.io', password: PASSWORD } });
    const priya = await request(base, 'POST', '/auth/login', { body: { usernameOrEmail: 'priya.shah@paytable.io', password: PASSWORD } });
    const aurora = (await request(base, 'GET', '/user/company-association', { token: sofia.token })).companyId;
    const swiftPay = (await request(base, 'GET', '/user/company-association', { token: priya.token })).companyId;
    await request(base, 'PUT', `/company-integrations/${aurora}/recipient-endpoint`, { token: sofia.token, body: { recipientEndpointUrl: receiverUrl } });
    receiver.state.secret = (await request(base, 'POST', `/company-integrations/${aurora}/regenerate-hmac`, { token: sofia.token })).newHmacSecret;
    // A rotation just happened: every delivery carries two signatures, the worst case for signing.
    const apiKey = (await request(base, 'POST', `/company-integrations/${swiftPay}/regenerate-api-key`, { token: priya.token })).apiKey;
    const partnership = (await request(base, 'GET', '/partnerships?status=ACTIVE', { token: priya.token })).content.find((each) => each.integrationType.integrationIdentifier === 'payments.gateway');

    const sentAt = new Map();
    let pgClient;
    if (databaseUrl) {
      const { default: pg } = await import('pg');
      pgClient = new pg.Client({ connectionString: databaseUrl });
      await pgClient.connect();
    }
    const usageBefore = pgClient ? await databaseUsage(pgClient) : undefined;
    const cpuBefore = await cpuSeconds(server.child.pid);
    const started = performance.now();
    let next = 0;
    const sender = async () => {
      while (next < DELIVERIES) {
        const i = next;
        next += 1;
        const at = performance.now();
        const delivery = await request(base, 'POST', '/integrations/events', {
          apiKey,
          body: { partnershipId: partnership.id, eventType: 'payment.deposit_completed', payload: { paymentId: `dep_${i}`, playerId: `player_${i % 500}`, amount: { amountMinor: 1_000 + i, currency: 'EUR' }, method: 'card' }, volume: { amountMinor: 1_000 + i, currency: 'EUR' } },
        });
        sentAt.set(delivery.id, at);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    const enqueuedIn = performance.now() - started;
    const deadline = performance.now() + 300_000;
    while (arrivals.size < DELIVERIES && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const finished = Math.max(...arrivals.values());
    // Late duplicates would show up within a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
    const usageAfter = pgClient ? await databaseUsage(pgClient) : undefined;
    await pgClient?.end();
    sequences.sort((a, b) => a - b);
    const gaps = sequences.filter((sequence, i) => i > 0 && sequence !== sequences[i - 1] + 1).length;
    if (arrivals.size !== DELIVERIES) failures.push(`${label}: ${DELIVERIES - arrivals.size} of ${DELIVERIES} deliveries never arrived`);
    if ([...arrivals.keys()].some((id) => !sentAt.has(id))) failures.push(`${label}: a delivery arrived that was not sent`);
    if (receiver.state.badSignatures > 0) failures.push(`${label}: ${receiver.state.badSignatures} deliveries failed signature verification`);
    if (receiver.state.duplicates > 0) failures.push(`${label}: ${receiver.state.duplicates} deliveries arrived twice`);
    if (gaps > 0) failures.push(`${label}: ${gaps} gaps or repeats in the partnership's sequence numbers`);
    const latencies = [...sentAt].filter(([id]) => arrivals.has(id)).map(([id, at]) => arrivals.get(id) - at).sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
    const databaseCpu = usageBefore && usageAfter ? `${fmt((backendCpuBetween(usageBefore, usageAfter) * 1000) / DELIVERIES, 2)} ms` : '-';
    // The bench's own reading transaction is the one extra.
    const transactions = usageBefore && usageAfter ? fmt((usageAfter.commits - usageBefore.commits - 1) / DELIVERIES, 2) : '-';
    return [label, fmt(arrivals.size), fmt(DELIVERIES / (enqueuedIn / 1000)), fmt(arrivals.size / ((finished - started) / 1000)), `${fmt(pct(0.5), 1)} ms`, `${fmt(pct(0.99), 1)} ms`, `${fmt((cpu * 1000) / DELIVERIES, 2)} ms`, databaseCpu, transactions, fmt(receiver.state.badSignatures), fmt(receiver.state.duplicates)];
  } finally {
    await server.stop();
    receiver.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const speed = machineSpeedProbe();
console.log(`node ${process.version}; ${fmt(DELIVERIES)} deliveries, ${SENDERS} concurrent senders; machine probe ${fmt(speed)} ms; load average ${await loadAverage()}\n`);
const rows = [['database', 'received', 'enqueued/s', 'delivered/s', 'p50 enqueue→received', 'p99', 'server CPU per delivery', 'database CPU per delivery', 'transactions per delivery', 'bad signatures', 'duplicates']];
const database = await freshPostgresDatabase('paytable_bench_deliveries');
if (database) {
  try {
    rows.push(await run('PostgreSQL', { DATABASE_URL: database.url }, database.url));
  } finally {
    await database.drop();
  }
} else console.log('no PostgreSQL at BENCH_POSTGRES_URL: PostgreSQL row skipped');
if (process.env.BENCH_PGLITE !== 'false') rows.push(await run('embedded (PGlite)', {}));
table(rows);
console.log(`\nload average after: ${await loadAverage()}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAILED ${failure}`);
  process.exitCode = 1;
}
