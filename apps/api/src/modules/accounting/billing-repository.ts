import { AccountingMessage, type Earnings } from '@paytable/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { invoices, journalEntries } from '../../db/schema/index';
import { conflict } from '../../platform/errors';
import { createInvoice, invoiceCompanyId, invoiceNotFound, issueInvoice, taxOf, voidInvoice } from './invoices-repository';
import { isPeriodClosed, postEntry, reverseEntry, type Executor } from './ledger-repository';
import type { CompanyUsage } from './usage-source';

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Bills one company's usage of a month: an issued invoice per currency dated the month's last day (due 30
 * days later), and for every line with a provider its share as pending earnings (revenue share expense
 * against "provider earnings pending", per provider). Pending earnings become payable when the month
 * closes (`releaseEarnings`) and are reversed on a chargeback. A company is billed once per month (the
 * unique usage month of its invoices): a second run skips it.
 */
export async function billUsage(tx: Tx, month: string, usage: CompanyUsage): Promise<number[]> {
  const already = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.companyId, usage.companyId), eq(invoices.usageMonth, `${month}-01`)));
  if (already.length > 0 || usage.lines.length === 0) return [];
  const issueDate = lastDayOf(month);
  const currencies = [...new Set(usage.lines.map((line) => line.currency))];
  const ids: number[] = [];
  for (const [index, currency] of currencies.entries()) {
    const lines = usage.lines.filter((line) => line.currency === currency);
    // One usage invoice per company and month carries the month; a second currency's invoice is a sibling.
    const id = await createInvoice(
      tx,
      {
        companyId: usage.companyId,
        currency,
        issueDate,
        dueDate: addDays(issueDate, 30),
        billingEmail: usage.billingEmail,
        notes: `Metered usage for ${month}`,
        lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, taxRateBasisPoints: line.taxRateBasisPoints ?? 0 })),
      },
      null,
      index === 0 ? `${month}-01` : null,
    );
    await issueInvoice(tx, id, null, 'usage_revenue');
    ids.push(id);
    for (const line of lines) {
      if (!line.provider) continue;
      const share = taxOf(line.quantity * line.unitPrice, line.provider.shareBasisPoints);
      if (share <= 0) continue;
      await postEntry(tx, {
        type: 'COMMISSION',
        entryDate: issueDate,
        description: `Pending earnings ${month}: ${line.description}`,
        companyId: line.provider.companyId,
        sourceType: 'invoice',
        sourceId: id,
        lines: [
          { account: 'revenue_share', debit: share, currency },
          { account: 'earnings_pending', credit: share, currency },
        ],
      });
    }
  }
  return ids;
}

/**
 * Moves a month's pending earnings to payable (the second phase): one entry per provider and currency,
 * dated the month's last day, posted while the month is still open (it is called just before closing it).
 */
export async function releaseEarnings(tx: Tx, month: string, userId: number | null): Promise<void> {
  const start = `${month}-01`;
  const end = lastDayOf(month);
  const pending = await executeRows<{ company_id: number; currency: string; amount: string }>(
    tx,
    sql`select l.company_id, l.currency, sum(l.credit - l.debit)::text as amount
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where a.system_key = 'earnings_pending' and e.status <> 'DRAFT' and e.entry_date between ${start}::date and ${end}::date and l.company_id is not null
        group by l.company_id, l.currency having sum(l.credit - l.debit) > 0`,
  );
  for (const row of pending) {
    const amount = Number(row.amount);
    await postEntry(tx, {
      type: 'COMMISSION',
      entryDate: end,
      description: `Earnings for ${month} released`,
      companyId: row.company_id,
      sourceType: 'period',
      userId,
      lines: [
        { account: 'earnings_pending', debit: amount, currency: row.currency },
        { account: 'provider_payables', credit: amount, currency: row.currency },
      ],
    });
  }
}

/**
 * Reverses the pending commission entries of an invoice on their own dates, so the void lowers the pending
 * earnings of their month (and closing that month releases only what is left); an invoice without any
 * voids nothing. Once the month is closed its earnings are released to the provider, so this is refused.
 */
async function voidPendingEarnings(tx: Tx, invoiceId: number, reason: string, userId: number | null): Promise<number> {
  const entries = await tx
    .select({ id: journalEntries.id, entryDate: journalEntries.entryDate })
    .from(journalEntries)
    .where(and(eq(journalEntries.type, 'COMMISSION'), eq(journalEntries.sourceType, 'invoice'), eq(journalEntries.sourceId, invoiceId), eq(journalEntries.status, 'POSTED')))
    .orderBy(journalEntries.id);
  for (const entry of entries) if (await isPeriodClosed(tx, String(entry.entryDate))) throw conflict(AccountingMessage.earningsReleased);
  for (const entry of entries) await reverseEntry(tx, entry.id, reason, userId, String(entry.entryDate));
  return entries.length;
}

/**
 * A chargeback on a usage invoice: its providers' pending earnings are voided. An invoice with nothing
 * pending (not a usage invoice, or already charged back) answers 409, and so does one whose month is closed.
 */
export async function chargeBack(tx: Tx, invoiceId: number, reason: string, userId: number | null): Promise<number> {
  if ((await invoiceCompanyId(tx, invoiceId)) === null) throw invoiceNotFound();
  const voided = await voidPendingEarnings(tx, invoiceId, `Chargeback: ${reason}`, userId);
  if (voided === 0) throw conflict(AccountingMessage.noPendingEarnings);
  return voided;
}

/** Voids an invoice; the pending earnings of a usage invoice go with it (nobody earns from a void invoice). */
export async function voidInvoiceAndEarnings(tx: Tx, invoiceId: number, userId: number | null): Promise<void> {
  await voidInvoice(tx, invoiceId, userId);
  await voidPendingEarnings(tx, invoiceId, 'Invoice voided', userId);
}

/** A provider's earnings per month and currency: released (earned) and still pending. */
export async function earningsOf(ex: Executor, companyId: number): Promise<Earnings> {
  const rows = await executeRows<{ month: string; currency: string; earned: string; pending: string }>(
    ex,
    sql`select to_char(e.entry_date, 'YYYY-MM') as month, l.currency,
          coalesce(sum(l.credit) filter (where a.system_key = 'provider_payables'), 0)::text as earned,
          coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'earnings_pending'), 0)::text as pending
        from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where l.company_id = ${companyId} and e.status <> 'DRAFT' and a.system_key in ('provider_payables', 'earnings_pending')
        group by 1, 2 order by 1, 2`,
  );
  const months = rows.map((row) => ({ month: row.month, currency: row.currency, earned: Number(row.earned), pending: Math.max(0, Number(row.pending)) }));
  // Earned counts what became payable (payouts do not lower it); pending is what still waits for its month to close.
  const totals = new Map<string, { currency: string; earned: number; pending: number }>();
  for (const month of months) {
    const total = totals.get(month.currency) ?? { currency: month.currency, earned: 0, pending: 0 };
    total.earned += month.earned;
    total.pending += month.pending;
    totals.set(month.currency, total);
  }
  return { months, totals: [...totals.values()] };
}

/** Name and contact e-mail of the companies a month's usage bills (read only, from the companies table). */
export async function billedCompanies(ex: Executor, ids: number[]): Promise<Map<number, { name: string; contactEmail: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await executeRows<{ id: number; name: string; contact_email: string | null }>(
    ex,
    sql`select id, name, contact_email from companies where id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, contactEmail: row.contact_email }]));
}
