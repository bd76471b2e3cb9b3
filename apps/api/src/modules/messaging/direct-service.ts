import {
  MessagingMessage,
  type Conversation,
  type ConversationThread,
  type DirectMessage,
  type MessageSearchQuery,
  type MessageWithContact,
  type Page,
  type PageQuery,
  type ThreadQuery,
  type UnifiedUnreadCount,
} from '@paytable/contracts';
import type { Tx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { DirectMessageSent } from '../../platform/events';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { findNetworkUser, toNetworkUser } from '../connections/index';
import { publishChanges, transactionWithChanges, userChannel } from '../realtime/index';
import { toDirectMessage, toMessageWithContact, toUnreadCountData } from './mapper';
import { messagingPolicy, type MessagingDeps } from './policy';
import * as repo from './repository';
import { scheduleUnreadReminder } from './unread-reminder';

const unreadChanged = (userId: number) => ({ channel: userChannel(userId), topic: 'message_unread_count' });

async function requireContact(ex: repo.Executor, contactId: number) {
  const contact = await findNetworkUser(ex, contactId);
  if (!contact) throw notFound(MessagingMessage.userNotFound);
  return contact;
}

const directMessageSent = (message: { id: number; senderId: number; recipientId: number; createdAt: Date }): DirectMessageSent => ({
  kind: 'direct',
  messageId: message.id,
  senderId: message.senderId,
  recipientId: message.recipientId,
  sentAt: message.createdAt,
});

/**
 * The send's writes, and `message.sent` in their transaction. While nobody subscribes to the event the
 * send stays one self-committing statement (one round trip); otherwise the same statement runs in a
 * transaction that the event's subscribers share.
 */
async function writeDirectMessage(platform: Platform, me: number, recipientId: number, content: string): Promise<repo.SendOutcome> {
  const { events } = platform;
  const changed = [unreadChanged(recipientId)];
  if (!events.hasSubscribers('message.sent')) return repo.sendDirectMessage(platform.db, me, recipientId, content, changed);
  return events.transaction(async (tx) => {
    const sent = await repo.sendDirectMessageInTransaction(tx, me, recipientId, content, changed);
    if (sent.message) await events.publish(tx, 'message.sent', directMessageSent(sent.message));
    return sent;
  });
}

/**
 * Sends a direct message: only to a connection, a colleague or an existing conversation; never across a
 * block. The rule check and every write (message, both inbox rows, the recipient's unread mark) are one
 * statement, so one round trip and one transaction; the mark is published once it has committed.
 */
export async function sendDirectMessage(deps: MessagingDeps, me: number, recipientId: number, content: string): Promise<DirectMessage> {
  if (recipientId === me) throw badRequest(MessagingMessage.self);
  const sent = await writeDirectMessage(deps.platform, me, recipientId, content);
  if (!sent.found) throw notFound(MessagingMessage.userNotFound);
  if (sent.verdict === 'blocked') throw forbidden(MessagingMessage.blocked);
  if (sent.verdict === 'not_connected' || !sent.message) throw forbidden(MessagingMessage.notConnected);
  // The recipient's counters travel with the change, so their waiting poll answers without a query.
  await scheduleUnreadReminder(deps.platform, { id: sent.message.id, senderId: me, recipientId });
  const unread = toUnreadCountData(sent.recipientUnread);
  await publishChanges(
    deps.platform,
    sent.marks.map(({ undisturbed, ...mark }) => (undisturbed ? { ...mark, data: unread } : mark)),
  );
  return toDirectMessage(sent.message, me);
}

/**
 * A direct message between two people who agreed to talk (an accepted event meeting), written in the
 * caller's transaction (opened with `events.transaction`) without the connection rule: the acceptance is
 * the consent.
 */
export async function recordAgreedDirectMessage(platform: Platform, tx: Tx, senderId: number, recipientId: number, content: string): Promise<void> {
  const message = await repo.seedDirectMessage(tx, senderId, recipientId, content);
  await platform.events.publish(tx, 'message.sent', directMessageSent({ ...message, senderId, recipientId }));
}

export async function listConversations(deps: MessagingDeps, me: number, page: PageQuery): Promise<Page<Conversation>> {
  const { rows, total } = await repo.listConversations(deps.platform.db, me, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => ({
      contactUserId: row.contact.id,
      contact: toNetworkUser(row.contact),
      unreadCount: row.unreadCount,
      lastMessage: row.lastMessage ? toDirectMessage(row.lastMessage, me) : null,
      lastMessageAt: row.lastMessageAt.toISOString(),
    })),
    total,
    page,
  );
}

/** The thread with one contact: only ever the messages between the signed-in user and that contact. */
export async function getConversation(deps: MessagingDeps, me: number, contactId: number, query: ThreadQuery): Promise<ConversationThread> {
  if (contactId === me) throw badRequest(MessagingMessage.self);
  const { db } = deps.platform;
  const contact = await requireContact(db, contactId);
  const [{ rows, total }, verdict] = await Promise.all([
    repo.listThread(db, me, contactId, query.before, query.size, pageOffset(query)),
    messagingPolicy(deps).canMessage(db, me, contactId),
  ]);
  return {
    contact: toNetworkUser(contact),
    canSend: verdict === 'allowed',
    messages: toPage(
      rows.map((row) => toDirectMessage(row, me)),
      total,
      query,
    ),
  };
}

export async function markConversationRead(deps: MessagingDeps, me: number, contactId: number): Promise<{ markedRead: number }> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    await requireContact(tx, contactId);
    const markedRead = await repo.markConversationRead(tx, me, contactId, new Date());
    if (markedRead > 0) notify(unreadChanged(me));
    return { markedRead };
  });
}

export async function recentMessages(deps: MessagingDeps, me: number, page: PageQuery): Promise<Page<MessageWithContact>> {
  const { rows, total } = await repo.listRecent(deps.platform.db, me, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => toMessageWithContact(row, me)),
    total,
    page,
  );
}

export async function searchMessages(deps: MessagingDeps, me: number, query: MessageSearchQuery): Promise<Page<MessageWithContact>> {
  const { rows, total } = await repo.searchDirect(deps.platform.db, me, query.query, query.size, pageOffset(query));
  return toPage(
    rows.map((row) => toMessageWithContact(row, me)),
    total,
    query,
  );
}

export async function unifiedUnreadCount(deps: Pick<MessagingDeps, 'platform'>, me: number): Promise<UnifiedUnreadCount> {
  return toUnreadCountData(await repo.unreadCounts(deps.platform.db, me));
}
