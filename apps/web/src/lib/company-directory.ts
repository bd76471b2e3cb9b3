import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyPaths, type Company, type CompanyListQuery, type CompanySummary, type Page } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';

/**
 * The public directory of companies, which several features list, pick from and open (the association
 * picker, the services marketplace and its company pages, the home cards, the admin's report finder).
 * Keyed under the companies feature's root ('companies'), so its writes refresh every reader.
 */
export type CompanyDirectoryParams = Partial<CompanyListQuery>;

export const companyDirectoryKeys = {
  list: () => ['companies', 'list'] as const,
  page: (params: CompanyDirectoryParams) => [...companyDirectoryKeys.list(), params] as const,
  company: (id: number) => ['companies', 'detail', id] as const,
};

/** GET /api/v1/companies — approved companies, by name, optionally of one business type (public). */
export async function getCompanyDirectory(params: CompanyDirectoryParams, signal?: AbortSignal): Promise<Page<CompanySummary>> {
  return unwrap(await publicClient.get(companyPaths.companies, { params, signal }));
}

export const companyDirectoryQueryOptions = (params: CompanyDirectoryParams) =>
  queryOptions({ queryKey: companyDirectoryKeys.page(params), queryFn: ({ signal }) => getCompanyDirectory(params, signal), placeholderData: keepPreviousData });

export const useCompanyDirectory = (params: CompanyDirectoryParams, enabled = true) => useQuery({ ...companyDirectoryQueryOptions(params), enabled });

/** GET /api/v1/companies/{id} — sent with the session, so a member also sees its company before approval. */
export async function getCompany(id: number): Promise<Company> {
  return unwrap(await apiClient.get(companyPaths.company(id)));
}

export const companyQueryOptions = (id: number) => queryOptions({ queryKey: companyDirectoryKeys.company(id), queryFn: () => getCompany(id) });

export const useCompany = (id: number | null | undefined) => useQuery({ ...companyQueryOptions(id ?? 0), enabled: typeof id === 'number' && id > 0 });
