import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Company, CompanySummary, Page } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { marketplaceKeys, type CompanyListParams } from './keys';

/** GET /api/v1/companies — the services marketplace: approved providers, by name, optionally by business type. */
export async function getMarketplaceCompanies(params: CompanyListParams): Promise<Page<CompanySummary>> {
  return unwrap(await publicClient.get('/companies', { params }));
}

export const marketplaceCompaniesQueryOptions = (params: CompanyListParams) =>
  queryOptions({ queryKey: marketplaceKeys.companies(params), queryFn: () => getMarketplaceCompanies(params), placeholderData: keepPreviousData });

export const useMarketplaceCompanies = (params: CompanyListParams) => useQuery(marketplaceCompaniesQueryOptions(params));

/** GET /api/v1/companies/{id} — one provider's public profile. */
export async function getMarketplaceCompany(id: number): Promise<Company> {
  return unwrap(await apiClient.get(`/companies/${id}`));
}

export const useMarketplaceCompany = (id: number) =>
  useQuery({ queryKey: marketplaceKeys.company(id), queryFn: () => getMarketplaceCompany(id), enabled: Number.isInteger(id) && id > 0 });
