import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { idParam, networkUserSchema } from '../connections/index';

// ---------------------------------------------------------------------------------------------------
// Direct messages (/api/v1/messages) and group chats (/api/v1/group-chats): seed 000 §3, §4, §7, §8, §9.
// ---------------------------------------------------------------------------------------------------

export const MESSAGES_BASE_PATH = '/messages';
export const GROUP_CHATS_BASE_PATH = '/group-chats';

export const messagePaths = {
  send: MESSAGES_BASE_PATH,
  conversations: `${MESSAGES_BASE_PATH}/conversations`,
  conversation: (contactUserId: number) => `${MESSAGES_BASE_PATH}/conversations/${contactUserId}`,
  markRead: (contactUserId: number) => `${MESSAGES_BASE_PATH}/conversations/${contactUserId}/mark-read`,
  recent: `${MESSAGES_BASE_PATH}/recent`,
  unreadCount: `${MESSAGES_BASE_PATH}/unread-count`,
  totalUnreadCount: `${MESSAGES_BASE_PATH}/total-unread-count`,
  unifiedUnreadCount: `${MESSAGES_BASE_PATH}/unified-unread-count`,
  search: `${MESSAGES_BASE_PATH}/search`,
} as const;

export const groupChatPaths = {
  list: GROUP_CHATS_BASE_PATH,
  create: GROUP_CHATS_BASE_PATH,
  chat: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}`,
  members: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/members`,
  member: (groupId: number, userId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/members/${userId}`,
  memberRole: (groupId: number, userId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/members/${userId}/role`,
  messages: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/messages`,
  searchMessages: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/messages/search`,
  leave: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/leave`,
  markRead: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/mark-read`,
  unreadCount: (groupId: number) => `${GROUP_CHATS_BASE_PATH}/${groupId}/unread-count`,
} as const;

export const MESSAGE_MAX_LENGTH = 5000;
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
/** Members of one group chat, owner included. */
export const GROUP_MAX_MEMBERS = 100;
export const MESSAGE_SEARCH_MAX_LENGTH = 200;
/** Seed §9: message and group pages default to page 0, size 20. */
export const MESSAGE_PAGE_SIZE = 20;
/** Seed §9: the total unread count is refreshed every 5 minutes. */
export const TOTAL_UNREAD_REFRESH_MS = 5 * 60 * 1000;

