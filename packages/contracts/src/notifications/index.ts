import { z } from 'zod';
import { roleSchema } from '../auth/roles';
import { pageQuerySchema } from '../common/pagination';
import {
  configurableNotificationTypes,
  notificationChannels,
  notificationPriorities,
  notificationTypes,
  NOTIFICATION_PAGE_SIZE,
  FCM_ENDPOINT_PREFIX,
} from './types';

export * from './types';

// ---------------------------------------------------------------------------------------------------
// Notifications (seed 000 §3, §4, §7; seed 001 §3 Notification, §7 Notifications, §9). Paths are relative
// to the API base `/api/v1`. docs/notifications.md summarises who may call what.
// ---------------------------------------------------------------------------------------------------

export const NOTIFICATIONS_BASE_PATH = '/notifications';
export const notificationPaths = {
  /** GET (mine, paged by 10) · POST (admin broadcast). */
  list: NOTIFICATIONS_BASE_PATH,
  create: NOTIFICATIONS_BASE_PATH,
  /** GET, PATCH {read}, DELETE — the signed-in user's own notification; anyone else's answers 404. */
  one: (id: number) => `${NOTIFICATIONS_BASE_PATH}/${id}`,
  readAll: `${NOTIFICATIONS_BASE_PATH}/read-all`,
  unreadCount: `${NOTIFICATIONS_BASE_PATH}/unread-count`,
  /** GET: mails sent to me (paged). */
  emails: `${NOTIFICATIONS_BASE_PATH}/emails`,
  /** POST (admin): an e-mail to an audience. */
  emailsSend: `${NOTIFICATIONS_BASE_PATH}/emails/send`,
  preferences: `${NOTIFICATIONS_BASE_PATH}/preferences`,
  /** GET (public): the VAPID application server key the browser subscribes with. */
  pushPublicKey: `${NOTIFICATIONS_BASE_PATH}/push/public-key`,
  pushSubscribe: `${NOTIFICATIONS_BASE_PATH}/push/subscribe`,
  pushUnsubscribe: `${NOTIFICATIONS_BASE_PATH}/push/unsubscribe`,
  testEmail: `${NOTIFICATIONS_BASE_PATH}/test/email`,
  testWeb: `${NOTIFICATIONS_BASE_PATH}/test/web`,
  /** GET (public, from the e-mail link; answers a small HTML page) and POST (RFC 8058 one-click). */
  unsubscribe: `${NOTIFICATIONS_BASE_PATH}/unsubscribe`,
  adminPushSubscribers: '/admin/notifications/push/subscribers',
  /** GET (admin): broadcasts with their delivery figures, newest first. */
  adminBroadcasts: '/admin/notifications/broadcasts',
  /** GET (admin): proof of notice of critical and compliance notices as CSV (from, to). */
  adminProofExport: '/admin/notifications/proof.csv',
  /** GET (admin): background jobs whose retries ran out. */
  adminDeadJobs: '/admin/jobs/dead',
  /** POST (admin): queue a dead job again. */
  adminRetryJob: (queue: string, id: string) => `/admin/jobs/dead/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`,
} as const;

export const notificationTypeSchema = z.enum(notificationTypes, { error: 'Unknown notification type' });
export const configurableNotificationTypeSchema = z.enum(configurableNotificationTypes, { error: 'Unknown notification type' });
export const notificationChannelSchema = z.enum(notificationChannels, { error: 'Channel must be in_app, email or push' });
export const notificationPrioritySchema = z.enum(notificationPriorities, { error: 'Priority must be low, medium, high or urgent' });

/** Seed 000 §3 Notification; `link` is the dashboard screen of its entity (notificationLink). */
export const notificationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  priority: notificationPrioritySchema,
  critical: z.boolean(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  link: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Notification id must be a positive integer' }).int('Notification id must be a positive integer').positive('Notification id must be a positive integer'),
});

