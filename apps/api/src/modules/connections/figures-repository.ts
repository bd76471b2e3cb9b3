import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
