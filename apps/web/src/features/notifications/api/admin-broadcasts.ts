import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type Broadcast, type CreateBroadcastRequest, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

const PAGE_SIZE = 10;

/** GET /api/v1/admin/notifications/broadcasts: newest first, with delivery figures per channel. */
export async function getBroadcasts(page: number): Promise<Page<Broadcast>> {
  return unwrap(await apiClient.get(notificationPaths.adminBroadcasts, { params: { page, size: PAGE_SIZE } }));
}
export const broadcastsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.broadcasts(page),
    queryFn: () => getBroadcasts(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Figures grow while a broadcast fans out; follow them until it is done.
    refetchInterval: (query) => (query.state.data?.content.some((b) => b.status !== 'done') ? 2_000 : false),
  });
export const useBroadcasts = (page: number) => useQuery(broadcastsQueryOptions(page));

/** POST /api/v1/notifications (admin broadcast). */
export async function createBroadcast(input: CreateBroadcastRequest): Promise<Broadcast> {
  return unwrap(await apiClient.post(notificationPaths.create, input));
}
export function useCreateBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBroadcast,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...notificationKeys.admin(), 'broadcasts'] }),
  });
}
