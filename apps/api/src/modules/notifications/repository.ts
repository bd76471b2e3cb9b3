import type { BroadcastAudience, NotificationChannel } from '@paytable/contracts';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { executePrepared } from '../../platform/prepared-sql';
import {
  businessTypes,
  companies,
  companyBusinessTypes,
  companyMembers,
  notificationBroadcasts,
  notificationEmails,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  userRoles,
  users,
} from '../../db/schema/index';

/** The only Drizzle code of the notifications module. */

export type Executor = Db | Tx;
export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type BroadcastRow = typeof notificationBroadcasts.$inferSelect;
export type EmailRow = typeof notificationEmails.$inferSelect;

// Written as plain predicates (no parameters) so the planner matches the partial indexes on them.
const visible = (userId: number) => and(eq(notifications.userId, userId), sql`${notifications.inApp}`, isNull(notifications.deletedAt));

// ---- recipients ----------------------------------------------------------------------------------------

/** Whether the company or business type an audience names exists (everyone and roles always do). */
export async function audienceTargetExists(ex: Executor, audience: BroadcastAudience): Promise<boolean> {
  if (audience.kind === 'company') return (await ex.select({ id: companies.id }).from(companies).where(eq(companies.id, audience.companyId))).length > 0;
  if (audience.kind === 'company_type') return (await ex.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, audience.businessTypeId))).length > 0;
  return true;
}

/**
 * The enabled accounts an audience names, as a subquery of `id`s. Audience resolution reads the account
 * and membership tables as a read model: it needs nothing but ids.
 */
export function audienceSql(audience: BroadcastAudience | { kind: 'users'; userIds: number[] }): SQL {
  const enabled = sql`u.is_enabled`;
  switch (audience.kind) {
    case 'users':
      return sql`select u.id from ${users} u where u.id in (select unnest(${sql.param(audience.userIds)}::int[])) and ${enabled}`;
    case 'everyone':
      return sql`select u.id from ${users} u where ${enabled}`;
    case 'role':
      return sql`select u.id from ${users} u where ${enabled} and exists (select 1 from ${userRoles} r where r.user_id = u.id and r.role = ${audience.role})`;
    case 'company':
      return sql`select u.id from ${users} u join ${companyMembers} m on m.user_id = u.id and m.status = 'ACTIVE' where ${enabled} and m.company_id = ${audience.companyId}`;
    case 'company_type':
      return sql`select u.id from ${users} u join ${companyMembers} m on m.user_id = u.id and m.status = 'ACTIVE'
                 where ${enabled} and exists (select 1 from ${companyBusinessTypes} b where b.company_id = m.company_id and b.business_type_id = ${audience.businessTypeId})`;
  }
}

export interface NewNotifications {
  type: string;
  title: string;
  message: string;
  priority: string;
  critical: boolean;
  entityType: string | null;
  entityId: number | null;
  metadata: Record<string, unknown>;
  broadcastId: number | null;
  /** Channels the sender wants; each recipient's preferences narrow them (never for critical notices). */
  channels: readonly NotificationChannel[];
  /** The type's channel defaults for someone who never changed a preference. */
  defaults: Record<NotificationChannel, boolean>;
}

export interface InsertedNotification {
  id: number;
  user_id: number;
  email_status: string;
  push_status: string;
  /** End of the recipient's quiet hours when they are on now (non-critical only), else null. */
  quiet_until: string | null;
}

/**
 * Writes one notification per recipient in one statement, deciding each channel from the recipient's
 * preferences (type × channel switches, the e-mail and push master switches, whether a browser is
 * subscribed) and computing the end of their quiet hours in their own time zone.
 */
