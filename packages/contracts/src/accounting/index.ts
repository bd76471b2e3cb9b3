import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { billingPartySchema } from './billing';

export * from './billing';

// ---- money ------------------------------------------------------------------------------------------

/**
 * Money is an integer count of the currency's minor units (cents) with an ISO-4217 code; never a float.
 * The largest amount is 10¹⁵ minor units, well inside a safe integer and a PostgreSQL bigint.
 */
export const MAX_MINOR_UNITS = 1_000_000_000_000_000;
export const currencyCodeSchema = z
  .string({ error: 'Currency must be a three-letter ISO-4217 code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO-4217 code');
export const minorUnitsSchema = (label = 'Amount') =>
  z
    .number({ error: `${label} must be a number of minor units` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_MINOR_UNITS, `${label} is too large`);
export const positiveMinorUnitsSchema = (label = 'Amount') => minorUnitsSchema(label).refine((value) => value > 0, `${label} must be greater than zero`);

/** A calendar date, YYYY-MM-DD (the books count days, not instants). */
export const isoDateSchema = (label = 'Date') =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} is not a real date`);
export const monthSchema = z
  .string({ error: 'Month must be YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM');

/** Formats minor units for people: 123456, 'EUR' → '€1,234.56'. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const digits = currencyMinorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'ISK', 'CLP', 'VND', 'HUF']);
export const currencyMinorDigits = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

// ---- enums ------------------------------------------------------------------------------------------

export const accountTypes = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export const accountTypeSchema = z.enum(accountTypes, { error: 'Choose an account type' });
export type AccountType = z.infer<typeof accountTypeSchema>;
export const accountTypeLabels: Record<AccountType, string> = { ASSET: 'Assets', LIABILITY: 'Liabilities', EQUITY: 'Equity', INCOME: 'Income', EXPENSE: 'Expenses' };

export const entryTypes = ['MANUAL', 'INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'CREDIT_APPLICATION', 'VOID', 'REVERSAL', 'USAGE', 'COMMISSION', 'FX', 'PAYOUT'] as const;
export const entryTypeSchema = z.enum(entryTypes, { error: 'Choose an entry type' });
export type EntryType = z.infer<typeof entryTypeSchema>;
export const entryTypeLabels: Record<EntryType, string> = {
  MANUAL: 'Manual',
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  CREDIT_NOTE: 'Credit note',
  CREDIT_APPLICATION: 'Credit applied',
  VOID: 'Invoice void',
  REVERSAL: 'Reversal',
  USAGE: 'Usage',
  COMMISSION: 'Commission',
  FX: 'Exchange difference',
  PAYOUT: 'Payout',
};

export const entryStatuses = ['DRAFT', 'POSTED', 'REVERSED'] as const;
export const entryStatusSchema = z.enum(entryStatuses, { error: 'Choose an entry status' });
export type EntryStatus = z.infer<typeof entryStatusSchema>;

export const invoiceStatuses = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'VOID'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses, { error: 'Choose an invoice status' });
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const invoiceStatusLabels: Record<InvoiceStatus, string> = { DRAFT: 'Draft', ISSUED: 'Issued', PARTIALLY_PAID: 'Partially paid', PAID: 'Paid', OVERDUE: 'Overdue', VOID: 'Void' };

export const creditControlActions = ['REMINDER', 'NOTIFICATION', 'SUSPEND_PARTNERSHIPS'] as const;
export const creditControlActionSchema = z.enum(creditControlActions, { error: 'Choose an action' });
export type CreditControlAction = z.infer<typeof creditControlActionSchema>;
export const creditControlActionLabels: Record<CreditControlAction, string> = { REMINDER: 'Reminder e-mail', NOTIFICATION: 'Notification', SUSPEND_PARTNERSHIPS: 'Suspend partnerships' };

export const reportTypes = ['TRIAL_BALANCE', 'PROFIT_AND_LOSS', 'BALANCE_SHEET'] as const;
export const reportTypeSchema = z.enum(reportTypes, { error: 'Choose a report' });
export type ReportType = z.infer<typeof reportTypeSchema>;

export const exportFormats = ['CSV', 'XLSX'] as const;
export const exportFormatSchema = z.enum(exportFormats, { error: 'Choose CSV or XLSX' });

export const agingBuckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels: Record<AgingBucket, string> = { current: 'Current', days1to30: '1–30 days', days31to60: '31–60 days', days61to90: '61–90 days', over90: 'Over 90 days' };

// ---- messages (seed 001 §8: "failures for entries, chart of accounts, …") ------------------------------

export const AccountingFailure = {
  entries: 'Failed to fetch accounting entries',
  chart: 'Failed to fetch chart of accounts',
  journal: 'Failed to fetch journal entries',
  creditNotes: 'Failed to fetch credit notes',
  rules: 'Failed to fetch credit control rules',
  invoices: 'Failed to fetch invoices',
  summary: 'Failed to fetch accounting summary',
  report: 'Failed to generate report',
  payouts: 'Failed to fetch payouts',
} as const;

export const AccountingMessage = {
  accountNotFound: 'Account not found',
  entryNotFound: 'Journal entry not found',
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  currencyNotFound: 'Currency not found',
  accountCodeTaken: 'An account with this code already exists',
  accountInUse: 'This account has postings; deactivate it instead',
  accountInactive: 'An inactive account cannot take postings',
  unbalanced: 'Debits and credits must be equal in each currency',
  lineSide: 'Each line is either a debit or a credit, greater than zero',
  notDraft: 'Only a draft can be changed',
  notPosted: 'Only a posted entry can be reversed',
  alreadyReversed: 'This entry has already been reversed',
  periodClosed: 'This period is closed; post the correction in an open period',
  periodAlreadyClosed: 'This period is already closed',
  currencyInactive: 'This currency is not active',
  noRate: 'No exchange rate for this currency on that date',
  invoiceNotIssued: 'Issue the invoice first',
  invoiceVoid: 'This invoice is void',
  invoiceNotDraft: 'Only a draft invoice can be changed',
  overpayment: 'The payment is more than the open balance',
  overApplication: 'An application is more than the open balance of its invoice',
  overCredit: 'The applications are more than the credit note has left',
  creditAboveInvoice: 'A credit note cannot exceed the invoice total',
  currencyMismatch: 'Currencies differ',
  voidWithPayments: 'An invoice with payments or credits cannot be voided',
  noPendingEarnings: 'This invoice carries no pending earnings',
  ruleNotFound: 'Credit control rule not found',
  ruleHasActed: 'This rule has acted on invoices; deactivate it instead',
  companyNotFound: 'Company not found',
  accountCreated: 'Account created',
  accountUpdated: 'Account updated',
  accountDeleted: 'Account deleted',
  entryCreated: 'Journal entry created',
  entryUpdated: 'Journal entry updated',
  entryDeleted: 'Journal entry deleted',
  entryPosted: 'Journal entry posted',
  entryReversed: 'Journal entry reversed',
  periodClosedDone: 'Period closed',
  invoiceCreated: 'Invoice created',
  invoiceUpdated: 'Invoice updated',
  invoiceIssued: 'Invoice issued',
  invoiceSent: 'Invoice sent',
  invoiceVoided: 'Invoice voided',
  paymentRecorded: 'Payment recorded',
  creditNoteCreated: 'Credit note created',
  creditNoteApplied: 'Credit note applied',
  ruleCreated: 'Credit control rule created',
  ruleUpdated: 'Credit control rule updated',
  ruleDeleted: 'Credit control rule removed',
  payoutRecorded: 'Payout recorded',
  currencyUpdated: 'Currency updated',
  rateAdded: 'Exchange rate added',
  chargedBack: 'Chargeback recorded: pending earnings voided',
} as const;

// ---- chart of accounts ---------------------------------------------------------------------------------

export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: accountTypeSchema,
  isActive: z.boolean(),
  /** Set on the accounts the books post to by themselves (receivables, revenue, …); they cannot be deleted. */
  systemKey: z.string().nullable(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const ledgerAccountInputSchema = z.object({
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(20, 'Code is at most 20 characters').regex(/^[0-9A-Za-z.-]+$/, 'Code may hold letters, digits, dots and dashes'),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters'),
  type: accountTypeSchema,
  isActive: z.boolean().default(true),
});
export type LedgerAccountInput = z.infer<typeof ledgerAccountInputSchema>;
export const chartQuerySchema = z.object({ isActive: z.enum(['true', 'false']).optional() });

// ---- journal entries -----------------------------------------------------------------------------------

export const journalLineInputSchema = z.object({
  accountId: idSchema('Account'),
  debit: minorUnitsSchema('Debit').default(0),
  credit: minorUnitsSchema('Credit').default(0),
  currency: currencyCodeSchema,
  description: z.string().trim().max(200, 'A line description is at most 200 characters').optional(),
});
export type JournalLineInput = z.infer<typeof journalLineInputSchema>;

export const journalEntryInputSchema = z.object({
  entryDate: isoDateSchema('Entry date'),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(300, 'Description is at most 300 characters'),
  companyId: idSchema('Company').nullable().optional(),
  lines: z.array(journalLineInputSchema, { error: 'Lines are required' }).min(2, 'An entry needs at least two lines').max(200, 'An entry has at most 200 lines'),
});
export type JournalEntryInput = z.infer<typeof journalEntryInputSchema>;

export const reverseRequestSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(300, 'The reason is at most 300 characters'),
  entryDate: isoDateSchema('Entry date').optional(),
});

/** A chargeback on a usage invoice: its pending provider earnings are voided (reversed) with the reason. */
export const chargebackRequestSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(300, 'The reason is at most 300 characters'),
});
export type ChargebackRequest = z.infer<typeof chargebackRequestSchema>;
export const chargebackResultSchema = z.object({ invoiceId: z.number().int(), voidedEntries: z.number().int() });
export type ChargebackResult = z.infer<typeof chargebackResultSchema>;

export const journalLineSchema = z.object({
  id: z.number().int(),
  account: z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: accountTypeSchema }),
  debit: z.number().int(),
  credit: z.number().int(),
  currency: z.string(),
  description: z.string().nullable(),
});
export const journalEntrySchema = z.object({
  id: z.number().int(),
  type: entryTypeSchema,
  status: entryStatusSchema,
  entryDate: z.string(),
  description: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Sum of the debits per currency (the entry's size). */
  amount: z.number().int(),
  currency: z.string(),
  reversesEntryId: z.number().int().nullable(),
  reversedByEntryId: z.number().int().nullable(),
  reversalReason: z.string().nullable(),
  postedAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const amountQuery = (label: string) => z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number of minor units`).min(0, `${label} cannot be negative`).max(MAX_MINOR_UNITS, `${label} is too large`).optional();
