import type { Platform } from '../../platform/platform';
import { findNetworkUser } from '../connections/index';
import { notify } from '../notifications/index';
import { transactionWithChanges } from '../realtime/index';
import { findDirectMessage } from './repository';

/** Seed-style reminder: a direct message still unread this long after it was sent notifies its recipient. */
export const UNREAD_REMINDER_DELAY_MS = 2 * 60 * 1000;
export const UNREAD_REMINDER_QUEUE = 'messaging-unread-reminder';
const PREVIEW_LENGTH = 140;

/**
 * Queues the reminder of a sent message. One per sender and recipient per two-minute slot: a burst of
 * messages gives one reminder, about its first message.
 */
export async function scheduleUnreadReminder(platform: Platform, message: { id: number; senderId: number; recipientId: number }): Promise<void> {
  await platform.jobs.send(
    UNREAD_REMINDER_QUEUE,
    { messageId: message.id },
    { startAfter: new Date(Date.now() + UNREAD_REMINDER_DELAY_MS), singletonKey: `${message.recipientId}:${message.senderId}`, singletonSeconds: UNREAD_REMINDER_DELAY_MS / 1000 },
  );
}

/** The job: if the message is still unread, its recipient gets a message_unread notification. */
export async function remindIfUnread(platform: Platform, messageId: number): Promise<void> {
  await transactionWithChanges(platform, async (tx, changes) => {
    const message = await findDirectMessage(tx, messageId);
    if (!message || message.readAt !== null) return;
    const sender = await findNetworkUser(tx, message.senderId);
    if (!sender) return;
    const name = `${sender.firstName} ${sender.lastName}`.trim() || sender.username;
    const preview = message.content.length > PREVIEW_LENGTH ? `${message.content.slice(0, PREVIEW_LENGTH - 1)}…` : message.content;
    await notify(platform, { tx, changes }, {
      userIds: [message.recipientId],
      type: 'message_unread',
      title: `${name} sent you a message`,
      message: preview,
      entity: { type: 'conversation', id: message.senderId },
      metadata: { messageId },
    });
  });
}
