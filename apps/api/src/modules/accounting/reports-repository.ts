import type { AccountingReport, AccountingSummary, AccountType, AgingReport, BucketAmounts, ReportRequest } from '@paytable/contracts';
import { AccountingMessage } from '@paytable/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows } from '../../db/raw-rows';
import { badRequest } from '../../platform/errors';
import { todayIso, type Executor } from './ledger-repository';
import { baseCurrency, rateOn } from './currencies-repository';

type Row = { account_id: number; code: string; name: string; type: string; currency: string; debit: string; credit: string };

/**
 * Sums of posted lines per account and currency between two dates. With `convertTo`, each line is
 * converted at the rate of its entry's date (the latest rate on or before it; the base currency is 1),
 * and every currency lands in one section.
 */
async function balances(ex: Executor, startDate: string | undefined, endDate: string, types: readonly AccountType[], convertTo: string | undefined): Promise<Row[]> {
  const range: SQL = startDate === undefined ? sql`e.entry_date <= ${endDate}::date` : sql`e.entry_date between ${startDate}::date and ${endDate}::date`;
  const typeList = sql.join(types.map((type) => sql`${type}`), sql`, `);
  if (convertTo === undefined) {
    return executeRows<Row>(
      ex,
      sql`select a.id as account_id, a.code, a.name, a.type, t.currency, t.debit::text as debit, t.credit::text as credit
          from (select l.account_id, l.currency, sum(l.debit) as debit, sum(l.credit) as credit
                from journal_lines l join journal_entries e on e.id = l.entry_id
                where e.status <> 'DRAFT' and ${range}
                group by l.account_id, l.currency) t
          join ledger_accounts a on a.id = t.account_id
          where a.type in (${typeList})
          order by t.currency, a.code`,
    );
  }
  const base = await baseCurrency(ex);
  const rate = (currency: SQL) =>
    sql`(case when ${currency} = ${base} then 1 else (select r.rate from exchange_rates r where r.currency = ${currency} and r.effective_date <= t.entry_date order by r.effective_date desc limit 1) end)`;
  const rows = await executeRows<Row & { missing: number }>(
    ex,
    sql`select a.id as account_id, a.code, a.name, a.type, ${convertTo}::text as currency,
          round(sum(t.debit * ${rate(sql`t.currency`)} / ${rate(sql`${convertTo}::text`)}))::text as debit,
          round(sum(t.credit * ${rate(sql`t.currency`)} / ${rate(sql`${convertTo}::text`)}))::text as credit,
          count(*) filter (where ${rate(sql`t.currency`)} is null or ${rate(sql`${convertTo}::text`)} is null)::int as missing
        from (select l.account_id, l.currency, e.entry_date, sum(l.debit) as debit, sum(l.credit) as credit
              from journal_lines l join journal_entries e on e.id = l.entry_id
              where e.status <> 'DRAFT' and ${range}
              group by l.account_id, l.currency, e.entry_date) t
        join ledger_accounts a on a.id = t.account_id
        where a.type in (${typeList})
        group by a.id, a.code, a.name, a.type
        order by a.code`,
  );
  if (rows.some((row) => row.missing > 0)) throw badRequest(AccountingMessage.noRate);
  return rows;
}

function sections(rows: Row[], signed: (type: AccountType, debit: number, credit: number) => number): AccountingReport['sections'] {
  const byCurrency = new Map<string, AccountingReport['sections'][number]>();
  for (const row of rows) {
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    const type = row.type as AccountType;
    const section = byCurrency.get(row.currency) ?? { currency: row.currency, rows: [], totals: { debit: 0, credit: 0, balance: 0 } };
    const balance = signed(type, debit, credit);
    section.rows.push({ accountId: row.account_id, code: row.code, name: row.name, type, debit, credit, balance });
    section.totals.debit += debit;
    section.totals.credit += credit;
    section.totals.balance += balance;
    byCurrency.set(row.currency, section);
  }
  return [...byCurrency.values()];
}