/** Seed 001 §3: search, type, status, currency, companyId, startDate, endDate, minAmount, maxAmount; page 0, size 20. */
export const entryFiltersSchema = z.object({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  type: entryTypeSchema.optional(),
  status: entryStatusSchema.optional(),
  currency: currencyCodeSchema.optional(),
  companyId: idParamSchema('Company').optional(),
  startDate: isoDateSchema('Start date').optional(),
  endDate: isoDateSchema('End date').optional(),
  minAmount: amountQuery('Minimum amount'),
  maxAmount: amountQuery('Maximum amount'),
});
export type EntryFilters = z.infer<typeof entryFiltersSchema>;
export const entriesQuerySchema = pageQuerySchema(20).extend(entryFiltersSchema.shape);
export type EntriesQuery = z.infer<typeof entriesQuerySchema>;

// ---- periods -------------------------------------------------------------------------------------------

export const periodSchema = z.object({ month: z.string(), status: z.enum(['OPEN', 'CLOSED']), closedAt: z.string().nullable() });
export type AccountingPeriod = z.infer<typeof periodSchema>;
export const closePeriodRequestSchema = z.object({ month: monthSchema });

// ---- summary and reports ---------------------------------------------------------------------------------

export const summaryQuerySchema = z.object({ startDate: isoDateSchema('Start date').optional(), endDate: isoDateSchema('End date').optional() });
export const currencySummarySchema = z.object({ currency: z.string(), income: z.number().int(), expenses: z.number().int(), receivables: z.number().int(), payables: z.number().int() });
export const accountingSummarySchema = z.object({ currencies: z.array(currencySummarySchema), openInvoices: z.number().int(), overdueInvoices: z.number().int() });
export type AccountingSummary = z.infer<typeof accountingSummarySchema>;

