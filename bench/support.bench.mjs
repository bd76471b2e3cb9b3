// Support benchmark: the support staff's ticket list at 100,000 tickets (target: three filters, p95 < 20 ms
// at 10 concurrent clients). Run: npm run bench -- support. On PostgreSQL (BENCH_POSTGRES_URL, default the
// local one; skipped when none answers): starts the server once to migrate, seeds 2,000 requesters, 300
// companies and 100,000 tickets in SQL (statuses, priorities, categories and assignees spread like a
// year of a busy desk), settles (VACUUM ANALYZE), signs in a support admin and requests desk pages with 10
// keep-alive clients, each after 300 unmeasured requests. Prints figures; asserts nothing.
import os from 'node:os';
import fs from 'node:fs/promises';
import pg from 'pg';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, startAndTime, table, tempDir, timed, signIn } from './lib.mjs';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const WARM_UP = 300;

const SEED_SQL = `
insert into companies (name, status, verified) select 'Bench Company ' || g, 'ACTIVE', false from generate_series(1, 300) g;
insert into users (email, username, password_hash, first_name, last_name, user_type)
  select 'requester' || g || '@example.com', 'requester' || g, 'x', 'Requester', 'No ' || g, 'user' from generate_series(1, 2000) g;
insert into users (email, username, password_hash, first_name, last_name, user_type)
  select 'agent' || g || '@example.com', 'agent' || g, 'x', 'Agent', 'No ' || g, 'support_admin' from generate_series(1, 8) g;
insert into support_tickets (requester_id, company_id, title, subject, description, priority, category, status, tags, assignee_id,
  sla_elapsed_minutes, sla_running_since, first_response_minutes, resolution_minutes, first_response_due_at, resolution_due_at,
  message_count, first_responded_at, resolved_at, closed_at, last_activity_at, created_at, updated_at)
select r.id, c.id, 'Ticket ' || g || ': ' || (array['Payout delayed','Login fails','API key rejected','Game tile upload','Invoice question','Webhook timeout'])[1 + g % 6],
  '', 'Bench ticket description ' || g,
  (array['low','medium','medium','high','urgent'])[1 + g % 5],
  (array['account','billing','technical','integration','marketplace','compliance','other'])[1 + (g / 5) % 7],
  (array['new','open','open','pending_customer','pending_third_party','resolved','closed','closed','closed','closed'])[1 + (g / 3) % 10],
  array['bench'], case when g % 6 = 0 then null else a.id end,
  g % 600, case when (g / 3) % 10 in (0, 1, 2) then now() - (g % 600) * interval '1 minute' end,
  case when (g / 3) % 10 > 0 then g % 240 end, case when (g / 3) % 10 > 4 then g % 2400 end,
  case when (g / 3) % 10 = 0 then now() + (g % 480 - 60) * interval '1 minute' end,
  case when (g / 3) % 10 in (0, 1, 2) then now() + (g % 2400 - 300) * interval '1 minute' end,
  g % 7, case when (g / 3) % 10 > 0 then now() - (g % 365) * interval '1 day' + interval '2 hours' end,
  case when (g / 3) % 10 > 4 then now() - (g % 365) * interval '1 day' + interval '1 day' end,
  case when (g / 3) % 10 > 5 then now() - (g % 365) * interval '1 day' + interval '8 days' end,
  now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', now()
from generate_series(1, ${TICKETS}) g
join users r on r.email = 'requester' || (1 + g % 2000) || '@example.com'
join companies c on c.name = 'Bench Company ' || (1 + g % 300)
join users a on a.email = 'agent' || (1 + g % 8) || '@example.com';
`;

console.log('\n# Support desk benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);
const database = await freshPostgresDatabase('paytable_bench_support');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
  process.exit(0);
}
const dataDir = await tempDir('paytable-bench-support-');
const admin = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: database.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', AUTH_RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development' };
const start = () => startAndTime('apps/api/dist/main.js', env, `${base}/api/v1/health`, { timeoutMs: 180_000 });

try {
  (await start()).stop();
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const seedStarted = performance.now();
  await sql.query(SEED_SQL);
  await sql.query('vacuum analyze');
  await sql.end();
  console.log(`\n${fmt(TICKETS)} tickets seeded in SQL in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, then VACUUM ANALYZE`);

  const server = await start();
  try {
    const data = await signIn(base, { usernameOrEmail: admin.email, password: admin.password });
    const headers = { authorization: `Bearer ${data.token}` };
    const urls = [
      ['status + priority + category (newest first)', '/api/v1/support/tickets?status=open&priority=high&category=technical'],
      ['status + assignee + category, page 3', '/api/v1/support/tickets?status=closed&assigneeId=' + 'AGENT' + '&category=billing&page=3'],
      ['no filter, newest first', '/api/v1/support/tickets'],
      ['escalated + priority + SLA due soonest', '/api/v1/support/tickets?escalated=false&priority=urgent&status=new&sort=slaDue'],
    ];
    const agents = await (await fetch(`${base}/api/v1/support/agents`, { headers })).json();
    const agentId = agents.data.find((agent) => agent.email === 'agent1@example.com')?.id ?? 1;
    const client = keepAliveClient(CLIENTS, { headers });
    const get = (url) => client.get(`${base}${url.replace('AGENT', String(agentId))}`);
    await timed(WARM_UP, CLIENTS, (i) => get(urls[i % urls.length][1]));
    const rows = [['GET /support/tickets …', 'req/s', 'p50', 'p95', 'p99']];
    for (const [label, url] of urls) {
      const r = await timed(REQUESTS, CLIENTS, () => get(url));
      rows.push([label, fmt(r.perSecond), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`]);
    }
    console.log(`${REQUESTS} requests a row, ${CLIENTS} concurrent clients, after ${WARM_UP} unmeasured requests; load average ${fmt(os.loadavg()[0], 2)}; target p95 < 20 ms\n`);
    table(rows);
    client.close();
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
