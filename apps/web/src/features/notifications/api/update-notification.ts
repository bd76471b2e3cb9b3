import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type Notification } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationsChanged } from './notification-changed';

/** PATCH /api/v1/notifications/{id} {read} */
export async function markNotification({ id, read }: { id: number; read: boolean }): Promise<Notification> {
  return unwrap(await apiClient.patch(notificationPaths.one(id), { read }));
}

export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotification, onSettled: () => notificationsChanged(queryClient) });
}
