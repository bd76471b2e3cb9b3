import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchPaths, type SearchPage } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { searchKeys, type SearchParams } from './keys';

/**
 * GET /api/v1/search (query, page, size, optional type). Sent with the session when there is one, so
 * signed-in members also find people.
 */
export async function search(params: SearchParams): Promise<SearchPage> {
  return unwrap(await apiClient.get(searchPaths.search, { params }));
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({ queryKey: searchKeys.results(params), queryFn: () => search(params), placeholderData: keepPreviousData, staleTime: 60_000 });

/** Seed 000 §5: a blank or whitespace term makes no call and shows no results. */
export const useSearch = (params: SearchParams) => useQuery({ ...searchQueryOptions(params), enabled: params.query.trim() !== '' });
