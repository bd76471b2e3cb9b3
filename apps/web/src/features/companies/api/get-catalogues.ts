import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPaths, type BusinessType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /api/v1/business-types — the active ones, what a company may choose. */
export async function getBusinessTypes(): Promise<BusinessType[]> {
  return unwrap(await publicClient.get(catalogPaths.businessTypes));
}

/** GET /api/v1/license-jurisdictions — the active ones. */
export async function getJurisdictions(): Promise<LicenseJurisdiction[]> {
  return unwrap(await publicClient.get(catalogPaths.jurisdictions));
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const businessTypesQueryOptions = () => queryOptions({ queryKey: companyKeys.businessTypes(), queryFn: getBusinessTypes, staleTime: DAY_MS });
export const jurisdictionsQueryOptions = () => queryOptions({ queryKey: companyKeys.jurisdictions(), queryFn: getJurisdictions, staleTime: DAY_MS });

export const useBusinessTypes = () => useQuery(businessTypesQueryOptions());
export const useJurisdictions = () => useQuery(jurisdictionsQueryOptions());
