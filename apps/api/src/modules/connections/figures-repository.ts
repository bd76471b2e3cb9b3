import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { readTogether } from '../../platform/read-together';
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
  const at = since.toISOString();
  // One statement: a round trip per figure costs more than either count.
  const [row] = await readTogether<{ people: number; companies: number }>(
    db,
    sql`select (select count(*) from ${userConnections} where ${userConnections.status} = 'connected' and ${userConnections.respondedAt} >= ${at}::timestamptz)::int as people,
      (select count(*) from ${companyConnections} where ${companyConnections.status} = 'connected' and ${companyConnections.respondedAt} >= ${at}::timestamptz)::int as companies`,
  );
  return row ?? { people: 0, companies: 0 };
}

export interface ConnectionsPerDay {
  people: DayValue[];
  companies: DayValue[];
}

/** Connections made per UTC day of the range (accepted requests by responded_at, the partial connected indexes), in one statement. */
export async function connectionsPerDay(db: Db, range: DayRange): Promise<ConnectionsPerDay> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const rows = await readTogether<{ kind: 'people' | 'companies'; day: string; value: number }>(
    db,
    sql`select 'people' as kind, ${utcDay(userConnections.respondedAt)} as day, count(*)::int as value from ${userConnections}
        where ${userConnections.status} = 'connected' and ${userConnections.respondedAt} >= ${start}::timestamptz and ${userConnections.respondedAt} < ${end}::timestamptz
        group by 2
      union all
      select 'companies', ${utcDay(companyConnections.respondedAt)}, count(*)::int from ${companyConnections}
        where ${companyConnections.status} = 'connected' and ${companyConnections.respondedAt} >= ${start}::timestamptz and ${companyConnections.respondedAt} < ${end}::timestamptz
        group by 2`,
  );
  const of = (kind: 'people' | 'companies') => asDayValues(rows.filter((row) => row.kind === kind));
  return { people: of('people'), companies: of('companies') };
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
