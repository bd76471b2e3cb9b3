// Accounting benchmark: the trial balance over 1,000,000 journal lines (target < 500 ms) and an invoice
// PDF (target < 200 ms), through the API as a finance admin calls them. Run: npm run bench -- accounting.
// For PostgreSQL (BENCH_POSTGRES_URL; first, when one answers) and embedded PGlite: starts the server once
// to migrate and create the superuser, seeds 500,000 posted two-line entries over a year in SQL (the
// ledger's triggers are bypassed for the bulk load with session_replication_role = replica: every seeded
// entry balances by construction), settles (VACUUM ANALYZE, CHECKPOINT), then times POST /accounting/reports
// (TRIAL_BALANCE, a year) and GET /accounting/invoices/{id}/pdf (a 20-line invoice). Then, on the same lines
// in the same run, the trial balance's statement itself twice, alternating: as it was before the realised
// exchange gain and loss accounts (commit a7395a8) and as reports-repository.ts writes it today, so a change
// of the statement shows as two figures side by side. Prints figures; asserts nothing.
import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import { fmt, freePort, freshPostgresDatabase, repoRoot, signIn, startAndTime, table, tempDir } from './lib.mjs';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 50);
const main = path.join(repoRoot, 'apps/api/dist/main.js');
const ADMIN = { email: 'bench-finance@paytable.test', password: 'Bench-finance-2024' };

// Two lines per entry across six accounts and three currencies, spread over 365 days; every entry balances.
const SEED_SQL = `
set session_replication_role = replica;
insert into companies (name, status) select 'Bench Company ' || g, 'ACTIVE' from generate_series(1, 200) g;
insert into journal_entries (type, status, entry_date, description, company_id, posted_at)
select 'MANUAL', 'POSTED', date '2025-01-01' + (g % 365), 'Bench entry ' || g, (select min(id) from companies) + g % 200, now()
from generate_series(1, ${ENTRIES}) g;
insert into journal_lines (entry_id, account_id, debit, credit, currency, company_id)
select e.id, a.debit_account, e.amount, 0, e.currency, e.company_id from (
  select id, company_id, 1000 + (id % 997) * 13 as amount, (array['EUR','USD','GBP'])[1 + id % 3] as currency from journal_entries) e
  cross join lateral (select (select id from ledger_accounts where system_key = (array['cash','receivables','expenses'])[1 + e.id % 3]) as debit_account) a;
insert into journal_lines (entry_id, account_id, debit, credit, currency, company_id)
select e.id, a.credit_account, 0, e.amount, e.currency, e.company_id from (
  select id, company_id, 1000 + (id % 997) * 13 as amount, (array['EUR','USD','GBP'])[1 + id % 3] as currency from journal_entries) e
  cross join lateral (select (select id from ledger_accounts where system_key = (array['revenue','usage_revenue','payables'])[1 + e.id % 3]) as credit_account) a;
set session_replication_role = origin;
`;

// The per-currency trial balance statement (reports-repository.ts, balances() without convertTo), with the
// range and the account types as parameters. BEFORE is the text at a7395a8, the last commit before the realised
// exchange gain and loss accounts; NOW is today's, checked against the repository file so it cannot drift.
const TRIAL_BALANCE_BEFORE = `select a.id as account_id, a.code, a.name, a.type, t.currency, t.debit::text as debit, t.credit::text as credit
          from (select l.account_id, l.currency, sum(l.debit) as debit, sum(l.credit) as credit
                from journal_lines l join journal_entries e on e.id = l.entry_id
                where e.status <> 'DRAFT' and e.entry_date between $1::date and $2::date
                group by l.account_id, l.currency) t
          join ledger_accounts a on a.id = t.account_id
          where a.type in ($3, $4, $5, $6, $7)
          order by t.currency, a.code`;
const TRIAL_BALANCE_NOW = `select a.id as account_id, a.code, a.name, a.type, t.currency, t.debit::text as debit, t.credit::text as credit
          from (select l.account_id, l.currency, sum(l.debit) as debit, sum(l.credit) as credit
                from journal_lines l join journal_entries e on e.id = l.entry_id
                where e.status <> 'DRAFT' and e.entry_date between $1::date and $2::date
                group by l.account_id, l.currency) t
          join ledger_accounts a on a.id = t.account_id
          where a.type in ($3, $4, $5, $6, $7)
          order by t.currency, a.code`;
const TRIAL_BALANCE_PARAMS = ['2025-01-01', '2025-12-31', 'ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'];

/** NOW with its parameters put back as the repository writes them (drizzle's sql template), whitespace folded. */
function assertNowMatchesRepository() {
  const fold = (text) => text.replace(/\s+/g, ' ').trim();
  const asWritten = TRIAL_BALANCE_NOW.replace('e.entry_date between $1::date and $2::date', '${range}').replace('($3, $4, $5, $6, $7)', '(${typeList})');
  const repository = readFileSync(path.join(repoRoot, 'apps/api/src/modules/accounting/reports-repository.ts'), 'utf8');
  if (!fold(repository).includes(fold(asWritten))) throw new Error('TRIAL_BALANCE_NOW differs from reports-repository.ts: copy the statement again');
}

