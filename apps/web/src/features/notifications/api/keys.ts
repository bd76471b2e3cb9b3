import type { NotificationType } from '@paytable/contracts';

export interface NotificationFilter {
  page: number;
  unread?: boolean;
  type?: NotificationType;
}

/** Query keys of the notifications domain. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  emails: (page: number) => [...notificationKeys.all, 'emails', page] as const,
  pushPublicKey: () => [...notificationKeys.all, 'push-public-key'] as const,
  admin: () => [...notificationKeys.all, 'admin'] as const,
  broadcasts: (page: number) => [...notificationKeys.admin(), 'broadcasts', page] as const,
  subscribers: (page: number) => [...notificationKeys.admin(), 'subscribers', page] as const,
  deadJobs: () => [...notificationKeys.admin(), 'dead-jobs'] as const,
};
