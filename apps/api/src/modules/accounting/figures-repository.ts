import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  const [invoiced, paid] = await Promise.all([
    db
      .select({ currency: invoices.currency, amount: sql<string>`sum(${invoices.total})` })
      .from(invoices)
      .where(and(eq(invoices.state, 'ISSUED'), gte(invoices.issueDate, sinceDay)))
      .groupBy(invoices.currency),
    db
      .select({ currency: invoices.currency, amount: sql<string>`sum(${invoicePayments.amount})` })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(gte(invoicePayments.paidOn, sinceDay))
      .groupBy(invoices.currency),
  ]);
  const totals = new Map<string, CurrencyTotals>();
  const entry = (currency: string) => totals.get(currency) ?? totals.set(currency, { currency, invoiced: 0, paid: 0 }).get(currency)!;
  for (const row of invoiced) entry(row.currency).invoiced = Number(row.amount);
  for (const row of paid) entry(row.currency).paid = Number(row.amount);
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
