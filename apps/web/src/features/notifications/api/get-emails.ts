import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, notificationPaths, type NotificationEmail, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/v1/notifications/emails?page&size=10: mails sent to me, newest first. */
export async function getEmails(page: number): Promise<Page<NotificationEmail>> {
  return unwrap(await apiClient.get(notificationPaths.emails, { params: { page, size: NOTIFICATION_PAGE_SIZE } }));
}

export const useEmails = (page: number) => useQuery({ queryKey: notificationKeys.emails(page), queryFn: () => getEmails(page), placeholderData: keepPreviousData, staleTime: 0 });