export const reportRequestSchema = z
  .object({
    type: reportTypeSchema,
    startDate: isoDateSchema('Start date').optional(),
    endDate: isoDateSchema('End date'),
    /** Convert every currency to this one at the rate of each posting date; without it, one section per currency. */
    convertTo: currencyCodeSchema.optional(),
  })
  .refine((value) => value.startDate === undefined || value.startDate <= value.endDate, { message: 'The start date is after the end date', path: ['startDate'] });
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export const reportRowSchema = z.object({ accountId: z.number().int(), code: z.string(), name: z.string(), type: accountTypeSchema, debit: z.number().int(), credit: z.number().int(), balance: z.number().int() });
export const reportSectionSchema = z.object({ currency: z.string(), rows: z.array(reportRowSchema), totals: z.object({ debit: z.number().int(), credit: z.number().int(), balance: z.number().int() }) });
export const reportSchema = z.object({ type: reportTypeSchema, startDate: z.string().nullable(), endDate: z.string(), convertedTo: z.string().nullable(), sections: z.array(reportSectionSchema) });
export type AccountingReport = z.infer<typeof reportSchema>;

export const exportRequestSchema = z.object({ format: exportFormatSchema, filters: entryFiltersSchema.optional() });

// ---- invoices ------------------------------------------------------------------------------------------