export async function insertNotifications(ex: Executor, recipients: SQL, input: NewNotifications): Promise<InsertedNotification[]> {
  const wants = (channel: NotificationChannel) => input.channels.includes(channel);
  const switchOf = (channel: NotificationChannel) =>
    sql`coalesce((p.channels -> ${input.type} ->> ${channel})::boolean, ${input.defaults[channel]})`;
  const critical = input.critical;
  return executeRows<InsertedNotification & Record<string, unknown>>(ex, sql`
    with recipients as (
      select r.id as user_id,
             ${critical ? sql`true` : switchOf('in_app')} as in_app,
             ${!wants('email') ? sql`'off'` : critical ? sql`'queued'` : sql`case when coalesce(p.email_enabled, true) and ${switchOf('email')} then 'queued' else 'off' end`} as email_status,
             ${
               !wants('push')
                 ? sql`'off'`
                 : sql`case when ${critical ? sql`true` : sql`coalesce(p.push_enabled, true) and ${switchOf('push')}`}
                     then case when exists (select 1 from ${pushSubscriptions} s where s.user_id = r.id and s.kind = 'web_push') then 'queued' else 'skipped' end
                     else 'off' end`
             } as push_status,
             ${
               critical
                 ? sql`null::timestamptz`
                 : sql`case when p.quiet_enabled and (
                          (p.quiet_start::time < p.quiet_end::time and (now() at time zone p.time_zone)::time >= p.quiet_start::time and (now() at time zone p.time_zone)::time < p.quiet_end::time)
                          or (p.quiet_start::time > p.quiet_end::time and ((now() at time zone p.time_zone)::time >= p.quiet_start::time or (now() at time zone p.time_zone)::time < p.quiet_end::time)))
                        then date_trunc('minute', now()) + case when p.quiet_end::time > (now() at time zone p.time_zone)::time
                               then p.quiet_end::time - date_trunc('minute', (now() at time zone p.time_zone))::time
                               else p.quiet_end::time - date_trunc('minute', (now() at time zone p.time_zone))::time + interval '24 hours' end
                        else null end`
             } as quiet_until
      from (${recipients}) r
      left join ${notificationPreferences} p on p.user_id = r.id
    ),
    inserted as (
      insert into ${notifications} (user_id, type, title, message, priority, critical, entity_type, entity_id, metadata, broadcast_id, in_app, email_status, push_status)
      select user_id, ${input.type}, ${input.title}, ${input.message}, ${input.priority}, ${input.critical}, ${input.entityType}, ${input.entityId},
             ${JSON.stringify(input.metadata)}::jsonb, ${input.broadcastId}, in_app, email_status, push_status
      from recipients
      returning id, user_id, email_status, push_status, in_app
    )
    select i.id, i.user_id, i.email_status, i.push_status, i.in_app,
           case when i.email_status = 'queued' or i.push_status = 'queued' then to_char(r.quiet_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as quiet_until
    from inserted i join recipients r on r.user_id = i.user_id`);
}

// ---- the user's own notifications -----------------------------------------------------------------------

export interface ListFilter {
  unread?: boolean | undefined;
  type?: string | undefined;
}

export async function listNotifications(ex: Executor, userId: number, filter: ListFilter, limit: number, offset: number) {
  const where = and(visible(userId), filter.unread === true ? isNull(notifications.readAt) : undefined, filter.type ? eq(notifications.type, filter.type) : undefined);
  const [rows, [total]] = await Promise.all([
    ex.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
    ex.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findNotification(ex: Executor, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await ex.select().from(notifications).where(and(eq(notifications.id, id), visible(userId)));
  return row;
}

export async function setRead(ex: Executor, userId: number, id: number, read: boolean): Promise<NotificationRow | undefined> {
  const [row] = await ex
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), visible(userId)))
    .returning();
  return row;
}

/** Critical notices are kept (marked deleted) as proof of notice; the rest are removed. */
export async function deleteNotification(ex: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await ex.select({ critical: notifications.critical }).from(notifications).where(and(eq(notifications.id, id), visible(userId)));
  if (!row) return false;
  if (row.critical) await ex.update(notifications).set({ deletedAt: sql`now()` }).where(eq(notifications.id, id));
  else await ex.delete(notifications).where(eq(notifications.id, id));
  return true;
}