export async function buildReport(ex: Executor, request: ReportRequest): Promise<AccountingReport> {
  const head = { type: request.type, startDate: request.startDate ?? null, endDate: request.endDate, convertedTo: request.convertTo ?? null };
  switch (request.type) {
    case 'TRIAL_BALANCE': {
      // Debit minus credit per account: each currency's total is zero when the books balance.
      const rows = await balances(ex, request.startDate, request.endDate, ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'], request.convertTo);
      return { ...head, sections: sections(rows, (_type, debit, credit) => debit - credit) };
    }
    case 'PROFIT_AND_LOSS': {
      // Income positive on its credit side, expenses negative: the total is the profit.
      const rows = await balances(ex, request.startDate, request.endDate, ['INCOME', 'EXPENSE'], request.convertTo);
      return { ...head, sections: sections(rows, (_type, debit, credit) => credit - debit) };
    }
    case 'BALANCE_SHEET': {
      // As of the end date from the first posting: assets positive, liabilities and equity negative, and the
      // year's result as equity, so each currency's total is zero.
      const rows = await balances(ex, undefined, request.endDate, ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'], request.convertTo);
      const result = new Map<string, { debit: number; credit: number }>();
      const kept = rows.filter((row) => {
        if (row.type !== 'INCOME' && row.type !== 'EXPENSE') return true;
        const sum = result.get(row.currency) ?? { debit: 0, credit: 0 };
        sum.debit += Number(row.debit);
        sum.credit += Number(row.credit);
        result.set(row.currency, sum);
        return false;
      });
      for (const [currency, sum] of result) kept.push({ account_id: 0, code: '—', name: 'Current result', type: 'EQUITY', currency, debit: String(sum.debit), credit: String(sum.credit) });
      return { ...head, startDate: null, sections: sections(kept, (_type, debit, credit) => debit - credit) };
    }
  }
}

/** Income, expenses (in the range), receivables and payables (at its end) per currency, and invoice counts. */
export async function summary(ex: Executor, query: { startDate?: string; endDate?: string }, today = todayIso()): Promise<AccountingSummary> {
  const end = query.endDate ?? today;
  const start = query.startDate ?? '0001-01-01';
  const rows = await executeRows<{ currency: string; income: string; expenses: string; receivables: string; payables: string }>(
    ex,
    sql`select l.currency,
          coalesce(sum(l.credit - l.debit) filter (where a.type = 'INCOME' and e.entry_date >= ${start}::date), 0)::text as income,
          coalesce(sum(l.debit - l.credit) filter (where a.type = 'EXPENSE' and e.entry_date >= ${start}::date), 0)::text as expenses,
          coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'receivables'), 0)::text as receivables,
          coalesce(sum(l.credit - l.debit) filter (where a.system_key in ('payables', 'provider_payables', 'earnings_pending')), 0)::text as payables
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where e.status <> 'DRAFT' and e.entry_date <= ${end}::date
        group by l.currency order by l.currency`,
  );
  const [counts] = await executeRows<{ open: number; overdue: number }>(
    ex,
    sql`select count(*)::int as open, count(*) filter (where due_date < ${today}::date)::int as overdue
        from invoices where state = 'ISSUED' and paid_total + credited_total < total`,
  );
  return {
    currencies: rows.map((row) => ({ currency: row.currency, income: Number(row.income), expenses: Number(row.expenses), receivables: Number(row.receivables), payables: Number(row.payables) })),
    openInvoices: counts?.open ?? 0,
    overdueInvoices: counts?.overdue ?? 0,
  };
}

const emptyBuckets = (): BucketAmounts => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 });

export function bucketOf(daysOverdue: number): Exclude<keyof BucketAmounts, 'total'> {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'days1to30';
  if (daysOverdue <= 60) return 'days31to60';
  if (daysOverdue <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Open balances of issued invoices as of a date (payments and credits after it do not count), by company
 * and currency in the five buckets of days past due, and converted to the base currency at that date's rate.
 */
export async function aging(ex: Executor, query: { asOfDate?: string; companyId?: number; baseCurrency?: string }, today = todayIso()): Promise<AgingReport> {
  const asOf = query.asOfDate ?? today;
  const base = query.baseCurrency ?? (await baseCurrency(ex));
  const rows = await executeRows<{ company_id: number; company_name: string; currency: string; open: string; days: number }>(
    ex,
    sql`select i.company_id, c.name as company_name, i.currency, (${asOf}::date - i.due_date) as days,
          (i.total
            - coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = i.id and p.paid_on <= ${asOf}::date), 0)
            - coalesce((select sum(a.amount) from credit_note_applications a where a.invoice_id = i.id and a.applied_on <= ${asOf}::date), 0))::text as open
        from invoices i join companies c on c.id = i.company_id
        where (i.state = 'ISSUED' or (i.state = 'VOID' and i.voided_at::date > ${asOf}::date)) and i.issue_date <= ${asOf}::date
          ${query.companyId === undefined ? sql`` : sql`and i.company_id = ${query.companyId}`}
        order by c.name, i.currency`,
  );
  const grouped = new Map<string, AgingReport['rows'][number]>();
  for (const row of rows) {
    const open = Number(row.open);
    if (open <= 0) continue;
    const key = `${row.company_id}:${row.currency}`;
    const entry = grouped.get(key) ?? { company: { id: row.company_id, name: row.company_name }, currency: row.currency, buckets: emptyBuckets() };
    entry.buckets[bucketOf(row.days)] += open;
    entry.buckets.total += open;
    grouped.set(key, entry);
  }
  const totalInBase = emptyBuckets();
  const unconverted = new Set<string>();
  const baseRate = await rateOn(ex, base, asOf);
  for (const entry of grouped.values()) {
    const rate = await rateOn(ex, entry.currency, asOf);
    if (rate === null || baseRate === null) {
      unconverted.add(entry.currency);
      continue;
    }
    for (const bucket of Object.keys(totalInBase) as (keyof BucketAmounts)[]) totalInBase[bucket] += convertMinor(entry.buckets[bucket], rate, baseRate);
  }
  return { asOfDate: asOf, baseCurrency: base, rows: [...grouped.values()], totalInBase, unconverted: [...unconverted] };
}

/**
 * Converts minor units between two currencies given each one's rate to the base currency, as decimal
 * strings scaled to integers (no floats touch the amount), rounded half up.
 */
export function convertMinor(amount: number, fromRate: string, toRate: string): number {
  const scale = (rate: string) => {
    const [whole, fraction = ''] = rate.split('.');
    return BigInt(`${whole}${fraction.padEnd(10, '0').slice(0, 10)}`);
  };
  const numerator = BigInt(amount) * scale(fromRate);
  const denominator = scale(toRate);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
