import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountingPaths, formatMoney, type OverdueInvoicesSummary } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { accountingKeys } from './accounting';

export type OverdueInvoices = OverdueInvoicesSummary;

/** GET /accounting/companies/{id}/invoices/overdue-summary: how many of the company's invoices are overdue and what they still owe, over all of them. */
export const overdueInvoicesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...accountingKeys.all, 'waiting', 'overdue', companyId] as const,
    queryFn: async (): Promise<OverdueInvoices> => unwrap(await apiClient.get(accountingPaths.companyOverdueInvoices(companyId))),
  });

/** Asked only for someone who may read the company's invoices (company_reporting). */
export const useOverdueInvoices = (companyId: number | null) => useQuery({ ...overdueInvoicesQueryOptions(companyId ?? 0), enabled: companyId !== null });

export const formatOwed = (owed: OverdueInvoices['owed']) => owed.map(({ currency, amountMinor }) => formatMoney(amountMinor, currency)).join(' · ');
