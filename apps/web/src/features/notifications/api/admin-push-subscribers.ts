import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationPaths, type Page, type PushSubscriber } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /api/v1/admin/notifications/push/subscribers */
export async function getPushSubscribers(page: number): Promise<Page<PushSubscriber>> {
  return unwrap(await apiClient.get(notificationPaths.adminPushSubscribers, { params: { page, size: PAGE_SIZE } }));
}
export const usePushSubscribers = (page: number) =>
  useQuery({ queryKey: notificationKeys.subscribers(page), queryFn: () => getPushSubscribers(page), placeholderData: keepPreviousData });
