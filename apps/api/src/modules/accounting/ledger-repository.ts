import { AccountingMessage, type EntryType, type JournalEntry, type JournalEntryInput } from '@paytable/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { accountingPeriods, companies, journalEntries, journalLines, ledgerAccounts, type JournalEntryRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { checkDateWindow, checkNotBefore, type DateWindow } from './dates';

export type Executor = Db | Tx;

/** The accounts the books post to by themselves, by their `system_key` (seeded by 0037_accounting_ledger). */
export type SystemAccount =
  | 'cash'
  | 'receivables'
  | 'payables'
  | 'tax_payable'
  | 'customer_credit'
  | 'earnings_pending'
  | 'provider_payables'
  | 'retained_earnings'
  | 'revenue'
  | 'usage_revenue'
  | 'sales_returns'
  | 'fx_difference'
  | 'fx_gain'
  | 'fx_loss'
  | 'fx_revaluation'
  | 'expenses'
  | 'revenue_share'
  | 'bad_debt';

/** A line to post: an account (by id or system key), one side in minor units, its currency. */
export interface LineSpec {
  account: number | SystemAccount;
  debit?: number;
  credit?: number;
  currency: string;
  companyId?: number | null;
  description?: string | null;
}

export interface EntrySpec {
  type: EntryType;
  entryDate: string;
  description: string;
  companyId?: number | null;
  sourceType?: string;
  sourceId?: number;
  userId?: number | null;
  /** A reversal names the entry it mirrors and why. */
  reverses?: { entryId: number; reason: string };
  lines: LineSpec[];
  /** A date a person typed is held to the window around today; the books' own postings pass none. */
  window?: DateWindow;
}

const entryNotFound = () => notFound(AccountingMessage.entryNotFound);
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);
export const monthOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

async function accountIds(ex: Executor, lines: LineSpec[]): Promise<Map<number | SystemAccount, number>> {
  const keys = [...new Set(lines.flatMap((line) => (typeof line.account === 'string' ? [line.account] : [])))];
  const ids = [...new Set(lines.flatMap((line) => (typeof line.account === 'number' ? [line.account] : [])))];
  const found = new Map<number | SystemAccount, number>();
  if (keys.length > 0) {
    for (const row of await ex.select({ id: ledgerAccounts.id, key: ledgerAccounts.systemKey }).from(ledgerAccounts).where(inArray(ledgerAccounts.systemKey, keys))) {
      found.set(row.key as SystemAccount, row.id);
    }
  }
  if (ids.length > 0) {
    const rows = await ex.select({ id: ledgerAccounts.id, isActive: ledgerAccounts.isActive }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    for (const row of rows) {
      if (!row.isActive) throw conflict(AccountingMessage.accountInactive);
      found.set(row.id, row.id);
    }
  }
  for (const line of lines) if (!found.has(line.account)) throw badRequest(AccountingMessage.accountNotFound);
  return found;
}

/** Debits equal credits in each currency, every line one-sided and positive: what the database also enforces. */
export function assertBalanced(lines: readonly { debit?: number; credit?: number; currency: string }[]): void {
  const sums = new Map<string, bigint>();
  for (const line of lines) {
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!((debit > 0 && credit === 0) || (credit > 0 && debit === 0))) throw badRequest(AccountingMessage.lineSide);
    sums.set(line.currency, (sums.get(line.currency) ?? 0n) + BigInt(debit) - BigInt(credit));
  }
  if (lines.length < 2 || [...sums.values()].some((sum) => sum !== 0n)) throw badRequest(AccountingMessage.unbalanced);
}

export async function isPeriodClosed(ex: Executor, isoDate: string): Promise<boolean> {
  const rows = await ex.select({ month: accountingPeriods.month }).from(accountingPeriods).where(and(eq(accountingPeriods.month, monthOf(isoDate)), eq(accountingPeriods.status, 'CLOSED')));
  return rows.length > 0;
}

async function assertOpenPeriod(ex: Executor, isoDate: string) {
  if (await isPeriodClosed(ex, isoDate)) throw conflict(AccountingMessage.periodClosed);
}

async function insertLines(tx: Tx, entryId: number, lines: LineSpec[], companyId: number | null) {
  const ids = await accountIds(tx, lines);
  await tx.insert(journalLines).values(
    lines.map((line) => ({
      entryId,
      accountId: ids.get(line.account)!,
      debit: line.debit ?? 0,
      credit: line.credit ?? 0,
      currency: line.currency,
      companyId: line.companyId === undefined ? companyId : line.companyId,
      description: line.description ?? null,
    })),
  );
}

