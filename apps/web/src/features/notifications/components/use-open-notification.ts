import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@paytable/contracts';
import { useMarkNotification } from '../api/update-notification';

/** Opening a notification marks it read and goes to its entity's screen (the notifications page when it has none). */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const mark = useMarkNotification();
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) mark.mutate({ id: notification.id, read: true });
      afterOpen?.();
      void navigate(notification.link ?? '/dashboard/notifications');
    },
    [afterOpen, mark, navigate],
  );
}
