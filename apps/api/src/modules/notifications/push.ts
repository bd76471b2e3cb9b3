import { isCriticalType, notificationLink, PUSH_PAYLOAD_MAX_BYTES, type NotificationType, type PushPayload } from '@paytable/contracts';
import webpush from 'web-push';
import { pinnedHttpsAgent } from '../../platform/network-guard';
import type { Platform } from '../../platform/platform';
import { checkPushEndpoint, pushEndpointPolicy } from './push-endpoint';
import * as repo from './repository';

type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * How long a push service keeps an undelivered message, how urgently it wakes the device, and the topic
 * under which a newer message replaces an older undelivered one (per type and entity).
 */
export function pushOptionsFor(type: NotificationType, entityId: number | null, critical: boolean): { TTL: number; urgency: Urgency; topic: string } {
  const hour = 60 * 60;
  const topic = `${type.replace(/_/g, '-').slice(0, 20)}-${entityId ?? 0}`.slice(0, 32);
  if (critical || isCriticalType(type)) return { TTL: 7 * 24 * hour, urgency: 'high', topic };
  switch (type) {
    case 'message_unread':
    case 'connection_request':
    case 'company_connection_request':
    case 'ticket_reply':
      return { TTL: 24 * hour, urgency: 'normal', topic };
    case 'system_announcement':
    case 'event_published':
    case 'press_release_published':
      return { TTL: 3 * 24 * hour, urgency: 'low', topic };
    default:
      return { TTL: 3 * 24 * hour, urgency: 'normal', topic };
  }
}

/** The JSON the service worker reads, kept under 3 KB by shortening the message. */
export function pushPayload(row: Pick<repo.DeliveryRow, 'type' | 'title' | 'message' | 'priority' | 'entityType' | 'entityId' | 'createdAt'> & { id: number | null }): string {
  const payload: PushPayload = {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title.slice(0, 200),
    message: row.message,
    priority: row.priority as PushPayload['priority'],
    entityType: row.entityType,
    entityId: row.entityId,
    link: notificationLink(row.entityType, row.entityId),
    createdAt: row.createdAt.toISOString(),
  };
  let text = JSON.stringify(payload);
  while (Buffer.byteLength(text) > PUSH_PAYLOAD_MAX_BYTES && payload.message.length > 0) {
    const excess = Buffer.byteLength(text) - PUSH_PAYLOAD_MAX_BYTES;
    payload.message = `${payload.message.slice(0, Math.max(0, payload.message.length - excess - 2))}…`;
    text = JSON.stringify(payload);
  }
  return text;
}

export const pushConfigured = (platform: Platform) => Boolean(platform.config.vapid.publicKey && platform.config.vapid.privateKey);

type Outcome = 'delivered' | 'gone' | 'failed' | 'refused';

/**
 * Sends one payload to every browser the user subscribed. Each endpoint is checked again as it is sent to
 * (a push service taken off PUSH_SERVICES, or a name now resolving to a private address, is refused and
 * never connected to) and the connection goes to exactly the checked address. A 404 or 410 from the push
 * service means the subscription is gone: it is deleted. Answers how many got it; throws (so the job
 * retries) when none did and at least one failed for another reason than a refusal.
 */
export async function sendToUser(platform: Platform, userId: number, payload: string, options: ReturnType<typeof pushOptionsFor>): Promise<{ delivered: number; attempted: number }> {
  const subscriptions = await repo.webPushSubscriptions(platform.db, userId);
  if (subscriptions.length === 0 || !pushConfigured(platform)) return { delivered: 0, attempted: 0 };
  const { publicKey, privateKey, subject } = platform.config.vapid;
  const policy = pushEndpointPolicy(platform.config);
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription): Promise<Outcome> => {
      let address: string;
      try {
        ({ address } = await checkPushEndpoint(subscription.endpoint, policy));
      } catch {
        await repo.markSubscription(platform.db, subscription.id, 'failure');
        return 'refused';
      }
      try {
        await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
          vapidDetails: { subject, publicKey: publicKey as string, privateKey: privateKey as string },
          TTL: options.TTL,
          urgency: options.urgency,
          topic: options.topic,
          timeout: 10_000,
          agent: pinnedHttpsAgent(address),
        });
        await repo.markSubscription(platform.db, subscription.id, 'success');
        return 'delivered';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await repo.deleteSubscriptionById(platform.db, subscription.id);
          return 'gone';
        }
        await repo.markSubscription(platform.db, subscription.id, 'failure');
        return 'failed';
      }
    }),
  );
  const delivered = outcomes.filter((outcome) => outcome === 'delivered').length;
  if (delivered === 0 && outcomes.includes('failed')) throw new Error('Every push service refused the message');
  return { delivered, attempted: subscriptions.length };
}

/** The push job of one notice: delivered, or skipped when no browser is (still) subscribed. */
export async function deliverPush(platform: Platform, notificationId: number): Promise<void> {
  const row = await repo.findForDelivery(platform.db, notificationId);
  if (!row || row.pushStatus !== 'queued') return;
  const result = await sendToUser(platform, row.userId, pushPayload(row), pushOptionsFor(row.type as NotificationType, row.entityId, row.critical));
  await repo.setPushStatus(platform.db, row.id, result.delivered > 0 ? 'delivered' : 'skipped');
}

/** POST /notifications/test/web: a test message to the user's browsers. */
export async function deliverTestPush(platform: Platform, userId: number): Promise<void> {
  await sendToUser(
    platform,
    userId,
    pushPayload({
      id: null,
      type: 'system_announcement',
      title: 'Test notification',
      message: 'Push notifications work in this browser.',
      priority: 'medium',
      entityType: 'settings',
      entityId: null,
      createdAt: new Date(),
    }),
    pushOptionsFor('system_announcement', null, false),
  );
}