export async function readAll(ex: Executor, userId: number): Promise<number> {
  const rows = await ex.update(notifications).set({ readAt: sql`now()` }).where(and(visible(userId), isNull(notifications.readAt))).returning({ id: notifications.id });
  return rows.length;
}

/**
 * The user's unread count: the hot read of the bell and of every poll. A named prepared statement on
 * PostgreSQL (planned once per connection), answered from the partial index notifications_user_unread_idx.
 */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await executePrepared<{ n: number }>(
    db,
    'notifications_unread_count',
    () => sql`select count(*)::int as n from ${notifications}
              where user_id = ${sql.placeholder('userId')}::int and in_app and deleted_at is null and read_at is null`,
    { userId },
  );
  return Number(row?.n ?? 0);
}

// ---- preferences ---------------------------------------------------------------------------------------

export async function findPreferences(ex: Executor, userId: number): Promise<PreferencesRow | undefined> {
  const [row] = await ex.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferences(ex: Executor, row: Omit<PreferencesRow, 'updatedAt'>): Promise<void> {
  const { userId, ...values } = row;
  await ex
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
}

// ---- push subscriptions ----------------------------------------------------------------------------------

export async function upsertSubscription(ex: Executor, row: { userId: number; endpoint: string; p256dh: string; auth: string; kind: string }) {
  const [saved] = await ex
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, kind: row.kind, lastFailureAt: null } })
    .returning();
  return saved as PushSubscriptionRow;
}

export async function deleteSubscription(ex: Executor, userId: number, endpoint: string): Promise<boolean> {
  const rows = await ex
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export const deleteSubscriptionById = (ex: Executor, id: number) => ex.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

export const webPushSubscriptions = (ex: Executor, userId: number) =>
  ex.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.kind, 'web_push')));

export async function countSubscriptions(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ value: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.value ?? 0;
}

export const markSubscription = (ex: Executor, id: number, outcome: 'success' | 'failure') =>
  ex
    .update(pushSubscriptions)
    .set(outcome === 'success' ? { lastSuccessAt: sql`now()` } : { lastFailureAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));

export async function listSubscribers(ex: Executor, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    ex
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        kind: pushSubscriptions.kind,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
        lastFailureAt: pushSubscriptions.lastFailureAt,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(pushSubscriptions),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ---- delivery ------------------------------------------------------------------------------------------

const deliveryColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  priority: notifications.priority,
  critical: notifications.critical,
  entityType: notifications.entityType,
  entityId: notifications.entityId,
  emailStatus: notifications.emailStatus,
  pushStatus: notifications.pushStatus,
  createdAt: notifications.createdAt,
  email: users.email,
  firstName: users.firstName,
};

const deliveryRows = (ex: Executor) => ex.select(deliveryColumns).from(notifications).innerJoin(users, eq(users.id, notifications.userId));
/** A notice with what its mail and push need: the recipient's address and first name. */
export type DeliveryRow = Awaited<ReturnType<typeof deliveryRows>>[number];

export async function findForDelivery(ex: Executor, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await deliveryRows(ex).where(eq(notifications.id, id));
  return row;
}

/** When this user last got a mail of this type, if within the look-back window. */
export async function lastMailWithin(ex: Executor, userId: number, type: string, seconds: number): Promise<Date | null> {
  const [row] = await ex
    .select({ sentAt: notificationEmails.sentAt })
    .from(notificationEmails)
    .where(and(eq(notificationEmails.userId, userId), eq(notificationEmails.type, type), sql`${notificationEmails.sentAt} > now() - make_interval(secs => ${seconds})`))
    .orderBy(desc(notificationEmails.sentAt))
    .limit(1);
  return row?.sentAt ?? null;
}

/**
 * Claims every notification of this user and type still waiting for its mail (or only `onlyId`) for one
 * new mail row, so that two workers never mail the same notice. Answers the claimed notices, oldest first.
 */
