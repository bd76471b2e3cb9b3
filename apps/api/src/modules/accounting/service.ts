import { AccountingMessage, CompanyMessage, formatMoney, hasAnyRole, Role, type BillingProfile, type BillingProfileValues, type CreditNote, type Invoice, type OverdueInvoicesSummary, type Payout } from '@paytable/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { findDriverError } from '../../platform/driver-error';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { actionMail } from '../../platform/mail-template';
import type { Platform } from '../../platform/platform';
import { requireActiveMemberOf, requireCompanyPrivilege } from '../companies/index';
import { creditNoteParties, findProfile, saveProfile, type ProfileOwner } from './billing-profiles-repository';
import { assertBillingDetails } from './billing-validation';
import { creditNoteCompanyId, creditNoteNotFound, getCreditNote, listCreditNotes } from './credit-notes-repository';
import type { VatRegistry } from './vat-registry';
import { billUsage } from './billing-repository';
import type { DateWindow } from './dates';
import { earningsOf } from './earnings-repository';
import { listPayouts } from './payouts-repository';
import { transactionWithChanges } from '../realtime/index';
import { actOnDueInvoices, overdueText } from './credit-control-effects';
import type { DueAction } from './credit-control-repository';
import { closePeriod } from './entries-repository';
import { getInvoice, invoiceCompanyId, invoiceNotFound, issueInvoice, listInvoices, markSent, overdueSummary } from './invoices-repository';
import { creditNotePdf, invoicePdf } from './pdf';
import type { UsageSource } from './usage-source';

/** Platform books: admin and finance admin (superuser passes every role check). */
export const FINANCE_ROLES = [Role.ADMIN, Role.FINANCE_ADMIN] as const;
/** Screens that also show to support admins (seed 000 §6: transactions, accounting, currencies). */
export const FINANCE_READ_ROLES = [Role.ADMIN, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN] as const;
/** What a company member needs to see the company's invoices and earnings. */
export const REPORTING_PRIVILEGE = 'company_reporting' as const;

/** What the module runs on besides the database: the usage it bills, the register VAT ids are looked up in. */
export interface AccountingDeps {
  platform: Platform;
  usage: UsageSource;
  vatRegistry: VatRegistry;
}

/**
 * One write = one transaction. A check the database makes itself (an unbalanced posted entry, a posting in
 * a closed period) reaches the caller as a 409 with the books' message, not a 500.
 */
export async function write<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const driver = findDriverError(error, (state) => state === '23514' || state === '23000');
    if (driver) {
      const text = String((error as Error).message ?? '') + String((driver as { message?: string }).message ?? '');
      if (text.includes('period')) throw conflict(AccountingMessage.periodClosed);
      if (text.includes('balance') || text.includes('two lines')) throw conflict(AccountingMessage.unbalanced);
      throw conflict(AccountingMessage.notDraft);
    }
    throw error;
  }
}

const isFinance = (user: AuthUser) => hasAnyRole(user, [...FINANCE_ROLES]);

/** A company_reporting holder of the company (platform finance passes); anyone else: 404 or 403. */
export async function requireCompanyReporting(db: Db, user: AuthUser, companyId: number): Promise<void> {
  if (isFinance(user)) return;
  await requireCompanyPrivilege(db, user.id, companyId, REPORTING_PRIVILEGE);
}

/** A document of a company (invoice, credit note) for finance or a company_reporting holder of that company; anyone else gets `missing` (404). */
async function requireDocumentReader(db: Db, user: AuthUser, companyId: number | null, missing: () => AppError): Promise<void> {
  if (companyId === null) throw missing();
  if (isFinance(user)) return;
  try {
    await requireCompanyPrivilege(db, user.id, companyId, REPORTING_PRIVILEGE);
  } catch (error) {
    throw error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404) ? missing() : error;
  }
}

/** An invoice for finance, or for a company_reporting holder of the billed company; 404 for everyone else. */
export async function readableInvoice(db: Db, user: AuthUser, id: number): Promise<Invoice> {
  await requireDocumentReader(db, user, await invoiceCompanyId(db, id), invoiceNotFound);
  const invoice = await getInvoice(db, id);
  // A company sees its issued invoices; drafts are the finance team's work in progress.
  if (!isFinance(user) && invoice.status === 'DRAFT') throw invoiceNotFound();
  return invoice;
}

export async function companyInvoices(db: Db, user: AuthUser, companyId: number, query: Parameters<typeof listInvoices>[1]) {
  await requireCompanyReporting(db, user, companyId);
  const page = await listInvoices(db, { ...query, companyId });
  return { ...page, content: page.content.filter((invoice) => invoice.status !== 'DRAFT' || isFinance(user)) };
}

/** The count and per-currency balance of every overdue invoice of the company (its members' home screen). */
export async function companyOverdueSummary(db: Db, user: AuthUser, companyId: number): Promise<OverdueInvoicesSummary> {
  await requireCompanyReporting(db, user, companyId);
  return overdueSummary(db, companyId);
}

/** A credit note for finance, or for a company_reporting holder of its company; 404 for everyone else. */
export async function readableCreditNote(db: Db, user: AuthUser, id: number): Promise<CreditNote> {
  await requireDocumentReader(db, user, await creditNoteCompanyId(db, id), creditNoteNotFound);
  return getCreditNote(db, id);
}

export async function creditNotePdfFor(db: Db, user: AuthUser, id: number): Promise<{ note: CreditNote; pdf: Buffer }> {
  const note = await readableCreditNote(db, user, id);
  const parties = (await creditNoteParties(db, [id])).get(id) ?? null;
  return { note, pdf: await creditNotePdf(note, await getInvoice(db, note.invoiceId), parties) };
}

