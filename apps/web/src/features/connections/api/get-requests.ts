import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionPaths, type ConnectionRequest, type Page, type PendingConnectionCounts } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/v1/connections/requests/received | /sent (page, size) */
export async function getRequests(direction: 'received' | 'sent', page: number): Promise<Page<ConnectionRequest>> {
  const url = direction === 'received' ? connectionPaths.requestsReceived : connectionPaths.requestsSent;
  return unwrap(await apiClient.get(url, { params: { page, size: 20 } }));
}

export const requestsQueryOptions = (direction: 'received' | 'sent', page: number) =>
  queryOptions({ queryKey: connectionKeys.requests(direction, page), queryFn: () => getRequests(direction, page) });

export const useRequests = (direction: 'received' | 'sent', page: number) => useQuery(requestsQueryOptions(direction, page));

/** GET /api/v1/connections/pending: counters of pending requests (seed §4: only pending count). */
export async function getPendingCounts(): Promise<PendingConnectionCounts> {
  return unwrap(await apiClient.get(connectionPaths.pending));
}

export const pendingCountsQueryOptions = () => queryOptions({ queryKey: connectionKeys.pending(), queryFn: getPendingCounts });
export const usePendingCounts = (enabled = true) => useQuery({ ...pendingCountsQueryOptions(), enabled });
