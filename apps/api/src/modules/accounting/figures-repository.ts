import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { readTogether } from '../../platform/read-together';
import type { Db } from '../../db/client';
import { dateDay, type DayRange, type DayValue } from '../../db/day-range';
import { invoicePayments, invoices } from '../../db/schema/index';

export interface CurrencyTotals {
  currency: string;
  /** Minor units of `currency`. */
  invoiced: number;
  paid: number;
}

/**
 * Money in one currency each since `sinceDay` (YYYY-MM-DD, inclusive): the totals of issued invoices
 * dated in the window (void and draft ones never count) and the payments received in the window,
 * whichever invoice they settle. Currencies are never converted into each other.
 */
export async function revenueSince(db: Db, sinceDay: string): Promise<CurrencyTotals[]> {
  // One statement for both sums, read with the overview's other reads: a round trip costs more than either.
  const rows = await readTogether<{ kind: 'invoiced' | 'paid'; currency: string; amount: number | string }>(
    db,
    sql`select 'invoiced' as kind, ${invoices.currency} as currency, sum(${invoices.total}) as amount from ${invoices}
        where ${invoices.state} = 'ISSUED' and ${invoices.issueDate} >= ${sinceDay}::date
        group by 2
      union all
      select 'paid', ${invoices.currency}, sum(${invoicePayments.amount}) from ${invoicePayments} join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
        where ${invoicePayments.paidOn} >= ${sinceDay}::date
        group by 2`,
  );
  const totals = new Map<string, CurrencyTotals>();
  const entry = (currency: string) => totals.get(currency) ?? totals.set(currency, { currency, invoiced: 0, paid: 0 }).get(currency)!;
  for (const row of rows) entry(row.currency)[row.kind] = Number(row.amount);
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export interface CurrencyPerDay {
  currency: string;
  invoiced: DayValue[];
  paid: DayValue[];
}

/**
 * Money per currency and day of the range: issued invoices by issue date (invoices_issued_date_idx) and
 * payments by the day received (invoice_payments_paid_on_idx), in minor units; never converted.
 */
export async function revenuePerDay(db: Db, range: DayRange): Promise<CurrencyPerDay[]> {
  // One statement for both series, read with the report's other reads (a round trip costs more than either).
  const rows = await readTogether<{ kind: 'invoiced' | 'paid'; currency: string; day: string; amount: number | string }>(
    db,
    sql`select 'invoiced' as kind, ${invoices.currency} as currency, ${dateDay(invoices.issueDate)} as day, sum(${invoices.total}) as amount from ${invoices}
        where ${invoices.state} = 'ISSUED' and ${invoices.issueDate} >= ${range.from}::date and ${invoices.issueDate} <= ${range.to}::date
        group by ${invoices.currency}, ${invoices.issueDate}
      union all
      select 'paid', ${invoices.currency}, ${dateDay(invoicePayments.paidOn)}, sum(${invoicePayments.amount}) from ${invoicePayments} join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
        where ${invoicePayments.paidOn} >= ${range.from}::date and ${invoicePayments.paidOn} <= ${range.to}::date
        group by ${invoices.currency}, ${invoicePayments.paidOn}`,
  );
  const byCurrency = new Map<string, CurrencyPerDay>();
  const entry = (currency: string) => byCurrency.get(currency) ?? byCurrency.set(currency, { currency, invoiced: [], paid: [] }).get(currency)!;
  for (const row of rows) entry(row.currency)[row.kind].push({ day: row.day, value: Number(row.amount) });
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export interface CompanyInvoiced {
  companyId: number;
  currency: string;
  invoices: number;
  /** Minor units of `currency`. */
  invoiced: number;
  paid: number;
}

/** The companies invoiced most in the range (issued invoices by issue date), per currency, largest first. */
export async function topInvoicedCompanies(db: Db, range: DayRange, limit: number): Promise<CompanyInvoiced[]> {
  const invoiced = sql<string>`sum(${invoices.total})`;
  const rows = await db
    .select({ companyId: invoices.companyId, currency: invoices.currency, invoices: sql<number>`count(*)::int`, invoiced, paid: sql<string>`sum(${invoices.paidTotal})` })
    .from(invoices)
    .where(and(eq(invoices.state, 'ISSUED'), gte(invoices.issueDate, range.from), lte(invoices.issueDate, range.to)))
    .groupBy(invoices.companyId, invoices.currency)
    .orderBy(desc(invoiced), invoices.companyId)
    .limit(limit);
  return rows.map((row) => ({ ...row, invoiced: Number(row.invoiced), paid: Number(row.paid) }));
}

export interface CompanyInvoiceRow {
  id: number;
  number: string | null;
  issueDate: string;
  dueDate: string;
  currency: string;
  total: number;
  paid: number;
  credited: number;
}

/** `companyId`'s issued invoices dated in the range, newest first (invoices_company_idx); drafts and voids left out. */
export async function companyInvoicesInRange(db: Db, companyId: number, range: DayRange, limit: number): Promise<CompanyInvoiceRow[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issueDate: dateDay(invoices.issueDate),
      dueDate: dateDay(invoices.dueDate),
      currency: invoices.currency,
      total: invoices.total,
      paid: invoices.paidTotal,
      credited: invoices.creditedTotal,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.state, 'ISSUED'), gte(invoices.issueDate, range.from), lte(invoices.issueDate, range.to)))
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, total: Number(row.total), paid: Number(row.paid), credited: Number(row.credited) }));
}

/** What `companyId` owes now on its issued invoices, per currency (minor units; settled currencies left out). */
export async function companyOutstanding(db: Db, companyId: number): Promise<{ currency: string; amount: number }[]> {
  const amount = sql<string>`sum(${invoices.total} - ${invoices.paidTotal} - ${invoices.creditedTotal})`;
  const rows = await db
    .select({ currency: invoices.currency, amount })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.state, 'ISSUED')))
    .groupBy(invoices.currency)
    .having(sql`${amount} > 0`)
    .orderBy(invoices.currency);
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}
