import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths, type Game } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { gamesKeys } from './keys';

/** GET /api/v1/games/{id} — sent with the session, so a studio also sees its unpublished games. */
export async function getGame(id: number): Promise<Game> {
  return unwrap(await apiClient.get(gamePaths.game(id)));
}

export const gameQueryOptions = (id: number) => queryOptions({ queryKey: gamesKeys.game(id), queryFn: () => getGame(id) });

export const useGame = (id: number) => useQuery({ ...gameQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
