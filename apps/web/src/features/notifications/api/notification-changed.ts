import type { QueryClient } from '@tanstack/react-query';
import { safeStorage, storageKeys } from '@/lib/storage-keys';
import { notificationKeys } from './keys';

/**
 * After a change to my notifications: reload the lists and the count here, and tell other tabs through
 * the local-storage trigger (seed 000 §4), which they watch.
 */
export function notificationsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
  safeStorage.set(storageKeys.notificationUpdateTrigger, String(Date.now()));
}
