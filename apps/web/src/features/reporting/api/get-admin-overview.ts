import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminOverview, Envelope } from '@paytable/contracts';
import { apiClient, toApiError, unwrap } from '@/lib/api-client';

export const ADMIN_OVERVIEW_PATH = '/admin/overview';
/** The overview refreshes itself while open, so new pending work shows without a reload. */
export const ADMIN_OVERVIEW_REFRESH_MS = 60_000;

export const reportingKeys = {
  all: ['reporting'] as const,
  overview: () => [...reportingKeys.all, 'overview'] as const,
};

/**
 * GET /api/v1/admin/overview (the four admin roles). The server remembers an answer for a few seconds
 * (its `generatedAt` says when it was counted); `fresh` asks it to count now (`Cache-Control: no-cache`).
 */
export async function getAdminOverview(signal?: AbortSignal, fresh = false): Promise<AdminOverview> {
  try {
    return unwrap(await apiClient.get<Envelope<AdminOverview>>(ADMIN_OVERVIEW_PATH, { signal, ...(fresh ? { headers: { 'Cache-Control': 'no-cache' } } : {}) }));
  } catch (error) {
    throw toApiError(error);
  }
}

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: reportingKeys.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
    refetchInterval: ADMIN_OVERVIEW_REFRESH_MS,
  });

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());

/** The Refresh button's call: the overview counted now rather than as remembered, put in the query's cache. */
export function useRefreshAdminOverview(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.fetchQuery({ ...adminOverviewQueryOptions(), queryFn: ({ signal }) => getAdminOverview(signal, true), staleTime: 0 });
  }, [queryClient]);
}
