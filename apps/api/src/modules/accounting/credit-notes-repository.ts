import { AccountingMessage, type CreditApplications, type CreditNote, type CreditNoteInput } from '@paytable/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditNoteApplications, creditNotes, invoices } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { snapshotParties } from './billing-profiles-repository';
import { companyName, postEntry, todayIso, type Executor } from './ledger-repository';
import { lockInvoice, takeNumber } from './invoices-repository';
import { checkDateWindow, checkNotBefore, laterOf, type DateWindow } from './dates';
import { followSettlement } from './earnings-repository';

export const creditNoteNotFound = () => notFound(AccountingMessage.creditNoteNotFound);

/** The company of a credit note (for access checks), or null when there is no such credit note. */
export async function creditNoteCompanyId(ex: Executor, id: number): Promise<number | null> {
  const [row] = await ex.select({ companyId: creditNotes.companyId }).from(creditNotes).where(eq(creditNotes.id, id));
  return row?.companyId ?? null;
}

/**
 * A credit note corrects an issued invoice: it credits the customer (a liability, "customer credit")
 * against "credit notes issued"; applying it moves that credit onto invoices' receivables.
 * All credit notes of an invoice together never exceed the invoice's total.
 */
export async function createCreditNote(tx: Tx, input: CreditNoteInput, userId: number | null, window?: DateWindow): Promise<number> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (invoice.state === 'VOID') throw conflict(AccountingMessage.invoiceVoid);
  if (invoice.state !== 'ISSUED') throw conflict(AccountingMessage.invoiceNotIssued);
  checkDateWindow(input.issueDate, window, 'The issue date');
  checkNotBefore(input.issueDate, invoice.issueDate, 'The credit note date', `the invoice's issue date`);
  const [already] = await tx.select({ total: sql<string>`coalesce(sum(${creditNotes.amount}), 0)` }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  if (Number(already?.total ?? 0) + input.amount > invoice.total) throw conflict(AccountingMessage.creditAboveInvoice);
  const { sequence, number } = await takeNumber(tx, 'CN');
  const entryId = await postEntry(tx, {
    type: 'CREDIT_NOTE',
    entryDate: input.issueDate,
    description: `Credit note ${number} for ${invoice.number}: ${input.reason}`,
    companyId: invoice.companyId,
    sourceType: 'credit_note',
    userId,
    lines: [
      { account: 'sales_returns', debit: input.amount, currency: invoice.currency },
      { account: 'customer_credit', credit: input.amount, currency: invoice.currency },
    ],
  });
  const [row] = await tx
    .insert(creditNotes)
    .values({ invoiceId: invoice.id, companyId: invoice.companyId, sequence, number, currency: invoice.currency, amount: input.amount, reason: input.reason, issueDate: input.issueDate, journalEntryId: entryId })
    .returning({ id: creditNotes.id });
  await snapshotParties(tx, { creditNoteId: row!.id }, invoice.companyId, { name: (await companyName(tx, invoice.companyId)) ?? '', billingEmail: invoice.billingEmail });
  return row!.id;
}

/**
 * Applies a credit note across invoices of its company in its currency. Each application is at most the
 * invoice's open balance, all of them at most what the note has left. Invoices are locked in id order so
 * two applications to the same invoices cannot deadlock.
 */
export async function applyCreditNote(tx: Tx, id: number, input: CreditApplications, userId: number | null, today = todayIso()): Promise<void> {
  const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.id, id)).for('update');
  if (!note) throw creditNoteNotFound();
  const total = input.applications.reduce((sum, each) => sum + each.amount, 0);
  if (total > note.amount - note.appliedTotal) throw conflict(AccountingMessage.overCredit);
  const merged = new Map<number, number>();
  for (const each of input.applications) merged.set(each.invoiceId, (merged.get(each.invoiceId) ?? 0) + each.amount);
  for (const invoiceId of [...merged.keys()].sort((a, b) => a - b)) {
    const amount = merged.get(invoiceId)!;
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.companyId !== note.companyId) throw notFound(AccountingMessage.invoiceNotFound);
    if (invoice.currency !== note.currency) throw conflict(AccountingMessage.currencyMismatch);
    if (invoice.state !== 'ISSUED') throw conflict(AccountingMessage.invoiceNotIssued);
    if (amount > invoice.total - invoice.paidTotal - invoice.creditedTotal) throw conflict(AccountingMessage.overApplication);
    // Dated today, never before the note or the invoice it settles.
    const appliedOn = laterOf(laterOf(today, note.issueDate), invoice.issueDate);
    const entryId = await postEntry(tx, {
      type: 'CREDIT_APPLICATION',
      entryDate: appliedOn,
      description: `Credit note ${note.number} applied to ${invoice.number}`,
      companyId: note.companyId,
      sourceType: 'credit_note',
      sourceId: note.id,
      userId,
      lines: [
        { account: 'customer_credit', debit: amount, currency: note.currency },
        { account: 'receivables', credit: amount, currency: note.currency },
      ],
    });
    await tx.insert(creditNoteApplications).values({ creditNoteId: note.id, invoiceId, amount, appliedOn, journalEntryId: entryId });
    await tx.update(invoices).set({ creditedTotal: invoice.creditedTotal + amount, updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
    // A credit settles the invoice without cash: the providers' slice of it is reversed, never earned.
    await followSettlement(tx, { invoice, settled: invoice.paidTotal + invoice.creditedTotal + amount, cause: 'credit', entryDate: appliedOn, userId });
  }
  await tx.update(creditNotes).set({ appliedTotal: note.appliedTotal + total }).where(eq(creditNotes.id, id));
}

export async function listCreditNotes(ex: Executor, filter: { companyId?: number; id?: number } = {}): Promise<CreditNote[]> {
  const notes = await ex
    .select({ note: creditNotes, invoiceNumber: invoices.number, companyName: sql<string>`(select name from companies c where c.id = ${creditNotes.companyId})` })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(filter.companyId === undefined ? undefined : eq(creditNotes.companyId, filter.companyId), filter.id === undefined ? undefined : eq(creditNotes.id, filter.id)))
    .orderBy(desc(creditNotes.id))
    .limit(200);
  const ids = notes.map((each) => each.note.id);
  const applications =
    ids.length === 0
      ? []
      : await ex
          .select({ application: creditNoteApplications, invoiceNumber: invoices.number })
          .from(creditNoteApplications)
          .innerJoin(invoices, eq(invoices.id, creditNoteApplications.invoiceId))
          .where(inArray(creditNoteApplications.creditNoteId, ids))
          .orderBy(asc(creditNoteApplications.id));
  return notes.map(({ note, invoiceNumber, companyName }) => ({
    id: note.id,
    number: note.number,
    invoiceId: note.invoiceId,
    invoiceNumber,
    company: { id: note.companyId, name: companyName },
    currency: note.currency,
    amount: note.amount,
    appliedTotal: note.appliedTotal,
    remaining: note.amount - note.appliedTotal,
    reason: note.reason,
    issueDate: note.issueDate,
    applications: applications
      .filter((each) => each.application.creditNoteId === note.id)
      .map((each) => ({ invoiceId: each.application.invoiceId, invoiceNumber: each.invoiceNumber, amount: each.application.amount, appliedOn: each.application.appliedOn })),
  }));
}

export async function getCreditNote(ex: Executor, id: number): Promise<CreditNote> {
  const [found] = await listCreditNotes(ex, { id });
  if (!found) throw creditNoteNotFound();
  return found;
}
