import { useQuery } from '@tanstack/react-query';
import { catalogPaths, gamePaths, type BusinessType, type GameType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

/**
 * Catalogues the marketplace filters and forms pick from. They change rarely, so they stay cached, under
 * the shared catalogue keys (lib/query-keys): an admin's catalogue edit refreshes these pick-lists too.
 * The same endpoints as the company forms read, so the two share one cache entry.
 */
export const getBusinessTypes = async (): Promise<BusinessType[]> => unwrap(await publicClient.get(catalogPaths.businessTypes));
export const getJurisdictions = async (): Promise<LicenseJurisdiction[]> => unwrap(await publicClient.get(catalogPaths.jurisdictions));
export const getActiveGameTypes = async (): Promise<GameType[]> => unwrap(await publicClient.get(gamePaths.activeGameTypes));

const LONG = 30 * 60 * 1000;
export const useBusinessTypes = () => useQuery({ queryKey: catalogueKeys.businessTypeList('active'), queryFn: getBusinessTypes, staleTime: LONG });
export const useJurisdictions = () => useQuery({ queryKey: catalogueKeys.jurisdictionList('active'), queryFn: getJurisdictions, staleTime: LONG });
export const useActiveGameTypes = () => useQuery({ queryKey: catalogueKeys.gameTypeList('active'), queryFn: getActiveGameTypes, staleTime: LONG });
