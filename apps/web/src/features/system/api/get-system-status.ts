import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, SystemStatus } from '@paytable/contracts';
import { publicClient, toApiError, unwrap } from '@/lib/api-client';

/** The status page refreshes itself while open, so an outage shows without a reload. */
export const SYSTEM_STATUS_REFRESH_MS = 30_000;

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
};

/** GET /api/v1/system-status (public). */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  try {
    return unwrap(await publicClient.get<Envelope<SystemStatus>>('/system-status', { signal }));
  } catch (error) {
    throw toApiError(error);
  }
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => getSystemStatus(signal),
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
    staleTime: 0,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
