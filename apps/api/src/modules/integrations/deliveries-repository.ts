import { createHash } from 'node:crypto';
import {
  DELIVERY_RETRY_SCHEDULE_SECONDS,
  ENDPOINT_DISABLE_AFTER_MS,
  IntegrationMessage,
  type DeliveriesQuery,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryTrigger,
  type TestEventResult,
} from '@paytable/contracts';
import { and, asc, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { companies, companyIntegrationSettings, webhookDeliveries, webhookDeliveryAttempts, type WebhookDeliveryRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { transactionWithChanges } from '../realtime/index';
import { endpointDisabled } from './notices';
import type { SecretBox } from './secret-box';
import { findSettings, signingSecrets } from './settings-repository';
import { messageId, signedHeaders } from './signing';
import { isSuccess, postSigned, type AttemptOutcome } from './transport';
import type { UrlPolicy } from './url-guard';

/** The queue every live delivery attempt runs on (pg-boss); a job is one attempt. */
export const DELIVERY_QUEUE = 'integrations.deliver';

export interface DeliveryDeps {
  platform: Platform;
  box: SecretBox;
  policy: UrlPolicy;
  now: () => Date;
}

export const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/**
 * Registers the delivery queue. pg-boss's own retries are off: each job makes one attempt and, when it
 * fails, queues the next one on the Standard Webhooks schedule (5 s … 10 h, or the receiver's
 * Retry-After). After the last retry the job itself fails, so the dead delivery also shows with the
 * queue's dead jobs (admin jobs screen) besides its FAILED status in the delivery log.
 */
export function defineDeliveryQueue(platform: Platform, deps: () => DeliveryDeps): void {
  platform.jobs.define<{ deliveryId: string }>({
    name: DELIVERY_QUEUE,
    handler: async ({ deliveryId }) => {
      const result = await attemptDelivery(deps(), deliveryId);
      if (result.state === 'failed') throw new Error(`Delivery ${deliveryId} failed after its last attempt: ${result.outcome?.error ?? `HTTP ${result.outcome?.status}`}`);
    },
    retryLimit: 0,
    concurrency: 4,
    batchSize: 25,
  });
}

export interface NewDelivery {
  id?: string;
  partnershipId: number | null;
  senderCompanyId: number;
  receiverCompanyId: number;
  integrationTypeId: number | null;
  eventType: string;
  target: 'LIVE' | 'TEST';
  trigger: DeliveryTrigger;
  body: string;
  sequence: number | null;
  volume?: { amountMinor: number; currency: string } | undefined;
}

/** Inserts a delivery and, for live ones, queues its first attempt in the same transaction. */
export async function createDelivery(tx: Tx, deps: DeliveryDeps, input: NewDelivery): Promise<WebhookDeliveryRow> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      id: input.id ?? messageId(),
      partnershipId: input.partnershipId,
      senderCompanyId: input.senderCompanyId,
      receiverCompanyId: input.receiverCompanyId,
      integrationTypeId: input.integrationTypeId,
      eventType: input.eventType,
      target: input.target,
      trigger: input.trigger,
      body: input.body,
      bodySha256: sha256(input.body),
      sequence: input.sequence,
      volumeMinor: input.volume?.amountMinor ?? null,
      volumeCurrency: input.volume?.currency ?? null,
      nextAttemptAt: input.target === 'LIVE' ? deps.now() : null,
      createdAt: deps.now(),
    })
    .returning();
  if (input.target === 'LIVE') await deps.platform.jobs.send(DELIVERY_QUEUE, { deliveryId: row!.id }, { tx });
  return row!;
}

type AttemptState = 'delivered' | 'retrying' | 'failed' | 'skipped';

/** The receiver's URL, or why there is nothing to send to. */
function destination(row: WebhookDeliveryRow, settings: Awaited<ReturnType<typeof findSettings>>, secrets: string[]): { url: string } | { refusal: string } {
  const url = row.target === 'TEST' ? settings?.testEndpointUrl : settings?.recipientEndpointUrl;
  if (!url) return { refusal: row.target === 'TEST' ? IntegrationMessage.noTestEndpoint : IntegrationMessage.receiverNotConfigured };
  if (row.target === 'LIVE' && settings?.endpointDisabledAt) return { refusal: IntegrationMessage.endpointDisabled };
  if (secrets.length === 0) return { refusal: IntegrationMessage.noSecret };
  return { url };
}