/** Writes an entry as a draft with its lines (drafts are what the database lets one change). */
export async function createDraftEntry(tx: Tx, spec: EntrySpec): Promise<number> {
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      type: spec.type,
      entryDate: spec.entryDate,
      description: spec.description,
      companyId: spec.companyId ?? null,
      sourceType: spec.sourceType ?? null,
      sourceId: spec.sourceId ?? null,
      createdByUserId: spec.userId ?? null,
      reversesEntryId: spec.reverses?.entryId ?? null,
      reversalReason: spec.reverses?.reason ?? null,
    })
    .returning({ id: journalEntries.id });
  await insertLines(tx, entry!.id, spec.lines, spec.companyId ?? null);
  return entry!.id;
}

async function markPosted(tx: Tx, entryId: number, userId: number | null | undefined) {
  await tx.update(journalEntries).set({ status: 'POSTED', postedAt: new Date(), postedByUserId: userId ?? null, updatedAt: new Date() }).where(eq(journalEntries.id, entryId));
}

/** Posts an entry the books make themselves (invoice, payment, …): balanced, in an open period, at once. */
export async function postEntry(tx: Tx, spec: EntrySpec): Promise<number> {
  assertBalanced(spec.lines);
  checkDateWindow(spec.entryDate, spec.window, 'The entry date');
  await assertOpenPeriod(tx, spec.entryDate);
  const id = await createDraftEntry(tx, spec);
  await markPosted(tx, id, spec.userId);
  return id;
}

async function lockEntry(tx: Tx, id: number): Promise<JournalEntryRow> {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id)).for('update');
  if (!row) throw entryNotFound();
  return row;
}

async function linesOf(ex: Executor, entryId: number) {
  return ex.select().from(journalLines).where(eq(journalLines.entryId, entryId)).orderBy(asc(journalLines.id));
}

const manualSpec = (input: JournalEntryInput, userId: number | null): EntrySpec => ({
  type: 'MANUAL',
  entryDate: input.entryDate,
  description: input.description,
  companyId: input.companyId ?? null,
  userId,
  lines: input.lines.map((line) => ({ account: line.accountId, debit: line.debit, credit: line.credit, currency: line.currency, description: line.description ?? null })),
});

export async function createManualDraft(tx: Tx, input: JournalEntryInput, userId: number | null, window?: DateWindow): Promise<number> {
  checkDateWindow(input.entryDate, window, 'The entry date');
  const spec = manualSpec(input, userId);
  // A draft may be incomplete, but each line must already be one-sided.
  for (const line of spec.lines) assertBalancedSide(line);
  return createDraftEntry(tx, spec);
}

function assertBalancedSide(line: LineSpec) {
  const debit = line.debit ?? 0;
  const credit = line.credit ?? 0;
  if (!((debit > 0 && credit === 0) || (credit > 0 && debit === 0))) throw badRequest(AccountingMessage.lineSide);
}

export async function updateManualDraft(tx: Tx, id: number, input: JournalEntryInput, userId: number, window?: DateWindow): Promise<void> {
  checkDateWindow(input.entryDate, window, 'The entry date');
  const entry = await lockEntry(tx, id);
  if (entry.status !== 'DRAFT') throw conflict(AccountingMessage.notDraft);
  const spec = manualSpec(input, userId);
  for (const line of spec.lines) assertBalancedSide(line);
  await tx.delete(journalLines).where(eq(journalLines.entryId, id));
  await tx.update(journalEntries).set({ entryDate: spec.entryDate, description: spec.description, companyId: spec.companyId ?? null, updatedAt: new Date() }).where(eq(journalEntries.id, id));
  await insertLines(tx, id, spec.lines, spec.companyId ?? null);
}

export async function deleteDraft(tx: Tx, id: number): Promise<void> {
  const entry = await lockEntry(tx, id);
  if (entry.status !== 'DRAFT') throw conflict(AccountingMessage.notDraft);
  await tx.delete(journalLines).where(eq(journalLines.entryId, id));
  await tx.delete(journalEntries).where(eq(journalEntries.id, id));
}

