import { CountBadge } from '@/components/person-avatar';
import { useNotificationUnreadCount } from '../api/get-unread-count';

/** Unread notifications beside the sidebar's "Notifications" entry (the bell keeps the count live). */
export function NotificationsUnreadBadge() {
  const unread = useNotificationUnreadCount();
  return <CountBadge count={unread.data?.count ?? 0} label="unread notifications" />;
}
