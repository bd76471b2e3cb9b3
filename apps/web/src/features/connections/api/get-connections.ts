import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { connectionPaths, type Connection, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/v1/connections?page&size&search */
export async function getConnections(search: string, page: number): Promise<Page<Connection>> {
  return unwrap(await apiClient.get(connectionPaths.list, { params: { page, size: 20, ...(search ? { search } : {}) } }));
}

export const connectionsQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: connectionKeys.connections(search, page), queryFn: () => getConnections(search, page), placeholderData: keepPreviousData });

export const useConnections = (search: string, page: number) => useQuery(connectionsQueryOptions(search, page));
