import {
  DEFAULT_NOTIFICATION_PRIORITY,
  isCriticalType,
  notificationChannels,
  notificationTypeInfo,
  type BroadcastAudience,
  type NotificationChannel,
  type NotificationPriority,
  type NotificationType,
} from '@paytable/contracts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import { userChannel, type Notify as MarkChanges } from '../realtime/index';
import * as repo from './repository';
import { QUEUES } from './queues';

export interface NotifyInput {
  /** Exactly one of userIds and audience. */
  userIds?: number[];
  audience?: BroadcastAudience;
  type: NotificationType;
  title: string;
  message: string;
  /** What the notice is about; the screen it opens follows from it (contracts notificationLink). */
  entity?: { type: string; id: number | null };
  priority?: NotificationPriority;
  /** Critical notices cannot be muted and ignore quiet hours; critical types always are. */
  critical?: boolean;
  metadata?: Record<string, unknown>;
  /** Channels the sender wants (default all); each recipient's preferences narrow them. */
  channels?: readonly NotificationChannel[];
  /** The admin who sent a broadcast. */
  createdBy?: number;
}

/** The caller's transaction, and the realtime marks function of transactionWithChanges to advance unread counts. */
export interface NotifyContext {
  tx: Tx;
  changes: MarkChanges;
}

export type NotifyResult = { kind: 'users'; notificationIds: number[] } | { kind: 'broadcast'; broadcastId: number };

export const unreadCountKey = (userId: number) => ({ channel: userChannel(userId), topic: 'notification_unread_count' });

export function isCritical(input: Pick<NotifyInput, 'type' | 'critical'>): boolean {
  return input.critical === true || isCriticalType(input.type);
}

/**
 * Writes the notices in the caller's transaction and queues their e-mail and push jobs in it too, so a
 * rolled-back write notifies nobody. An audience becomes a broadcast: its row and one fan-out job are
 * written here, and the job writes one notification per recipient.
 */
export async function notify(platform: Platform, context: NotifyContext, input: NotifyInput): Promise<NotifyResult> {
  if (input.audience) {
    const critical = isCritical(input);
    const broadcast = await repo.insertBroadcast(context.tx, {
      type: input.type,
      title: input.title,
      message: input.message,
      audience: input.audience,
      channels: [...(input.channels ?? notificationChannels)],
      priority: input.priority ?? DEFAULT_NOTIFICATION_PRIORITY,
      critical,
      createdBy: input.createdBy ?? null,
    });
    await platform.jobs.send(QUEUES.fanOut, { broadcastId: broadcast.id }, { tx: context.tx });
    return { kind: 'broadcast', broadcastId: broadcast.id };
  }
  const userIds = [...new Set(input.userIds ?? [])];
  if (userIds.length === 0) return { kind: 'users', notificationIds: [] };
  const rows = await writeNotices(platform, context, repo.audienceSql({ kind: 'users', userIds }), input, null);
  return { kind: 'users', notificationIds: rows.map((row) => row.id) };
}

/** One notification per recipient, its channel jobs, and the recipients' unread-count marks. */
export async function writeNotices(platform: Platform, context: NotifyContext, recipients: SQL, input: NotifyInput, broadcastId: number | null) {
  const rows = await repo.insertNotifications(context.tx, recipients, {
    type: input.type,
    title: input.title,
    message: input.message,
    priority: input.priority ?? DEFAULT_NOTIFICATION_PRIORITY,
    critical: isCritical(input),
    entityType: input.entity?.type ?? null,
    entityId: input.entity?.id ?? null,
    metadata: input.metadata ?? {},
    broadcastId,
    channels: input.channels ?? notificationChannels,
    defaults: notificationTypeInfo[input.type].defaults,
  });
  const job = (row: repo.InsertedNotification) => ({ data: { notificationId: row.id }, ...(row.quiet_until ? { startAfter: new Date(row.quiet_until) } : {}) });
  await platform.jobs.sendMany(QUEUES.email, rows.filter((row) => row.email_status === 'queued').map(job), { tx: context.tx });
  await platform.jobs.sendMany(QUEUES.push, rows.filter((row) => row.push_status === 'queued').map(job), { tx: context.tx });
  context.changes(rows.map((row) => unreadCountKey(row.user_id)));
  return rows;
}
