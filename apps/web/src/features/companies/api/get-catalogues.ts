import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPaths, type BusinessType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

/** GET /api/v1/business-types — the active ones, what a company may choose. */
export async function getBusinessTypes(): Promise<BusinessType[]> {
  return unwrap(await publicClient.get(catalogPaths.businessTypes));
}

/** GET /api/v1/license-jurisdictions — the active ones. */
export async function getJurisdictions(): Promise<LicenseJurisdiction[]> {
  return unwrap(await publicClient.get(catalogPaths.jurisdictions));
}

// Kept a day: they change only when an admin edits a catalogue, and that edit invalidates them (lib/query-keys).
const DAY_MS = 24 * 60 * 60 * 1000;
export const businessTypesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.businessTypeList('active'), queryFn: getBusinessTypes, staleTime: DAY_MS });
export const jurisdictionsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.jurisdictionList('active'), queryFn: getJurisdictions, staleTime: DAY_MS });

export const useBusinessTypes = () => useQuery(businessTypesQueryOptions());
export const useJurisdictions = () => useQuery(jurisdictionsQueryOptions());