/** Message text is stored exactly as sent (only surrounding whitespace is trimmed) and rendered as text. */
export const messageContentSchema = z
  .string({ error: 'Message cannot be empty' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`);

export const sendMessageSchema = z.object({
  recipientId: idSchema('recipientId', { invalid: 'recipientId must be an integer', notPositive: 'recipientId must be a positive integer' }),
  content: messageContentSchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const directMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  recipientId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Sent by the signed-in user. */
  fromMe: z.boolean(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

/** A message with the other person of its conversation (recent messages, search results). */
export const messageWithContactSchema = directMessageSchema.extend({ contact: networkUserSchema });
export type MessageWithContact = z.infer<typeof messageWithContactSchema>;

/** Seed §3: a conversation is keyed by its contactUserId and carries its unreadCount. */
export const conversationSchema = z.object({
  contactUserId: z.number().int(),
  contact: networkUserSchema,
  unreadCount: z.number().int(),
  lastMessage: directMessageSchema.nullable(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Pages of a thread: newest first; `before` (a message id) asks for older messages than that one. */
export const threadQuerySchema = pageQuerySchema(MESSAGE_PAGE_SIZE).extend({
  before: idParamSchema('before').optional().catch(undefined),
});
export type ThreadQuery = z.output<typeof threadQuerySchema>;

export const conversationThreadSchema = z.object({
  contact: networkUserSchema,
  /** Whether the signed-in user may send to this contact right now. */
  canSend: z.boolean(),
  messages: z.object({
    content: z.array(directMessageSchema),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  }),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const contactUserParamsSchema = z.object({ id: idParam('User id') });
export const groupParamsSchema = z.object({ id: idParam('Group chat id') });
export const groupMemberParamsSchema = z.object({ id: idParam('Group chat id'), userId: idParam('User id') });

export const messageSearchQuerySchema = pageQuerySchema(MESSAGE_PAGE_SIZE).extend({
  query: z
    .string({ error: 'Search query is required' })
    .trim()
    .min(1, 'Search query is required')
    .max(MESSAGE_SEARCH_MAX_LENGTH, `Search query must be at most ${MESSAGE_SEARCH_MAX_LENGTH} characters`),
});
export type MessageSearchQuery = z.output<typeof messageSearchQuerySchema>;

export const countSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof countSchema>;

/** GET /messages/unified-unread-count, and the data of the poll's message_unread_count updates. */
export const unifiedUnreadCountSchema = z.object({
  directMessages: z.number().int(),
  groupMessages: z.number().int(),
  total: z.number().int(),
});
export type UnifiedUnreadCount = z.infer<typeof unifiedUnreadCountSchema>;

export const markReadResultSchema = z.object({ markedRead: z.number().int() });

export const MessagingMessage = {
  sent: 'Message sent',
  notConnected: 'You can only message your connections and colleagues',
  blocked: 'You cannot message this user',
  self: 'You cannot message yourself',
  userNotFound: 'User not found',
  groupNotFound: 'Group chat not found',
  memberNotFound: 'Member not found',
  groupCreated: 'Group chat created',
  groupUpdated: 'Group chat updated',
  membersAdded: 'Members added',
  memberRemoved: 'Member removed',
  roleUpdated: 'Member role updated',
  left: 'You left the group chat',
  notAllowed: 'You do not have permission to do that in this group chat',
  cannotAddNonConnection: 'You can only add your connections and colleagues to a group chat',
  alreadyMember: 'Already a member of this group chat',
  tooManyMembers: `A group chat can have at most ${GROUP_MAX_MEMBERS} members`,
  ownerCannotBeRemoved: 'The owner cannot be removed; transfer ownership first',
  useLeave: 'Use leave to remove yourself from a group chat',
} as const;

/** Seed §8 toasts and fallbacks (the server message is preferred when there is one). */
export const messagingToasts = {
  sent: { title: 'Message sent', description: 'Your message has been sent successfully' },
  loadConversationsFailed: 'Failed to load conversations',
  loadRecentFailed: 'Failed to load recent messages',
  sendFailed: 'Failed to send message',
  loadConversationFailed: 'Failed to load conversation',
  searchFailed: 'Failed to search messages',
} as const;

// ---- group chats -----------------------------------------------------------------------------------

/** Who may do what: the owner everything; admins add and remove members and rename; members write. */
export const groupMemberRoles = ['owner', 'admin', 'member'] as const;
export const groupMemberRoleSchema = z.enum(groupMemberRoles, { error: 'Role must be owner, admin or member' });
export type GroupMemberRole = z.infer<typeof groupMemberRoleSchema>;

const groupName = z
  .string({ error: 'Group name is required' })
  .trim()
  .min(1, 'Group name is required')
  .max(GROUP_NAME_MAX_LENGTH, `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`);
const groupDescription = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX_LENGTH, `Description must be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`);
const memberIds = z
  .array(idSchema('Member id', { invalid: 'Member ids must be integers' }), {
    error: 'memberIds must be a list of user ids',
  })
  .max(GROUP_MAX_MEMBERS - 1, `A group chat can have at most ${GROUP_MAX_MEMBERS} members`);

export const createGroupChatSchema = z.object({
  name: groupName,
  description: groupDescription.optional().default(''),
  memberIds: memberIds.optional().default([]),
});
export type CreateGroupChatRequest = z.output<typeof createGroupChatSchema>;
export type CreateGroupChatInput = z.input<typeof createGroupChatSchema>;

export const updateGroupChatSchema = z.object({ name: groupName, description: groupDescription.optional() });
export type UpdateGroupChatRequest = z.output<typeof updateGroupChatSchema>;

export const addGroupMembersSchema = z.object({ userIds: memberIds.min(1, 'Choose at least one member') });
export type AddGroupMembersRequest = z.output<typeof addGroupMembersSchema>;

export const updateGroupMemberRoleSchema = z.object({ role: groupMemberRoleSchema });
export type UpdateGroupMemberRoleRequest = z.output<typeof updateGroupMemberRoleSchema>;

export const sendGroupMessageSchema = z.object({ content: messageContentSchema });
export type SendGroupMessageRequest = z.output<typeof sendGroupMessageSchema>;

export const groupMemberSchema = z.object({
  user: networkUserSchema,
  role: groupMemberRoleSchema,
  joinedAt: z.string(),
  /** The signed-in user. */
  isMe: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  senderId: z.number().int(),
  sender: networkUserSchema,
  content: z.string(),
  createdAt: z.string(),
  fromMe: z.boolean(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

export const groupChatSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  myRole: groupMemberRoleSchema,
  unreadCount: z.number().int(),
  lastMessage: groupMessageSchema.nullable(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type GroupChatSummary = z.infer<typeof groupChatSummarySchema>;

export const groupChatSchema = groupChatSummarySchema.extend({
  createdById: z.number().int(),
  members: z.array(groupMemberSchema),
});
export type GroupChat = z.infer<typeof groupChatSchema>;

export const groupMessagesQuerySchema = threadQuerySchema;
