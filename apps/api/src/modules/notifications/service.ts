import {
  FCM_ENDPOINT_PREFIX,
  isCriticalType,
  NotificationMessage,
  notificationLink,
  notificationTypes,
  type Broadcast,
  type ConfigurableNotificationType,
  type BroadcastAudience,
  type CreateBroadcastRequest,
  type Notification,
  type NotificationEmail,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationType,
  type Page,
  type PageQuery,
  type PushSubscribeRequest,
  type PushSubscriber,
  type UpdateNotificationPreferences,
  createBroadcastRequestSchema,
  spreadsheetCell,
  pushSubscribeRequestSchema,
  type SendEmailRequest,
} from '@paytable/contracts';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { transactionWithChanges } from '../realtime/index';
import { readUnsubscribeToken } from './email';
import { notify, unreadCountKey, writeNotices } from './notify';
import { applyUpdate, preferencesOf, toPreferences } from './preferences';
import { pushConfigured } from './push';
import { checkPushEndpointUrl, pushEndpointPolicy } from './push-endpoint';
import { QUEUES } from './queues';
import * as repo from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const asType = (value: string): NotificationType => ((notificationTypes as readonly string[]).includes(value) ? (value as NotificationType) : 'system_announcement');

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: asType(row.type),
    title: row.title,
    message: row.message,
    priority: row.priority as Notification['priority'],
    critical: row.critical,
    entityType: row.entityType,
    entityId: row.entityId,
    link: notificationLink(row.entityType, row.entityId),
    metadata: (row.metadata as Record<string, unknown>) ?? {},
    read: row.readAt !== null,
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- the signed-in user's notifications ----------------------------------------------------------------------

export async function list(platform: Platform, userId: number, query: NotificationListQuery): Promise<Page<Notification>> {
  const { rows, total } = await repo.listNotifications(platform.db, userId, { unread: query.unread, type: query.type }, query.size, pageOffset(query));
  return toPage(rows.map(toNotification), total, query);
}

export async function get(platform: Platform, userId: number, id: number): Promise<Notification> {
  const row = await repo.findNotification(platform.db, userId, id);
  if (!row) throw notFound(NotificationMessage.notFound);
  return toNotification(row);
}

export async function markRead(platform: Platform, userId: number, id: number, read: boolean): Promise<Notification> {
  const row = await transactionWithChanges(platform, async (tx, changes) => {
    const updated = await repo.setRead(tx, userId, id, read);
    if (updated) changes(unreadCountKey(userId));
    return updated;
  });
  if (!row) throw notFound(NotificationMessage.notFound);
  return toNotification(row);
}

export async function remove(platform: Platform, userId: number, id: number): Promise<void> {
  const removed = await transactionWithChanges(platform, async (tx, changes) => {
    const done = await repo.deleteNotification(tx, userId, id);
    if (done) changes(unreadCountKey(userId));
    return done;
  });
  if (!removed) throw notFound(NotificationMessage.notFound);
}

export async function readAll(platform: Platform, userId: number): Promise<{ updated: number }> {
  const updated = await transactionWithChanges(platform, async (tx, changes) => {
    const count = await repo.readAll(tx, userId);
    if (count > 0) changes(unreadCountKey(userId));
    return count;
  });
  return { updated };
}

export const unreadCount = async (platform: Platform, userId: number) => ({ count: await repo.unreadCount(platform.db, userId) });

