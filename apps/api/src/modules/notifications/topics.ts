import type { TopicProvider } from '../realtime/index';
import { unreadCountKey } from './notify';
import { unreadCount } from './repository';

/** notification_unread_count: `{ count }`, the same as GET /notifications/unread-count. */
export const notificationPollTopics: TopicProvider[] = [
  {
    type: 'notification_unread_count',
    follow: async ({ userId }) => unreadCountKey(userId),
    load: async ({ db, userId }) => ({ count: await unreadCount(db, userId) }),
  },
];