export async function claimForMail(tx: Tx, userId: number, type: string, subject: string, onlyId: number | null): Promise<{ emailId: number; rows: DeliveryRow[] } | null> {
  const pending = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.emailStatus, 'queued'), onlyId === null ? undefined : eq(notifications.id, onlyId)))
    .for('update', { skipLocked: true });
  if (pending.length === 0) return null;
  const [email] = await tx.insert(notificationEmails).values({ userId, type, subject, status: 'queued', notificationCount: pending.length }).returning({ id: notificationEmails.id });
  const emailId = (email as { id: number }).id;
  const ids = pending.map((row) => row.id);
  await tx.update(notifications).set({ emailStatus: 'sending', emailId }).where(inArray(notifications.id, ids));
  const rows = await deliveryRows(tx).where(inArray(notifications.id, ids)).orderBy(notifications.createdAt, notifications.id);
  return { emailId, rows };
}

export async function finishMail(ex: Executor, emailId: number, outcome: { ok: true; subject: string } | { ok: false; error: string }): Promise<void> {
  if (outcome.ok) {
    await ex.update(notificationEmails).set({ status: 'sent', subject: outcome.subject, sentAt: sql`now()` }).where(eq(notificationEmails.id, emailId));
    await ex.update(notifications).set({ emailStatus: 'delivered', emailAt: sql`now()` }).where(eq(notifications.emailId, emailId));
  } else {
    await ex.update(notificationEmails).set({ status: 'failed', error: outcome.error.slice(0, 500) }).where(eq(notificationEmails.id, emailId));
    // Back in the queue: the job's retry claims them again.
    await ex.update(notifications).set({ emailStatus: 'queued', emailId: null }).where(eq(notifications.emailId, emailId));
  }
}

export const setEmailStatus = (ex: Executor, id: number, status: string) => ex.update(notifications).set({ emailStatus: status }).where(eq(notifications.id, id));

export const setPushStatus = (ex: Executor, id: number, status: string) =>
  ex
    .update(notifications)
    .set(status === 'delivered' ? { pushStatus: status, pushAt: sql`now()` } : { pushStatus: status })
    .where(eq(notifications.id, id));

// ---- hand-written mails (admin e-mail, test mail) ----------------------------------------------------------

export async function insertHandMails(ex: Executor, recipients: SQL, mail: { type: string; subject: string; body: string }): Promise<number[]> {
  const rows = await executeRows<{ id: number }>(ex, sql`
    insert into ${notificationEmails} (user_id, type, subject, body, status, notification_count)
    select r.id, ${mail.type}, ${mail.subject}, ${mail.body}, 'queued', 0 from (${recipients}) r
    returning id`);
  return rows.map((row) => row.id);
}

export async function findHandMail(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: notificationEmails.id, status: notificationEmails.status, subject: notificationEmails.subject, body: notificationEmails.body, email: users.email, firstName: users.firstName })
    .from(notificationEmails)
    .innerJoin(users, eq(users.id, notificationEmails.userId))
    .where(eq(notificationEmails.id, id));
  return row;
}

export const setHandMailStatus = (ex: Executor, id: number, status: 'sent' | 'failed', error?: string) =>
  ex
    .update(notificationEmails)
    .set(status === 'sent' ? { status, sentAt: sql`now()` } : { status, error: (error ?? '').slice(0, 500) })
    .where(eq(notificationEmails.id, id));

