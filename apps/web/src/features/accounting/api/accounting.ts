import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountingPaths,
  companyPaths,
  type AccountingPeriod,
  type AccountingReport,
  type AccountingSummary,
  type AgingReport,
  type CreditApplications,
  type CreditControlActionRecord,
  type CreditNote,
  type CreditNoteInput,
  type Currency,
  type Earnings,
  type EntriesQuery,
  type ExchangeRate,
  type Invoice,
  type InvoiceInput,
  type InvoicesQuery,
  type JournalEntry,
  type JournalEntryInput,
  type LedgerAccount,
  type LedgerAccountInput,
  type ChargebackResult,
  type Page,
  type PaymentInput,
  type Payout,
  type PayoutInput,
  type ReportRequest,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';

const all = ['accounting'] as const;
export const accountingKeys = {
  all,
  entries: (query: Partial<EntriesQuery>) => [...all, 'entries', query] as const,
  summary: () => [...all, 'summary'] as const,
  chart: () => [...all, 'chart'] as const,
  periods: () => [...all, 'periods'] as const,
  invoices: (query: Partial<InvoicesQuery>) => [...all, 'invoices', query] as const,
  companyInvoices: (companyId: number, query: Partial<InvoicesQuery>) => [...all, 'company-invoices', companyId, query] as const,
  earnings: (companyId: number) => [...all, 'earnings', companyId] as const,
  payouts: (companyId: number) => [...all, 'payouts', companyId] as const,
  creditNotes: () => [...all, 'credit-notes'] as const,
  aging: (asOfDate: string, companyId?: number) => [...all, 'aging', asOfDate, companyId] as const,
  currencies: () => [...all, 'currencies'] as const,
  rates: () => [...all, 'rates'] as const,
  invoiceCreditControl: (id: number) => [...all, 'invoice-credit-control', id] as const,
  companies: () => [...all, 'companies'] as const,
};

/** Drops empty filter values so the query string carries only what is set. */
const params = <T extends object>(query: T) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null));

export const useEntries = (query: Partial<EntriesQuery>) =>
  useQuery({ queryKey: accountingKeys.entries(query), queryFn: async (): Promise<Page<JournalEntry>> => unwrap(await apiClient.get(accountingPaths.entries, { params: params(query) })), placeholderData: keepPreviousData });
export const useSummary = () => useQuery({ queryKey: accountingKeys.summary(), queryFn: async (): Promise<AccountingSummary> => unwrap(await apiClient.get(accountingPaths.summary)) });
export const useChart = () => useQuery({ queryKey: accountingKeys.chart(), queryFn: async (): Promise<LedgerAccount[]> => unwrap(await apiClient.get(accountingPaths.chart)) });
export const usePeriods = () => useQuery({ queryKey: accountingKeys.periods(), queryFn: async (): Promise<AccountingPeriod[]> => unwrap(await apiClient.get(accountingPaths.periods)) });
export const useInvoices = (query: Partial<InvoicesQuery>) =>
  useQuery({ queryKey: accountingKeys.invoices(query), queryFn: async (): Promise<Page<Invoice>> => unwrap(await apiClient.get(accountingPaths.invoices, { params: params(query) })), placeholderData: keepPreviousData });
export const useCompanyInvoices = (companyId: number, query: Partial<InvoicesQuery>) =>
  useQuery({ queryKey: accountingKeys.companyInvoices(companyId, query), queryFn: async (): Promise<Page<Invoice>> => unwrap(await apiClient.get(accountingPaths.companyInvoices(companyId), { params: params(query) })), placeholderData: keepPreviousData });
export const useEarnings = (companyId: number | undefined) =>
  useQuery({ queryKey: accountingKeys.earnings(companyId ?? 0), queryFn: async (): Promise<Earnings> => unwrap(await apiClient.get(accountingPaths.companyEarnings(companyId!))), enabled: companyId !== undefined });
/** What the platform paid a provider, newest first. */
export const usePayouts = (companyId: number) =>
  useQuery({ queryKey: accountingKeys.payouts(companyId), queryFn: async (): Promise<Payout[]> => unwrap(await apiClient.get(accountingPaths.companyPayouts(companyId))) });
export const useCreditNotes = () => useQuery({ queryKey: accountingKeys.creditNotes(), queryFn: async (): Promise<CreditNote[]> => unwrap(await apiClient.get(accountingPaths.creditNotes)) });
export const useAging = (asOfDate: string, companyId?: number) =>
  useQuery({ queryKey: accountingKeys.aging(asOfDate, companyId), queryFn: async (): Promise<AgingReport> => unwrap(await apiClient.get(accountingPaths.aging, { params: params({ asOfDate, companyId }) })) });
export const useCurrencies = () => useQuery({ queryKey: accountingKeys.currencies(), queryFn: async (): Promise<Currency[]> => unwrap(await apiClient.get(accountingPaths.currencies)) });
export const useInvoiceCreditControl = (id: number) =>
  useQuery({ queryKey: accountingKeys.invoiceCreditControl(id), queryFn: async (): Promise<CreditControlActionRecord[]> => unwrap(await apiClient.get(accountingPaths.invoiceCreditControl(id))) });
