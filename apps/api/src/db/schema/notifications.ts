import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An admin broadcast: one announcement (or compliance notice) to an audience, fanned out by a job into
 * one notification per recipient. Its delivery figures are aggregated from those notifications.
 */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  /** {kind: 'everyone'} | {kind: 'role', role} | {kind: 'company_type', businessTypeId} | {kind: 'company', companyId}. */
  audience: jsonb('audience').notNull(),
  channels: text('channels').array().notNull(),
  priority: text('priority').notNull(),
  critical: boolean('critical').notNull().default(false),
  /** queued → fanning_out → done. */
  status: text('status').notNull().default('queued'),
  recipients: integer('recipients').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Mails the notification system sent (or will send) to a user: GET /notifications/emails. */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    /** Text of a mail written by hand (admin e-mail, test mail); notification mails render from their notifications. */
    body: text('body'),
    /** queued | sent | failed | skipped. */
    status: text('status').notNull().default('queued'),
    notificationCount: integer('notification_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('notification_emails_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One notice to one user. The row is the in-app notification (hidden from the bell when the user muted the
 * type in-app) and records how each other channel went: `email_status` / `push_status` are 'off' (not
 * wanted), 'queued', 'delivered', 'failed' or 'skipped' (nowhere to deliver). For critical notices these
 * columns with `read_at` are the proof of notice; such rows are kept when the user deletes them
 * (`deleted_at`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority').notNull().default('medium'),
    critical: boolean('critical').notNull().default(false),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    metadata: jsonb('metadata').notNull().default({}),
    broadcastId: integer('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    inApp: boolean('in_app').notNull().default(true),
    emailStatus: text('email_status').notNull().default('off'),
    emailId: integer('email_id').references(() => notificationEmails.id, { onDelete: 'set null' }),
    emailAt: at('email_at'),
    pushStatus: text('push_status').notNull().default('off'),
    pushAt: at('push_at'),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.inApp} and ${t.deletedAt} is null`),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inApp} and ${t.deletedAt} is null`),
    index('notifications_broadcast_idx').on(t.broadcastId).where(sql`${t.broadcastId} is not null`),
    index('notifications_email_pending_idx').on(t.userId, t.type).where(sql`${t.emailStatus} = 'queued'`),
    index('notifications_critical_idx').on(t.createdAt).where(sql`${t.critical}`),
  ],
);

/**
 * A user's notification settings. `channels` holds only what the user changed: {type: {in_app?, email?,
 * push?}}; anything absent follows the type's default (contracts notificationTypeInfo).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').notNull().default({}),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  pushEnabled: boolean('push_enabled').notNull().default(true),
  quietEnabled: boolean('quiet_enabled').notNull().default(false),
  quietStart: text('quiet_start').notNull().default('22:00'),
  quietEnd: text('quiet_end').notNull().default('07:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A browser's push subscription (endpoint + keys), or a device token stored as 'fcm:<token>'. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull().default(''),
    auth: text('auth').notNull().default(''),
    /** web_push | fcm_token. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: at('last_success_at'),
    lastFailureAt: at('last_failure_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
