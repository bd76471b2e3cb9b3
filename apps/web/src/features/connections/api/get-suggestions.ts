import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionPaths, type ConnectionSuggestion, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/v1/connections/suggestions (page, size) */
export async function getSuggestions(page: number): Promise<Page<ConnectionSuggestion>> {
  return unwrap(await apiClient.get(connectionPaths.suggestions, { params: { page, size: 12 } }));
}

export const suggestionsQueryOptions = (page: number) => queryOptions({ queryKey: connectionKeys.suggestions(page), queryFn: () => getSuggestions(page) });
export const useSuggestions = (page: number) => useQuery(suggestionsQueryOptions(page));
