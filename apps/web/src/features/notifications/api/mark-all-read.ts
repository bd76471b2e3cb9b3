import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationsChanged } from './notification-changed';

/** PUT /api/v1/notifications/read-all */
export async function markAllRead(): Promise<{ updated: number }> {
  return unwrap(await apiClient.put(notificationPaths.readAll));
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSettled: () => notificationsChanged(queryClient) });
}
