import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, notificationPaths, type Notification, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys, type NotificationFilter } from './keys';

/** GET /api/v1/notifications?page&size=10[&unread][&type]: mine, newest first. */
export async function getNotifications({ page, unread, type }: NotificationFilter, signal?: AbortSignal): Promise<Page<Notification>> {
  const params = { page, size: NOTIFICATION_PAGE_SIZE, ...(unread ? { unread: 'true' } : {}), ...(type ? { type } : {}) };
  return unwrap(await apiClient.get(notificationPaths.list, { params, signal }));
}

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
    // The bell and the page follow the live unread count; a cached page is only a starting point.
    staleTime: 0,
  });

export const useNotifications = (filter: NotificationFilter, enabled = true) => useQuery({ ...notificationsQueryOptions(filter), enabled });
