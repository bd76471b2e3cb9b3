import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionPaths, type ConnectionStatus } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/v1/connections/status/{userId} */
export async function getConnectionStatus(userId: number): Promise<ConnectionStatus> {
  return unwrap(await apiClient.get(connectionPaths.status(userId)));
}

export const connectionStatusQueryOptions = (userId: number) =>
  queryOptions({ queryKey: connectionKeys.status(userId), queryFn: () => getConnectionStatus(userId) });
export const useConnectionStatus = (userId: number) => useQuery(connectionStatusQueryOptions(userId));
