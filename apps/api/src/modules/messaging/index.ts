import type { FastifyPluginAsync } from 'fastify';
import { groupChatRoutes, messageRoutes } from './routes';
import { remindIfUnread, UNREAD_REMINDER_QUEUE } from './unread-reminder';

/**
 * The messaging module: direct messages (/api/v1/messages), group chats (/api/v1/group-chats) and
 * their poll topics (message_unread_count, group_chats, group_messages), and the reminder job that
 * notifies the recipient of a direct message still unread after two minutes.
 */
export const messagingModule: FastifyPluginAsync = async (app) => {
  app.platform.jobs.define<{ messageId: number }>({ name: UNREAD_REMINDER_QUEUE, handler: (data) => remindIfUnread(app.platform, data.messageId) });
  await app.register(messageRoutes);
  await app.register(groupChatRoutes);
};

export { messagingPollTopics } from './topics';
export { messagingDemoSeeder } from './demo';
export { recordAgreedDirectMessage } from './direct-service';
export { countMessagesSince, messagesPerDay, messagingDailyRollups } from './figures-repository';