/** Both statements, alternating run by run over the same lines, so the machine's load falls on both alike. */
async function timeStatements(sql, runs) {
  for (const text of [TRIAL_BALANCE_BEFORE, TRIAL_BALANCE_NOW]) await sql.query(text, TRIAL_BALANCE_PARAMS); // warm-up
  const times = { before: [], now: [] };
  for (let i = 0; i < runs; i++) {
    for (const [key, text] of i % 2 === 0 ? [['before', TRIAL_BALANCE_BEFORE], ['now', TRIAL_BALANCE_NOW]] : [['now', TRIAL_BALANCE_NOW], ['before', TRIAL_BALANCE_BEFORE]]) {
      const started = performance.now();
      await sql.query(text, TRIAL_BALANCE_PARAMS);
      times[key].push(performance.now() - started);
    }
  }
  const summary = (list) => {
    list.sort((a, b) => a - b);
    const at = (p) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];
    return { p50: at(50), p95: at(95), max: list[list.length - 1] };
  };
  return { before: summary(times.before), now: summary(times.now) };
}

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
  return { base, server };
}

async function call(base, method, url, token, body) {
  // A JSON content type only with a body: the API refuses an empty JSON body.
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${base}/api/v1${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function timeRuns(runs, work) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { p50: at(50), p95: at(95), max: times[times.length - 1] };
}

async function run(kind, env, openSql) {
  let started = await startServer(env);
  await started.server.stop();
  const sql = await openSql();
  const seedStarted = performance.now();
  await sql.exec(SEED_SQL);
  await sql.exec('vacuum analyze');
  await sql.exec('checkpoint');
  const [{ lineCount }] = await sql.query(`select count(*)::int as "lineCount" from journal_lines`);
  // The invoice's customer, read here: the seeded companies bypassed the triggers that list them.
  const [company] = await sql.query(`select min(id) as id from companies where name like 'Bench Company %'`);
  const statements = await timeStatements(sql, RUNS);
  await sql.close();
  console.log(`\n## ${kind}: ${fmt(lineCount)} journal lines seeded in SQL in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, then VACUUM ANALYZE + CHECKPOINT`);

  started = await startServer(env);
  try {
    const { token } = await signIn(started.base, { usernameOrEmail: ADMIN.email, password: ADMIN.password });
    const report = { type: 'TRIAL_BALANCE', startDate: '2025-01-01', endDate: '2025-12-31' };
    await call(started.base, 'POST', '/accounting/reports', token, report); // warm-up
    const trial = await timeRuns(RUNS, async () => {
      const body = await (await call(started.base, 'POST', '/accounting/reports', token, report)).json();
      if (body.data.sections.some((section) => section.totals.balance !== 0)) throw new Error('trial balance does not balance');
    });

    const lines = Array.from({ length: 20 }, (_, i) => ({ description: `Service line ${i + 1} — integration usage and support`, quantity: 1 + i, unitPrice: 12_500 + i * 100, taxRateBasisPoints: 1800 }));
    const invoice = await (await call(started.base, 'POST', '/accounting/invoices', token, { companyId: company.id, currency: 'EUR', issueDate: '2026-01-05', dueDate: '2026-02-04', billingEmail: 'ap@bench.example', lines })).json();
    if (!invoice.success) throw new Error(`creating the invoice: ${JSON.stringify(invoice)}`);
    await call(started.base, 'POST', `/accounting/invoices/${invoice.data.id}/issue`, token);
    await call(started.base, 'GET', `/accounting/invoices/${invoice.data.id}/pdf`, token); // warm-up
    const pdf = await timeRuns(PDF_RUNS, async () => {
      const res = await call(started.base, 'GET', `/accounting/invoices/${invoice.data.id}/pdf`, token);
      await res.arrayBuffer();
    });
    console.log(`load average ${fmt(os.loadavg()[0], 2)}; targets: trial balance < 500 ms, PDF < 200 ms\n`);
    table([
      ['request', 'runs', 'p50', 'p95', 'max'],
      [`POST /accounting/reports TRIAL_BALANCE (${fmt(lineCount)} lines)`, String(RUNS), `${fmt(trial.p50, 1)} ms`, `${fmt(trial.p95, 1)} ms`, `${fmt(trial.max, 1)} ms`],
      ['GET /accounting/invoices/{id}/pdf (20 lines)', String(PDF_RUNS), `${fmt(pdf.p50, 1)} ms`, `${fmt(pdf.p95, 1)} ms`, `${fmt(pdf.max, 1)} ms`],
      ['trial balance statement before (a7395a8), SQL only', String(RUNS), `${fmt(statements.before.p50, 1)} ms`, `${fmt(statements.before.p95, 1)} ms`, `${fmt(statements.before.max, 1)} ms`],
      ['trial balance statement now, SQL only', String(RUNS), `${fmt(statements.now.p50, 1)} ms`, `${fmt(statements.now.p95, 1)} ms`, `${fmt(statements.now.max, 1)} ms`],
    ]);
  } finally {
    await started.server.stop();
  }
}

assertNowMatchesRepository();
console.log('\n# Accounting benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);

const database = await freshPostgresDatabase('paytable_bench_accounting');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
} else {
  const pgDataDir = await tempDir('paytable-bench-accounting-pg-');
  try {
    await run('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: database.url }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return { exec: (text) => client.query(text), query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
    });
  } finally {
    await database.drop();
    await fs.rm(pgDataDir, { recursive: true, force: true });
  }
}

const dataDir = await tempDir('paytable-bench-accounting-');
try {
  if (process.env.BENCH_PGLITE !== 'false') {
    await run('embedded PGlite', { DATA_DIR: dataDir }, async () => {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
      return { exec: (text) => db.exec(text), query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
    });
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
