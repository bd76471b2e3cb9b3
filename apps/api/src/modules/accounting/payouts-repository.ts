import { AccountingMessage, formatMoney, payoutAboveAvailableMessage, type Payout, type PayoutInput } from '@paytable/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { providerPayouts } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { checkDateWindow, type DateWindow } from './dates';
import { postEntry, type Executor } from './ledger-repository';

/**
 * What a provider has available in a currency: the balance of "provider earnings payable" for the
 * company (made available by its consumers' payments, less what was paid out). A payout may take neither
 * more than the balance on its own date nor more than the balance over all dates, so a back-dated payout
 * never draws on earnings that became available after it, and never on what a later payout already took.
 */
async function availableFor(ex: Executor, companyId: number, currency: string, paidOn: string): Promise<number> {
  const [row] = await executeRows<{ on_date: string | null; overall: string | null }>(
    ex,
    sql`select sum(l.credit - l.debit) filter (where e.entry_date <= ${paidOn})::text as on_date, sum(l.credit - l.debit)::text as overall
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where l.company_id = ${companyId} and l.currency = ${currency} and e.status <> 'DRAFT' and a.system_key = 'provider_payables'`,
  );
  return Math.max(0, Math.min(Number(row?.on_date ?? 0), Number(row?.overall ?? 0)));
}

/**
 * Records a payout to a provider: provider earnings payable against cash for the company, and the
 * payout row pointing at that entry (the entry's `source_type` is `provider_payout`), in the caller's
 * transaction. More than is available answers 409 with the amount available. The company row is locked
 * first, so two payouts to the same provider at once are checked one after the other.
 */
export async function recordPayout(tx: Tx, input: PayoutInput, userId: number | null, window?: DateWindow): Promise<number> {
  checkDateWindow(input.paidOn, window, 'The payout date');
  const [company] = await executeRows<{ id: number; name: string }>(tx, sql`select id, name from companies where id = ${input.companyId} for update`);
  if (company === undefined) throw notFound(AccountingMessage.companyNotFound);
  const available = await availableFor(tx, input.companyId, input.currency, input.paidOn);
  if (input.amount > available) throw conflict(payoutAboveAvailableMessage(formatMoney(available, input.currency)));
  const journalEntryId = await postEntry(tx, {
    type: 'PAYOUT',
    entryDate: input.paidOn,
    description: `Payout of earnings to ${company.name} (${input.reference})`,
    companyId: input.companyId,
    sourceType: 'provider_payout',
    userId,
    lines: [
      { account: 'provider_payables', debit: input.amount, currency: input.currency },
      { account: 'cash', credit: input.amount, currency: input.currency },
    ],
  });
  const [payout] = await tx
    .insert(providerPayouts)
    .values({ companyId: input.companyId, amount: input.amount, currency: input.currency, paidOn: input.paidOn, reference: input.reference, journalEntryId, createdByUserId: userId })
    .returning({ id: providerPayouts.id });
  return payout!.id;
}

/** Payouts, newest first: every provider's, or one company's. */
export async function listPayouts(ex: Executor, filter: { companyId?: number; id?: number } = {}): Promise<Payout[]> {
  const rows = await ex
    .select({ payout: providerPayouts, companyName: sql<string>`(select name from companies c where c.id = ${providerPayouts.companyId})` })
    .from(providerPayouts)
    .where(and(filter.companyId === undefined ? undefined : eq(providerPayouts.companyId, filter.companyId), filter.id === undefined ? undefined : eq(providerPayouts.id, filter.id)))
    .orderBy(desc(providerPayouts.paidOn), desc(providerPayouts.id));
  return rows.map(({ payout, companyName }) => ({
    id: payout.id,
    company: { id: payout.companyId, name: companyName },
    amount: payout.amount,
    currency: payout.currency,
    paidOn: payout.paidOn,
    reference: payout.reference,
    journalEntryId: payout.journalEntryId,
    createdAt: payout.createdAt.toISOString(),
  }));
}
