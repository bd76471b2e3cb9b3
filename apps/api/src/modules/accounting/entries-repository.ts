import type { AccountingPeriod, EntriesQuery, EntryFilters, JournalEntry, Page } from '@paytable/contracts';
import { AccountingMessage } from '@paytable/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { accountingPeriods } from '../../db/schema/index';
import { conflict } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { entriesByIds, monthOf, type Executor } from './ledger-repository';

/**
 * The entry filters of seed 001 §3 as one WHERE clause. An entry's amount is the sum of its debits; its
 * currency is any of its lines' currencies; search looks in the description, the company name and the id.
 */
export function entryConditions(filters: EntryFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.type) parts.push(sql`e.type = ${filters.type}`);
  if (filters.status) parts.push(sql`e.status = ${filters.status}`);
  if (filters.companyId) parts.push(sql`e.company_id = ${filters.companyId}`);
  if (filters.startDate) parts.push(sql`e.entry_date >= ${filters.startDate}::date`);
  if (filters.endDate) parts.push(sql`e.entry_date <= ${filters.endDate}::date`);
  if (filters.currency) parts.push(sql`exists (select 1 from journal_lines l where l.entry_id = e.id and l.currency = ${filters.currency})`);
  if (filters.minAmount !== undefined || filters.maxAmount !== undefined) {
    const amount = sql`(select coalesce(sum(l.debit), 0) from journal_lines l where l.entry_id = e.id)`;
    if (filters.minAmount !== undefined) parts.push(sql`${amount} >= ${filters.minAmount}`);
    if (filters.maxAmount !== undefined) parts.push(sql`${amount} <= ${filters.maxAmount}`);
  }
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    parts.push(sql`(e.description ilike ${pattern} or e.id::text = ${filters.search} or exists (select 1 from companies c where c.id = e.company_id and c.name ilike ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of entries, newest first. */
export async function listEntries(ex: Executor, query: EntriesQuery): Promise<Page<JournalEntry>> {
  const where = entryConditions(query);
  const [count] = await executeRows<{ n: number }>(ex, sql`select count(*)::int as n from journal_entries e where ${where}`);
  const ids = await executeRows<{ id: number }>(ex, sql`select e.id from journal_entries e where ${where} order by e.entry_date desc, e.id desc limit ${query.size} offset ${pageOffset(query)}`);
  return toPage(await entriesByIds(ex, ids.map((row) => row.id)), count?.n ?? 0, query);
}

/** Every entry the filters match, oldest first, for the exports (capped so an export stays one response). */
export async function allEntries(ex: Executor, filters: EntryFilters, limit = 50_000): Promise<JournalEntry[]> {
  const ids = await executeRows<{ id: number }>(ex, sql`select e.id from journal_entries e where ${entryConditions(filters)} order by e.entry_date, e.id limit ${limit}`);
  const result: JournalEntry[] = [];
  for (let index = 0; index < ids.length; index += 1000) result.push(...(await entriesByIds(ex, ids.slice(index, index + 1000).map((row) => row.id))));
  return result;
}

// ---- periods -----------------------------------------------------------------------------------------

/** The months that have postings or are closed, newest first, with their state. */
export async function listPeriods(ex: Executor): Promise<AccountingPeriod[]> {
  const rows = await executeRows<{ month: string; status: string; closed_at: string | null }>(
    ex,
    sql`select m.month::text as month, coalesce(p.status, 'OPEN') as status, p.closed_at
        from (select distinct date_trunc('month', entry_date)::date as month from journal_entries
              union select month from accounting_periods
              union select date_trunc('month', current_date)::date) m
        left join accounting_periods p on p.month = m.month
        order by m.month desc limit 36`,
  );
  return rows.map((row) => ({ month: row.month.slice(0, 7), status: row.status as 'OPEN' | 'CLOSED', closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString() }));
}

/** Closes a month: postings dated inside it are refused from now on (the database checks it too). */
export async function closePeriod(tx: Tx, month: string, userId: number | null): Promise<void> {
  const inserted = await tx
    .insert(accountingPeriods)
    .values({ month: monthOf(`${month}-01`), status: 'CLOSED', closedByUserId: userId })
    .onConflictDoNothing()
    .returning({ month: accountingPeriods.month });
  if (inserted.length === 0) throw conflict(AccountingMessage.periodAlreadyClosed);
}
