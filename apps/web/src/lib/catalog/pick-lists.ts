import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPaths, gamePaths, type BusinessType, type GameType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/**
 * The catalogue pick-lists every feature chooses from (company forms, marketplace and job-board filters,
 * game, job and press forms): the active entries of each admin-edited catalogue, one query per catalogue.
 */

/** GET /api/v1/business-types — the active ones, what a company may choose. */
export async function getBusinessTypes(): Promise<BusinessType[]> {
  return unwrap(await publicClient.get(catalogPaths.businessTypes));
}

/** GET /api/v1/license-jurisdictions — the active ones. */
export async function getJurisdictions(): Promise<LicenseJurisdiction[]> {
  return unwrap(await publicClient.get(catalogPaths.jurisdictions));
}

/** GET /api/v1/game-types/active — the types a game may have and the marketplace filters by. */
export async function getActiveGameTypes(): Promise<GameType[]> {
  return unwrap(await publicClient.get(gamePaths.activeGameTypes));
}

/**
 * How long a pick-list stays fresh. Catalogues change only when an admin edits one: that admin's own edit
 * invalidates the lists at once (keys.ts), and every other browser picks the change up within this time.
 */
export const CATALOGUE_STALE_MS = 30 * 60 * 1000;

export const businessTypesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.businessTypeList('active'), queryFn: getBusinessTypes, staleTime: CATALOGUE_STALE_MS });
export const jurisdictionsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.jurisdictionList('active'), queryFn: getJurisdictions, staleTime: CATALOGUE_STALE_MS });
export const activeGameTypesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.gameTypeList('active'), queryFn: getActiveGameTypes, staleTime: CATALOGUE_STALE_MS });

export const useBusinessTypes = () => useQuery(businessTypesQueryOptions());
export const useJurisdictions = () => useQuery(jurisdictionsQueryOptions());
export const useActiveGameTypes = () => useQuery(activeGameTypesQueryOptions());