/**
 * One attempt at a pending delivery: sign with the receiver's current secrets (and the previous one during a
 * rotation), POST, log the attempt, then settle: success; a retry on schedule; or failure. A 410, or five
 * days of failures without a success, disables the receiver's endpoint and tells its administrators.
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<{ state: AttemptState; outcome?: AttemptOutcome }> {
  const { platform } = deps;
  const row = (await platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0];
  if (!row || row.status !== 'PENDING') return { state: 'skipped' };
  const now = deps.now();
  const settings = await findSettings(platform.db, row.receiverCompanyId);
  const secrets = signingSecrets(settings, deps.box, now);
  const target = destination(row, settings, secrets);
  const outcome: AttemptOutcome =
    'url' in target
      ? await postSigned(target.url, { ...signedHeaders(secrets, row.id, Math.floor(now.getTime() / 1000), row.body) }, row.body, deps.policy, deps.now)
      : { status: null, excerpt: null, durationMs: 0, error: target.refusal, retryAfterSeconds: null };
  const finished = deps.now();
  const success = isSuccess(outcome);
  const live = row.target === 'LIVE';
  const failingSince = success ? null : (settings?.failingSince ?? finished);
  const gone = outcome.status === 410;
  const disable = live && !success && 'url' in target && (gone || finished.getTime() - failingSince!.getTime() >= ENDPOINT_DISABLE_AFTER_MS);
  const retryIndex = row.roundFailures;
  const retry = live && !success && !disable && 'url' in target && retryIndex < DELIVERY_RETRY_SCHEDULE_SECONDS.length;
  const delaySeconds = retry ? (outcome.retryAfterSeconds ?? DELIVERY_RETRY_SCHEDULE_SECONDS[retryIndex]!) : 0;
  const nextAttemptAt = retry ? new Date(finished.getTime() + delaySeconds * 1000) : null;
  const state: AttemptState = success ? 'delivered' : retry ? 'retrying' : 'failed';

  await transactionWithChanges(platform, async (tx, changes) => {
    await tx.insert(webhookDeliveryAttempts).values({
      deliveryId: row.id,
      attempt: row.attempts + 1,
      trigger: row.attempts === 0 || row.roundFailures === 0 ? row.trigger : 'RETRY',
      url: 'url' in target ? target.url : '',
      requestedAt: now,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      durationMs: outcome.durationMs,
      error: outcome.error,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: success ? 'SUCCEEDED' : retry ? 'PENDING' : 'FAILED',
        attempts: row.attempts + 1,
        roundFailures: success ? row.roundFailures : row.roundFailures + 1,
        lastResponseStatus: outcome.status,
        nextAttemptAt,
        deliveredAt: success ? finished : null,
      })
      .where(eq(webhookDeliveries.id, row.id));
    if (live && 'url' in target && settings) {
      if (success !== (settings.failingSince === null)) {
        await tx.update(companyIntegrationSettings).set({ failingSince }).where(eq(companyIntegrationSettings.companyId, row.receiverCompanyId));
      }
      if (disable) {
        const reason = gone ? 'Your endpoint answered 410 Gone.' : 'Deliveries to your endpoint failed for five days.';
        await tx
          .update(companyIntegrationSettings)
          .set({ endpointDisabledAt: finished, endpointDisabledReason: reason, updatedAt: finished })
          .where(eq(companyIntegrationSettings.companyId, row.receiverCompanyId));
        await endpointDisabled({ platform, tx, changes }, row.receiverCompanyId, reason);
      }
    }
    if (retry) await platform.jobs.send(DELIVERY_QUEUE, { deliveryId: row.id }, { tx, startAfter: nextAttemptAt! });
  });
  return { state, outcome };
}

/** A signed test event to the company's own test endpoint, sent at once; the answer is the attempt. */
export async function sendTestEvent(deps: DeliveryDeps, companyId: number): Promise<TestEventResult> {
  const settings = await findSettings(deps.platform.db, companyId);
  if (!settings?.testEndpointUrl) throw badRequest(IntegrationMessage.noTestEndpoint);
  if (!settings.secretEncrypted) throw badRequest(IntegrationMessage.noSecret);
  const now = deps.now();
  const id = messageId();
  const body = JSON.stringify({ type: 'test.ping', timestamp: now.toISOString(), data: { message: 'Test event from Paytable', companyId } });
  await deps.platform.db.transaction((tx) =>
    createDelivery(tx, deps, { id, partnershipId: null, senderCompanyId: companyId, receiverCompanyId: companyId, integrationTypeId: null, eventType: 'test.ping', target: 'TEST', trigger: 'TEST', body, sequence: null }),
  );
  const { outcome } = await attemptDelivery(deps, id);
  return {
    deliveryId: id,
    url: settings.testEndpointUrl,
    success: outcome !== undefined && isSuccess(outcome),
    responseStatus: outcome?.status ?? null,
    responseExcerpt: outcome?.excerpt ?? null,
    durationMs: outcome?.durationMs ?? 0,
    error: outcome?.error ?? null,
  };
}

// ---- the delivery log ---------------------------------------------------------------------------------

const sender = alias(companies, 'sender_company');
const receiver = alias(companies, 'receiver_company');

