import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyPaths, type CompanyListQuery, type CompanySummary, type Page } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /api/v1/companies — approved companies, by name (public). */
export async function getCompanies(params: Partial<CompanyListQuery>): Promise<Page<CompanySummary>> {
  return unwrap(await publicClient.get(companyPaths.companies, { params }));
}

export const companiesQueryOptions = (params: Partial<CompanyListQuery>) =>
  queryOptions({ queryKey: companyKeys.list(params), queryFn: () => getCompanies(params), placeholderData: keepPreviousData });

export const useCompanies = (params: Partial<CompanyListQuery>, enabled = true) => useQuery({ ...companiesQueryOptions(params), enabled });
