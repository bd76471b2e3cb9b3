import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview, Envelope } from '@paytable/contracts';
import { apiClient, toApiError, unwrap } from '@/lib/api-client';

export const ADMIN_OVERVIEW_PATH = '/admin/overview';
/** The overview refreshes itself while open, so new pending work shows without a reload. */
export const ADMIN_OVERVIEW_REFRESH_MS = 60_000;

export const reportingKeys = {
  all: ['reporting'] as const,
  overview: () => [...reportingKeys.all, 'overview'] as const,
};

/** GET /api/v1/admin/overview (the four admin roles). */
export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  try {
    return unwrap(await apiClient.get<Envelope<AdminOverview>>(ADMIN_OVERVIEW_PATH, { signal }));
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
