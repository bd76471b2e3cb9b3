import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NOTIFICATION_FOCUS_DEBOUNCE_MS, pushPromptTimings, type UnreadCount } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { usePollSubscription } from '@/lib/realtime/use-realtime';
import { storageKeys } from '@/lib/storage-keys';
import { notificationsQueryOptions } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { notificationFromPush } from '../lib/push-notification';

const isImportant = (n: { priority: string; critical?: boolean }) => n.critical === true || n.priority === 'high' || n.priority === 'urgent';

/**
 * Keeps the bell and the notifications page live (seed 000 §4, §7):
 * - the notification_unread_count poll topic writes the count and, when it moved, reloads the lists;
 * - window focus reloads them after a 1 s debounce; another tab's write of notification_update_trigger too;
 * - the service worker hands over pushes that arrive while a window has focus: a 5 s toast.
 * `onImportantArrival` runs when a new unread notification of high priority (or a critical one) arrives.
 */
export function useNotificationsRealtime(onImportantArrival: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const important = useRef(onImportantArrival);
  useEffect(() => {
    important.current = onImportantArrival;
  });

  usePollSubscription('notification_unread_count', {}, (update) => {
    const next = update.data as UnreadCount;
    const previous = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount());
    queryClient.setQueryData(notificationKeys.unreadCount(), next);
    if (previous === undefined || previous.count === next.count) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    if (next.count > previous.count) {
      void queryClient
        .fetchQuery(notificationsQueryOptions({ page: 0 }))
        .then((page) => {
          const newest = page.content[0];
          if (newest && !newest.read && isImportant(newest)) important.current();
        })
        .catch(() => undefined);
    }
  });

  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, NOTIFICATION_FOCUS_DEBOUNCE_MS);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.notificationUpdateTrigger) refresh();
    };
    const onWorkerMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string; notification?: unknown } | null;
      if (!message || (message.type !== 'push-notification' && message.type !== 'push-received')) return;
      refresh();
      if (message.type !== 'push-notification') return;
      const notification = notificationFromPush(message.notification);
      const link = notification.link;
      notify({
        title: notification.title,
        description: notification.message,
        duration: pushPromptTimings.foregroundToastMs,
        action: link ? { label: 'Open', onClick: () => void navigate(link) } : undefined,
      });
    };
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    window.addEventListener('focus', onFocus);
    window.addEventListener('storage', onStorage);
    worker?.addEventListener('message', onWorkerMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('storage', onStorage);
      worker?.removeEventListener('message', onWorkerMessage);
    };
  }, [queryClient, navigate]);
}