export async function emails(platform: Platform, userId: number, query: PageQuery): Promise<Page<NotificationEmail>> {
  const { rows, total } = await repo.listEmails(platform.db, userId, query.size, pageOffset(query));
  return toPage(
    rows.map((row) => ({
      id: row.id,
      type: asType(row.type),
      subject: row.subject,
      status: row.status === 'sent' || row.status === 'failed' || row.status === 'skipped' ? row.status : 'queued',
      notificationCount: row.notificationCount,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
    total,
    query,
  );
}

// ---- preferences ------------------------------------------------------------------------------------------

export async function getPreferences(platform: Platform, userId: number): Promise<NotificationPreferences> {
  const [row, subscriptions] = await Promise.all([repo.findPreferences(platform.db, userId), repo.countSubscriptions(platform.db, userId)]);
  return toPreferences(preferencesOf(userId, row), subscriptions);
}

export async function updatePreferences(platform: Platform, userId: number, update: UpdateNotificationPreferences): Promise<NotificationPreferences> {
  await platform.db.transaction(async (tx) => {
    const current = preferencesOf(userId, await repo.findPreferences(tx, userId));
    await repo.savePreferences(tx, applyUpdate(current, update));
  });
  return getPreferences(platform, userId);
}

/** Whom and which type a mail's signed unsubscribe link names; 400 when it was not signed here. */
export function unsubscribeTarget(platform: Platform, token: string): { userId: number; type: NotificationType } {
  const target = readUnsubscribeToken(platform, token);
  if (!target || isCriticalType(target.type) || !(notificationTypes as readonly string[]).includes(target.type)) throw badRequest(NotificationMessage.badUnsubscribeLink);
  return { userId: target.userId, type: target.type as NotificationType };
}

/** The signed link of a mail, confirmed by a POST: that type's e-mails off for that user. */
export async function unsubscribe(platform: Platform, token: string): Promise<{ type: NotificationType }> {
  const target = unsubscribeTarget(platform, token);
  const type = target.type;
  await platform.db.transaction(async (tx) => {
    const current = preferencesOf(target.userId, await repo.findPreferences(tx, target.userId));
    await repo.savePreferences(tx, applyUpdate(current, { types: [{ type: type as ConfigurableNotificationType, channels: { email: false } }] }));
  });
  return { type };
}

// ---- push subscriptions -----------------------------------------------------------------------------------

export async function subscribe(platform: Platform, userId: number, input: PushSubscribeRequest) {
  const body = pushSubscribeRequestSchema.parse(input);
  const fcm = body.endpoint.startsWith(FCM_ENDPOINT_PREFIX);
  // A browser subscription is a URL the server will connect to: only a known push service's (push-endpoint.ts).
  if (!fcm) checkPushEndpointUrl(body.endpoint, pushEndpointPolicy(platform.config));
  const saved = await repo.upsertSubscription(platform.db, {
    userId,
    endpoint: body.endpoint,
    p256dh: fcm ? '' : body.keys.p256dh,
    auth: fcm ? '' : body.keys.auth,
    kind: fcm ? 'fcm_token' : 'web_push',
  });
  return { id: saved.id, kind: saved.kind as 'web_push' | 'fcm_token', createdAt: saved.createdAt.toISOString() };
}

export async function unsubscribePush(platform: Platform, userId: number, endpoint: string): Promise<void> {
  if (!(await repo.deleteSubscription(platform.db, userId, endpoint))) throw notFound(NotificationMessage.subscriptionNotFound);
}

export const publicKey = (platform: Platform) => {
  if (!pushConfigured(platform)) throw new AppError(503, NotificationMessage.pushUnavailable);
  return { publicKey: platform.config.vapid.publicKey as string };
};

export async function testEmail(platform: Platform, userId: number): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const [emailId] = await repo.insertHandMails(tx, repo.audienceSql({ kind: 'users', userIds: [userId] }), {
      type: 'system_announcement',
      subject: 'Test e-mail from Paytable',
      body: 'E-mail notifications reach you at this address.',
    });
    if (emailId !== undefined) await platform.jobs.send(QUEUES.handMail, { emailId }, { tx });
  });
}

export async function testPush(platform: Platform, userId: number): Promise<{ subscriptions: number }> {
  const subscriptions = (await repo.webPushSubscriptions(platform.db, userId)).length;
  if (subscriptions === 0) throw badRequest(NotificationMessage.noPushSubscription);
  if (!pushConfigured(platform)) throw new AppError(503, NotificationMessage.pushUnavailable);
  await platform.jobs.send(QUEUES.push, { test: userId });
  return { subscriptions };
}

// ---- admin ------------------------------------------------------------------------------------------------

/** A company or business type an audience names must exist (404 with its message). */
async function requireAudience(platform: Platform, audience: BroadcastAudience): Promise<void> {
  if (await repo.audienceTargetExists(platform.db, audience)) return;
  throw notFound(audience.kind === 'company' ? NotificationMessage.companyNotFound : NotificationMessage.businessTypeNotFound);
}

/** POST /notifications (admin): a broadcast; its fan-out runs as a job. */
export async function createBroadcast(platform: Platform, adminId: number, input: CreateBroadcastRequest): Promise<Broadcast> {
  const body = createBroadcastRequestSchema.parse(input);
  await requireAudience(platform, body.audience);
  const result = await transactionWithChanges(platform, (tx, changes) =>
    notify(platform, { tx, changes }, {
      audience: body.audience,
      type: body.compliance ? 'compliance_notice' : 'system_announcement',
      title: body.title,
      message: body.message,
      priority: body.priority,
      critical: body.compliance,
      channels: body.channels,
      createdBy: adminId,
      entity: { type: 'broadcast', id: null },
    }),
  );
  if (result.kind !== 'broadcast') throw new Error('A broadcast must have an audience');
  const [created] = (await broadcasts(platform, { page: 0, size: 1 }, result.broadcastId)).content;
  if (!created) throw notFound();
  return created;
}

