import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths, type Game, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/v1/games/provider/{id} (search, page, size) — with the session: a studio's own drafts too. */
export async function getProviderGames(companyId: number, params: { page: number; search?: string; size?: number }): Promise<Page<Game>> {
  return unwrap(await apiClient.get(gamePaths.providerGames(companyId), { params }));
}

export const providerGamesQueryOptions = (companyId: number, params: { page: number; search?: string; size?: number }) =>
  queryOptions({
    queryKey: marketplaceKeys.providerGames(companyId, params),
    queryFn: () => getProviderGames(companyId, params),
    placeholderData: keepPreviousData,
  });

export const useProviderGames = (companyId: number | null | undefined, params: { page: number; search?: string; size?: number }) =>
  useQuery({ ...providerGamesQueryOptions(companyId ?? 0, params), enabled: typeof companyId === 'number' && companyId > 0 });
