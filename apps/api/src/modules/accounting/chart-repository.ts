import { AccountingMessage, type LedgerAccount, type LedgerAccountInput } from '@paytable/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { journalLines, ledgerAccounts, type LedgerAccountRow } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import type { Executor } from './ledger-repository';

const toAccount = (row: LedgerAccountRow): LedgerAccount => ({ id: row.id, code: row.code, name: row.name, type: row.type as LedgerAccount['type'], isActive: row.isActive, systemKey: row.systemKey });
const accountNotFound = () => notFound(AccountingMessage.accountNotFound);

export async function listAccounts(ex: Executor, isActive?: boolean): Promise<LedgerAccount[]> {
  const rows = await ex.select().from(ledgerAccounts).where(isActive === undefined ? undefined : eq(ledgerAccounts.isActive, isActive)).orderBy(asc(ledgerAccounts.code));
  return rows.map(toAccount);
}

export async function getAccount(ex: Executor, id: number): Promise<LedgerAccount> {
  const [row] = await ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  if (!row) throw accountNotFound();
  return toAccount(row);
}

export async function createAccount(tx: Tx, input: LedgerAccountInput): Promise<LedgerAccount> {
  const [row] = await tx.insert(ledgerAccounts).values(input).returning().catch(conflictOnUniqueViolation(AccountingMessage.accountCodeTaken));
  return toAccount(row!);
}

/** Renames, recodes or (de)activates an account; a system account keeps its type (the books rely on it). */
export async function updateAccount(tx: Tx, id: number, input: LedgerAccountInput): Promise<LedgerAccount> {
  const [existing] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  if (!existing) throw accountNotFound();
  if (existing.systemKey !== null && (existing.type !== input.type || !input.isActive)) throw conflict('A system account keeps its type and stays active');
  const hasLines = (await tx.select({ id: journalLines.id }).from(journalLines).where(eq(journalLines.accountId, id)).limit(1)).length > 0;
  if (hasLines && existing.type !== input.type) throw conflict(AccountingMessage.accountInUse);
  const [row] = await tx.update(ledgerAccounts).set(input).where(eq(ledgerAccounts.id, id)).returning().catch(conflictOnUniqueViolation(AccountingMessage.accountCodeTaken));
  return toAccount(row!);
}

/** Only an account nothing was ever posted to can go; the others are deactivated. */
export async function deleteAccount(tx: Tx, id: number): Promise<void> {
  const [existing] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  if (!existing) throw accountNotFound();
  if (existing.systemKey !== null) throw conflict('A system account cannot be deleted');
  const used = await tx.select({ id: journalLines.id }).from(journalLines).where(eq(journalLines.accountId, id)).limit(1);
  if (used.length > 0) throw conflict(AccountingMessage.accountInUse);
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.id, id));
}