/** The fan-out job: one notification per recipient with their channel jobs, in one transaction. */
export async function fanOut(platform: Platform, broadcastId: number): Promise<void> {
  await transactionWithChanges(platform, async (tx, changes) => {
    const broadcast = await repo.findBroadcast(tx, broadcastId);
    if (!broadcast || broadcast.status === 'done') return;
    const rows = await writeNotices(
      platform,
      { tx, changes },
      repo.audienceSql(broadcast.audience as BroadcastAudience),
      {
        type: asType(broadcast.type),
        title: broadcast.title,
        message: broadcast.message,
        priority: broadcast.priority as Broadcast['priority'],
        critical: broadcast.critical,
        channels: broadcast.channels as Broadcast['channels'],
        entity: { type: 'broadcast', id: broadcast.id },
      },
      broadcast.id,
    );
    await repo.updateBroadcast(tx, broadcast.id, { status: 'done', recipients: rows.length });
  });
}

const emptyFigures = { queued: 0, delivered: 0, failed: 0, skipped: 0 };

export async function broadcasts(platform: Platform, query: PageQuery, onlyId?: number): Promise<Page<Broadcast>> {
  const { rows, figures, total } = await repo.listBroadcasts(platform.db, query.size, pageOffset(query), onlyId);
  const byId = new Map(figures.map((figure) => [figure.broadcast_id, figure]));
  return toPage(
    rows.map((row) => {
      const f = byId.get(row.id);
      return {
        id: row.id,
        title: row.title,
        message: row.message,
        type: asType(row.type),
        audience: row.audience as BroadcastAudience,
        channels: row.channels as Broadcast['channels'],
        priority: row.priority as Broadcast['priority'],
        critical: row.critical,
        status: row.status === 'done' || row.status === 'fanning_out' ? row.status : 'queued',
        recipients: row.recipients,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
        figures: f
          ? {
              in_app: { queued: 0, delivered: f.in_app, failed: 0, skipped: 0, read: f.read },
              email: { queued: f.email_queued, delivered: f.email_delivered, failed: f.email_failed, skipped: f.email_skipped },
              push: { queued: f.push_queued, delivered: f.push_delivered, failed: f.push_failed, skipped: f.push_skipped },
            }
          : { in_app: { ...emptyFigures, read: 0 }, email: emptyFigures, push: emptyFigures },
      };
    }),
    total,
    query,
  );
}

/** POST /notifications/emails/send (admin): one hand-written mail per recipient, each its own job. */
export async function sendEmail(platform: Platform, input: SendEmailRequest): Promise<{ recipients: number }> {
  await requireAudience(platform, input.audience);
  return platform.db.transaction(async (tx) => {
    const ids = await repo.insertHandMails(tx, repo.audienceSql(input.audience), { type: 'system_announcement', subject: input.subject, body: input.message });
    await platform.jobs.sendMany(QUEUES.handMail, ids.map((emailId) => ({ data: { emailId } })), { tx });
    return { recipients: ids.length };
  });
}

export async function subscribers(platform: Platform, query: PageQuery): Promise<Page<PushSubscriber>> {
  const { rows, total } = await repo.listSubscribers(platform.db, query.size, pageOffset(query));
  return toPage(
    rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      kind: row.kind as PushSubscriber['kind'],
      service: row.kind === 'fcm_token' ? 'fcm' : safeHost(row.endpoint),
      createdAt: row.createdAt.toISOString(),
      lastSuccessAt: iso(row.lastSuccessAt),
      lastFailureAt: iso(row.lastFailureAt),
    })),
    total,
    query,
  );
}

const safeHost = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
};

/** Quoted always; text a spreadsheet would run as a formula is neutralised (`spreadsheetCell`). */
const csvCell = (value: string | number | boolean | null) => `"${String(spreadsheetCell(value)).replace(/"/g, '""')}"`;

/** Proof of notice of critical and compliance notices: when each was delivered per channel and read. */
export async function proofCsv(platform: Platform, from: string | undefined, to: string | undefined): Promise<string> {
  const rows = await repo.proofOfNotice(platform.db, from ?? null, to ?? null);
  const header = ['notification_id', 'user_id', 'email', 'type', 'title', 'in_app_delivered_at', 'email_status', 'email_delivered_at', 'push_status', 'push_delivered_at', 'read_at', 'deleted_by_user_at'];
  const lines = rows.map((row) =>
    [
      row.id,
      row.userId,
      row.email,
      row.type,
      row.title,
      row.createdAt.toISOString(),
      row.emailStatus === 'sending' ? 'queued' : row.emailStatus,
      iso(row.emailAt),
      row.pushStatus,
      iso(row.pushAt),
      iso(row.readAt),
      iso(row.deletedAt),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
