import type { FastifyPluginAsync } from 'fastify';
import { accountingRoutes, type AccountingModuleOptions } from './routes';

/**
 * The accounting module: a double-entry ledger (chart of accounts, journal entries, periods), invoices
 * with payments and PDFs, credit notes, credit control and aging, currencies and rates, metered-usage
 * billing and provider earnings. `usage` is where metered usage comes from (default: none).
 */
export const accountingModule = (options: AccountingModuleOptions = {}): FastifyPluginAsync => accountingRoutes(options);

export { accountingDemoSeeder } from './demo';
export { meteredUsageSource } from './metered-usage-source';
export { offlineVatRegistry, type VatLookup, type VatRegistry } from './vat-registry';
export { noUsage, type CompanyUsage, type UsageLine, type UsageSource } from './usage-source';
export { companyInvoicesInRange, companyOutstanding, revenuePerDay, revenueSince, topInvoicedCompanies, type CompanyInvoiceRow, type CompanyInvoiced, type CurrencyPerDay, type CurrencyTotals } from './figures-repository';
/** Companies with an issued invoice since a date (a paid plan): the support desk offers them contract SLAs. */
export { companiesWithIssuedInvoice } from './invoices-repository';
