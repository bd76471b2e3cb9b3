import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units of a currency: bigint, read as a JavaScript number (amounts stay below 10¹⁵). */
const money = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/** ISO-4217 currencies the books know; exactly one is the base that reports convert to. */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isBase: boolean('is_base').notNull().default(false),
  },
  (t) => [check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`), uniqueIndex('currencies_one_base').on(t.isBase).where(sql`${t.isBase}`)],
);

/** Units of the base currency one unit of `currency` buys from `effective_date` on (decimal, never a float). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    effectiveDate: day('effective_date').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_currency_date').on(t.currency, t.effectiveDate), check('exchange_rates_positive', sql`${t.rate} > 0`)],
);

/** The chart of accounts. `system_key` marks the accounts the books post to themselves (receivables, revenue, …). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    systemKey: text('system_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code').on(t.code),
    uniqueIndex('ledger_accounts_system_key').on(t.systemKey),
    check('ledger_accounts_type_check', sql`${t.type} in ('ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE')`),
  ],
);

/** A closed month refuses postings dated inside it (a missing row is an open month). */
export const accountingPeriods = pgTable('accounting_periods', {
  month: day('month').primaryKey(),
  status: text('status').notNull().default('CLOSED'),
  closedAt: timestamptz('closed_at').notNull().defaultNow(),
  closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A journal entry: DRAFT (editable) → POSTED (immutable) → REVERSED (by a new entry that mirrors it).
 * The database refuses an unbalanced posted entry and any change to a posted one but its reversal mark
 * (0037_accounting_ledger.sql).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull().default('MANUAL'),
    status: text('status').notNull().default('DRAFT'),
    entryDate: day('entry_date').notNull(),
    description: text('description').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    reversesEntryId: integer('reverses_entry_id'),
    reversedByEntryId: integer('reversed_by_entry_id'),
    reversalReason: text('reversal_reason'),
    /** The document that caused it (invoice, payment, credit note, …), for the audit trail. */
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    postedAt: timestamptz('posted_at'),
    postedByUserId: integer('posted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('journal_entries_status_check', sql`${t.status} in ('DRAFT', 'POSTED', 'REVERSED')`),
    check('journal_entries_posted_at_check', sql`(${t.status} = 'DRAFT') = (${t.postedAt} is null)`),
    index('journal_entries_date_idx').on(t.entryDate, t.id),
    index('journal_entries_company_idx').on(t.companyId, t.entryDate),
    uniqueIndex('journal_entries_reverses_once').on(t.reversesEntryId),
  ],
);

/** One side of an entry: a debit or a credit (never both, never zero) in minor units of `currency`. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
    currency: text('currency').notNull(),
    /** The company a line concerns (receivables and earnings per company), when there is one. */
    companyId: integer('company_id'),
    description: text('description'),
  },
  (t) => [
    check('journal_lines_one_side', sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`),
    check('journal_lines_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId, t.currency),
  ],
);

