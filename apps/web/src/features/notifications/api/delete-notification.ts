import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notificationsChanged } from './notification-changed';

/** DELETE /api/v1/notifications/{id} */
export async function deleteNotification(id: number): Promise<void> {
  await apiClient.delete(notificationPaths.one(id));
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotification, onSettled: () => notificationsChanged(queryClient) });
}
