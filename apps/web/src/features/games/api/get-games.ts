import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths, type Game, type GameListParams, type Page } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { gamesKeys } from './keys';

/** GET /api/v1/games — the published catalogue with filters (public). */
export async function getGames(params: GameListParams): Promise<Page<Game>> {
  return unwrap(await publicClient.get(gamePaths.games, { params }));
}

export const gamesQueryOptions = (params: GameListParams) =>
  queryOptions({ queryKey: gamesKeys.gameList(params), queryFn: () => getGames(params), placeholderData: keepPreviousData });

export const useGames = (params: GameListParams) => useQuery(gamesQueryOptions(params));