function toDelivery(row: WebhookDeliveryRow, senderName: string, receiverName: string): Delivery {
  let payload: unknown = null;
  try {
    payload = (JSON.parse(row.body) as { data?: unknown }).data ?? null;
  } catch {
    payload = null;
  }
  return {
    id: row.id,
    partnershipId: row.partnershipId,
    senderCompany: { id: row.senderCompanyId, name: senderName },
    receiverCompany: { id: row.receiverCompanyId, name: receiverName },
    integrationTypeId: row.integrationTypeId,
    eventType: row.eventType,
    target: row.target as Delivery['target'],
    status: row.status as Delivery['status'],
    trigger: row.trigger,
    sequence: row.sequence,
    attempts: row.attempts,
    lastResponseStatus: row.lastResponseStatus,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    payload,
    bodySha256: row.bodySha256,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

function logFilter(companyId: number, query: DeliveriesQuery): SQL | undefined {
  const side =
    query.direction === 'SENT'
      ? eq(webhookDeliveries.senderCompanyId, companyId)
      : query.direction === 'RECEIVED'
        ? eq(webhookDeliveries.receiverCompanyId, companyId)
        : or(eq(webhookDeliveries.senderCompanyId, companyId), eq(webhookDeliveries.receiverCompanyId, companyId));
  return and(
    side,
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    query.target ? eq(webhookDeliveries.target, query.target) : undefined,
    query.eventType ? eq(webhookDeliveries.eventType, query.eventType) : undefined,
    query.partnershipId ? eq(webhookDeliveries.partnershipId, Number(query.partnershipId)) : undefined,
    query.since ? gte(webhookDeliveries.createdAt, new Date(query.since)) : undefined,
  );
}

/** The company's deliveries, sent and received, newest first, with filters. */
export async function listDeliveries(db: Db, companyId: number, query: DeliveriesQuery) {
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? 20);
  const where = logFilter(companyId, query);
  const [rows, total] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, senderName: sender.name, receiverName: receiver.name })
      .from(webhookDeliveries)
      .innerJoin(sender, eq(sender.id, webhookDeliveries.senderCompanyId))
      .innerJoin(receiver, eq(receiver.id, webhookDeliveries.receiverCompanyId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return toPage(
    rows.map((row) => toDelivery(row.delivery, row.senderName, row.receiverName)),
    total[0]?.total ?? 0,
    { page, size },
  );
}

async function findVisibleDelivery(db: Db | Tx, companyId: number, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, senderName: sender.name, receiverName: receiver.name })
    .from(webhookDeliveries)
    .innerJoin(sender, eq(sender.id, webhookDeliveries.senderCompanyId))
    .innerJoin(receiver, eq(receiver.id, webhookDeliveries.receiverCompanyId))
    .where(and(eq(webhookDeliveries.id, deliveryId), or(eq(webhookDeliveries.senderCompanyId, companyId), eq(webhookDeliveries.receiverCompanyId, companyId))));
  if (!row) throw notFound(IntegrationMessage.deliveryNotFound);
  return row;
}

/** One delivery with every attempt (sender or receiver only; 404 for anyone else). */
export async function getDelivery(db: Db, companyId: number, deliveryId: string): Promise<Delivery> {
  const row = await findVisibleDelivery(db, companyId, deliveryId);
  const attempts = await db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, deliveryId)).orderBy(asc(webhookDeliveryAttempts.attempt));
  const attemptLog: DeliveryAttempt[] = attempts.map((attempt) => ({
    attempt: attempt.attempt,
    trigger: attempt.trigger,
    url: attempt.url,
    requestedAt: attempt.requestedAt.toISOString(),
    responseStatus: attempt.responseStatus,
    responseExcerpt: attempt.responseExcerpt,
    durationMs: attempt.durationMs,
    error: attempt.error,
  }));
  return { ...toDelivery(row.delivery, row.senderName, row.receiverName), attemptLog };
}

/** Sends a finished live delivery again (same id, so receivers de-duplicate); a pending one is refused. */
export async function resendDelivery(deps: DeliveryDeps, companyId: number, deliveryId: string): Promise<Delivery> {
  await deps.platform.db.transaction(async (tx) => {
    const { delivery } = await findVisibleDelivery(tx, companyId, deliveryId);
    if (delivery.target !== 'LIVE' || delivery.status === 'PENDING') throw conflict('Only a finished live delivery can be resent');
    await requeue(tx, deps, [delivery.id], 'RESEND');
  });
  return getDelivery(deps.platform.db, companyId, deliveryId);
}

async function requeue(tx: Tx, deps: DeliveryDeps, ids: string[], trigger: DeliveryTrigger): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', trigger, roundFailures: 0, nextAttemptAt: deps.now() })
    .where(sql`${webhookDeliveries.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  await deps.platform.jobs.sendMany(DELIVERY_QUEUE, ids.map((deliveryId) => ({ data: { deliveryId } })), { tx });
}

/** Queues again every failed live delivery to the company's endpoint since `since`; answers how many. */
export async function recoverDeliveries(deps: DeliveryDeps, companyId: number, since: Date): Promise<{ recovered: number }> {
  return deps.platform.db.transaction(async (tx) => {
    const failed = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.receiverCompanyId, companyId), eq(webhookDeliveries.target, 'LIVE'), eq(webhookDeliveries.status, 'FAILED'), gte(webhookDeliveries.createdAt, since)))
      .for('update');
    await requeue(tx, deps, failed.map((row) => row.id), 'RECOVER');
    return { recovered: failed.length };
  });
}
