import { useQuery } from '@tanstack/react-query';
import { gamePaths, type GameProviderFacet, type GameThemeFacet, type GameTypeFacet } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { gamesKeys } from './keys';

/** GET /api/v1/games/providers, /types, /themes — what the catalogue's filters offer. */
export const getGameProviders = async (): Promise<GameProviderFacet[]> => unwrap(await publicClient.get(gamePaths.providers));
export const getGameTypeFacets = async (): Promise<GameTypeFacet[]> => unwrap(await publicClient.get(gamePaths.types));
export const getGameThemes = async (): Promise<GameThemeFacet[]> => unwrap(await publicClient.get(gamePaths.themes));

export const useGameProviders = () => useQuery({ queryKey: gamesKeys.providers(), queryFn: getGameProviders });
export const useGameTypeFacets = () => useQuery({ queryKey: gamesKeys.types(), queryFn: getGameTypeFacets });
export const useGameThemes = () => useQuery({ queryKey: gamesKeys.themes(), queryFn: getGameThemes });
