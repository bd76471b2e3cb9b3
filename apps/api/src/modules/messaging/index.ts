import type { FastifyPluginAsync } from 'fastify';
import { groupChatRoutes, messageRoutes } from './routes';

/**
 * The messaging module: direct messages (/api/v1/messages), group chats (/api/v1/group-chats) and
 * their poll topics (message_unread_count, group_chats, group_messages).
 */
export const messagingModule: FastifyPluginAsync = async (app) => {
  await app.register(messageRoutes);
  await app.register(groupChatRoutes);
};

export { messagingPollTopics } from './topics';
export { messagingDemoSeeder } from './demo';
