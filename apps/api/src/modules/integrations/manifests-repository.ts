import { IntegrationMessage, MANIFEST_EVENT_TYPE, type ManifestDocument, type ManifestSummary, type Page, type SignedManifest } from '@paytable/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryManifests, webhookDeliveries, type DeliveryManifestRow } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { createDelivery, DELIVERY_QUEUE, type DeliveryDeps } from './deliveries-repository';
import { findSettings, signingSecrets } from './settings-repository';
import { signedHeaders } from './signing';

/** The hourly run: five minutes past each hour (UTC) it builds the manifests of the hour before. */
export const MANIFEST_SCHEDULE = { name: 'integrations-hourly-manifests', cron: '5 * * * *' } as const;

const HOUR_MS = 3_600_000;
const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** A manifest's id names its receiver and hour (seconds), so building one twice finds the first. */
export const manifestIdOf = (receiverCompanyId: number, hourStart: Date) => `mfst_${receiverCompanyId}_${Math.floor(hourStart.getTime() / 1000)}`;

export function defineManifestSchedule(platform: Platform, deps: () => DeliveryDeps): void {
  platform.jobs.define({
    name: MANIFEST_SCHEDULE.name,
    handler: async () => {
      const d = deps();
      await buildHourlyManifests(d, new Date(startOfHour(d.now()).getTime() - HOUR_MS));
    },
    retryLimit: 2,
  });
  platform.jobs.schedule(MANIFEST_SCHEDULE.name, MANIFEST_SCHEDULE.cron);
}

/** The live partnership deliveries addressed to a receiver that were created in one hour. */
const inHour = (receiverCompanyId: number | undefined, hourStart: Date) =>
  and(
    receiverCompanyId === undefined ? undefined : eq(webhookDeliveries.receiverCompanyId, receiverCompanyId),
    eq(webhookDeliveries.target, 'LIVE'),
    isNotNull(webhookDeliveries.partnershipId),
    gte(webhookDeliveries.createdAt, hourStart),
    lt(webhookDeliveries.createdAt, new Date(hourStart.getTime() + HOUR_MS)),
  );

/** Builds the manifest of `hourStart` for every receiver that had deliveries then; answers how many were new. */
export async function buildHourlyManifests(deps: DeliveryDeps, hourStart: Date): Promise<number> {
  const hour = startOfHour(hourStart);
  const receivers = await deps.platform.db.selectDistinct({ id: webhookDeliveries.receiverCompanyId }).from(webhookDeliveries).where(inHour(undefined, hour));
  let built = 0;
  for (const receiver of receivers) if (await buildManifest(deps, receiver.id, hour)) built += 1;
  if (built > 0) deps.platform.jobs.wake(DELIVERY_QUEUE);
  return built;
}

/**
 * One receiver's manifest of one hour, in one transaction: the deliveries listed by partnership and
 * sequence, the document stored as the exact text that is signed, and, when the receiver has a live
 * endpoint, a delivery carrying it (signed, retried and logged like any other). A second build of the same
 * hour changes nothing: the first is the record. Answers the new row, or undefined when it existed.
 */
export function buildManifest(deps: DeliveryDeps, receiverCompanyId: number, hourStart: Date): Promise<DeliveryManifestRow | undefined> {
  return deps.platform.db.transaction((tx) => writeManifest(tx, receiverCompanyId, hourStart, deps.now(), deps));
}

