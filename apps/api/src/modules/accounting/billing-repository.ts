import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { invoices } from '../../db/schema/index';
import { chargeBackPending, voidPendingEarnings } from './earnings-repository';
import { createInvoice, invoiceCompanyId, invoiceNotFound, issueInvoice, taxOf, voidInvoice } from './invoices-repository';
import { postEntry, todayIso, type Executor } from './ledger-repository';
import type { CompanyUsage } from './usage-source';

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Bills one company's usage of a month: an issued invoice per currency dated the month's last day (due 30
 * days later), and for every line with a provider its share as pending earnings (revenue share expense
 * against "provider earnings pending", per provider). Pending earnings become available as the invoice is
 * paid and are reversed by credits and chargebacks (earnings-repository.ts). A company is billed once per month (the
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
 * A chargeback on a usage invoice: what is still pending of its providers' shares is voided, dated
 * `entryDate` (today, an open period). An invoice with nothing pending (not a usage invoice, fully
 * settled, or already charged back) answers 409.
 */
export async function chargeBack(tx: Tx, invoiceId: number, reason: string, userId: number | null, entryDate = todayIso()): Promise<number> {
  if ((await invoiceCompanyId(tx, invoiceId)) === null) throw invoiceNotFound();
  return chargeBackPending(tx, invoiceId, reason, userId, entryDate);
}

/** Voids an invoice; the pending earnings of a usage invoice go with it (nobody earns from a void invoice). */
export async function voidInvoiceAndEarnings(tx: Tx, invoiceId: number, userId: number | null, today = todayIso()): Promise<void> {
  const entryDate = await voidInvoice(tx, invoiceId, userId, today);
  if (entryDate !== null) await voidPendingEarnings(tx, invoiceId, 'Invoice voided', userId, entryDate);
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
