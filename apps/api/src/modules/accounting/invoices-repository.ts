import { AccountingMessage, MAX_MINOR_UNITS, type Invoice, type InvoiceInput, type InvoicesQuery, type InvoiceStatus, type OverdueInvoicesSummary, type Page, type PaymentInput } from '@paytable/contracts';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { currencies, documentSeries, invoiceLines, invoicePayments, invoices, type InvoiceRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { invoiceParties, snapshotParties } from './billing-profiles-repository';
import { baseCurrency, rateOn } from './currencies-repository';
import { companyName, postEntry, todayIso, type Executor, type LineSpec } from './ledger-repository';
import { convertMinor } from './reports-repository';
import { checkDateWindow, checkNotBefore, laterOf, type DateWindow } from './dates';
import { followSettlement } from './earnings-repository';

export const invoiceNotFound = () => notFound(AccountingMessage.invoiceNotFound);

// ---- amounts ---------------------------------------------------------------------------------------------

/** Tax of a net amount at `basisPoints`, rounded half away from zero, in integers (BigInt: net × rate can pass 2⁵³). */
export function taxOf(net: number, basisPoints: number): number {
  const product = BigInt(net) * BigInt(basisPoints);
  return Number((product + 5_000n) / 10_000n);
}

export function priceLines(lines: InvoiceInput['lines']) {
  const priced = lines.map((line, position) => {
    const net = line.quantity * line.unitPrice;
    if (!Number.isSafeInteger(net) || net > MAX_MINOR_UNITS) throw badRequest('A line amount is too large');
    return { ...line, position, net, tax: taxOf(net, line.taxRateBasisPoints) };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.net, 0);
  const taxTotal = priced.reduce((sum, line) => sum + line.tax, 0);
  if (subtotal + taxTotal > MAX_MINOR_UNITS) throw badRequest('The invoice total is too large');
  return { priced, subtotal, taxTotal, total: subtotal + taxTotal };
}

/** What the status filter and the screens show, derived from the stored state, the totals and the date. */
export function statusOf(row: Pick<InvoiceRow, 'state' | 'total' | 'paidTotal' | 'creditedTotal' | 'dueDate'>, today: string): InvoiceStatus {
  if (row.state === 'DRAFT' || row.state === 'VOID') return row.state;
  const settled = row.paidTotal + row.creditedTotal;
  if (settled >= row.total) return 'PAID';
  if (row.dueDate < today) return 'OVERDUE';
  return settled > 0 ? 'PARTIALLY_PAID' : 'ISSUED';
}

/** The same derivation in SQL, for filtering a page. */
export function statusCondition(status: InvoiceStatus, today: string): SQL {
  const open = sql`i.paid_total + i.credited_total < i.total`;
  switch (status) {
    case 'DRAFT':
    case 'VOID':
      return sql`i.state = ${status}`;
    case 'PAID':
      return sql`i.state = 'ISSUED' and not ${open}`;
    case 'OVERDUE':
      return sql`i.state = 'ISSUED' and ${open} and i.due_date < ${today}::date`;
    case 'PARTIALLY_PAID':
      return sql`i.state = 'ISSUED' and ${open} and i.due_date >= ${today}::date and i.paid_total + i.credited_total > 0`;
    case 'ISSUED':
      return sql`i.state = 'ISSUED' and ${open} and i.due_date >= ${today}::date and i.paid_total + i.credited_total = 0`;
  }
}

// ---- reading --------------------------------------------------------------------------------------------

export async function invoicesByIds(ex: Executor, ids: number[], today = todayIso()): Promise<Invoice[]> {
  if (ids.length === 0) return [];
  const rows = await executeRows<{ id: number; name: string }>(ex, sql`select i.id, c.name from invoices i join companies c on c.id = i.company_id where i.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const heads = await ex.select().from(invoices).where(inArray(invoices.id, ids));
  const lines = await ex.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position));
  const payments = await ex.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, ids)).orderBy(asc(invoicePayments.id));
  const byId = new Map(heads.map((head) => [head.id, head]));
  const differences = await exchangeDifferences(ex, payments.map((payment) => payment.id));
  const parties = await invoiceParties(ex, ids);
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    return [
      {
        id: head.id,
        number: head.number,
        company: { id: head.companyId, name: names.get(id) ?? '' },
        status: statusOf(head, today),
        currency: head.currency,
        issueDate: head.issueDate,
        dueDate: head.dueDate,
        supplyDate: head.supplyDate,
        billingEmail: head.billingEmail,
        notes: head.notes,
        subtotal: head.subtotal,
        taxTotal: head.taxTotal,
        total: head.total,
        paidTotal: head.paidTotal,
        creditedTotal: head.creditedTotal,
        balance: head.state === 'ISSUED' ? head.total - head.paidTotal - head.creditedTotal : head.state === 'DRAFT' ? head.total : 0,
        sentAt: head.sentAt?.toISOString() ?? null,
        usageMonth: head.usageMonth?.slice(0, 7) ?? null,
        seller: parties.get(id)?.seller ?? null,
        buyer: parties.get(id)?.buyer ?? null,
        lines: lines.filter((line) => line.invoiceId === id).map((line) => ({ id: line.id, description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, taxRateBasisPoints: line.taxRateBasisPoints, net: line.net, tax: line.tax })),
        payments: payments.filter((payment) => payment.invoiceId === id).map((payment) => ({ id: payment.id, amount: payment.amount, paidOn: payment.paidOn, method: payment.method, reference: payment.reference, exchangeDifference: differences.get(payment.id) ?? null })),
        createdAt: head.createdAt.toISOString(),
      },
    ];
  });
}

export async function getInvoice(ex: Executor, id: number): Promise<Invoice> {
  const [invoice] = await invoicesByIds(ex, [id]);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** The billed company of an invoice (for access checks), or null when there is no such invoice. */
export async function invoiceCompanyId(ex: Executor, id: number): Promise<number | null> {
  const [row] = await ex.select({ companyId: invoices.companyId }).from(invoices).where(eq(invoices.id, id));
  return row?.companyId ?? null;
}

export async function listInvoices(ex: Executor, query: InvoicesQuery, today = todayIso()): Promise<Page<Invoice>> {
  const parts: SQL[] = [sql`true`];
  if (query.companyId) parts.push(sql`i.company_id = ${query.companyId}`);
  if (query.status) parts.push(statusCondition(query.status, today));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    parts.push(sql`(i.number ilike ${pattern} or exists (select 1 from companies c where c.id = i.company_id and c.name ilike ${pattern}))`);
  }
  const where = sql.join(parts, sql` and `);
  const [count] = await executeRows<{ n: number }>(ex, sql`select count(*)::int as n from invoices i where ${where}`);
  const ids = await executeRows<{ id: number }>(ex, sql`select i.id from invoices i where ${where} order by i.issue_date desc, i.id desc limit ${query.size} offset ${pageOffset(query)}`);
  return toPage(await invoicesByIds(ex, ids.map((row) => row.id), today), count?.n ?? 0, query);
}

/** How many of a company's invoices are overdue and what they still owe per currency: one grouped query over every one of them. */
export async function overdueSummary(ex: Executor, companyId: number, today = todayIso()): Promise<OverdueInvoicesSummary> {
  const rows = await executeRows<{ currency: string; n: number; owed: string }>(
    ex,
    sql`select i.currency, count(*)::int as n, sum(i.total - i.paid_total - i.credited_total)::text as owed
        from invoices i where i.company_id = ${companyId} and ${statusCondition('OVERDUE', today)}
        group by i.currency order by i.currency`,
  );
  return {
    count: rows.reduce((sum, row) => sum + Number(row.n), 0),
    owed: rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.owed) })),
  };
}

// ---- writing ---------------------------------------------------------------------------------------------

export async function assertActiveCurrency(ex: Executor, code: string) {
  const [row] = await ex.select({ isActive: currencies.isActive }).from(currencies).where(eq(currencies.code, code));
  if (!row?.isActive) throw badRequest(AccountingMessage.currencyInactive);
}

async function writeLines(tx: Tx, invoiceId: number, priced: ReturnType<typeof priceLines>['priced']) {
  await tx.insert(invoiceLines).values(
    priced.map((line) => ({ invoiceId, position: line.position, description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, taxRateBasisPoints: line.taxRateBasisPoints, net: line.net, tax: line.tax })),
  );
}

export async function createInvoice(tx: Tx, input: InvoiceInput, userId: number | null, usageMonth: string | null = null, window?: DateWindow): Promise<number> {
  checkDateWindow(input.issueDate, window, 'The issue date');
  if ((await companyName(tx, input.companyId)) === null) throw badRequest('Company not found');
  await assertActiveCurrency(tx, input.currency);
  const { priced, subtotal, taxTotal, total } = priceLines(input.lines);
  const [row] = await tx
    .insert(invoices)
    .values({ companyId: input.companyId, currency: input.currency, issueDate: input.issueDate, dueDate: input.dueDate, supplyDate: input.supplyDate ?? null, billingEmail: input.billingEmail, notes: input.notes ?? null, subtotal, taxTotal, total, usageMonth, createdByUserId: userId })
    .returning({ id: invoices.id });
  await writeLines(tx, row!.id, priced);
  return row!.id;
}

export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw invoiceNotFound();
  return row;
}

export async function updateInvoice(tx: Tx, id: number, input: InvoiceInput, window?: DateWindow): Promise<void> {
  checkDateWindow(input.issueDate, window, 'The issue date');
  const row = await lockInvoice(tx, id);
  if (row.state !== 'DRAFT') throw conflict(AccountingMessage.invoiceNotDraft);
  if ((await companyName(tx, input.companyId)) === null) throw badRequest('Company not found');
  await assertActiveCurrency(tx, input.currency);
  const { priced, subtotal, taxTotal, total } = priceLines(input.lines);
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await tx
    .update(invoices)
    .set({ companyId: input.companyId, currency: input.currency, issueDate: input.issueDate, dueDate: input.dueDate, supplyDate: input.supplyDate ?? null, billingEmail: input.billingEmail, notes: input.notes ?? null, subtotal, taxTotal, total, updatedAt: new Date() })
    .where(eq(invoices.id, id));
  await writeLines(tx, id, priced);
}

/**
 * The next number of a series. The series row is locked until the transaction ends, so concurrent
 * issues wait for each other and a rolled-back issue gives its number back: numbers have no gaps.
 */
export async function takeNumber(tx: Tx, series: string): Promise<{ sequence: number; number: string }> {
  const [row] = await tx.select().from(documentSeries).where(eq(documentSeries.code, series)).for('update');
  if (!row) throw new Error(`numbering series ${series} is missing`);
  await tx.update(documentSeries).set({ nextNumber: row.nextNumber + 1 }).where(eq(documentSeries.code, series));
  return { sequence: row.nextNumber, number: `${row.prefix}${String(row.nextNumber).padStart(6, '0')}` };
}

/** Issues a draft: takes its number and posts receivable against revenue and tax. */
export async function issueInvoice(tx: Tx, id: number, userId: number | null, revenueAccount: 'revenue' | 'usage_revenue' = 'revenue', window?: DateWindow): Promise<void> {
  const row = await lockInvoice(tx, id);
  if (row.state === 'VOID') throw conflict(AccountingMessage.invoiceVoid);
  if (row.state !== 'DRAFT') return;
  await assertActiveCurrency(tx, row.currency);
  const { sequence, number } = await takeNumber(tx, row.series);
  const lines: LineSpec[] = [
    { account: 'receivables', debit: row.total, currency: row.currency },
    { account: row.usageMonth === null ? revenueAccount : 'usage_revenue', credit: row.subtotal, currency: row.currency },
  ];
  if (row.taxTotal > 0) lines.push({ account: 'tax_payable', credit: row.taxTotal, currency: row.currency });
  if (row.total > 0) {
    await postEntry(tx, { type: 'INVOICE', entryDate: row.issueDate, description: `Invoice ${number}`, companyId: row.companyId, sourceType: 'invoice', sourceId: id, userId, lines: lines.filter((line) => (line.debit ?? line.credit ?? 0) > 0), window });
  }
  await tx.update(invoices).set({ state: 'ISSUED', sequence, number, issuedAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
  await snapshotParties(tx, { invoiceId: id }, row.companyId, { name: (await companyName(tx, row.companyId)) ?? '', billingEmail: row.billingEmail });
}

/** The realised exchange difference of each payment that has one, in base minor units (a gain is positive). */
async function exchangeDifferences(ex: Executor, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await executeRows<{ payment_id: number; gain: string }>(
    ex,
    sql`select e.source_id as payment_id, sum(l.credit - l.debit)::text as gain
        from journal_entries e join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id and a.system_key in ('fx_gain', 'fx_loss', 'fx_difference')
        where e.type = 'FX' and e.source_type = 'invoice_payment' and e.source_id in ${sql.raw(`(${paymentIds.map(Number).join(',')})`)}
        group by e.source_id`,
  );
  return new Map(rows.map((row) => [row.payment_id, Number(row.gain)]));
}

/**
 * The realised exchange difference of a payment, in base minor units (positive: a gain). The receivable
 * was booked at the rate of the issue date and the cash arrives at the rate of the payment date; the
 * difference is what the payment is worth in the base currency less what this slice of the receivable was
 * booked at. The slice is taken cumulatively (booked value of everything paid so far, less of everything
 * paid before), so the parts of an invoice paid in several payments add up to its booked value to the
 * minor unit. Null when the invoice is in the base currency, the two rates are the same or a rate is missing.
 */
export async function realisedDifference(ex: Executor, invoice: Pick<InvoiceRow, 'currency' | 'issueDate' | 'paidTotal'>, amount: number, paidOn: string): Promise<{ base: string; difference: number } | null> {
  const base = await baseCurrency(ex);
  if (invoice.currency === base) return null;
  const [booked, realised] = [await rateOn(ex, invoice.currency, invoice.issueDate), await rateOn(ex, invoice.currency, paidOn)];
  if (booked === null || realised === null || Number(booked) === Number(realised)) return null;
  const bookedSlice = convertMinor(invoice.paidTotal + amount, booked, '1') - convertMinor(invoice.paidTotal, booked, '1');
  return { base, difference: convertMinor(amount, realised, '1') - bookedSlice };
}

/**
 * Records a payment, partial or full; more than the open balance is refused, and so is a date before the
 * invoice's issue date. One transaction: entry, payment, totals, exchange difference, and the slice of the
 * providers' shares the payment makes available.
 */
export async function recordPayment(tx: Tx, id: number, input: PaymentInput, userId: number | null, window?: DateWindow): Promise<void> {
  const row = await lockInvoice(tx, id);
  if (row.state === 'VOID') throw conflict(AccountingMessage.invoiceVoid);
  if (row.state !== 'ISSUED') throw conflict(AccountingMessage.invoiceNotIssued);
  if (input.amount > row.total - row.paidTotal - row.creditedTotal) throw conflict(AccountingMessage.overpayment);
  checkDateWindow(input.paidOn, window, 'The payment date');
  checkNotBefore(input.paidOn, row.issueDate, 'The payment date', `the invoice's issue date`);
  const entryId = await postEntry(tx, {
    type: 'PAYMENT',
    entryDate: input.paidOn,
    description: `Payment for ${row.number}${input.reference ? ` (${input.reference})` : ''}`,
    companyId: row.companyId,
    sourceType: 'invoice',
    sourceId: id,
    userId,
    lines: [
      { account: 'cash', debit: input.amount, currency: row.currency },
      { account: 'receivables', credit: input.amount, currency: row.currency },
    ],
  });
  const [payment] = await tx.insert(invoicePayments).values({ invoiceId: id, amount: input.amount, paidOn: input.paidOn, method: input.method, reference: input.reference ?? null, journalEntryId: entryId }).returning({ id: invoicePayments.id });
  await postExchangeDifference(tx, row, payment!.id, input, userId);
  await tx.update(invoices).set({ paidTotal: row.paidTotal + input.amount, updatedAt: new Date() }).where(eq(invoices.id, id));
  await followSettlement(tx, { invoice: row, settled: row.paidTotal + input.amount + row.creditedTotal, cause: 'payment', entryDate: input.paidOn, userId });
}

/**
 * Posts a payment's realised exchange difference as its own `FX` entry in the base currency. The ledger
 * keeps each line in its own currency (every currency balances on its own, and each currency's receivables
 * equal its open invoices), so the difference between the receivable's booked base value and the cash's
 * base value goes to "Foreign currency revaluation" (an asset in the base currency that carries the rate
 * movements of foreign-currency receivables) against "Realised exchange gains" or "Realised exchange losses".
 */
async function postExchangeDifference(tx: Tx, invoice: InvoiceRow, paymentId: number, input: PaymentInput, userId: number | null): Promise<void> {
  const realised = await realisedDifference(tx, invoice, input.amount, input.paidOn);
  if (realised === null || realised.difference === 0) return;
  const amount = Math.abs(realised.difference);
  const gain = realised.difference > 0;
  await postEntry(tx, {
    type: 'FX',
    entryDate: input.paidOn,
    description: `Realised exchange ${gain ? 'gain' : 'loss'} on payment for ${invoice.number}`,
    companyId: invoice.companyId,
    sourceType: 'invoice_payment',
    sourceId: paymentId,
    userId,
    lines: [
      gain ? { account: 'fx_revaluation', debit: amount, currency: realised.base } : { account: 'fx_loss', debit: amount, currency: realised.base },
      gain ? { account: 'fx_gain', credit: amount, currency: realised.base } : { account: 'fx_revaluation', credit: amount, currency: realised.base },
    ],
  });
}

/**
 * Voids an issued invoice without payments or credits: it keeps its number, its entry is undone by a VOID
 * entry dated today (never before the issue date). Answers that date, or null for a draft (deleted).
 */
export async function voidInvoice(tx: Tx, id: number, userId: number | null, today = todayIso()): Promise<string | null> {
  const row = await lockInvoice(tx, id);
  if (row.state === 'VOID') throw conflict(AccountingMessage.invoiceVoid);
  if (row.paidTotal > 0 || row.creditedTotal > 0) throw conflict(AccountingMessage.voidWithPayments);
  const entryDate = laterOf(today, row.issueDate);
  if (row.state === 'ISSUED' && row.total > 0) {
    const lines: LineSpec[] = [
      { account: 'receivables', credit: row.total, currency: row.currency },
      { account: row.usageMonth === null ? 'revenue' : 'usage_revenue', debit: row.subtotal, currency: row.currency },
    ];
    if (row.taxTotal > 0) lines.push({ account: 'tax_payable', debit: row.taxTotal, currency: row.currency });
    await postEntry(tx, { type: 'VOID', entryDate, description: `Void of invoice ${row.number}`, companyId: row.companyId, sourceType: 'invoice', sourceId: id, userId, lines: lines.filter((line) => (line.debit ?? line.credit ?? 0) > 0) });
  }
  if (row.state === 'DRAFT') {
    // A draft has no number and no entry: voiding it still takes a number would leave a gap, so it is deleted instead.
    await tx.delete(invoices).where(eq(invoices.id, id));
    return null;
  }
  await tx.update(invoices).set({ state: 'VOID', voidedAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
  return entryDate;
}

export async function markSent(tx: Tx, id: number): Promise<void> {
  await tx.update(invoices).set({ sentAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
}

/** Companies with an issued (not void) invoice dated on or after `since` — a paid plan, for support's contract SLAs. */
export async function companiesWithIssuedInvoice(ex: Executor, since: Date, companyIds?: readonly number[]): Promise<number[]> {
  if (companyIds !== undefined && companyIds.length === 0) return [];
  const rows = await ex
    .selectDistinct({ companyId: invoices.companyId })
    .from(invoices)
    .where(and(eq(invoices.state, 'ISSUED'), gte(invoices.issueDate, since.toISOString().slice(0, 10)), companyIds === undefined ? undefined : inArray(invoices.companyId, [...companyIds])));
  return rows.map((row) => row.companyId);
}