/** GET /notifications: page (0-based), size (10), and optionally only unread ones or one type. */
export const notificationListQuerySchema = pageQuerySchema(NOTIFICATION_PAGE_SIZE).extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  type: notificationTypeSchema.optional(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const markNotificationRequestSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type MarkNotificationRequest = z.infer<typeof markNotificationRequestSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** Data of a `notification_unread_count` poll update: the same as GET /notifications/unread-count. */
export const notificationUnreadCountUpdateSchema = unreadCountSchema;
export const readAllResultSchema = z.object({ updated: z.number().int() });

// ---- preferences -------------------------------------------------------------------------------------

const channelSwitchesSchema = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() });
export type ChannelSwitches = z.infer<typeof channelSwitchesSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  /** Local times "HH:MM" in `timeZone`; a window may run past midnight (22:00–07:00). */
  start: z.string().regex(HH_MM, 'Quiet hours start must be a time like 22:00'),
  end: z.string().regex(HH_MM, 'Quiet hours end must be a time like 07:00'),
  /** An IANA time zone such as Europe/Malta. */
  timeZone: z.string().min(1, 'Choose a time zone').refine(isTimeZone, 'Unknown time zone'),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * GET /notifications/preferences. `types` holds one row per configurable type (critical types are never
 * listed: they cannot be muted). `emailNotifications.enabled` and `pushNotifications.enabled` are master
 * switches over the matrix; `pushNotifications.subscriptions` is how many browsers are subscribed.
 */
export const notificationPreferencesSchema = z.object({
  types: z.array(z.object({ type: configurableNotificationTypeSchema, channels: channelSwitchesSchema })),
  emailNotifications: z.object({ enabled: z.boolean() }),
  pushNotifications: z.object({ enabled: z.boolean(), subscriptions: z.number().int() }),
  quietHours: quietHoursSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /notifications/preferences: any part; listed types replace only the channels given. */
export const updateNotificationPreferencesSchema = z.object({
  types: z
    .array(z.object({ type: configurableNotificationTypeSchema, channels: channelSwitchesSchema.partial() }))
    .max(configurableNotificationTypes.length * 2, 'Too many preference rows')
    .optional(),
  emailNotifications: z.object({ enabled: z.boolean({ error: 'emailNotifications.enabled must be true or false' }) }).optional(),
  pushNotifications: z.object({ enabled: z.boolean({ error: 'pushNotifications.enabled must be true or false' }) }).optional(),
  quietHours: quietHoursSchema.optional(),
});
export type UpdateNotificationPreferences = z.input<typeof updateNotificationPreferencesSchema>;

// ---- web push ----------------------------------------------------------------------------------------

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const base64Key = (name: string) => z.string().max(200, `${name} is too long`).regex(BASE64, `${name} must be base64 encoded`);

/**
 * POST /notifications/push/subscribe (seed 001 §3): a browser PushSubscription with base64 keys, or the
 * seed 000 §7 token form: endpoint 'fcm:' + device token with empty keys.
 */
export const pushSubscribeRequestSchema = z
  .object({
    endpoint: z.string({ error: 'endpoint is required' }).trim().min(1, 'endpoint is required').max(1000, 'endpoint is too long'),
    keys: z.object({ p256dh: base64Key('p256dh').default(''), auth: base64Key('auth').default('') }).default({ p256dh: '', auth: '' }),
    expirationTime: z.number().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.endpoint.startsWith(FCM_ENDPOINT_PREFIX)) {
      if (value.endpoint.length === FCM_ENDPOINT_PREFIX.length) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'The fcm: endpoint needs a device token' });
      return;
    }
    if (!/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(value.endpoint)) {
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: "endpoint must be an https URL or 'fcm:' followed by a token" });
    }
    if (!value.keys.p256dh || !value.keys.auth) ctx.addIssue({ code: 'custom', path: ['keys'], message: 'keys.p256dh and keys.auth are required' });
  });
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).trim().min(1, 'endpoint is required').max(1000, 'endpoint is too long'),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['web_push', 'fcm_token']),
  createdAt: z.string(),
});
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives (JSON, under 3 KB). */
export const pushPayloadSchema = z.object({
  id: z.number().int().nullable(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  priority: notificationPrioritySchema,
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const testPushResultSchema = z.object({ subscriptions: z.number().int() });

// ---- e-mails -----------------------------------------------------------------------------------------

export const notificationEmailStatuses = ['queued', 'sent', 'failed', 'skipped'] as const;
/** GET /notifications/emails: mails sent to me (a digest counts the notifications it groups). */
export const notificationEmailSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  subject: z.string(),
  status: z.enum(notificationEmailStatuses),
  notificationCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NotificationEmail = z.infer<typeof notificationEmailSchema>;
export const notificationEmailListQuerySchema = pageQuerySchema(NOTIFICATION_PAGE_SIZE);

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'The unsubscribe link is incomplete').max(2000) });
/** The unsubscribe page asks before it changes anything (a GET never does): its question and its button. */
export const unsubscribeQuestion = (typeLabel: string) => `You will no longer receive e-mails about ${typeLabel.toLowerCase()}. In-app notifications stay on.`;
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';