export const useRates = () => useQuery({ queryKey: accountingKeys.rates(), queryFn: async (): Promise<ExchangeRate[]> => unwrap(await apiClient.get(accountingPaths.rates)) });
/** Companies to bill: the public company list (active companies, by name). */
export const useBillableCompanies = () =>
  useQuery({ queryKey: accountingKeys.companies(), queryFn: async (): Promise<Page<{ id: number; name: string }>> => unwrap(await apiClient.get(companyPaths.companies, { params: { size: 100 } })), staleTime: 5 * 60_000 });

export const runReport = async (request: ReportRequest): Promise<AccountingReport> => unwrap(await apiClient.post(accountingPaths.reports, request));

/** Every write refreshes the books (entries, invoices, reports all move together). */
function useBooksMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: all }) });
}

export const useAccountingActions = () => ({
  createAccount: useBooksMutation(async (input: LedgerAccountInput): Promise<LedgerAccount> => unwrap(await apiClient.post(accountingPaths.chart, input))),
  updateAccount: useBooksMutation(async ({ id, ...input }: { id: number } & LedgerAccountInput): Promise<LedgerAccount> => unwrap(await apiClient.put(accountingPaths.account(id), input))),
  deleteAccount: useBooksMutation(async (id: number): Promise<null> => unwrap(await apiClient.delete(accountingPaths.account(id)))),
  recordPayout: useBooksMutation(async (input: PayoutInput): Promise<Payout> => unwrap(await apiClient.post(accountingPaths.payouts, input))),
  chargeBack: useBooksMutation(async ({ id, reason }: { id: number; reason: string }): Promise<ChargebackResult> => unwrap(await apiClient.post(accountingPaths.chargeback(id), { reason }))),
  createEntry: useBooksMutation(async (input: JournalEntryInput): Promise<JournalEntry> => unwrap(await apiClient.post(accountingPaths.journal, input))),
  postEntry: useBooksMutation(async (id: number): Promise<JournalEntry> => unwrap(await apiClient.post(accountingPaths.postEntry(id)))),
  reverseEntry: useBooksMutation(async ({ id, reason }: { id: number; reason: string }): Promise<JournalEntry> => unwrap(await apiClient.post(accountingPaths.reverseEntry(id), { reason }))),
  closePeriod: useBooksMutation(async (month: string): Promise<AccountingPeriod[]> => unwrap(await apiClient.post(accountingPaths.closePeriod, { month }))),
  createInvoice: useBooksMutation(async (input: InvoiceInput): Promise<Invoice> => unwrap(await apiClient.post(accountingPaths.invoices, input))),
  issueInvoice: useBooksMutation(async (id: number): Promise<Invoice> => unwrap(await apiClient.post(accountingPaths.issueInvoice(id)))),
  sendInvoice: useBooksMutation(async (id: number): Promise<Invoice> => unwrap(await apiClient.post(accountingPaths.sendInvoice(id)))),
  voidInvoice: useBooksMutation(async (id: number): Promise<null> => unwrap(await apiClient.post(accountingPaths.voidInvoice(id)))),
  recordPayment: useBooksMutation(async ({ id, payment }: { id: number; payment: PaymentInput }): Promise<Invoice> => unwrap(await apiClient.post(accountingPaths.invoicePayments(id), payment))),
  createCreditNote: useBooksMutation(async (input: CreditNoteInput): Promise<CreditNote> => unwrap(await apiClient.post(accountingPaths.creditNotes, input))),
  applyCreditNote: useBooksMutation(async ({ id, applications }: { id: number } & CreditApplications): Promise<CreditNote> => unwrap(await apiClient.post(accountingPaths.applyCreditNote(id), { applications }))),
  setCurrencyActive: useBooksMutation(async ({ code, isActive }: { code: string; isActive: boolean }): Promise<Currency> => unwrap(await apiClient.patch(accountingPaths.currency(code), { isActive }))),
  addRate: useBooksMutation(async (input: { currency: string; effectiveDate: string; rate: string }): Promise<ExchangeRate> => unwrap(await apiClient.post(accountingPaths.rates, input))),
});

/** Downloads a file the API answers (it needs the bearer token, so through the client, then a blob link). */
export async function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const response = await apiClient.get<Blob>(accountingPaths.invoicePdf(invoice.id), { responseType: 'blob' });
  await saveBlob(response.data, `${invoice.number ?? `draft-${invoice.id}`}.pdf`);
}

export async function downloadExport(format: 'CSV' | 'XLSX', filters: Partial<EntriesQuery>): Promise<void> {
  const { page: _page, size: _size, ...rest } = filters;
  const response = await apiClient.post<Blob>(accountingPaths.export, { format, filters: params(rest) }, { responseType: 'blob' });
  await saveBlob(response.data, `journal.${format.toLowerCase()}`);
}
