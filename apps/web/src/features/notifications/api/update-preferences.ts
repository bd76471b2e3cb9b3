import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type NotificationPreferences, type UpdateNotificationPreferences } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** PUT /api/v1/notifications/preferences: any part; answers the whole preferences. */
export async function updatePreferences(input: UpdateNotificationPreferences): Promise<NotificationPreferences> {
  return unwrap(await apiClient.put(notificationPaths.preferences, input));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
