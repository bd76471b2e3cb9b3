import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyPaths, type CompanyAssociationDetail } from '@paytable/contracts';
import { apiClient, statusOf, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** Seed 000 §9: the association is cached 5 s. */
export const ASSOCIATION_STALE_MS = 5_000;

/** GET /api/v1/user/company-association — null when the user has none (the API answers 404). */
export async function getCompanyAssociation(): Promise<CompanyAssociationDetail | null> {
  try {
    return unwrap(await apiClient.get(companyPaths.association));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const companyAssociationQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.association(), queryFn: getCompanyAssociation, staleTime: ASSOCIATION_STALE_MS });

export const useCompanyAssociation = () => useQuery(companyAssociationQueryOptions());