export const invoiceLineInputSchema = z.object({
  description: z.string({ error: 'A line needs a description' }).trim().min(1, 'A line needs a description').max(200, 'A line description is at most 200 characters'),
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1_000_000_000, 'Quantity is too large'),
  unitPrice: minorUnitsSchema('Unit price'),
  /** Tax in basis points: 2000 is 20 %. */
  taxRateBasisPoints: z.number({ error: 'Tax rate must be a number' }).int('Tax rate is whole basis points').min(0, 'Tax rate cannot be negative').max(10_000, 'Tax rate is at most 100 %').default(0),
});
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

export const invoiceInputSchema = z
  .object({
    companyId: idSchema('Company'),
    currency: currencyCodeSchema,
    issueDate: isoDateSchema('Issue date'),
    dueDate: isoDateSchema('Due date'),
    /** When the service was supplied, if not the issue date (printed on the invoice, art. 226(7)). */
    supplyDate: isoDateSchema('Supply date').optional(),
    billingEmail: z.string({ error: 'Billing e-mail is required' }).trim().email('Billing e-mail is not a valid address').max(254),
    notes: z.string().trim().max(1000, 'Notes are at most 1000 characters').optional(),
    lines: z.array(invoiceLineInputSchema, { error: 'Lines are required' }).min(1, 'An invoice needs at least one line').max(100, 'An invoice has at most 100 lines'),
  })
  .refine((value) => value.dueDate >= value.issueDate, { message: 'The due date is before the issue date', path: ['dueDate'] });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;

