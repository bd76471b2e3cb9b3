import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPaths, type NotificationPreferences } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/v1/notifications/preferences */
export async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return unwrap(await apiClient.get(notificationPaths.preferences, { signal }));
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = (enabled = true) => useQuery({ ...preferencesQueryOptions(), enabled });