/** buildManifest inside a given transaction; without `deliver` the manifest is only stored (demo data). */
export async function writeManifest(tx: Tx, receiverCompanyId: number, hourStart: Date, now: Date, deliver?: DeliveryDeps): Promise<DeliveryManifestRow | undefined> {
  const id = manifestIdOf(receiverCompanyId, hourStart);
  const rows = await tx
    .select({
      id: webhookDeliveries.id,
      partnershipId: webhookDeliveries.partnershipId,
      sequence: webhookDeliveries.sequence,
      eventType: webhookDeliveries.eventType,
      bodySha256: webhookDeliveries.bodySha256,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(inHour(receiverCompanyId, hourStart))
    .orderBy(asc(webhookDeliveries.partnershipId), asc(webhookDeliveries.sequence), asc(webhookDeliveries.id));
  const partnerships = new Map<number, ManifestDocument['partnerships'][number]>();
  for (const row of rows) {
    const sequence = row.sequence ?? 0;
    const entry = partnerships.get(row.partnershipId!);
    if (entry === undefined) partnerships.set(row.partnershipId!, { partnershipId: row.partnershipId!, firstSequence: sequence, lastSequence: sequence, count: 1 });
    else Object.assign(entry, { lastSequence: sequence, count: entry.count + 1 });
  }
  const document: ManifestDocument = {
    type: MANIFEST_EVENT_TYPE,
    manifestId: id,
    receiverCompanyId,
    hourStart: hourStart.toISOString(),
    hourEnd: new Date(hourStart.getTime() + HOUR_MS).toISOString(),
    partnerships: [...partnerships.values()],
    deliveries: rows.map((row) => ({ id: row.id, partnershipId: row.partnershipId!, sequence: row.sequence ?? 0, eventType: row.eventType, bodySha256: row.bodySha256, createdAt: row.createdAt.toISOString() })),
  };
  const body = JSON.stringify(document);
  const [inserted] = await tx
    .insert(deliveryManifests)
    .values({ id, receiverCompanyId, hourStart, deliveryCount: rows.length, partnershipCount: partnerships.size, body, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted === undefined || deliver === undefined) return inserted;
  const settings = await findSettings(tx, receiverCompanyId);
  if (!settings?.recipientEndpointUrl || settings.endpointDisabledAt) return inserted;
  const delivery = await createDelivery(tx, deliver, {
    partnershipId: null,
    senderCompanyId: receiverCompanyId,
    receiverCompanyId,
    integrationTypeId: null,
    eventType: MANIFEST_EVENT_TYPE,
    target: 'LIVE',
    trigger: 'MANIFEST',
    body,
    sequence: null,
  });
  const [updated] = await tx.update(deliveryManifests).set({ deliveryId: delivery.id }).where(eq(deliveryManifests.id, id)).returning();
  return updated;
}

/** The hours (their starts) in which these deliveries were created, each once. */
export const hoursOf = (times: readonly Date[]) => [...new Set(times.map((at) => startOfHour(at).getTime()))].map((ms) => new Date(ms));

const summaryColumns = {
  manifest: deliveryManifests,
  deliveryStatus: webhookDeliveries.status,
};

function toSummary(row: { manifest: DeliveryManifestRow; deliveryStatus: string | null }): ManifestSummary {
  const { manifest } = row;
  return {
    id: manifest.id,
    hourStart: manifest.hourStart.toISOString(),
    hourEnd: new Date(manifest.hourStart.getTime() + HOUR_MS).toISOString(),
    deliveries: manifest.deliveryCount,
    partnerships: manifest.partnershipCount,
    createdAt: manifest.createdAt.toISOString(),
    deliveryId: manifest.deliveryId,
    deliveryStatus: (row.deliveryStatus as ManifestSummary['deliveryStatus']) ?? null,
  };
}

/** The company's manifests, newest hour first. */
export async function listManifests(db: Db, companyId: number, query: { page: number; size: number }): Promise<Page<ManifestSummary>> {
  const where = eq(deliveryManifests.receiverCompanyId, companyId);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(deliveryManifests)
      .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, deliveryManifests.deliveryId))
      .where(where)
      .orderBy(desc(deliveryManifests.hourStart))
      .limit(query.size)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(deliveryManifests).where(where),
  ]);
  return toPage(rows.map(toSummary), counted?.total ?? 0, query);
}

/**
 * One manifest with the exact signed body and Standard Webhooks headers: `webhook-id` is the manifest id,
 * the timestamp the time of this answer, the signature made now with the company's current secrets (during a
 * rotation, both), so the receiver verifies it as it verifies every delivery.
 */
export async function getSignedManifest(deps: DeliveryDeps, companyId: number, manifestId: string): Promise<SignedManifest> {
  const db = deps.platform.db;
  const [row] = await db
    .select(summaryColumns)
    .from(deliveryManifests)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, deliveryManifests.deliveryId))
    .where(and(eq(deliveryManifests.id, manifestId), eq(deliveryManifests.receiverCompanyId, companyId)));
  if (row === undefined) throw notFound(IntegrationMessage.manifestNotFound);
  const secrets = signingSecrets(await findSettings(db, companyId), deps.box, deps.now());
  if (secrets.length === 0) throw conflict(IntegrationMessage.noSecret);
  // Signed as it is handed over: a Standard Webhooks verifier refuses a timestamp five minutes from its clock.
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  return {
    ...toSummary(row),
    body: row.manifest.body,
    document: JSON.parse(row.manifest.body) as ManifestDocument,
    headers: signedHeaders(secrets, row.manifest.id, timestamp, row.manifest.body),
  };
}