export const invoiceLineSchema = z.object({ id: z.number().int(), description: z.string(), quantity: z.number().int(), unitPrice: z.number().int(), taxRateBasisPoints: z.number().int(), net: z.number().int(), tax: z.number().int() });
export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  paidOn: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  /** The realised exchange difference this payment posted, in minor units of the base currency (a gain is positive); null when none. */
  exchangeDifference: z.number().int().nullable(),
});
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  status: invoiceStatusSchema,
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  /** The date of supply when it differs from the issue date; null: the issue date. */
  supplyDate: z.string().nullable(),
  billingEmail: z.string(),
  notes: z.string().nullable(),
  subtotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  paidTotal: z.number().int(),
  creditedTotal: z.number().int(),
  balance: z.number().int(),
  sentAt: z.string().nullable(),
  /** The month (`YYYY-MM`) of metered usage a usage invoice bills; null on other invoices. */
  usageMonth: z.string().nullable(),
  /** The seller and the buyer as they were when the invoice was issued (null on a draft). */
  seller: billingPartySchema.nullable(),
  buyer: billingPartySchema.nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesQuerySchema = pageQuerySchema(20).extend({
  status: invoiceStatusSchema.optional(),
  companyId: idParamSchema('Company').optional(),
  search: z.string().trim().max(100).optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;
/** A company's overdue invoices: how many, and what is still owed on them per currency (minor units). */
export const overdueInvoicesSummarySchema = z.object({
  count: z.number().int(),
  owed: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});
export type OverdueInvoicesSummary = z.infer<typeof overdueInvoicesSummarySchema>;

export const paymentInputSchema = z.object({
  amount: positiveMinorUnitsSchema('Amount'),
  paidOn: isoDateSchema('Payment date'),
  method: z.enum(['BANK_TRANSFER', 'CARD', 'CRYPTO', 'OTHER'], { error: 'Choose a payment method' }).default('BANK_TRANSFER'),
  reference: z.string().trim().max(100, 'The reference is at most 100 characters').optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

// ---- credit notes ----------------------------------------------------------------------------------------

export const creditNoteInputSchema = z.object({
  invoiceId: idSchema('Invoice'),
  amount: positiveMinorUnitsSchema('Amount'),
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required').max(300, 'The reason is at most 300 characters'),
  issueDate: isoDateSchema('Issue date'),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;
export const creditApplicationsSchema = z.object({
  applications: z
    .array(z.object({ invoiceId: idSchema('Invoice'), amount: positiveMinorUnitsSchema('Amount') }), { error: 'Applications are required' })
    .min(1, 'Apply to at least one invoice')
    .max(50, 'At most 50 applications at once'),
});
export type CreditApplications = z.infer<typeof creditApplicationsSchema>;
export const creditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  currency: z.string(),
  amount: z.number().int(),
  appliedTotal: z.number().int(),
  remaining: z.number().int(),
  reason: z.string(),
  issueDate: z.string(),
  applications: z.array(z.object({ invoiceId: z.number().int(), invoiceNumber: z.string().nullable(), amount: z.number().int(), appliedOn: z.string() })),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

// ---- credit control and aging -------------------------------------------------------------------------------

export const creditControlRuleInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  daysOverdue: z.number({ error: 'Days overdue must be a number' }).int('Days overdue is a whole number').min(1, 'Days overdue is at least 1').max(3650),
  action: creditControlActionSchema,
  isActive: z.boolean().default(true),
});
export const creditControlRuleSchema = creditControlRuleInputSchema.extend({ id: z.number().int() });
export type CreditControlRule = z.infer<typeof creditControlRuleSchema>;
/** One action credit control took on an invoice: the rule, when, and what it did in words. */
export const creditControlActionRecordSchema = z.object({
  ruleId: z.number().int(),
  ruleName: z.string(),
  action: creditControlActionSchema,
  daysOverdue: z.number().int(),
  actedAt: z.string(),
  outcome: z.string().nullable(),
});
export type CreditControlActionRecord = z.infer<typeof creditControlActionRecordSchema>;

export const agingQuerySchema = z.object({ asOfDate: isoDateSchema('As-of date').optional(), companyId: idParamSchema('Company').optional(), baseCurrency: currencyCodeSchema.optional() });
const bucketAmounts = z.object({ current: z.number().int(), days1to30: z.number().int(), days31to60: z.number().int(), days61to90: z.number().int(), over90: z.number().int(), total: z.number().int() });
export type BucketAmounts = z.infer<typeof bucketAmounts>;
export const agingReportSchema = z.object({
  asOfDate: z.string(),
  baseCurrency: z.string(),
  rows: z.array(z.object({ company: z.object({ id: z.number().int(), name: z.string() }), currency: z.string(), buckets: bucketAmounts })),
  /** Every row converted at the as-of date's rate; rows without a rate are left out and listed. */
  totalInBase: bucketAmounts,
  unconverted: z.array(z.string()),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

// ---- currencies ---------------------------------------------------------------------------------------------

export const currencySchema = z.object({ code: z.string(), name: z.string(), isActive: z.boolean(), isBase: z.boolean(), latestRate: z.string().nullable(), latestRateDate: z.string().nullable() });
export type Currency = z.infer<typeof currencySchema>;
export const currencyCodeParamsSchema = z.object({ code: currencyCodeSchema });
export const currencyUpdateSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
/** How many units of the base currency one unit of `currency` buys, as a decimal string (never a float). */
export const exchangeRateInputSchema = z.object({
  currency: currencyCodeSchema,
  effectiveDate: isoDateSchema('Effective date'),
  rate: z.string({ error: 'Rate must be a decimal number' }).regex(/^\d{1,9}(\.\d{1,10})?$/, 'Rate must be a positive decimal number').refine((value) => Number(value) > 0, 'Rate must be greater than zero'),
});
export const exchangeRateSchema = z.object({ id: z.number().int(), currency: z.string(), effectiveDate: z.string(), rate: z.string() });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

// ---- company side ------------------------------------------------------------------------------------------

/**
 * A provider's earnings. Per month and currency: `pending`, what its consumers still owe on the usage
 * invoices of that month; `earned`, what their payments made available in that month; `paidOut`, what the
 * platform paid the provider in that month. Totals per currency add `available` (earned less paid out).
 */
export const earningsSchema = z.object({
  months: z.array(z.object({ month: z.string(), currency: z.string(), earned: z.number().int(), pending: z.number().int(), paidOut: z.number().int() })),
  totals: z.array(z.object({ currency: z.string(), earned: z.number().int(), pending: z.number().int(), available: z.number().int(), paidOut: z.number().int() })),
});
export type Earnings = z.infer<typeof earningsSchema>;

/**
 * A payout: money the platform paid a provider out of its available earnings (debit "provider earnings
 * payable" for the company, credit cash), dated within the books' date window, at most what is available
 * in that currency on that day.
 */
export const payoutInputSchema = z.object({
  companyId: idSchema('Company'),
  amount: positiveMinorUnitsSchema('Amount'),
  currency: currencyCodeSchema,
  paidOn: isoDateSchema('Payout date'),
  reference: z.string({ error: 'A reference is required' }).trim().min(1, 'A reference is required').max(100, 'The reference is at most 100 characters'),
});
export type PayoutInput = z.infer<typeof payoutInputSchema>;
export const payoutSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  journalEntryId: z.number().int(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutsQuerySchema = z.object({ companyId: idParamSchema('Company').optional() });

/** More than the provider has available: names what is available, so the form can say it. */
export const payoutAboveAvailableMessage = (available: string) => `The payout is more than the provider has available (${available})`;

// ---- params and paths --------------------------------------------------------------------------------------

export const accountingIdParamsSchema = z.object({ id: idParamSchema('id') });
export const accountingCompanyParamsSchema = z.object({ companyId: idParamSchema('Company') });

export const accountingPaths = {
  entries: '/accounting/entries',
  entry: (id: number) => `/accounting/entries/${id}`,
  summary: '/accounting/summary',
  reports: '/accounting/reports',
  export: '/accounting/export',
  chart: '/accounting/chart-of-accounts',
  account: (id: number) => `/accounting/chart-of-accounts/${id}`,
  journal: '/accounting/journal-entries',
  journalEntry: (id: number) => `/accounting/journal-entries/${id}`,
  postEntry: (id: number) => `/accounting/journal-entries/${id}/post`,
  reverseEntry: (id: number) => `/accounting/journal-entries/${id}/reverse`,
  periods: '/accounting/periods',
  closePeriod: '/accounting/periods/close',
  invoices: '/accounting/invoices',
  invoice: (id: number) => `/accounting/invoices/${id}`,
  issueInvoice: (id: number) => `/accounting/invoices/${id}/issue`,
  sendInvoice: (id: number) => `/accounting/invoices/${id}/send`,
  voidInvoice: (id: number) => `/accounting/invoices/${id}/void`,
  invoicePayments: (id: number) => `/accounting/invoices/${id}/payments`,
  invoiceCreditControl: (id: number) => `/accounting/invoices/${id}/credit-control`,
  invoicePdf: (id: number) => `/accounting/invoices/${id}/pdf`,
  chargeback: (id: number) => `/accounting/invoices/${id}/chargeback`,
  creditNotes: '/accounting/credit-notes',
  applyCreditNote: (id: number) => `/accounting/credit-notes/${id}/apply`,
  rules: '/accounting/credit-control/rules',
  rule: (id: number) => `/accounting/credit-control/rules/${id}`,
  payouts: '/accounting/payouts',
  companyPayouts: (companyId: number) => `/accounting/companies/${companyId}/payouts`,
  aging: '/accounting/credit-control/aging',
  currencies: '/accounting/currencies',
  currency: (code: string) => `/accounting/currencies/${code}`,
  rates: '/accounting/exchange-rates',
  companyInvoices: (companyId: number) => `/accounting/companies/${companyId}/invoices`,
  companyOverdueInvoices: (companyId: number) => `/accounting/companies/${companyId}/invoices/overdue-summary`,
  companyEarnings: (companyId: number) => `/accounting/companies/${companyId}/earnings`,
} as const;
