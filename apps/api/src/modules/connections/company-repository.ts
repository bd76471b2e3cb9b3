import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { companies, companyConnections, type CompanyConnectionRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../platform/unique-violation';
import type { Executor } from './repository';

/**
 * Drizzle code of company connections. The companies table belongs to the companies module; this file
 * only reads its display columns (name, logo, verified) to show the other company in lists.
 */

export const networkCompanyColumns = { id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified };
export type NetworkCompanyRow = { id: number; name: string; logo: string | null; verified: boolean };

export async function findActiveCompany(ex: Executor, companyId: number): Promise<NetworkCompanyRow | undefined> {
  const [row] = await ex
    .select(networkCompanyColumns)
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'ACTIVE')));
  return row;
}

const pairIs = (a: number, b: number): SQL =>
  sql`least(${companyConnections.requesterCompanyId}, ${companyConnections.targetCompanyId}) = ${Math.min(a, b)} and greatest(${companyConnections.requesterCompanyId}, ${companyConnections.targetCompanyId}) = ${Math.max(a, b)}`;
const live = sql`${companyConnections.status} in ('pending', 'connected')`;

export async function findLiveCompanyPair(ex: Executor, a: number, b: number, lock = false): Promise<CompanyConnectionRow | undefined> {
  const query = ex.select().from(companyConnections).where(and(pairIs(a, b), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCompanyRequestForUpdate(ex: Executor, id: number): Promise<CompanyConnectionRow | undefined> {
  const [row] = await ex.select().from(companyConnections).where(eq(companyConnections.id, id)).for('update');
  return row;
}

export async function insertCompanyRequest(ex: Executor, requesterCompanyId: number, targetCompanyId: number, userId: number): Promise<CompanyConnectionRow> {
  const [row] = await ex.insert(companyConnections).values({ requesterCompanyId, targetCompanyId, requestedByUserId: userId }).returning();
  if (!row) throw new Error('insert into company_connections returned no row');
  return row;
}

export async function answerCompanyRequest(ex: Executor, id: number, status: 'connected' | 'rejected', userId: number): Promise<CompanyConnectionRow> {
  const [row] = await ex
    .update(companyConnections)
    .set({ status, respondedByUserId: userId, respondedAt: new Date() })
    .where(eq(companyConnections.id, id))
    .returning();
  if (!row) throw new Error(`company_connections row ${id} vanished`);
  return row;
}

export async function deleteCompanyConnection(ex: Executor, id: number): Promise<void> {
  await ex.delete(companyConnections).where(eq(companyConnections.id, id));
}

export const isCompanyPairConflict = (error: unknown) => isUniqueViolation(error, 'company_connections_live_pair_key');

export type CompanyListKind = 'connected' | 'incoming' | 'outgoing';

/** A company's connections or pending requests, newest first, with the other company. */
export async function listCompanyConnections(ex: Executor, companyId: number, kind: CompanyListKind, limit: number, offset: number) {
  const mine =
    kind === 'connected'
      ? and(eq(companyConnections.status, 'connected'), or(eq(companyConnections.requesterCompanyId, companyId), eq(companyConnections.targetCompanyId, companyId)))
      : kind === 'incoming'
        ? and(eq(companyConnections.status, 'pending'), eq(companyConnections.targetCompanyId, companyId))
        : and(eq(companyConnections.status, 'pending'), eq(companyConnections.requesterCompanyId, companyId));
  const otherId = sql`case when ${companyConnections.requesterCompanyId} = ${companyId} then ${companyConnections.targetCompanyId} else ${companyConnections.requesterCompanyId} end`;
  const [rows, [total]] = await Promise.all([
    ex
      .select({ connection: companyConnections, company: networkCompanyColumns })
      .from(companyConnections)
      .innerJoin(companies, eq(companies.id, otherId))
      .where(mine)
      .orderBy(desc(sql`coalesce(${companyConnections.respondedAt}, ${companyConnections.createdAt})`), desc(companyConnections.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(companyConnections).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Demo data: a company connection between two companies named exactly so, idempotent per pair. */
export async function insertDemoCompanyConnection(ex: Executor, fromName: string, toName: string, status: 'pending' | 'connected'): Promise<void> {
  const rows = await ex
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(or(eq(companies.name, fromName), eq(companies.name, toName)));
  const from = rows.find((row) => row.name === fromName)?.id;
  const to = rows.find((row) => row.name === toName)?.id;
  if (from === undefined || to === undefined || (await findLiveCompanyPair(ex, from, to))) return;
  await ex.insert(companyConnections).values({ requesterCompanyId: from, targetCompanyId: to, status, respondedAt: status === 'connected' ? new Date() : null });
}
