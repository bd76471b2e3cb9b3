import { AccountingMessage, type Earnings } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { conflict } from '../../platform/errors';
import { postEntry, type Executor } from './ledger-repository';

/**
 * Earnings follow cash. Billing a usage invoice posts each provider's share as **pending** (revenue share
 * against "provider earnings pending", a `COMMISSION` entry pointing at the invoice). Nothing becomes the
 * provider's until the consumer settles the invoice: a payment makes the same fraction of each share
 * **available** (pending against "provider earnings payable"), a credit applied to the invoice reverses
 * that fraction (pending against revenue share), a chargeback or a void reverses whatever is still
 * pending. Every one of these entries points at the invoice, so the ledger itself says how much of each
 * share is billed and how much is already allotted.
 */

/** Each provider's share of an invoice: billed (pending when issued) and allotted since (made available or reversed). */
async function sharesOf(ex: Executor, invoiceId: number): Promise<{ companyId: number; currency: string; billed: number; allotted: number }[]> {
  const rows = await executeRows<{ company_id: number; currency: string; billed: string; allotted: string }>(
    ex,
    sql`select l.company_id, l.currency, sum(l.credit)::text as billed, sum(l.debit)::text as allotted
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where e.type = 'COMMISSION' and e.source_type = 'invoice' and e.source_id = ${invoiceId} and e.status = 'POSTED'
          and a.system_key = 'earnings_pending' and l.company_id is not null
        group by l.company_id, l.currency order by l.company_id, l.currency`,
  );
  return rows.map((row) => ({ companyId: Number(row.company_id), currency: row.currency, billed: Number(row.billed), allotted: Number(row.allotted) }));
}

/** `share × settled / total`, rounded half up in integers: at `settled = total` it is the whole share. */
export function proRata(share: number, settled: number, total: number): number {
  if (total <= 0) return share;
  const numerator = BigInt(share) * BigInt(Math.min(settled, total)) * 2n + BigInt(total);
  return Number(numerator / (BigInt(total) * 2n));
}

export interface Settlement {
  invoice: { id: number; number: string | null; currency: string; total: number };
  /** Paid plus credited after this event. */
  settled: number;
  cause: 'payment' | 'credit';
  entryDate: string;
  userId: number | null;
}

/**
 * After a payment or a credit application: each provider's share is allotted in proportion to what of
 * the invoice is settled. The allotment is cumulative (the target less what earlier events allotted), so
 * part payments and credits add up to the share to the minor unit; a payment makes its slice available,
 * a credit reverses its slice. A share already voided (chargeback) has nothing left to allot.
 */
export async function followSettlement(tx: Tx, event: Settlement): Promise<void> {
  const { invoice } = event;
  for (const share of await sharesOf(tx, invoice.id)) {
    const amount = Math.min(proRata(share.billed, event.settled, invoice.total), share.billed) - share.allotted;
    if (amount <= 0) continue;
    const payment = event.cause === 'payment';
    await postEntry(tx, {
      type: 'COMMISSION',
      entryDate: event.entryDate,
      description: payment ? `Earnings available: ${invoice.number} paid` : `Earnings reversed: credit on ${invoice.number}`,
      companyId: share.companyId,
      sourceType: 'invoice',
      sourceId: invoice.id,
      userId: event.userId,
      lines: [
        { account: 'earnings_pending', debit: amount, currency: share.currency },
        { account: payment ? 'provider_payables' : 'revenue_share', credit: amount, currency: share.currency },
      ],
    });
  }
}

/**
 * Reverses what is still pending of every provider's share of an invoice (a chargeback, a void), dated
 * `entryDate`; answers how many shares it voided. What a payment already made available stays the provider's.
 */
export async function voidPendingEarnings(tx: Tx, invoiceId: number, reason: string, userId: number | null, entryDate: string): Promise<number> {
  let voided = 0;
  for (const share of await sharesOf(tx, invoiceId)) {
    const pending = share.billed - share.allotted;
    if (pending <= 0) continue;
    await postEntry(tx, {
      type: 'COMMISSION',
      entryDate,
      description: `Pending earnings voided: ${reason}`,
      companyId: share.companyId,
      sourceType: 'invoice',
      sourceId: invoiceId,
      userId,
      lines: [
        { account: 'earnings_pending', debit: pending, currency: share.currency },
        { account: 'revenue_share', credit: pending, currency: share.currency },
      ],
    });
    voided += 1;
  }
  return voided;
}

/** A chargeback voids what is still pending; an invoice with nothing pending answers 409. */
export async function chargeBackPending(tx: Tx, invoiceId: number, reason: string, userId: number | null, entryDate: string): Promise<number> {
  const voided = await voidPendingEarnings(tx, invoiceId, `Chargeback: ${reason}`, userId, entryDate);
  if (voided === 0) throw conflict(AccountingMessage.noPendingEarnings);
  return voided;
}

type Totals = Earnings['totals'][number];

/**
 * A provider's earnings per month and currency. `pending` is what its consumers still owe on the usage
 * invoices of that month; `earned` what their payments made available in that month; `paidOut` what the
 * platform paid the provider in that month (debits of "provider earnings payable" for the company). The
 * totals add `available`: earned less paid out.
 */
export async function earningsOf(ex: Executor, companyId: number): Promise<Earnings> {
  const pendingRows = await executeRows<{ month: string; currency: string; pending: string }>(
    ex,
    sql`select to_char(min(e.entry_date), 'YYYY-MM') as month, l.currency, sum(l.credit - l.debit)::text as pending
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where l.company_id = ${companyId} and e.status <> 'DRAFT' and a.system_key = 'earnings_pending'
        group by e.source_type, e.source_id, l.currency`,
  );
  const payableRows = await executeRows<{ month: string; currency: string; earned: string; paid_out: string }>(
    ex,
    sql`select to_char(e.entry_date, 'YYYY-MM') as month, l.currency, sum(l.credit)::text as earned, sum(l.debit)::text as paid_out
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where l.company_id = ${companyId} and e.status <> 'DRAFT' and a.system_key = 'provider_payables'
        group by 1, 2`,
  );
  const months = new Map<string, Earnings['months'][number]>();
  const monthOf = (month: string, currency: string) => {
    const key = `${month} ${currency}`;
    const found = months.get(key) ?? { month, currency, earned: 0, pending: 0, paidOut: 0 };
    months.set(key, found);
    return found;
  };
  for (const row of pendingRows) monthOf(row.month, row.currency).pending += Math.max(0, Number(row.pending));
  for (const row of payableRows) {
    const month = monthOf(row.month, row.currency);
    month.earned += Number(row.earned);
    month.paidOut += Number(row.paid_out);
  }
  const sorted = [...months.values()].sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, Totals>();
  for (const month of sorted) {
    const total = totals.get(month.currency) ?? { currency: month.currency, earned: 0, pending: 0, available: 0, paidOut: 0 };
    total.earned += month.earned;
    total.pending += month.pending;
    total.paidOut += month.paidOut;
    total.available = total.earned - total.paidOut;
    totals.set(month.currency, total);
  }
  return { months: sorted, totals: [...totals.values()] };
}
