import {
  accountingCompanyParamsSchema,
  overdueInvoicesSummarySchema,
  accountingIdParamsSchema,
  AccountingMessage,
  BillingMessage,
  accountingSummarySchema,
  agingQuerySchema,
  agingReportSchema,
  billingProfileInputSchema,
  billingProfileSchema,
  chartQuerySchema,
  closePeriodRequestSchema,
  creditApplicationsSchema,
  creditControlRuleInputSchema,
  payoutInputSchema,
  payoutSchema,
  payoutsQuerySchema,
  creditControlActionRecordSchema,
  creditControlRuleSchema,
  creditNoteInputSchema,
  creditNoteSchema,
  currencyCodeParamsSchema,
  currencySchema,
  currencyUpdateSchema,
  earningsSchema,
  entriesQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
  exportRequestSchema,
  invoiceInputSchema,
  invoiceSchema,
  invoicesQuerySchema,
  journalEntryInputSchema,
  journalEntrySchema,
  ledgerAccountInputSchema,
  ledgerAccountSchema,
  pageSchema,
  paymentInputSchema,
  periodSchema,
  reportRequestSchema,
  reportSchema,
  reverseRequestSchema,
  chargebackRequestSchema,
  chargebackResultSchema,
  summaryQuerySchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as chart from './chart-repository';
import * as creditControl from './credit-control-repository';
import * as creditNotes from './credit-notes-repository';
import * as currencies from './currencies-repository';
import * as entries from './entries-repository';
import { entriesCsv, entriesXlsx } from './exports';
import * as invoices from './invoices-repository';
import * as billing from './billing-repository';
import * as ledger from './ledger-repository';
import * as payouts from './payouts-repository';
import * as reports from './reports-repository';
import { defineAccountingSchedules } from './scheduled';
import * as service from './service';
import { noUsage, type UsageSource } from './usage-source';
import { offlineVatRegistry, type VatRegistry } from './vat-registry';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** Writing the platform books: admin and finance admin. */
const finance = { access: { roles: service.FINANCE_ROLES } } as const;
/** Reading the books on admin/transactions, admin/accounting, admin/currencies: also support admins (seed 000 §6). */
const financeRead = { access: { roles: service.FINANCE_READ_ROLES } } as const;
/** A company's own invoices and earnings: company_reporting holders, or platform finance for any company. */
const companyReporting = { access: { company: service.REPORTING_PRIVILEGE, scope: { param: 'companyId' }, orRoles: service.FINANCE_ROLES } } as const;
/** One invoice (the path names it, and through it the billed company): company_reporting holders of that company, or platform finance; anyone else 404. */
const invoiceReader = { access: { company: service.REPORTING_PRIVILEGE, scope: { param: 'id' }, orRoles: service.FINANCE_ROLES } } as const;
/** One credit note (the path names it, and through it the company): as for an invoice. */
const creditNoteReader = invoiceReader;
/** A company's billing profile: its company admins, or platform finance. */
const companyBillingAdmin = { access: { company: 'admin', scope: { param: 'companyId' }, orRoles: service.FINANCE_ROLES } } as const;

export interface AccountingModuleOptions {
  /** Metered usage to bill monthly (integrations); default: none. */
  usage?: UsageSource;
  /** Where VAT ids are looked up (VIES); default: offline, every id "not checked". */
  vatRegistry?: VatRegistry;
}

/** /api/v1/accounting (seed 001 §7 Accounting) and the company side (invoices, earnings). */
export function accountingRoutes(options: AccountingModuleOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => app.platform.db;
    const deps = (): service.AccountingDeps => ({ platform: app.platform, usage: options.usage ?? noUsage, vatRegistry: options.vatRegistry ?? offlineVatRegistry });
    /** Dates people type into the books fall within the configured window around today. */
    const window = () => service.dateWindow(app.platform);
    defineAccountingSchedules(app.platform, deps);
    const tags = ['accounting'];
    const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

    // ---- entries (the transactions screen) -------------------------------------------------------------
    app.get(
      '/accounting/entries',
      { config: financeRead, schema: { tags, summary: 'Journal entries filtered by search, type, status, currency, company, dates and amount (page 0, size 20)', security: bearer, querystring: entriesQuerySchema, response: { 200: envelopeSchema(pageSchema(journalEntrySchema)), ...errors } } },
      async (request) => ok(await entries.listEntries(db(), request.query)),
    );
    app.post(
      '/accounting/entries',
      { config: finance, schema: { tags, summary: 'Create a draft entry (post it through journal-entries/{id}/post)', security: bearer, body: journalEntryInputSchema, response: { 201: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request, reply) => {
        const id = await service.write(db(), (tx) => ledger.createManualDraft(tx, request.body, userId(request), window()));
        return reply.status(201).send(ok(await ledger.getEntry(db(), id), AccountingMessage.entryCreated));
      },
    );
    app.get(
      '/accounting/entries/:id',
      { config: financeRead, schema: { tags, summary: 'One entry with its lines', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request) => ok(await ledger.getEntry(db(), request.params.id)),
    );
    app.put(
      '/accounting/entries/:id',
      { config: finance, schema: { tags, summary: 'Replace a draft entry (posted entries never change)', security: bearer, params: accountingIdParamsSchema, body: journalEntryInputSchema, response: { 200: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => ledger.updateManualDraft(tx, request.params.id, request.body, userId(request), window()));
        return ok(await ledger.getEntry(db(), request.params.id), AccountingMessage.entryUpdated);
      },
    );
    app.delete(
      '/accounting/entries/:id',
      { config: finance, schema: { tags, summary: 'Delete a draft entry (posted entries are reversed, never deleted)', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => ledger.deleteDraft(tx, request.params.id));
        return ok(null, AccountingMessage.entryDeleted);
      },
    );
    app.get(
      '/accounting/summary',
      { config: financeRead, schema: { tags, summary: 'Income and expenses in a range, receivables and payables at its end, per currency', security: bearer, querystring: summaryQuerySchema, response: { 200: envelopeSchema(accountingSummarySchema), ...errors } } },
      async (request) => ok(await reports.summary(db(), request.query)),
    );
    app.post(
      '/accounting/reports',
      { config: financeRead, schema: { tags, summary: 'Trial balance, profit and loss or balance sheet, per currency or converted at posting-date rates', security: bearer, body: reportRequestSchema, response: { 200: envelopeSchema(reportSchema), ...errors } } },
      async (request) => ok(await reports.buildReport(db(), request.body)),
    );
    app.post(
      '/accounting/export',
      { config: financeRead, schema: { tags, summary: 'Journal lines matching the entry filters as CSV or XLSX', security: bearer, body: exportRequestSchema } },
      async (request, reply) => {
        const rows = await entries.allEntries(db(), request.body.filters ?? {});
        const csv = request.body.format === 'CSV';
        return reply
          .type(csv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="journal.${csv ? 'csv' : 'xlsx'}"`)
          .header('cache-control', 'private, no-store')
          .send(csv ? entriesCsv(rows) : await entriesXlsx(rows));
      },
    );

    // ---- chart of accounts -------------------------------------------------------------------------------
    app.get(
      '/accounting/chart-of-accounts',
      { config: financeRead, schema: { tags, summary: 'The chart of accounts (isActive filters)', security: bearer, querystring: chartQuerySchema, response: { 200: envelopeSchema(z.array(ledgerAccountSchema)), ...errors } } },
      async (request) => ok(await chart.listAccounts(db(), request.query.isActive === undefined ? undefined : request.query.isActive === 'true')),
    );
    app.get(
      '/accounting/chart-of-accounts/:id',
      { config: financeRead, schema: { tags, summary: 'One account of the chart', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(ledgerAccountSchema), ...errors } } },
      async (request) => ok(await chart.getAccount(db(), request.params.id)),
    );
    app.post(
      '/accounting/chart-of-accounts',
      { config: finance, schema: { tags, summary: 'Add an account', security: bearer, body: ledgerAccountInputSchema, response: { 201: envelopeSchema(ledgerAccountSchema), ...errors } } },
      async (request, reply) => reply.status(201).send(ok(await service.write(db(), (tx) => chart.createAccount(tx, request.body)), AccountingMessage.accountCreated)),
    );
    app.put(
      '/accounting/chart-of-accounts/:id',
      { config: finance, schema: { tags, summary: 'Change an account (deactivate instead of deleting one with postings)', security: bearer, params: accountingIdParamsSchema, body: ledgerAccountInputSchema, response: { 200: envelopeSchema(ledgerAccountSchema), ...errors } } },
      async (request) => ok(await service.write(db(), (tx) => chart.updateAccount(tx, request.params.id, request.body)), AccountingMessage.accountUpdated),
    );
    app.delete(
      '/accounting/chart-of-accounts/:id',
      { config: finance, schema: { tags, summary: 'Delete an account nothing was posted to', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => chart.deleteAccount(tx, request.params.id));
        return ok(null, AccountingMessage.accountDeleted);
      },
    );

    // ---- journal entries -------------------------------------------------------------------------------
    app.get(
      '/accounting/journal-entries',
      { config: financeRead, schema: { tags, summary: 'The journal, newest first, with the entry filters', security: bearer, querystring: entriesQuerySchema, response: { 200: envelopeSchema(pageSchema(journalEntrySchema)), ...errors } } },
      async (request) => ok(await entries.listEntries(db(), request.query)),
    );
    app.post(
      '/accounting/journal-entries',
      { config: finance, schema: { tags, summary: 'Create a draft journal entry with its lines', security: bearer, body: journalEntryInputSchema, response: { 201: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request, reply) => {
        const id = await service.write(db(), (tx) => ledger.createManualDraft(tx, request.body, userId(request), window()));
        return reply.status(201).send(ok(await ledger.getEntry(db(), id), AccountingMessage.entryCreated));
      },
    );
    app.put(
      '/accounting/journal-entries/:id',
      { config: finance, schema: { tags, summary: 'Replace a draft journal entry', security: bearer, params: accountingIdParamsSchema, body: journalEntryInputSchema, response: { 200: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => ledger.updateManualDraft(tx, request.params.id, request.body, userId(request), window()));
        return ok(await ledger.getEntry(db(), request.params.id), AccountingMessage.entryUpdated);
      },
    );
    app.post(
      '/accounting/journal-entries/:id/post',
      { config: finance, schema: { tags, summary: 'Post a draft: balanced per currency, active accounts, open period; then immutable', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => ledger.postDraft(tx, request.params.id, userId(request), window()));
        return ok(await ledger.getEntry(db(), request.params.id), AccountingMessage.entryPosted);
      },
    );
    app.post(
      '/accounting/journal-entries/:id/reverse',
      { config: finance, schema: { tags, summary: 'Reverse a posted entry with a new mirrored entry and a reason', security: bearer, params: accountingIdParamsSchema, body: reverseRequestSchema, response: { 200: envelopeSchema(journalEntrySchema), ...errors } } },
      async (request) => {
        const reversal = await service.write(db(), (tx) => ledger.reverseEntry(tx, request.params.id, request.body.reason, userId(request), request.body.entryDate, window()));
        return ok(await ledger.getEntry(db(), reversal), AccountingMessage.entryReversed);
      },
    );
    app.get(
      '/accounting/periods',
      { config: financeRead, schema: { tags, summary: 'Months with postings and whether they are closed', security: bearer, response: { 200: envelopeSchema(z.array(periodSchema)), ...errors } } },
      async () => ok(await entries.listPeriods(db())),
    );
    app.post(
      '/accounting/periods/close',
      { config: finance, schema: { tags, summary: 'Close a month: from now on it refuses postings', security: bearer, body: closePeriodRequestSchema, response: { 200: envelopeSchema(z.array(periodSchema)), ...errors } } },
      async (request) => {
        await service.closeMonth(db(), request.body.month, userId(request));
        return ok(await entries.listPeriods(db()), AccountingMessage.periodClosedDone);
      },
    );

    // ---- invoices ----------------------------------------------------------------------------------------
    app.get(
      '/accounting/invoices',
      { config: finance, schema: { tags, summary: 'Invoices by status, company and search (number or company name)', security: bearer, querystring: invoicesQuerySchema, response: { 200: envelopeSchema(pageSchema(invoiceSchema)), ...errors } } },
      async (request) => ok(await invoices.listInvoices(db(), request.query)),
    );
    app.post(
      '/accounting/invoices',
      { config: finance, schema: { tags, summary: 'Create a draft invoice (no number until it is issued)', security: bearer, body: invoiceInputSchema, response: { 201: envelopeSchema(invoiceSchema), ...errors } } },
      async (request, reply) => {
        const id = await service.write(db(), (tx) => invoices.createInvoice(tx, request.body, userId(request), null, window()));
        return reply.status(201).send(ok(await invoices.getInvoice(db(), id), AccountingMessage.invoiceCreated));
      },
    );
    app.get(
      '/accounting/invoices/:id',
      { config: invoiceReader, schema: { tags, summary: 'One invoice with lines and payments', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(invoiceSchema), ...errors } } },
      async (request) => ok(await service.readableInvoice(db(), currentUser(request), request.params.id)),
    );
    app.put(
      '/accounting/invoices/:id',
      { config: finance, schema: { tags, summary: 'Replace a draft invoice', security: bearer, params: accountingIdParamsSchema, body: invoiceInputSchema, response: { 200: envelopeSchema(invoiceSchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => invoices.updateInvoice(tx, request.params.id, request.body, window()));
        return ok(await invoices.getInvoice(db(), request.params.id), AccountingMessage.invoiceUpdated);
      },
    );
    app.post(
      '/accounting/invoices/:id/issue',
      { config: finance, schema: { tags, summary: 'Issue a draft: the next number of the series, and its receivable posted', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(invoiceSchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => invoices.issueInvoice(tx, request.params.id, userId(request), 'revenue', window()));
        return ok(await invoices.getInvoice(db(), request.params.id), AccountingMessage.invoiceIssued);
      },
    );
    app.post(
      '/accounting/invoices/:id/send',
      { config: finance, schema: { tags, summary: 'Send the invoice PDF to its billing e-mail (a draft is issued first)', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(invoiceSchema), ...errors } } },
      async (request) => ok(await service.sendInvoice(deps(), request.params.id, userId(request)), AccountingMessage.invoiceSent),
    );
    app.post(
      '/accounting/invoices/:id/void',
      { config: finance, schema: { tags, summary: "Void an invoice without payments or credits (it keeps its number; a usage invoice's pending earnings go with it)", security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => billing.voidInvoiceAndEarnings(tx, request.params.id, userId(request)));
        return ok(null, AccountingMessage.invoiceVoided);
      },
    );
    app.get(
      '/accounting/invoices/:id/credit-control',
      { config: finance, schema: { tags, summary: 'What credit control did about an invoice: each rule that acted, when, and its outcome', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(z.array(creditControlActionRecordSchema)), ...errors } } },
      async (request) => {
        if ((await invoices.invoiceCompanyId(db(), request.params.id)) === null) throw invoices.invoiceNotFound();
        return ok(await creditControl.actionsForInvoice(db(), request.params.id));
      },
    );
    app.post(
      '/accounting/invoices/:id/payments',
      { config: finance, schema: { tags, summary: "Record a payment, partial or full (more than the open balance, or a date before the invoice's issue date or outside the date window, is refused)", security: bearer, params: accountingIdParamsSchema, body: paymentInputSchema, response: { 201: envelopeSchema(invoiceSchema), ...errors } } },
      async (request, reply) => {
        await service.write(db(), (tx) => invoices.recordPayment(tx, request.params.id, request.body, userId(request), window()));
        return reply.status(201).send(ok(await invoices.getInvoice(db(), request.params.id), AccountingMessage.paymentRecorded));
      },
    );
    app.post(
      '/accounting/invoices/:id/chargeback',
      { config: finance, schema: { tags, summary: "A chargeback on a usage invoice: what is still pending of its providers' earnings is voided", security: bearer, params: accountingIdParamsSchema, body: chargebackRequestSchema, response: { 200: envelopeSchema(chargebackResultSchema), ...errors } } },
      async (request) => {
        const voidedEntries = await service.write(db(), (tx) => billing.chargeBack(tx, request.params.id, request.body.reason, userId(request)));
        return ok({ invoiceId: request.params.id, voidedEntries }, AccountingMessage.chargedBack);
      },
    );
    app.get(
      '/accounting/invoices/:id/pdf',
      { config: invoiceReader, schema: { tags, summary: 'The invoice as a PDF', security: bearer, params: accountingIdParamsSchema, response: { 200: z.any().describe('The PDF'), ...errors } } },
      async (request, reply) => {
        const { invoice, pdf } = await service.invoicePdfFor(db(), currentUser(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${invoice.number ?? `draft-${invoice.id}`}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    // ---- credit notes and credit control ---------------------------------------------------------------
    app.get(
      '/accounting/credit-notes',
      { config: finance, schema: { tags, summary: 'Credit notes with their applications', security: bearer, response: { 200: envelopeSchema(z.array(creditNoteSchema)), ...errors } } },
      async () => ok(await creditNotes.listCreditNotes(db())),
    );
    app.post(
      '/accounting/credit-notes',
      { config: finance, schema: { tags, summary: 'Issue a credit note for an invoice (its own gapless series)', security: bearer, body: creditNoteInputSchema, response: { 201: envelopeSchema(creditNoteSchema), ...errors } } },
      async (request, reply) => {
        const id = await service.write(db(), (tx) => creditNotes.createCreditNote(tx, request.body, userId(request), window()));
        return reply.status(201).send(ok(await creditNotes.getCreditNote(db(), id), AccountingMessage.creditNoteCreated));
      },
    );
    app.post(
      '/accounting/credit-notes/:id/apply',
      { config: finance, schema: { tags, summary: "Apply a credit note across the company's invoices (each at most its open balance)", security: bearer, params: accountingIdParamsSchema, body: creditApplicationsSchema, response: { 200: envelopeSchema(creditNoteSchema), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => creditNotes.applyCreditNote(tx, request.params.id, request.body, userId(request)));
        return ok(await creditNotes.getCreditNote(db(), request.params.id), AccountingMessage.creditNoteApplied);
      },
    );
    app.get(
      '/accounting/credit-notes/:id',
      { config: creditNoteReader, schema: { tags, summary: 'One credit note with its applications (finance, or a company_reporting holder of its company; anyone else 404)', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(creditNoteSchema), ...errors } } },
      async (request) => ok(await service.readableCreditNote(db(), currentUser(request), request.params.id)),
    );
    app.get(
      '/accounting/credit-notes/:id/pdf',
      { config: creditNoteReader, schema: { tags, summary: 'The credit note as a PDF', security: bearer, params: accountingIdParamsSchema, response: { 200: z.any().describe('The PDF'), ...errors } } },
      async (request, reply) => {
        const { note, pdf } = await service.creditNotePdfFor(db(), currentUser(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${note.number}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
      },
    );
    app.get(
      '/accounting/credit-control/rules',
      { config: finance, schema: { tags, summary: 'Credit control rules: days overdue → reminder, notification or suspension', security: bearer, response: { 200: envelopeSchema(z.array(creditControlRuleSchema)), ...errors } } },
      async () => ok(await creditControl.listRules(db())),
    );
    app.post(
      '/accounting/credit-control/rules',
      { config: finance, schema: { tags, summary: 'Add a credit control rule (the daily run acts once per rule and invoice)', security: bearer, body: creditControlRuleInputSchema, response: { 201: envelopeSchema(creditControlRuleSchema), ...errors } } },
      async (request, reply) => reply.status(201).send(ok(await service.write(db(), (tx) => creditControl.createRule(tx, request.body)), AccountingMessage.ruleCreated)),
    );
    app.put(
      '/accounting/credit-control/rules/:id',
      { config: finance, schema: { tags, summary: 'Change a credit control rule (what it already did stays recorded)', security: bearer, params: accountingIdParamsSchema, body: creditControlRuleInputSchema, response: { 200: envelopeSchema(creditControlRuleSchema), ...errors } } },
      async (request) => ok(await service.write(db(), (tx) => creditControl.updateRule(tx, request.params.id, request.body)), AccountingMessage.ruleUpdated),
    );
    app.delete(
      '/accounting/credit-control/rules/:id',
      { config: finance, schema: { tags, summary: 'Remove a credit control rule that never acted (one that acted answers 409: deactivate it)', security: bearer, params: accountingIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.write(db(), (tx) => creditControl.deleteRule(tx, request.params.id));
        return ok(null, AccountingMessage.ruleDeleted);
      },
    );
    app.get(
      '/accounting/credit-control/aging',
      { config: finance, schema: { tags, summary: 'Open receivables as of a date by company and currency in buckets of days past due, and in the base currency', security: bearer, querystring: agingQuerySchema, response: { 200: envelopeSchema(agingReportSchema), ...errors } } },
      async (request) => ok(await reports.aging(db(), request.query)),
    );

    // ---- payouts to providers ----------------------------------------------------------------------------
    app.get(
      '/accounting/payouts',
      { config: finance, schema: { tags, summary: "Payouts to providers, newest first (optionally one company's)", security: bearer, querystring: payoutsQuerySchema, response: { 200: envelopeSchema(z.array(payoutSchema)), ...errors } } },
      async (request) => ok(await payouts.listPayouts(db(), { companyId: request.query.companyId })),
    );
    app.post(
      '/accounting/payouts',
      { config: finance, schema: { tags, summary: "Record a payout of a provider's available earnings (provider earnings payable against cash); at most what is available", security: bearer, body: payoutInputSchema, response: { 201: envelopeSchema(payoutSchema), ...errors } } },
      async (request, reply) => {
        const id = await service.write(db(), (tx) => payouts.recordPayout(tx, request.body, userId(request), window()));
        const [payout] = await payouts.listPayouts(db(), { id });
        return reply.status(201).send(ok(payout!, AccountingMessage.payoutRecorded));
      },
    );

    // ---- currencies ----------------------------------------------------------------------------------------
    app.get(
      '/accounting/currencies',
      { config: financeRead, schema: { tags, summary: 'Currencies with their latest rate to the base currency', security: bearer, response: { 200: envelopeSchema(z.array(currencySchema)), ...errors } } },
      async () => ok(await currencies.listCurrencies(db())),
    );
    app.patch(
      '/accounting/currencies/:code',
      { config: finance, schema: { tags, summary: 'Activate or deactivate a currency', security: bearer, params: currencyCodeParamsSchema, body: currencyUpdateSchema, response: { 200: envelopeSchema(currencySchema), ...errors } } },
      async (request) => ok(await service.write(db(), (tx) => currencies.setCurrencyActive(tx, request.params.code, request.body.isActive)), AccountingMessage.currencyUpdated),
    );
    app.get(
      '/accounting/exchange-rates',
      { config: financeRead, schema: { tags, summary: 'Exchange rates by currency, newest first', security: bearer, response: { 200: envelopeSchema(z.array(exchangeRateSchema)), ...errors } } },
      async () => ok(await currencies.listRates(db())),
    );
    app.post(
      '/accounting/exchange-rates',
      { config: finance, schema: { tags, summary: 'Add the rate of a currency from a date on (a decimal string)', security: bearer, body: exchangeRateInputSchema, response: { 201: envelopeSchema(exchangeRateSchema), ...errors } } },
      async (request, reply) => reply.status(201).send(ok(await service.write(db(), (tx) => currencies.addRate(tx, request.body)), AccountingMessage.rateAdded)),
    );

    // ---- billing profiles ----------------------------------------------------------------------------------
    app.get(
      '/accounting/billing-profile',
      { config: finance, schema: { tags, summary: "The platform's billing profile: the seller on every invoice, with the bank details customers pay to", security: bearer, response: { 200: envelopeSchema(billingProfileSchema.nullable()), ...errors } } },
      async (request) => ok(await service.billingProfileFor(db(), currentUser(request), { platform: true })),
    );
    app.put(
      '/accounting/billing-profile',
      { config: finance, schema: { tags, summary: "Replace the platform's billing profile (VAT id format per country, IBAN and BIC checked; VAT id looked up in VIES when configured)", security: bearer, body: billingProfileInputSchema, response: { 200: envelopeSchema(billingProfileSchema), ...errors } } },
      async (request) => ok(await service.saveBillingProfile(deps(), currentUser(request), { platform: true }, request.body), BillingMessage.profileSaved),
    );
    app.get(
      '/accounting/companies/:companyId/billing-profile',
      { config: companyBillingAdmin, schema: { tags, summary: "A company's billing profile (null until saved): the buyer on its invoices (company admins)", security: bearer, params: accountingCompanyParamsSchema, response: { 200: envelopeSchema(billingProfileSchema.nullable()), ...errors } } },
      async (request) => ok(await service.billingProfileFor(db(), currentUser(request), { companyId: request.params.companyId })),
    );
    app.put(
      '/accounting/companies/:companyId/billing-profile',
      { config: companyBillingAdmin, schema: { tags, summary: "Replace a company's billing profile (VAT id format per country checked; looked up in VIES when configured) (company admins)", security: bearer, params: accountingCompanyParamsSchema, body: billingProfileInputSchema, response: { 200: envelopeSchema(billingProfileSchema), ...errors } } },
      async (request) => ok(await service.saveBillingProfile(deps(), currentUser(request), { companyId: request.params.companyId }, request.body), BillingMessage.profileSaved),
    );

    // ---- the company side --------------------------------------------------------------------------------
    app.get(
      '/accounting/companies/:companyId/credit-notes',
      { config: companyReporting, schema: { tags, summary: "The company's credit notes with their applications (company_reporting)", security: bearer, params: accountingCompanyParamsSchema, response: { 200: envelopeSchema(z.array(creditNoteSchema)), ...errors } } },
      async (request) => ok(await service.companyCreditNotes(db(), currentUser(request), request.params.companyId)),
    );
    app.get(
      '/accounting/companies/:companyId/invoices',
      { config: companyReporting, schema: { tags, summary: "The company's issued invoices with their balance (company_reporting)", security: bearer, params: accountingCompanyParamsSchema, querystring: invoicesQuerySchema.omit({ companyId: true }), response: { 200: envelopeSchema(pageSchema(invoiceSchema)), ...errors } } },
      async (request) => ok(await service.companyInvoices(db(), currentUser(request), request.params.companyId, request.query)),
    );
    app.get(
      '/accounting/companies/:companyId/invoices/overdue-summary',
      { config: companyReporting, schema: { tags, summary: "How many of the company's invoices are overdue and what they still owe per currency, over all of them (company_reporting)", security: bearer, params: accountingCompanyParamsSchema, response: { 200: envelopeSchema(overdueInvoicesSummarySchema), ...errors } } },
      async (request) => ok(await service.companyOverdueSummary(db(), currentUser(request), request.params.companyId)),
    );
    app.get(
      '/accounting/companies/:companyId/earnings',
      { config: companyReporting, schema: { tags, summary: "The company's earnings as a provider per month: pending (its consumers have not paid yet), earned (available once paid) and paid out (company_reporting)", security: bearer, params: accountingCompanyParamsSchema, response: { 200: envelopeSchema(earningsSchema), ...errors } } },
      async (request) => ok(await service.companyEarnings(db(), currentUser(request), request.params.companyId)),
    );
    app.get(
      '/accounting/companies/:companyId/payouts',
      { config: companyReporting, schema: { tags, summary: 'What the platform paid the company out of its earnings, newest first (company_reporting)', security: bearer, params: accountingCompanyParamsSchema, response: { 200: envelopeSchema(z.array(payoutSchema)), ...errors } } },
      async (request) => ok(await service.companyPayouts(db(), currentUser(request), request.params.companyId)),
    );
  };
}
