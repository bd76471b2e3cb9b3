import { groupMessagesParamsSchema } from '@paytable/contracts';
import { badRequest } from '../../platform/errors';
import { groupChannel, userChannel, type TopicProvider } from '../realtime/index';
import { toUnreadCountData } from './mapper';
import * as repo from './repository';

const groupIdOf = (params: Record<string, unknown>) => {
  const parsed = groupMessagesParamsSchema.safeParse(params);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data.groupId;
};

/** Poll topics of messaging: unread counters, the group chat list, one group's messages. */
export const messagingPollTopics: TopicProvider[] = [
  {
    type: 'message_unread_count',
    follow: async ({ userId }) => ({ channel: userChannel(userId), topic: 'message_unread_count' }),
    // A direct send carries these counters with its change (direct-service.ts), in this same shape.
    load: async ({ db, userId }) => toUnreadCountData(await repo.unreadCounts(db, userId)),
  },
  {
    type: 'group_chats',
    follow: async ({ userId }) => ({ channel: userChannel(userId), topic: 'group_chats' }),
    load: async ({ db, userId }) => {
      const rows = await repo.listGroupSummaries(db, userId, { limit: 50, offset: 0 });
      return {
        chats: rows.map((row) => ({ id: row.id, name: row.name, unreadCount: row.unread_count, lastActivityAt: new Date(row.last_activity_at).toISOString() })),
      };
    },
  },
  {
    type: 'group_messages',
    // Only members follow a group; for anyone else the subscription stays silent.
    follow: async ({ db, userId }, params) => {
      const groupId = groupIdOf(params);
      return (await repo.findMembership(db, groupId, userId)) ? { channel: groupChannel(groupId), topic: 'group_messages' } : null;
    },
    load: async ({ db }, params) => {
      const groupId = groupIdOf(params);
      return { groupId, latestMessageId: await repo.latestGroupMessageId(db, groupId) };
    },
  },
];
