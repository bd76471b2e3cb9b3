/** What other parts of the app compose from the notifications feature. */
export { NotificationBell } from './components/notification-bell';
export { NotificationsUnreadBadge } from './components/unread-badge';
