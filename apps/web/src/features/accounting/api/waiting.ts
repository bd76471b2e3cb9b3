import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountingPaths, formatMoney, type Invoice, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { accountingKeys } from './accounting';

export interface OverdueInvoices {
  count: number;
  /** What is still owed on them, per currency, in minor units. */
  owed: { currency: string; amountMinor: number }[];
}

/** The largest page the API answers: a company with more overdue invoices still gets its count right. */
const OVERDUE_PAGE = 100;

/** GET /accounting/companies/{id}/invoices?status=OVERDUE: the company's overdue invoices and what they still owe. */
export const overdueInvoicesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...accountingKeys.all, 'waiting', 'overdue', companyId] as const,
    queryFn: async (): Promise<OverdueInvoices> => {
      const page: Page<Invoice> = unwrap(await apiClient.get(accountingPaths.companyInvoices(companyId), { params: { status: 'OVERDUE', page: 0, size: OVERDUE_PAGE } }));
      const owed = new Map<string, number>();
      for (const invoice of page.content) owed.set(invoice.currency, (owed.get(invoice.currency) ?? 0) + invoice.balance);
      return { count: page.totalElements, owed: [...owed].map(([currency, amountMinor]) => ({ currency, amountMinor })) };
    },
  });

/** Asked only for someone who may read the company's invoices (company_reporting). */
export const useOverdueInvoices = (companyId: number | null) => useQuery({ ...overdueInvoicesQueryOptions(companyId ?? 0), enabled: companyId !== null });

export const formatOwed = (owed: OverdueInvoices['owed']) => owed.map(({ currency, amountMinor }) => formatMoney(amountMinor, currency)).join(' · ');
