import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import { countTogether, readTogether } from '../../platform/read-together';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { partnerships, webhookDeliveries } from '../../db/schema/index';

/** Partnerships live now (status ACTIVE). */
export async function countActivePartnerships(db: Db): Promise<number> {
  return countTogether(db, db.select({ n: sql<number>`count(*)::int` }).from(partnerships).where(eq(partnerships.status, 'ACTIVE')));
}

/** Partnerships asked for per UTC day of the range, whatever became of them (partnerships_created_at_idx). */
export async function partnershipsRequestedPerDay(db: Db, range: DayRange): Promise<DayValue[]> {
  const day = utcDay(partnerships.createdAt);
  const query = db
    .select({ day, value: countInt })
    .from(partnerships)
    .where(and(gte(partnerships.createdAt, range.start), lt(partnerships.createdAt, range.end)))
    .groupBy(day);
  return asDayValues(await readTogether<{ day: string; value: number }>(db, query, ['day', 'value']));
}

const deliveredLive = (range: DayRange) =>
  and(eq(webhookDeliveries.status, 'SUCCEEDED'), eq(webhookDeliveries.target, 'LIVE'), gte(webhookDeliveries.deliveredAt, range.start), lt(webhookDeliveries.deliveredAt, range.end));

/** Live deliveries that reached their receiver, per UTC day of delivery (the partial metering index). */
const deliveriesStatement: LiveStatement = (db, range) => {
  const day = utcDay(webhookDeliveries.deliveredAt);
  return db.select({ day, value: countInt }).from(webhookDeliveries).where(deliveredLive(range)).groupBy(day).getSQL();
};

export interface DeliveryVolume {
  currency: string;
  deliveries: number;
  /** Minor units of `currency`. */
  volume: number;
}

/** The money volume carried by delivered live deliveries in the range, per currency (deliveries without a volume left out). */
export async function deliveryVolumeByCurrency(db: Db, range: DayRange): Promise<DeliveryVolume[]> {
  const rows = await db
    .select({ currency: sql<string>`${webhookDeliveries.volumeCurrency}`, deliveries: countInt, volume: sql<string>`sum(${webhookDeliveries.volumeMinor})` })
    .from(webhookDeliveries)
    .where(and(deliveredLive(range), sql`${webhookDeliveries.volumeCurrency} is not null`, sql`${webhookDeliveries.volumeMinor} is not null`))
    .groupBy(webhookDeliveries.volumeCurrency)
    .orderBy(webhookDeliveries.volumeCurrency);
  return rows.map((row) => ({ currency: row.currency, deliveries: row.deliveries, volume: Number(row.volume) }));
}

export interface PartnershipsOfCompany {
  /** requester: the company asked; provider: it was asked. */
  side: 'requester' | 'provider';
  status: string;
  count: number;
}

/** `companyId`'s partnerships now, by its side and status (the requester and provider indexes). */
export async function companyPartnershipsByStatus(db: Db, companyId: number): Promise<PartnershipsOfCompany[]> {
  const side = sql<'requester' | 'provider'>`case when ${partnerships.requesterCompanyId} = ${companyId} then 'requester' else 'provider' end`;
  const rows = await db
    .select({ side, status: partnerships.status, count: countInt })
    .from(partnerships)
    .where(or(eq(partnerships.requesterCompanyId, companyId), eq(partnerships.providerCompanyId, companyId)))
    .groupBy(sql`1`, partnerships.status)
    .orderBy(sql`1`, partnerships.status);
  return rows;
}

export interface CompanyDeliveries {
  sent: DayValue[];
  received: DayValue[];
}

/** Live deliveries `companyId` sent and received per UTC day they were created (the sender and receiver indexes). */
export async function companyDeliveriesPerDay(db: Db, companyId: number, range: DayRange): Promise<CompanyDeliveries> {
  const day = utcDay(webhookDeliveries.createdAt);
  const inRange = and(eq(webhookDeliveries.target, 'LIVE'), gte(webhookDeliveries.createdAt, range.start), lt(webhookDeliveries.createdAt, range.end));
  const [sent, received] = await Promise.all([
    db.select({ day, value: countInt }).from(webhookDeliveries).where(and(eq(webhookDeliveries.senderCompanyId, companyId), inRange)).groupBy(day),
    db.select({ day, value: countInt }).from(webhookDeliveries).where(and(eq(webhookDeliveries.receiverCompanyId, companyId), inRange)).groupBy(day),
  ]);
  return { sent: asDayValues(sent), received: asDayValues(received) };
}

export interface CompanyDeliveryVolume {
  direction: 'sent' | 'received';
  status: string;
  currency: string | null;
  deliveries: number;
  /** Minor units of `currency`; 0 without a currency. */
  volume: number;
}

/** `companyId`'s live deliveries created in the range, by direction, status and volume currency. */
export async function companyDeliveryVolume(db: Db, companyId: number, range: DayRange): Promise<CompanyDeliveryVolume[]> {
  const direction = sql<'sent' | 'received'>`case when ${webhookDeliveries.senderCompanyId} = ${companyId} then 'sent' else 'received' end`;
  const rows = await db
    .select({
      direction,
      status: webhookDeliveries.status,
      currency: webhookDeliveries.volumeCurrency,
      deliveries: countInt,
      volume: sql<string>`coalesce(sum(${webhookDeliveries.volumeMinor}), 0)`,
    })
    .from(webhookDeliveries)
    .where(
      and(
        or(eq(webhookDeliveries.senderCompanyId, companyId), eq(webhookDeliveries.receiverCompanyId, companyId)),
        eq(webhookDeliveries.target, 'LIVE'),
        gte(webhookDeliveries.createdAt, range.start),
        lt(webhookDeliveries.createdAt, range.end),
      ),
    )
    .groupBy(sql`1`, webhookDeliveries.status, webhookDeliveries.volumeCurrency)
    .orderBy(sql`1`, webhookDeliveries.status, webhookDeliveries.volumeCurrency);
  return rows.map((row) => ({ ...row, volume: Number(row.volume) }));
}

const deliveriesRollup = new DailyRollup('integrations.deliveries', deliveriesStatement);
export const integrationsDailyRollups = [deliveriesRollup];

/** Live deliveries that reached their receiver per UTC day of delivery (closed days from the roll-up). */
export const deliveriesPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => deliveriesRollup.perDay(db, range);
