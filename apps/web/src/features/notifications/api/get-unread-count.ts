import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPaths, type UnreadCount } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/v1/notifications/unread-count; kept live by the notification_unread_count poll topic. */
export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return unwrap(await apiClient.get(notificationPaths.unreadCount, { signal }));
}

export const unreadCountQueryOptions = () => queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: ({ signal }) => getUnreadCount(signal) });

export const useNotificationUnreadCount = () => useQuery(unreadCountQueryOptions());
