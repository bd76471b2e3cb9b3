import {
  addGroupMembersSchema,
  contactUserParamsSchema,
  conversationSchema,
  conversationThreadSchema,
  countSchema,
  createGroupChatSchema,
  directMessageSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  GROUP_CHATS_BASE_PATH,
  groupChatSchema,
  groupChatSummarySchema,
  groupMemberParamsSchema,
  groupMemberSchema,
  groupMessageSchema,
  groupMessagesQuerySchema,
  groupParamsSchema,
  markReadResultSchema,
  MESSAGE_PAGE_SIZE,
  messagePaths,
  messageSearchQuerySchema,
  messageWithContactSchema,
  MessagingMessage,
  pageQuerySchema,
  pageSchema,
  sendGroupMessageSchema,
  sendMessageSchema,
  threadQuerySchema,
  unifiedUnreadCountSchema,
  updateGroupChatSchema,
  updateGroupMemberRoleSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as direct from './direct-service';
import * as groups from './group-service';
import type { MessagingDeps } from './policy';
import { trustedJsonSerializer } from '../../platform/trusted-json';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const authenticated = { access: 'authenticated' } as const;
/** A group chat's routes: its members only; anyone else gets 404 (group-service); roles inside the chat narrow writes further. */
const groupMember = { access: { owner: 'id', ownerIs: 'a member of the group chat' } } as const;
const pageQuery = pageQuerySchema(MESSAGE_PAGE_SIZE);

/** /api/v1/messages: direct messages. Transport only; rules in direct-service.ts. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MessagingDeps = { platform: app.platform };
  const tags = ['messages'];

  app.post(
    messagePaths.send,
    {
      config: authenticated,
      serializerCompiler: trustedJsonSerializer,
      schema: {
        tags,
        summary: 'Send a direct message (to a connection, a colleague, or within an existing conversation)',
        body: sendMessageSchema,
        response: { 201: envelopeSchema(directMessageSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await direct.sendDirectMessage(deps, currentUserId(request), request.body.recipientId, request.body.content), MessagingMessage.sent)),
  );

  app.get(
    messagePaths.conversations,
    {
      config: authenticated,
      schema: { tags, summary: 'Conversations, most recent first, with unread counts', querystring: pageQuery, response: { 200: envelopeSchema(pageSchema(conversationSchema)), ...errors } },
    },
    async (request) => ok(await direct.listConversations(deps, currentUserId(request), request.query)),
  );

  app.get(
    `${messagePaths.conversations}/:id`,
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'The conversation with one contact (path id = contactUserId): messages newest first; `before` pages older',
        params: contactUserParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: envelopeSchema(conversationThreadSchema), ...errors },
      },
    },
    async (request) => ok(await direct.getConversation(deps, currentUserId(request), request.params.id, request.query)),
  );

  app.post(
    `${messagePaths.conversations}/:id/mark-read`,
    {
      config: authenticated,
      schema: { tags, summary: 'Mark what this contact sent as read', params: contactUserParamsSchema, response: { 200: envelopeSchema(markReadResultSchema), ...errors } },
    },
    async (request) => ok(await direct.markConversationRead(deps, currentUserId(request), request.params.id)),
  );

  app.get(
    messagePaths.recent,
    {
      config: authenticated,
      schema: { tags, summary: 'Latest messages sent or received', querystring: pageQuery, response: { 200: envelopeSchema(pageSchema(messageWithContactSchema)), ...errors } },
    },
    async (request) => ok(await direct.recentMessages(deps, currentUserId(request), request.query)),
  );

  const counters = [
    [messagePaths.unreadCount, 'Unread direct messages', (u: { directMessages: number }) => ({ count: u.directMessages })],
    [messagePaths.totalUnreadCount, 'Unread direct and group messages', (u: { total: number }) => ({ count: u.total })],
  ] as const;
  for (const [url, summary, pick] of counters) {
    app.get(url, { config: authenticated, schema: { tags, summary, response: { 200: envelopeSchema(countSchema), ...errors } } }, async (request) =>
      ok(pick(await direct.unifiedUnreadCount(deps, currentUserId(request)))),
    );
  }

  app.get(
    messagePaths.unifiedUnreadCount,
    {
      config: authenticated,
      schema: { tags, summary: 'Unread direct, group and total counts', response: { 200: envelopeSchema(unifiedUnreadCountSchema), ...errors } },
    },
    async (request) => ok(await direct.unifiedUnreadCount(deps, currentUserId(request))),
  );

  app.get(
    messagePaths.search,
    {
      config: authenticated,
      schema: {
        tags,
        summary: "Search the signed-in user's own direct messages",
        querystring: messageSearchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(messageWithContactSchema)), ...errors },
      },
    },
    async (request) => ok(await direct.searchMessages(deps, currentUserId(request), request.query)),
  );
};

/** /api/v1/group-chats. Transport only; rules in group-service.ts. */
export const groupChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MessagingDeps = { platform: app.platform };
  const tags = ['group-chats'];
  const base = GROUP_CHATS_BASE_PATH;

  app.post(
    base,
    {
      config: authenticated,
      schema: { tags, summary: 'Create a group chat; the creator is its owner', body: createGroupChatSchema, response: { 201: envelopeSchema(groupChatSchema), ...errors } },
    },
    async (request, reply) => reply.status(201).send(ok(await groups.createGroup(deps, currentUserId(request), request.body), MessagingMessage.groupCreated)),
  );

  app.get(
    base,
    {
      config: authenticated,
      schema: { tags, summary: "The signed-in user's group chats, most recent activity first", querystring: pageQuery, response: { 200: envelopeSchema(pageSchema(groupChatSummarySchema)), ...errors } },
    },
    async (request) => ok(await groups.listGroups(deps, currentUserId(request), request.query)),
  );

  app.get(
    `${base}/:id`,
    {
      config: groupMember,
      schema: { tags, summary: 'A group chat with its members (members only; others get 404)', params: groupParamsSchema, response: { 200: envelopeSchema(groupChatSchema), ...errors } },
    },
    async (request) => ok(await groups.getGroup(deps, currentUserId(request), request.params.id)),
  );

  app.put(
    `${base}/:id`,
    {
      config: groupMember,
      schema: { tags, summary: 'Rename a group chat (owner or admin)', params: groupParamsSchema, body: updateGroupChatSchema, response: { 200: envelopeSchema(groupChatSchema), ...errors } },
    },
    async (request) => ok(await groups.renameGroup(deps, currentUserId(request), request.params.id, request.body), MessagingMessage.groupUpdated),
  );

  app.get(
    `${base}/:id/members`,
    {
      config: groupMember,
      schema: { tags, summary: 'Members with their roles', params: groupParamsSchema, response: { 200: envelopeSchema(z.array(groupMemberSchema)), ...errors } },
    },
    async (request) => ok(await groups.listMembers(deps, currentUserId(request), request.params.id)),
  );

  app.post(
    `${base}/:id/members`,
    {
      config: groupMember,
      schema: {
        tags,
        summary: 'Add members (owner or admin; only their connections or colleagues)',
        params: groupParamsSchema,
        body: addGroupMembersSchema,
        response: { 200: envelopeSchema(groupChatSchema), ...errors },
      },
    },
    async (request) => ok(await groups.addMembers(deps, currentUserId(request), request.params.id, request.body.userIds), MessagingMessage.membersAdded),
  );

  app.delete(
    `${base}/:id/members/:userId`,
    {
      config: groupMember,
      schema: {
        tags,
        summary: 'Remove a member (owner: anyone but themselves; admin: plain members)',
        params: groupMemberParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await groups.removeMember(deps, currentUserId(request), request.params.id, request.params.userId);
      return ok(null, MessagingMessage.memberRemoved);
    },
  );

  app.put(
    `${base}/:id/members/:userId/role`,
    {
      config: groupMember,
      schema: {
        tags,
        summary: "Change a member's role (owner only; 'owner' hands the group over)",
        params: groupMemberParamsSchema,
        body: updateGroupMemberRoleSchema,
        response: { 200: envelopeSchema(groupChatSchema), ...errors },
      },
    },
    async (request) => ok(await groups.setMemberRole(deps, currentUserId(request), request.params.id, request.params.userId, request.body.role), MessagingMessage.roleUpdated),
  );

  app.post(
    `${base}/:id/messages`,
    {
      config: groupMember,
      schema: { tags, summary: 'Write to a group chat (members)', params: groupParamsSchema, body: sendGroupMessageSchema, response: { 201: envelopeSchema(groupMessageSchema), ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await groups.sendGroupMessage(deps, currentUserId(request), request.params.id, request.body.content), MessagingMessage.sent)),
  );

  app.get(
    `${base}/:id/messages`,
    {
      config: groupMember,
      schema: {
        tags,
        summary: 'Messages newest first; `before` pages older',
        params: groupParamsSchema,
        querystring: groupMessagesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(groupMessageSchema)), ...errors },
      },
    },
    async (request) => ok(await groups.listGroupMessages(deps, currentUserId(request), request.params.id, request.query)),
  );

  app.get(
    `${base}/:id/messages/search`,
    {
      config: groupMember,
      schema: {
        tags,
        summary: 'Search the messages of one group chat (members)',
        params: groupParamsSchema,
        querystring: messageSearchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(groupMessageSchema)), ...errors },
      },
    },
    async (request) => ok(await groups.searchGroupMessages(deps, currentUserId(request), request.params.id, request.query)),
  );

  app.post(
    `${base}/:id/leave`,
    {
      config: groupMember,
      schema: { tags, summary: 'Leave a group chat', params: groupParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await groups.leaveGroup(deps, currentUserId(request), request.params.id);
      return ok(null, MessagingMessage.left);
    },
  );

  app.post(
    `${base}/:id/mark-read`,
    {
      config: groupMember,
      schema: { tags, summary: 'Mark the group chat read', params: groupParamsSchema, response: { 200: envelopeSchema(markReadResultSchema), ...errors } },
    },
    async (request) => ok(await groups.markGroupRead(deps, currentUserId(request), request.params.id)),
  );

  app.get(
    `${base}/:id/unread-count`,
    {
      config: groupMember,
      schema: { tags, summary: 'Unread messages of one group chat', params: groupParamsSchema, response: { 200: envelopeSchema(countSchema), ...errors } },
    },
    async (request) => ok(await groups.groupUnreadCount(deps, currentUserId(request), request.params.id)),
  );
};
