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
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { companies, companyIntegrationSettings, webhookDeliveries, webhookDeliveryAttempts, type WebhookDeliveryRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { JobSettlement } from '../../platform/jobs';
import { toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { transactionWithChanges } from '../realtime/index';
import { INTEGRATIONS_PRIVILEGE } from './access';
import { endpointDisabled } from './notices';
import type { SecretBox } from './secret-box';
import { findSettings, signingSecrets } from './settings-repository';
import { messageId, signedHeaders } from './signing';
import { isSuccess, postSigned, type AttemptOutcome } from './transport';
import type { UrlPolicy } from '../../platform/network-guard';

/** The queue every live delivery attempt runs on (pg-boss); a job is one attempt. */
export const DELIVERY_QUEUE = 'integrations.deliver';

export interface DeliveryDeps {
  platform: Platform;
  box: SecretBox;
  policy: UrlPolicy;
  now: () => Date;
}

export const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/** Workers per instance on the delivery queue, and the deliveries each claims at once. */
const DELIVERY_WORKERS = 4;
const DELIVERY_BATCH = 50;

/**
 * Registers the delivery queue. A worker claims up to 50 attempts at once (`FOR UPDATE SKIP LOCKED`, so no
 * two workers hold the same one), reads their deliveries and receivers in two statements, sends them
 * concurrently (at most 64 connections per receiver, kept alive) and records every outcome, the next
 * attempts and the jobs' completion in one transaction. Each job makes one attempt and, when it fails,
 * queues the next one on the Standard Webhooks schedule (5 s … 10 h, or the receiver's Retry-After). After the last retry the job itself fails, so the dead delivery also shows with
 * the queue's dead jobs (admin jobs screen) besides its FAILED status in the delivery log.
 */
export function defineDeliveryQueue(platform: Platform, deps: () => DeliveryDeps): void {
  platform.jobs.defineBatch<{ deliveryId: string }>({
    name: DELIVERY_QUEUE,
    handler: async (jobs, settle) => {
      const ids = [...new Set(jobs.map((job) => job.data.deliveryId))];
      const rows = await platform.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
      const jobsOf = (deliveryId: string) => jobs.filter((job) => job.data.deliveryId === deliveryId).map((job) => job.id);
      await attemptDeliveries(deps(), rows, { settle, jobsOf });
    },
    // A batch sends for at most 15 s (the receivers' time limit) and records in one transaction: a claim
    // still active after 60 s belongs to an instance that died, and its deliveries go back to the queue.
    // Those retries, and a batch whose handler threw, are the queue's; a delivery that exhausted its own
    // schedule fails for good through settle.fail.
    expireInSeconds: 60,
    retryLimit: 5,
    retryDelay: 5,
    concurrency: DELIVERY_WORKERS,
    batchSize: DELIVERY_BATCH,
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

/**
 * Inserts deliveries (one statement) and queues the first attempt of the live ones, in the caller's
 * transaction. The caller wakes the queue (`platform.jobs.wake(DELIVERY_QUEUE)`) once it committed.
 * Answers the rows in the order given.
 */
export async function createDeliveries(tx: Tx, deps: DeliveryDeps, inputs: NewDelivery[]): Promise<WebhookDeliveryRow[]> {
  if (inputs.length === 0) return [];
  const now = deps.now();
  const rows: WebhookDeliveryRow[] = inputs.map((input) => ({
    id: input.id ?? messageId(),
    partnershipId: input.partnershipId,
    senderCompanyId: input.senderCompanyId,
    receiverCompanyId: input.receiverCompanyId,
    integrationTypeId: input.integrationTypeId,
    eventType: input.eventType,
    target: input.target,
    status: 'PENDING',
    trigger: input.trigger,
    body: input.body,
    bodySha256: sha256(input.body),
    sequence: input.sequence,
    volumeMinor: input.volume?.amountMinor ?? null,
    volumeCurrency: input.volume?.currency ?? null,
    attempts: 0,
    roundFailures: 0,
    lastResponseStatus: null,
    nextAttemptAt: input.target === 'LIVE' ? now : null,
    createdAt: now,
    deliveredAt: null,
  }));
  // One array per column: the statement's text is the same for one delivery or two hundred.
  const column = <K extends keyof WebhookDeliveryRow>(key: K) => sql.param(rows.map((row) => row[key]));
  await tx.execute(sql`
    insert into ${webhookDeliveries} (id, partnership_id, sender_company_id, receiver_company_id, integration_type_id, event_type, target,
      status, trigger, body, body_sha256, sequence, volume_minor, volume_currency, next_attempt_at, created_at)
    select id, partnership_id, sender_company_id, receiver_company_id, integration_type_id, event_type, target,
      'PENDING', trigger, body, body_sha256, sequence, volume_minor, volume_currency, case when target = 'LIVE' then ${now.toISOString()}::timestamptz end, ${now.toISOString()}::timestamptz
    from unnest(${column('id')}::text[], ${column('partnershipId')}::int[], ${column('senderCompanyId')}::int[], ${column('receiverCompanyId')}::int[],
      ${column('integrationTypeId')}::int[], ${column('eventType')}::text[], ${column('target')}::text[], ${column('trigger')}::text[], ${column('body')}::text[],
      ${column('bodySha256')}::text[], ${column('sequence')}::bigint[], ${column('volumeMinor')}::bigint[], ${column('volumeCurrency')}::text[])
      as v(id, partnership_id, sender_company_id, receiver_company_id, integration_type_id, event_type, target, trigger, body, body_sha256, sequence, volume_minor, volume_currency)`);
  const live = rows.filter((row) => row.target === 'LIVE');
  if (live.length > 0) await deps.platform.jobs.sendMany(DELIVERY_QUEUE, live.map((row) => ({ data: { deliveryId: row.id } })), { tx });
  return rows;
}

/** One delivery, as createDeliveries. */
export async function createDelivery(tx: Tx, deps: DeliveryDeps, input: NewDelivery): Promise<WebhookDeliveryRow> {
  const [row] = await createDeliveries(tx, deps, [input]);
  return row!;
}

type AttemptState = 'delivered' | 'retrying' | 'failed' | 'skipped';
type Settings = Awaited<ReturnType<typeof findSettings>>;

/**
 * Senders whose partnership deliveries must not go out: companies no longer ACTIVE or no longer holding
 * company_integrations. Read at every attempt, so deliveries queued before an admin acted stop too.
 */
async function barredSenders(db: Db, rows: readonly WebhookDeliveryRow[]): Promise<Set<number>> {
  const ids = [...new Set(rows.filter((row) => row.partnershipId !== null).map((row) => row.senderCompanyId))];
  if (ids.length === 0) return new Set();
  const barred = await executeRows<{ id: number }>(
    db,
    sql`select c.id from ${companies} c where c.id = any(${sql.param(ids)}::int[]) and (c.status <> 'ACTIVE' or not exists (
      select 1 from company_privileges cp where cp.company_id = c.id and cp.privilege = ${INTEGRATIONS_PRIVILEGE}))`,
  );
  return new Set(barred.map((row) => row.id));
}

/** The receiver's URL, or why there is nothing to send to. */
function destination(row: WebhookDeliveryRow, settings: Settings, secrets: string[], barred: ReadonlySet<number>): { url: string } | { refusal: string } {
  if (row.partnershipId !== null && barred.has(row.senderCompanyId)) return { refusal: IntegrationMessage.apiKeyCompanyBarred };
  const url = row.target === 'TEST' ? settings?.testEndpointUrl : settings?.recipientEndpointUrl;
  if (!url) return { refusal: row.target === 'TEST' ? IntegrationMessage.noTestEndpoint : IntegrationMessage.receiverNotConfigured };
  if (row.target === 'LIVE' && settings?.endpointDisabledAt) return { refusal: IntegrationMessage.endpointDisabled };
  if (secrets.length === 0) return { refusal: IntegrationMessage.noSecret };
  return { url };
}

/** One attempt made: what was sent where and what came back. */
interface Sent {
  row: WebhookDeliveryRow;
  requestedAt: Date;
  finishedAt: Date;
  url: string | null;
  outcome: AttemptOutcome;
}

/** What an attempt settles: the delivery's new state and, for its receiver, whether it disables the endpoint. */
interface Settled extends Sent {
  state: Exclude<AttemptState, 'skipped'>;
  nextAttemptAt: Date | null;
}

/** Where a receiver's endpoint stands after a batch: failing since when, and why it was disabled if it was. */
interface ReceiverState {
  settings: NonNullable<Settings>;
  failingSince: Date | null;
  disabledReason: string | null;
  disabledAt: Date | null;
}

/**
 * Settles each attempt in the order they finished, as one attempt after the other would: a success clears
 * the receiver's failing streak; a failure starts it, retries on schedule (or after Retry-After), and a
 * 410 or five days of failures without a success disables the endpoint (once per receiver).
 */
function settle(sent: Sent[], receivers: Map<number, ReceiverState>): Settled[] {
  return [...sent]
    .sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime())
    .map((attempt) => {
      const { row, outcome, finishedAt } = attempt;
      const success = isSuccess(outcome);
      const live = row.target === 'LIVE';
      const receiver = live && attempt.url !== null ? receivers.get(row.receiverCompanyId) : undefined;
      let disable = false;
      if (receiver) {
        receiver.failingSince = success ? null : (receiver.failingSince ?? finishedAt);
        const gone = outcome.status === 410;
        disable = !success && (gone || finishedAt.getTime() - receiver.failingSince!.getTime() >= ENDPOINT_DISABLE_AFTER_MS);
        if (disable && receiver.disabledAt === null) {
          receiver.disabledAt = finishedAt;
          receiver.disabledReason = gone ? 'Your endpoint answered 410 Gone.' : 'Deliveries to your endpoint failed for five days.';
        }
      }
      const retryIndex = row.roundFailures;
      const retry = receiver !== undefined && !success && !disable && retryIndex < DELIVERY_RETRY_SCHEDULE_SECONDS.length;
      const delaySeconds = retry ? (outcome.retryAfterSeconds ?? DELIVERY_RETRY_SCHEDULE_SECONDS[retryIndex]!) : 0;
      return {
        ...attempt,
        state: success ? 'delivered' : retry ? 'retrying' : 'failed',
        nextAttemptAt: retry ? new Date(finishedAt.getTime() + delaySeconds * 1000) : null,
      };
    });
}

const timestamp = (date: Date | null) => (date === null ? null : date.toISOString());

/** Writes the attempts and the deliveries' new states; answers the ids written (a delivery another worker settled first is left alone). */
async function recordAttempts(tx: Tx, settled: Settled[]): Promise<Set<string>> {
  // One array per column: the statements' texts are the same whatever the batch's size.
  const column = <T>(value: (attempt: Settled) => T) => sql.param(settled.map(value));
  await tx.execute(sql`
    insert into ${webhookDeliveryAttempts} (delivery_id, attempt, trigger, url, requested_at, response_status, response_excerpt, duration_ms, error)
    select * from unnest(${column(({ row }) => row.id)}::text[], ${column(({ row }) => row.attempts + 1)}::int[],
      ${column(({ row }) => (row.attempts === 0 || row.roundFailures === 0 ? row.trigger : 'RETRY'))}::text[], ${column(({ url }) => url ?? '')}::text[],
      ${column(({ requestedAt }) => requestedAt.toISOString())}::timestamptz[], ${column(({ outcome }) => outcome.status)}::int[],
      ${column(({ outcome }) => outcome.excerpt)}::text[], ${column(({ outcome }) => outcome.durationMs)}::int[], ${column(({ outcome }) => outcome.error)}::text[])
    on conflict do nothing`);
  const succeeded = (attempt: Settled) => attempt.state === 'delivered';
  const written = await executeRows<{ id: string }>(
    tx,
    sql`update ${webhookDeliveries} as d
        set status = v.status, attempts = v.attempts + 1, round_failures = v.round_failures, last_response_status = v.last_status,
            next_attempt_at = v.next_attempt_at, delivered_at = v.delivered_at
        from unnest(${column(({ row }) => row.id)}::text[],
          ${column((attempt) => (succeeded(attempt) ? 'SUCCEEDED' : attempt.state === 'retrying' ? 'PENDING' : 'FAILED'))}::text[],
          ${column(({ row }) => row.attempts)}::int[], ${column((attempt) => (succeeded(attempt) ? attempt.row.roundFailures : attempt.row.roundFailures + 1))}::int[],
          ${column(({ outcome }) => outcome.status)}::int[], ${column(({ nextAttemptAt }) => timestamp(nextAttemptAt))}::timestamptz[],
          ${column((attempt) => (succeeded(attempt) ? attempt.finishedAt.toISOString() : null))}::timestamptz[])
          as v(id, status, attempts, round_failures, last_status, next_attempt_at, delivered_at)
        where d.id = v.id and d.attempts = v.attempts and d.status = 'PENDING'
        returning d.id`,
  );
  return new Set(written.map((row) => row.id));
}

/** How a batch settles its jobs: in the transaction that records the attempts. */
interface BatchJobs {
  settle: JobSettlement;
  jobsOf: (deliveryId: string) => string[];
}

/**
 * One attempt at each pending delivery given: sign with the receiver's current secrets (and the previous one
 * during a rotation), POST them concurrently, then log every attempt and settle each delivery (success; a
 * retry on schedule; or failure) in one transaction. A 410, or five days of failures without a success,
 * disables the receiver's endpoint and tells its administrators. Deliveries no longer pending are skipped.
 */
export async function attemptDeliveries(deps: DeliveryDeps, rows: WebhookDeliveryRow[], jobs?: BatchJobs): Promise<Map<string, { state: AttemptState; outcome?: AttemptOutcome }>> {
  const { platform } = deps;
  const results = new Map<string, { state: AttemptState; outcome?: AttemptOutcome }>();
  const pending = rows.filter((row) => row.status === 'PENDING');
  const skipped = rows.filter((row) => row.status !== 'PENDING');
  for (const row of skipped) results.set(row.id, { state: 'skipped' });
  const receiverIds = [...new Set(pending.map((row) => row.receiverCompanyId))];
  const [settingsRows, barred] = await Promise.all([
    receiverIds.length === 0 ? [] : platform.db.select().from(companyIntegrationSettings).where(inArray(companyIntegrationSettings.companyId, receiverIds)),
    barredSenders(platform.db, pending),
  ]);
  const started = deps.now();
  const receivers = new Map<number, ReceiverState>();
  const secretsOf = new Map<number, string[]>();
  for (const settings of settingsRows) {
    receivers.set(settings.companyId, { settings, failingSince: settings.failingSince, disabledAt: null, disabledReason: null });
    secretsOf.set(settings.companyId, signingSecrets(settings, deps.box, started));
  }

  const sent = await Promise.all(
    pending.map(async (row): Promise<Sent> => {
      const requestedAt = deps.now();
      const settings = receivers.get(row.receiverCompanyId)?.settings;
      const secrets = secretsOf.get(row.receiverCompanyId) ?? [];
      const target = destination(row, settings, secrets, barred);
      const outcome: AttemptOutcome =
        'url' in target
          ? await postSigned(target.url, { ...signedHeaders(secrets, row.id, Math.floor(requestedAt.getTime() / 1000), row.body) }, row.body, deps.policy, deps.now)
          : { status: null, excerpt: null, durationMs: 0, error: target.refusal, retryAfterSeconds: null };
      return { row, requestedAt, finishedAt: deps.now(), url: 'url' in target ? target.url : null, outcome };
    }),
  );
  const settled = settle(sent, receivers);
  for (const attempt of settled) {
    results.set(attempt.row.id, { state: attempt.state, outcome: attempt.outcome });
    platform.metrics?.deliveryAttempted(attempt.state);
  }

  await transactionWithChanges(platform, async (tx, changes) => {
    const written = settled.length === 0 ? new Set<string>() : await recordAttempts(tx, settled);
    for (const receiver of receivers.values()) {
      const { settings } = receiver;
      const touched = settled.some((attempt) => written.has(attempt.row.id) && attempt.row.receiverCompanyId === settings.companyId && attempt.url !== null && attempt.row.target === 'LIVE');
      if (!touched) continue;
      if (receiver.failingSince?.getTime() !== settings.failingSince?.getTime()) {
        await tx.update(companyIntegrationSettings).set({ failingSince: receiver.failingSince }).where(eq(companyIntegrationSettings.companyId, settings.companyId));
      }
      if (receiver.disabledAt && receiver.disabledReason) {
        await tx
          .update(companyIntegrationSettings)
          .set({ endpointDisabledAt: receiver.disabledAt, endpointDisabledReason: receiver.disabledReason, updatedAt: receiver.disabledAt })
          .where(eq(companyIntegrationSettings.companyId, settings.companyId));
        await endpointDisabled({ platform, tx, changes }, settings.companyId, receiver.disabledReason);
      }
    }
    const retries = settled.filter((attempt) => attempt.state === 'retrying' && written.has(attempt.row.id));
    if (retries.length > 0) await platform.jobs.sendMany(DELIVERY_QUEUE, retries.map((attempt) => ({ data: { deliveryId: attempt.row.id }, startAfter: attempt.nextAttemptAt! })), { tx });
    if (!jobs) return;
    const failed = settled.filter((attempt) => attempt.state === 'failed');
    const failedIds = new Set(failed.map((attempt) => attempt.row.id));
    await jobs.settle.complete(tx, rows.filter((row) => !failedIds.has(row.id)).flatMap((row) => jobs.jobsOf(row.id)));
    for (const { row, outcome } of failed) {
      await jobs.settle.fail(tx, jobs.jobsOf(row.id), `Delivery ${row.id} failed after its last attempt: ${outcome.error ?? `HTTP ${outcome.status}`}`);
    }
  });
  return results;
}

/** One attempt at one delivery (test events, sent at once without the queue). */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<{ state: AttemptState; outcome?: AttemptOutcome }> {
  const rows = await deps.platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return (await attemptDeliveries(deps, rows)).get(deliveryId) ?? { state: 'skipped' };
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

export function toDelivery(row: WebhookDeliveryRow, senderName: string, receiverName: string): Delivery {
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
  deps.platform.jobs.wake(DELIVERY_QUEUE);
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
  const recovered = await deps.platform.db.transaction(async (tx) => {
    const failed = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.receiverCompanyId, companyId), eq(webhookDeliveries.target, 'LIVE'), eq(webhookDeliveries.status, 'FAILED'), gte(webhookDeliveries.createdAt, since)))
      .for('update');
    await requeue(tx, deps, failed.map((row) => row.id), 'RECOVER');
    return { recovered: failed.length };
  });
  if (recovered.recovered > 0) deps.platform.jobs.wake(DELIVERY_QUEUE);
  return recovered;
}