export async function companyCreditNotes(db: Db, user: AuthUser, companyId: number): Promise<CreditNote[]> {
  await requireCompanyReporting(db, user, companyId);
  return listCreditNotes(db, { companyId });
}

/**
 * A company's billing profile is its administrators' to see and change (platform finance too); other
 * members 403, other companies 404. The platform's profile is guarded by its routes' roles alone.
 */
async function requireProfileEditor(db: Db, user: AuthUser, owner: ProfileOwner): Promise<void> {
  if (isFinance(user) || 'platform' in owner) return;
  const membership = await requireActiveMemberOf(db, user.id, owner.companyId);
  if (!membership.isCompanyAdmin) throw forbidden(CompanyMessage.notCompanyAdmin);
}

export async function billingProfileFor(db: Db, user: AuthUser, owner: ProfileOwner): Promise<BillingProfile | null> {
  await requireProfileEditor(db, user, owner);
  return findProfile(db, owner);
}

/**
 * Saves a billing profile: the VAT id's format per country, the IBAN and the BIC are checked, then the
 * VAT id is looked up in VIES through the registry port (before the transaction: a lookup is a network
 * call) and its answer stored with the profile.
 */
export async function saveBillingProfile(deps: AccountingDeps, user: AuthUser, owner: ProfileOwner, values: BillingProfileValues): Promise<BillingProfile> {
  const { db } = deps.platform;
  await requireProfileEditor(db, user, owner);
  assertBillingDetails(values);
  const lookup = values.vatId === null ? null : await deps.vatRegistry.lookUp(values.vatId);
  return write(db, (tx) => saveProfile(tx, owner, values, lookup, user.id));
}

export async function companyEarnings(db: Db, user: AuthUser, companyId: number) {
  await requireCompanyReporting(db, user, companyId);
  return earningsOf(db, companyId);
}

/** What the platform paid a provider, newest first (its company_reporting holders, or platform finance). */
export async function companyPayouts(db: Db, user: AuthUser, companyId: number): Promise<Payout[]> {
  await requireCompanyReporting(db, user, companyId);
  return listPayouts(db, { companyId });
}

const invoiceUrl = (platform: Platform) => `${platform.config.publicUrl}/dashboard/invoices`;

/**
 * Sends an invoice: issues it if it is a draft (taking its number), builds the PDF and mails it to the
 * billing address. The issue commits first; a failed mail leaves the invoice issued and unsent (sentAt
 * stays empty), so sending again is safe.
 */
export async function sendInvoice(deps: AccountingDeps, id: number, userId: number): Promise<Invoice> {
  const { platform } = deps;
  await write(platform.db, (tx) => issueInvoice(tx, id, userId, 'revenue', dateWindow(platform)));
  const invoice = await getInvoice(platform.db, id);
  if (invoice.status === 'VOID') throw conflict(AccountingMessage.invoiceVoid);
  const pdf = await invoicePdf(invoice);
  const mail = actionMail({
    to: invoice.billingEmail,
    subject: `Invoice ${invoice.number} from Paytable`,
    greeting: `Hello ${invoice.company.name},`,
    paragraphs: [
      `Please find attached invoice ${invoice.number} for ${formatMoney(invoice.total, invoice.currency)}, due on ${invoice.dueDate}.`,
      `Open balance: ${formatMoney(invoice.balance, invoice.currency)}.`,
    ],
    action: { label: 'See your invoices', url: invoiceUrl(platform) },
  });
  await platform.mailer.send({ ...mail, attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }] });
  await write(platform.db, (tx) => markSent(tx, id));
  return getInvoice(platform.db, id);
}

export async function invoicePdfFor(db: Db, user: AuthUser, id: number): Promise<{ invoice: Invoice; pdf: Buffer }> {
  const invoice = await readableInvoice(db, user, id);
  return { invoice, pdf: await invoicePdf(invoice) };
}

/** Bills every company's usage of a month (the scheduled run on the 1st bills the month before). */
export async function billMonth(deps: AccountingDeps, month: string): Promise<number> {
  const usage = await deps.usage.usageForMonth(deps.platform.db, month);
  let invoiced = 0;
  for (const company of usage) invoiced += (await write(deps.platform.db, (tx) => billUsage(tx, month, company))).length;
  return invoiced;
}

/** Closes a month: postings dated inside it are refused from now on (earnings follow payments, not periods). */
export async function closeMonth(db: Db, month: string, userId: number): Promise<void> {
  await write(db, (tx) => closePeriod(tx, month, userId));
}

/** The window around today that dates typed into the books must fall in (config: ACCOUNTING_BACKDATE_DAYS, ACCOUNTING_FORWARD_DAYS). */
export const dateWindow = (platform: Platform): DateWindow => ({ ...platform.config.accountingDates });

/**
 * Runs the credit control rules for a day: each active rule acts once per open invoice at least its days
 * overdue. Claiming the (rule, invoice) pairs, the notices, the suspensions and what each action did are
 * one transaction; reminders are mailed after it commits.
 */
export async function runCreditControl(deps: AccountingDeps, now = new Date()): Promise<DueAction[]> {
  const { platform } = deps;
  const actions = await transactionWithChanges(platform, (tx, changes) => actOnDueInvoices({ platform, tx, changes, now }));
  for (const action of actions.filter((each) => each.action === 'REMINDER')) {
    await platform.mailer.send(
      actionMail({
        to: action.billingEmail,
        subject: `Reminder: invoice ${action.invoiceNumber} is ${action.daysOverdue} days overdue`,
        paragraphs: [overdueText(action), 'Please arrange payment, or reply if it is already on its way.'],
        action: { label: 'See your invoices', url: invoiceUrl(platform) },
      }),
    );
  }
  return actions;
}
