import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, AdminReport, CompanyReport, Envelope } from '@paytable/contracts';
import { apiClient, statusOf, toApiError, unwrap } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-retry';
import { reportingKeys } from './get-admin-overview';

/** The days a report covers (YYYY-MM-DD, both included); either left out takes the server's default. */
export interface RangeParams {
  from?: string;
  to?: string;
}

const params = (range: RangeParams) => Object.fromEntries(Object.entries(range).filter(([, value]) => value !== undefined && value !== ''));

async function get<T>(path: string, range: RangeParams, signal?: AbortSignal): Promise<T> {
  try {
    return unwrap(await apiClient.get<Envelope<T>>(path, { params: params(range), signal }));
  } catch (error) {
    throw toApiError(error);
  }
}

/** A refused range, role or company (4xx) is final; only network and server failures are retried. */
const retry = (failureCount: number, error: unknown) => {
  const status = statusOf(error);
  return (status === undefined || status === 0 || status >= 500) && shouldRetry(failureCount, error);
};

export const rangeKeys = {
  analytics: (range: RangeParams) => [...reportingKeys.all, 'analytics', range] as const,
  report: (range: RangeParams) => [...reportingKeys.all, 'report', range] as const,
  company: (companyId: number, range: RangeParams) => [...reportingKeys.all, 'company', companyId, range] as const,
};

/** GET /api/v1/admin/analytics (admin, finance admin). */
export const useAdminAnalytics = (range: RangeParams, enabled = true) =>
  useQuery({ queryKey: rangeKeys.analytics(range), queryFn: ({ signal }) => get<AdminAnalytics>('/admin/analytics', range, signal), enabled, placeholderData: keepPreviousData, retry });

/** GET /api/v1/admin/reporting (admin, finance admin). */
export const useAdminReport = (range: RangeParams, enabled = true) =>
  useQuery({ queryKey: rangeKeys.report(range), queryFn: ({ signal }) => get<AdminReport>('/admin/reporting', range, signal), enabled, placeholderData: keepPreviousData, retry });

/** GET /api/v1/companies/{companyId}/reporting (company_reporting members; admin and finance admin for any company). */
export const useCompanyReport = (companyId: number, range: RangeParams, enabled = true) =>
  useQuery({ queryKey: rangeKeys.company(companyId, range), queryFn: ({ signal }) => get<CompanyReport>(`/companies/${companyId}/reporting`, range, signal), enabled, placeholderData: keepPreviousData, retry });