// ---- admin: broadcasts, e-mails, subscribers, proof of notice, dead jobs -------------------------------

/** Who a broadcast reaches: everyone, holders of a role, members of companies of a business type, or one company. */
export const broadcastAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('everyone') }),
    z.object({ kind: z.literal('role'), role: roleSchema }),
    z.object({ kind: z.literal('company_type'), businessTypeId: z.number({ error: 'businessTypeId is required' }).int().positive('businessTypeId is required') }),
    z.object({ kind: z.literal('company'), companyId: z.number({ error: 'companyId is required' }).int().positive('companyId is required') }),
  ],
  { error: 'audience.kind must be everyone, role, company_type or company' },
);
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

export const BROADCAST_LIMITS = { titleMax: 150, messageMax: 2000 } as const;

/**
 * POST /notifications (admin): a system announcement, or with `compliance` a critical compliance notice
 * (cannot be muted, ignores quiet hours, proof of notice kept).
 */
export const createBroadcastRequestSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(BROADCAST_LIMITS.titleMax, `Title must be at most ${BROADCAST_LIMITS.titleMax} characters`),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(BROADCAST_LIMITS.messageMax, `Message must be at most ${BROADCAST_LIMITS.messageMax} characters`),
  audience: broadcastAudienceSchema,
  channels: z.array(notificationChannelSchema).min(1, 'Choose at least one channel').max(3),
  priority: notificationPrioritySchema.default('medium'),
  compliance: z.boolean().default(false),
});
export type CreateBroadcastRequest = z.input<typeof createBroadcastRequestSchema>;

const channelFiguresSchema = z.object({ queued: z.number().int(), delivered: z.number().int(), failed: z.number().int(), skipped: z.number().int() });
/** A broadcast and how far its delivery got, per channel (in-app: delivered = rows written, plus read). */
export const broadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  audience: broadcastAudienceSchema,
  channels: z.array(notificationChannelSchema),
  priority: notificationPrioritySchema,
  critical: z.boolean(),
  status: z.enum(['queued', 'fanning_out', 'done']),
  recipients: z.number().int(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  figures: z.object({ in_app: channelFiguresSchema.extend({ read: z.number().int() }), email: channelFiguresSchema, push: channelFiguresSchema }),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastListQuerySchema = pageQuerySchema(NOTIFICATION_PAGE_SIZE);

/** POST /notifications/emails/send (admin). */
export const sendEmailRequestSchema = z.object({
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(BROADCAST_LIMITS.messageMax, `Message must be at most ${BROADCAST_LIMITS.messageMax} characters`),
  audience: broadcastAudienceSchema,
});
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

export const pushSubscriberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  kind: z.enum(['web_push', 'fcm_token']),
  /** The push service's host (or 'fcm'); never the full endpoint, which is a bearer secret. */
  service: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});
export type PushSubscriber = z.infer<typeof pushSubscriberSchema>;
export const pushSubscriberListQuerySchema = pageQuerySchema(20);

export const proofExportQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO-8601 time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO-8601 time' }).optional(),
});

/** A background job whose retries ran out (pg-boss state 'failed'). */
export const deadJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.unknown(),
  error: z.string().nullable(),
  retryCount: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;
export const deadJobParamsSchema = z.object({ queue: z.string().min(1).max(100), id: z.uuid({ error: 'Job id must be a UUID' }) });

export const NotificationMessage = {
  notFound: 'Notification not found',
  deleted: 'Notification deleted',
  markedRead: 'Notification marked as read',
  markedUnread: 'Notification marked as unread',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification preferences saved',
  subscribed: 'Push notifications enabled',
  unsubscribed: 'Push notifications disabled',
  subscriptionNotFound: 'Push subscription not found',
  pushUnavailable: 'Push notifications are not configured on this server',
  testEmailQueued: 'Test e-mail queued',
  testPushQueued: 'Test notification queued',
  noPushSubscription: 'Enable push notifications in this browser first',
  pushServiceNotAllowed: 'endpoint must be the address of a known browser push service',
  broadcastQueued: 'Broadcast queued',
  emailQueued: 'E-mail queued',
  companyNotFound: 'Company not found',
  businessTypeNotFound: 'Business type not found',
  unsubscribed_email: 'You will no longer receive these e-mails',
  badUnsubscribeLink: 'This unsubscribe link is not valid',
  jobNotFound: 'Job not found',
  jobRetried: 'Job queued again',
} as const;