/** A numbering series (INV, CN): `next_number` is taken under a row lock, so numbers have no gaps. */
export const documentSeries = pgTable('document_series', {
  code: text('code').primaryKey(),
  prefix: text('prefix').notNull(),
  nextNumber: integer('next_number').notNull().default(1),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** DRAFT, ISSUED or VOID; paid, partially paid and overdue are derived from the totals and the date. */
    state: text('state').notNull().default('DRAFT'),
    series: text('series').notNull().default('INV'),
    sequence: integer('sequence'),
    number: text('number'),
    currency: text('currency').notNull(),
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** The date of supply when it differs from the issue date (printed on the invoice). */
    supplyDate: day('supply_date'),
    billingEmail: text('billing_email').notNull(),
    notes: text('notes'),
    subtotal: money('subtotal').notNull().default(0),
    taxTotal: money('tax_total').notNull().default(0),
    total: money('total').notNull().default(0),
    paidTotal: money('paid_total').notNull().default(0),
    creditedTotal: money('credited_total').notNull().default(0),
    /** Monthly usage invoices carry their month, so the scheduled run bills a company once per month. */
    usageMonth: day('usage_month'),
    sentAt: timestamptz('sent_at'),
    issuedAt: timestamptz('issued_at'),
    voidedAt: timestamptz('voided_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('invoices_state_check', sql`${t.state} in ('DRAFT', 'ISSUED', 'VOID')`),
    check('invoices_numbered_check', sql`(${t.state} = 'DRAFT') = (${t.sequence} is null)`),
    check('invoices_open_balance_check', sql`${t.paidTotal} + ${t.creditedTotal} <= ${t.total}`),
    uniqueIndex('invoices_series_sequence').on(t.series, t.sequence),
    uniqueIndex('invoices_usage_month').on(t.companyId, t.usageMonth),
    index('invoices_company_idx').on(t.companyId, t.issueDate),
    index('invoices_due_idx').on(t.dueDate).where(sql`${t.state} = 'ISSUED'`),
    // Invoiced per currency over a window (the admin overview): issued invoices by date.
    index('invoices_issued_date_idx').on(t.issueDate, t.currency).where(sql`${t.state} = 'ISSUED'`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxRateBasisPoints: integer('tax_rate_bp').notNull().default(0),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    paidOn: day('paid_on').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('invoice_payments_positive', sql`${t.amount} > 0`), index('invoice_payments_invoice_idx').on(t.invoiceId), index('invoice_payments_paid_on_idx').on(t.paidOn)],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    series: text('series').notNull().default('CN'),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    appliedTotal: money('applied_total').notNull().default(0),
    reason: text('reason').notNull(),
    issueDate: day('issue_date').notNull(),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_series_sequence').on(t.series, t.sequence),
    check('credit_notes_applied_check', sql`${t.appliedTotal} >= 0 and ${t.appliedTotal} <= ${t.amount}`),
    index('credit_notes_company_idx').on(t.companyId),
  ],
);

export const creditNoteApplications = pgTable(
  'credit_note_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    appliedOn: day('applied_on').notNull(),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
  },
  (t) => [check('credit_note_applications_positive', sql`${t.amount} > 0`), index('credit_note_applications_note_idx').on(t.creditNoteId)],
);

export const creditControlRules = pgTable(
  'credit_control_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    daysOverdue: integer('days_overdue').notNull(),
    action: text('action').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('credit_control_rules_action_check', sql`${t.action} in ('REMINDER', 'NOTIFICATION', 'SUSPEND_PARTNERSHIPS')`)],
);

/**
 * What the platform paid a provider out of its available earnings: the payout's own entry (provider
 * earnings payable against cash, for the company) is posted in the same transaction.
 */
export const providerPayouts = pgTable(
  'provider_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    paidOn: day('paid_on').notNull(),
    reference: text('reference').notNull(),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('provider_payouts_positive', sql`${t.amount} > 0`), index('provider_payouts_company_idx').on(t.companyId, t.paidOn)],
);

/** What a rule has done to an invoice: each rule acts once per invoice. */
export const creditControlActions = pgTable(
  'credit_control_actions',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => creditControlRules.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    actedAt: timestamptz('acted_at').notNull().defaultNow(),
    /** What the action did, in words for the finance team ("Reminder e-mailed to …", "2 partnerships suspended"). */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('credit_control_actions_once').on(t.ruleId, t.invoiceId)],
);

/**
 * Who bills and who is billed: the platform's own profile (the seller, `company_id` null, one row) and one
 * per company (the buyer). Invoices and credit notes copy both when they are issued (`document_parties`).
 */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    addressLines: text('address_lines').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull(),
    country: text('country').notNull(),
    vatId: text('vat_id'),
    /** The last VIES lookup of `vat_id`: VALID, INVALID or NOT_CHECKED (offline, or not looked up). */
    vatCheckStatus: text('vat_check_status').notNull().default('NOT_CHECKED'),
    vatCheckedAt: timestamptz('vat_checked_at'),
    vatCheckDetail: text('vat_check_detail'),
    billingEmail: text('billing_email').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_profiles_company').on(t.companyId),
    uniqueIndex('billing_profiles_platform').on(sql`(${t.companyId} is null)`).where(sql`${t.companyId} is null`),
    check('billing_profiles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('billing_profiles_vat_check_status', sql`${t.vatCheckStatus} in ('VALID', 'INVALID', 'NOT_CHECKED')`),
  ],
);

/** The seller and buyer of an issued invoice or credit note, copied from the billing profiles when it was issued. */
export const documentParties = pgTable(
  'document_parties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'cascade' }),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
  },
  (t) => [
    uniqueIndex('document_parties_invoice').on(t.invoiceId),
    uniqueIndex('document_parties_credit_note').on(t.creditNoteId),
    check('document_parties_one_document', sql`num_nonnulls(${t.invoiceId}, ${t.creditNoteId}) = 1`),
  ],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
