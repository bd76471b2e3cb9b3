import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDayValues, countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { companyConnections, userConnections } from '../../db/schema/index';

export interface ConnectionsMade {
  people: number;
  companies: number;
}

/**
 * Connections made at or after `since`: accepted requests whose answer (responded_at) falls in the
 * window, between people and between companies.
 */
export async function countConnectionsMadeSince(db: Db, since: Date): Promise<ConnectionsMade> {
  const count = sql<number>`count(*)::int`;
  const [[people], [companies]] = await Promise.all([
    db.select({ n: count }).from(userConnections).where(and(eq(userConnections.status, 'connected'), gte(userConnections.respondedAt, since))),
    db.select({ n: count }).from(companyConnections).where(and(eq(companyConnections.status, 'connected'), gte(companyConnections.respondedAt, since))),
  ]);
  return { people: people?.n ?? 0, companies: companies?.n ?? 0 };
}

export interface ConnectionsPerDay {
  people: DayValue[];
  companies: DayValue[];
}

/** Connections made per UTC day of the range (accepted requests by responded_at, the partial connected indexes). */
export async function connectionsPerDay(db: Db, range: DayRange): Promise<ConnectionsPerDay> {
  const peopleDay = utcDay(userConnections.respondedAt);
  const companyDay = utcDay(companyConnections.respondedAt);
  const [people, companies] = await Promise.all([
    db
      .select({ day: peopleDay, value: countInt })
      .from(userConnections)
      .where(and(eq(userConnections.status, 'connected'), gte(userConnections.respondedAt, range.start), lt(userConnections.respondedAt, range.end)))
      .groupBy(peopleDay),
    db
      .select({ day: companyDay, value: countInt })
      .from(companyConnections)
      .where(and(eq(companyConnections.status, 'connected'), gte(companyConnections.respondedAt, range.start), lt(companyConnections.respondedAt, range.end)))
      .groupBy(companyDay),
  ]);
  return { people: asDayValues(people), companies: asDayValues(companies) };
}

const involves = (companyId: number) => or(eq(companyConnections.requesterCompanyId, companyId), eq(companyConnections.targetCompanyId, companyId));

/** The companies `companyId` is connected with now (either side of the request). */
export async function countCompanyConnections(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: countInt }).from(companyConnections).where(and(eq(companyConnections.status, 'connected'), involves(companyId)));
  return row?.n ?? 0;
}

/** Connections `companyId` made per UTC day of the range (its side's requester/target indexes). */
export async function companyConnectionsPerDay(db: Db, companyId: number, range: DayRange): Promise<DayValue[]> {
  const day = utcDay(companyConnections.respondedAt);
  const rows = await db
    .select({ day, value: countInt })
    .from(companyConnections)
    .where(and(eq(companyConnections.status, 'connected'), involves(companyId), gte(companyConnections.respondedAt, range.start), lt(companyConnections.respondedAt, range.end)))
    .groupBy(day);
  return asDayValues(rows);
}
