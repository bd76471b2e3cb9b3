import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Direct messages between two users. Content is stored exactly as sent; clients render it as text. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // A thread is read newest first by its ordered pair.
    index('direct_messages_pair_idx').on(sql`least(${t.senderId}, ${t.recipientId})`, sql`greatest(${t.senderId}, ${t.recipientId})`, t.id),
    index('direct_messages_unread_idx').on(t.recipientId, t.senderId).where(sql`${t.readAt} is null`),
    index('direct_messages_sender_idx').on(t.senderId, t.id),
    index('direct_messages_recipient_idx').on(t.recipientId, t.id),
    index('direct_messages_created_at_idx').on(t.createdAt),
    index('direct_messages_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
    check('direct_messages_not_self_check', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * The inbox: one row per (user, contact) with the conversation's last message and the user's unread
 * count, kept up to date in the transaction that sends or reads. The conversation list and the unread
 * counters read this small table instead of scanning messages.
 */
export const directConversations = pgTable(
  'direct_conversations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    lastMessageAt: timestamptz('last_message_at').notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'direct_conversations_pkey', columns: [t.userId, t.contactId] }),
    index('direct_conversations_user_recent_idx').on(t.userId, t.lastMessageAt.desc()),
  ],
);

export const groupChats = pgTable('group_chats', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Creation, then every message: orders the chat list. */
  lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
});

export const groupChatMembers = pgTable(
  'group_chat_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groupChats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /** Messages with a greater id (from others) are unread for this member. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'group_chat_members_pkey', columns: [t.groupId, t.userId] }),
    index('group_chat_members_user_idx').on(t.userId),
    check('group_chat_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export const groupMessages = pgTable(
  'group_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupChats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('group_messages_group_idx').on(t.groupId, t.id),
    index('group_messages_created_at_idx').on(t.createdAt),
    index('group_messages_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

export type DirectMessageRow = typeof directMessages.$inferSelect;
export type GroupChatRow = typeof groupChats.$inferSelect;
export type GroupMessageRow = typeof groupMessages.$inferSelect;