export async function listEmails(ex: Executor, userId: number, limit: number, offset: number) {
  const where = eq(notificationEmails.userId, userId);
  const [rows, [total]] = await Promise.all([
    ex.select().from(notificationEmails).where(where).orderBy(desc(notificationEmails.createdAt), desc(notificationEmails.id)).limit(limit).offset(offset),
    ex.select({ value: count() }).from(notificationEmails).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ---- broadcasts ------------------------------------------------------------------------------------------

export async function insertBroadcast(ex: Executor, row: typeof notificationBroadcasts.$inferInsert): Promise<BroadcastRow> {
  const [saved] = await ex.insert(notificationBroadcasts).values(row).returning();
  return saved as BroadcastRow;
}

export async function findBroadcast(ex: Executor, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await ex.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id)).for('update');
  return row;
}

export const updateBroadcast = (ex: Executor, id: number, values: { status: string; recipients?: number }) =>
  ex.update(notificationBroadcasts).set(values).where(eq(notificationBroadcasts.id, id));

export interface BroadcastFigures {
  broadcast_id: number;
  in_app: number;
  read: number;
  email_queued: number;
  email_delivered: number;
  email_failed: number;
  email_skipped: number;
  push_queued: number;
  push_delivered: number;
  push_failed: number;
  push_skipped: number;
}

/** A page of broadcasts (or the one with `onlyId`) with their delivery figures. */
export async function listBroadcasts(ex: Executor, limit: number, offset: number, onlyId?: number) {
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(notificationBroadcasts)
      .where(onlyId === undefined ? undefined : eq(notificationBroadcasts.id, onlyId))
      .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id))
      .limit(limit)
      .offset(offset),
    ex.select({ value: count() }).from(notificationBroadcasts),
  ]);
  const ids = rows.map((row) => row.id);
  const figures =
    ids.length === 0
      ? []
      : await executeRows<BroadcastFigures & Record<string, unknown>>(ex, sql`
          select broadcast_id,
                 count(*) filter (where in_app)::int as in_app,
                 count(*) filter (where read_at is not null)::int as read,
                 count(*) filter (where email_status in ('queued', 'sending'))::int as email_queued,
                 count(*) filter (where email_status = 'delivered')::int as email_delivered,
                 count(*) filter (where email_status = 'failed')::int as email_failed,
                 count(*) filter (where email_status = 'skipped')::int as email_skipped,
                 count(*) filter (where push_status = 'queued')::int as push_queued,
                 count(*) filter (where push_status = 'delivered')::int as push_delivered,
                 count(*) filter (where push_status = 'failed')::int as push_failed,
                 count(*) filter (where push_status = 'skipped')::int as push_skipped
          from ${notifications} where broadcast_id in (select unnest(${sql.param(ids)}::int[])) group by broadcast_id`);
  return { rows, figures, total: total?.value ?? 0 };
}

// ---- proof of notice -------------------------------------------------------------------------------------

export async function proofOfNotice(ex: Executor, from: string | null, to: string | null) {
  return ex
    .select({
      id: notifications.id,
      userId: notifications.userId,
      email: users.email,
      type: notifications.type,
      title: notifications.title,
      createdAt: notifications.createdAt,
      emailStatus: notifications.emailStatus,
      emailAt: notifications.emailAt,
      pushStatus: notifications.pushStatus,
      pushAt: notifications.pushAt,
      readAt: notifications.readAt,
      deletedAt: notifications.deletedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.critical, true),
        from ? sql`${notifications.createdAt} >= ${from}::timestamptz` : undefined,
        to ? sql`${notifications.createdAt} < ${to}::timestamptz` : undefined,
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .limit(100_000);
}

/** Rows the daily clean-up removes: read, non-critical notices older than the retention, and old mail logs. */
export async function prune(ex: Executor, days: number): Promise<void> {
  await ex.delete(notifications).where(and(eq(notifications.critical, false), sql`${notifications.readAt} < now() - make_interval(days => ${days})`));
  await ex.delete(notificationEmails).where(sql`${notificationEmails.createdAt} < now() - make_interval(days => ${days})`);
}

// ---- demo data -------------------------------------------------------------------------------------------

/** A stored in-app notice with its own times (the demo's history); no channel jobs. */
export async function insertDemoNotification(ex: Executor, row: { userId: number; type: string; title: string; message: string; entityType: string | null; entityId: number | null; createdAt: Date; readAt: Date | null }) {
  await ex.insert(notifications).values({ ...row, priority: 'medium', critical: false, metadata: {} });
}
