import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths, type Game, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';

/**
 * A studio's games, which the games feature manages and the marketplace shows beside the company (its
 * profile, its showcase listings, the company hub). Keyed under the games feature's root ('games'), so a
 * game's save refreshes every reader.
 */
export type ProviderGamesParams = { page: number; search?: string; size?: number };

export const providerGamesKeys = {
  company: (companyId: number) => ['games', 'provider', companyId] as const,
  page: (companyId: number, params: ProviderGamesParams) => [...providerGamesKeys.company(companyId), params] as const,
};

/** GET /api/v1/games/provider/{id} (search, page, size) — with the session: a studio's own drafts too. */
export async function getProviderGames(companyId: number, params: ProviderGamesParams): Promise<Page<Game>> {
  return unwrap(await apiClient.get(gamePaths.providerGames(companyId), { params }));
}

export const providerGamesQueryOptions = (companyId: number, params: ProviderGamesParams) =>
  queryOptions({ queryKey: providerGamesKeys.page(companyId, params), queryFn: () => getProviderGames(companyId, params), placeholderData: keepPreviousData });

export const useProviderGames = (companyId: number | null | undefined, params: ProviderGamesParams) =>
  useQuery({ ...providerGamesQueryOptions(companyId ?? 0, params), enabled: typeof companyId === 'number' && companyId > 0 });
