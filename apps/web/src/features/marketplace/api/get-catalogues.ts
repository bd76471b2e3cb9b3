import { useQuery } from '@tanstack/react-query';
import { gamePaths, type BusinessType, type GameType, type LicenseJurisdiction } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** Catalogues the marketplace filters and forms pick from; they change rarely, so they stay cached. */
export const getBusinessTypes = async (): Promise<BusinessType[]> => unwrap(await publicClient.get('/business-types'));
export const getJurisdictions = async (): Promise<LicenseJurisdiction[]> => unwrap(await publicClient.get('/license-jurisdictions'));
export const getActiveGameTypes = async (): Promise<GameType[]> => unwrap(await publicClient.get(gamePaths.activeGameTypes));

const LONG = 30 * 60 * 1000;
export const useBusinessTypes = () => useQuery({ queryKey: marketplaceKeys.businessTypes(), queryFn: getBusinessTypes, staleTime: LONG });
export const useJurisdictions = () => useQuery({ queryKey: marketplaceKeys.jurisdictions(), queryFn: getJurisdictions, staleTime: LONG });
export const useActiveGameTypes = () => useQuery({ queryKey: marketplaceKeys.gameTypes(), queryFn: getActiveGameTypes, staleTime: LONG });