export async function postDraft(tx: Tx, id: number, userId: number, window?: DateWindow): Promise<void> {
  const entry = await lockEntry(tx, id);
  if (entry.status !== 'DRAFT') throw conflict(AccountingMessage.notDraft);
  checkDateWindow(entry.entryDate, window, 'The entry date');
  const lines = await linesOf(tx, id);
  assertBalanced(lines);
  const inactive = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(inArray(ledgerAccounts.id, lines.map((line) => line.accountId)), eq(ledgerAccounts.isActive, false)));
  if (inactive.length > 0) throw conflict(AccountingMessage.accountInactive);
  await assertOpenPeriod(tx, entry.entryDate);
  await markPosted(tx, id, userId);
}

/**
 * Reverses a posted entry with a new posted entry that mirrors its lines, dated `entryDate` (today by
 * default; a closed period's entry is corrected in an open one, never before the entry it reverses).
 * The original is marked REVERSED.
 */
export async function reverseEntry(tx: Tx, id: number, reason: string, userId: number | null, entryDate: string = todayIso(), window?: DateWindow): Promise<number> {
  const entry = await lockEntry(tx, id);
  if (entry.status === 'REVERSED') throw conflict(AccountingMessage.alreadyReversed);
  if (entry.status !== 'POSTED') throw conflict(AccountingMessage.notPosted);
  checkNotBefore(entryDate, String(entry.entryDate), 'The reversal date', 'the entry it reverses');
  const lines = await linesOf(tx, id);
  const reversalId = await postEntry(tx, {
    type: 'REVERSAL',
    entryDate,
    description: `Reversal of #${id}: ${reason}`,
    companyId: entry.companyId,
    sourceType: 'journal_entry',
    sourceId: id,
    userId,
    reverses: { entryId: id, reason },
    lines: lines.map((line) => ({ account: line.accountId, debit: line.credit, credit: line.debit, currency: line.currency, companyId: line.companyId, description: line.description })),
    window,
  });
  await tx.update(journalEntries).set({ status: 'REVERSED', reversedByEntryId: reversalId, updatedAt: new Date() }).where(eq(journalEntries.id, id));
  return reversalId;
}

// ---- reading -----------------------------------------------------------------------------------------

type EntryRow = {
  id: number;
  type: string;
  status: string;
  entry_date: string;
  description: string;
  company_id: number | null;
  company_name: string | null;
  reverses_entry_id: number | null;
  reversed_by_entry_id: number | null;
  reversal_reason: string | null;
  posted_at: string | Date | null;
  created_at: string | Date;
  amount: string | number;
  currency: string;
};

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Entries with their lines, in the order of `ids`. */
export async function entriesByIds(ex: Executor, ids: number[]): Promise<JournalEntry[]> {
  if (ids.length === 0) return [];
  const rows = await executeRows<EntryRow>(
    ex,
    sql`select e.id, e.type, e.status, e.entry_date::text as entry_date, e.description, e.company_id, c.name as company_name,
          e.reverses_entry_id, e.reversed_by_entry_id, e.reversal_reason, e.posted_at, e.created_at,
          coalesce((select sum(l.debit) from journal_lines l where l.entry_id = e.id), 0) as amount,
          coalesce((select min(l.currency) from journal_lines l where l.entry_id = e.id), '') as currency
        from journal_entries e left join companies c on c.id = e.company_id
        where e.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
  const lines = await ex
    .select({ line: journalLines, account: { id: ledgerAccounts.id, code: ledgerAccounts.code, name: ledgerAccounts.name, type: ledgerAccounts.type } })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(inArray(journalLines.entryId, ids))
    .orderBy(asc(journalLines.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        type: row.type as JournalEntry['type'],
        status: row.status as JournalEntry['status'],
        entryDate: row.entry_date,
        description: row.description,
        company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
        amount: Number(row.amount),
        currency: row.currency,
        reversesEntryId: row.reverses_entry_id,
        reversedByEntryId: row.reversed_by_entry_id,
        reversalReason: row.reversal_reason,
        postedAt: iso(row.posted_at),
        createdAt: iso(row.created_at)!,
        lines: lines
          .filter((each) => each.line.entryId === id)
          .map(({ line, account }) => ({ id: line.id, account: { ...account, type: account.type as JournalEntry['lines'][number]['account']['type'] }, debit: line.debit, credit: line.credit, currency: line.currency, description: line.description })),
      },
    ];
  });
}

export async function getEntry(ex: Executor, id: number): Promise<JournalEntry> {
  const [entry] = await entriesByIds(ex, [id]);
  if (!entry) throw entryNotFound();
  return entry;
}

/** Company names for display (the accounting module reads companies only for their name and existence). */
export async function companyName(ex: Executor, companyId: number): Promise<string | null> {
  const [row] = await ex.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}
