import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyPaths, type Company } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /api/v1/companies/{id} — sent with the session, so a member also sees its company before approval. */
export async function getCompany(id: number): Promise<Company> {
  return unwrap(await apiClient.get(companyPaths.company(id)));
}

export const companyQueryOptions = (id: number) => queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: number | null | undefined) =>
  useQuery({ ...companyQueryOptions(id ?? 0), enabled: typeof id === 'number' && id > 0 });
