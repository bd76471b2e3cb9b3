import { useQuery } from '@tanstack/react-query';
import { catalogPaths, type BusinessType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { jobsKeys } from './keys';

/** GET /api/v1/business-types: the company types the board filters by. */
export const getCompanyTypes = async (): Promise<BusinessType[]> => unwrap(await publicClient.get(catalogPaths.businessTypes));
export const useCompanyTypes = () => useQuery({ queryKey: [...jobsKeys.all, 'company-types'], queryFn: getCompanyTypes, staleTime: 30 * 60_000 });

/** GET /api/v1/license-jurisdictions: where a licensed key function needs approval. */
export const getJurisdictions = async (): Promise<LicenseJurisdiction[]> => unwrap(await publicClient.get(catalogPaths.jurisdictions));
export const useJurisdictions = () => useQuery({ queryKey: [...jobsKeys.all, 'jurisdictions'], queryFn: getJurisdictions, staleTime: 30 * 60_000 });
