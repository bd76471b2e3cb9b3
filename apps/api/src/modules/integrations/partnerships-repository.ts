import {
  IntegrationMessage,
  partnershipTransitions,
  type Partnership,
  type PartnershipAction,
  type PartnershipStatus,
  type ProviderMatch,
} from '@paytable/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { companies, integrationTypes, partnerships, type PartnershipRow } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/unique-violation';
import { transactionWithChanges } from '../realtime/index';
import { partnershipChanged, type NoticeContext } from './notices';

const requester = alias(companies, 'requester_company');
const provider = alias(companies, 'provider_company');

const partnershipNotFound = () => notFound(IntegrationMessage.partnershipNotFound);

const selection = {
  partnership: partnerships,
  requesterName: requester.name,
  providerName: provider.name,
  typeName: integrationTypes.name,
  typeIdentifier: integrationTypes.integrationIdentifier,
};
type Joined = { partnership: PartnershipRow; requesterName: string; providerName: string; typeName: string; typeIdentifier: string };

const joinedQuery = (db: Db | Tx) =>
  db
    .select(selection)
    .from(partnerships)
    .innerJoin(requester, eq(requester.id, partnerships.requesterCompanyId))
    .innerJoin(provider, eq(provider.id, partnerships.providerCompanyId))
    .innerJoin(integrationTypes, eq(integrationTypes.id, partnerships.integrationTypeId));

function toPartnership(row: Joined, companyId: number): Partnership {
  const p = row.partnership;
  return {
    id: p.id,
    status: p.status as PartnershipStatus,
    requester: { id: p.requesterCompanyId, name: row.requesterName },
    provider: { id: p.providerCompanyId, name: row.providerName },
    integrationType: { id: p.integrationTypeId, name: row.typeName, integrationIdentifier: row.typeIdentifier },
    side: p.providerCompanyId === companyId ? 'PROVIDER' : 'REQUESTER',
    message: p.message,
    reason: p.reason,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    approvedAt: p.approvedAt?.toISOString() ?? null,
    activatedAt: p.activatedAt?.toISOString() ?? null,
  };
}

const involves = (companyId: number) => or(eq(partnerships.requesterCompanyId, companyId), eq(partnerships.providerCompanyId, companyId));

/** A partnership the company is a side of; 404 for anyone else. */
export async function getPartnership(db: Db | Tx, companyId: number, id: number): Promise<Partnership> {
  const [row] = await joinedQuery(db).where(and(eq(partnerships.id, id), involves(companyId)));
  if (!row) throw partnershipNotFound();
  return toPartnership(row, companyId);
}

export async function listPartnerships(db: Db, companyId: number, query: { page: number; size: number; status?: PartnershipStatus | undefined }) {
  const where = and(involves(companyId), query.status ? eq(partnerships.status, query.status) : undefined);
  const [rows, total] = await Promise.all([
    joinedQuery(db).where(where).orderBy(desc(partnerships.updatedAt), desc(partnerships.id)).limit(query.size).offset(query.page * query.size),
    db.select({ total: count() }).from(partnerships).where(where),
  ]);
  return toPage(rows.map((row) => toPartnership(row, companyId)), total[0]?.total ?? 0, query);
}

/** Pending requests to the company (incoming) or from it (outgoing). */
export async function listRequests(db: Db, companyId: number, direction: 'incoming' | 'outgoing'): Promise<Partnership[]> {
  const side = direction === 'incoming' ? eq(partnerships.providerCompanyId, companyId) : eq(partnerships.requesterCompanyId, companyId);
  const rows = await joinedQuery(db).where(and(side, eq(partnerships.status, 'PENDING'))).orderBy(desc(partnerships.createdAt));
  return rows.map((row) => toPartnership(row, companyId));
}

const companyName = async (tx: Tx, id: number) => (await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, id)))[0]?.name ?? 'A company';

export async function requestPartnership(platform: Platform, companyId: number, userId: number, input: { providerCompanyId: number; integrationTypeId: number; message: string }): Promise<Partnership> {
  if (input.providerCompanyId === companyId) throw badRequest(IntegrationMessage.ownCompany);
  const id = await transactionWithChanges(platform, async (tx, changes) => {
    const [partner] = await tx.select({ id: companies.id, status: companies.status }).from(companies).where(eq(companies.id, input.providerCompanyId));
    if (!partner || partner.status !== 'ACTIVE') throw badRequest(IntegrationMessage.partnerNotFound);
    const [type] = await tx.select().from(integrationTypes).where(eq(integrationTypes.id, input.integrationTypeId));
    if (!type) throw badRequest(IntegrationMessage.typeNotFound);
    if (!type.isActive) throw badRequest(IntegrationMessage.typeInactive);
    const [row] = await tx
      .insert(partnerships)
      .values({ requesterCompanyId: companyId, providerCompanyId: input.providerCompanyId, integrationTypeId: type.id, message: input.message, createdByUserId: userId })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'partnerships_open_key') ? conflict(IntegrationMessage.duplicatePartnership) : error;
      });
    await partnershipChanged({ platform, tx, changes }, { partnershipId: row!.id, status: 'PENDING', actorCompany: await companyName(tx, companyId), typeName: type.name, toCompanyIds: [input.providerCompanyId], reason: null });
    return row!.id;
  });
  return getPartnership(platform.db, companyId, id);
}

async function lockPartnership(tx: Tx, companyId: number, id: number): Promise<PartnershipRow> {
  const [row] = await tx.select().from(partnerships).where(and(eq(partnerships.id, id), involves(companyId))).for('update');
  if (!row) throw partnershipNotFound();
  return row;
}

/** The requester edits the message of its pending request. */
export async function updateRequest(platform: Platform, companyId: number, id: number, message: string): Promise<Partnership> {
  await platform.db.transaction(async (tx) => {
    const row = await lockPartnership(tx, companyId, id);
    if (row.requesterCompanyId !== companyId || row.status !== 'PENDING') throw conflict(IntegrationMessage.transitionNotAllowed);
    await tx.update(partnerships).set({ message, updatedAt: new Date() }).where(eq(partnerships.id, id));
  });
  return getPartnership(platform.db, companyId, id);
}

/**
 * The life cycle: the provider approves or rejects a request; either side activates an approved (or
 * suspended) partnership, suspends an active one and terminates any live one. Both sides hear of it.
 */
export async function transition(platform: Platform, companyId: number, id: number, action: PartnershipAction, reason: string | null, now: Date): Promise<Partnership> {
  const rule = partnershipTransitions[action];
  await transactionWithChanges(platform, async (tx, changes) => {
    const row = await lockPartnership(tx, companyId, id);
    if ((action === 'approve' || action === 'reject') && row.providerCompanyId !== companyId) throw forbidden(IntegrationMessage.onlyProviderDecides);
    if (!rule.from.includes(row.status as PartnershipStatus)) throw conflict(IntegrationMessage.transitionNotAllowed);
    if (rule.needsReason && !reason) throw badRequest(IntegrationMessage.reasonRequired);
    await tx
      .update(partnerships)
      .set({
        status: rule.to,
        reason: rule.needsReason ? reason : row.reason,
        updatedAt: now,
        ...(action === 'approve' ? { approvedAt: now } : {}),
        ...(action === 'activate' && row.activatedAt === null ? { activatedAt: now } : {}),
      })
      .where(eq(partnerships.id, id));
    const [type] = await tx.select({ name: integrationTypes.name }).from(integrationTypes).where(eq(integrationTypes.id, row.integrationTypeId));
    await partnershipChanged(
      { platform, tx, changes },
      { partnershipId: id, status: rule.to, actorCompany: await companyName(tx, companyId), typeName: type?.name ?? 'integration', toCompanyIds: [row.requesterCompanyId, row.providerCompanyId], reason: rule.needsReason ? reason : null },
    );
  });
  return getPartnership(platform.db, companyId, id);
}

/** The requester withdraws its own pending request. */
export async function deleteRequest(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPartnership(tx, companyId, id);
    if (row.requesterCompanyId !== companyId) throw forbidden(IntegrationMessage.onlyRequesterDeletes);
    if (row.status !== 'PENDING') throw conflict(IntegrationMessage.transitionNotAllowed);
    await tx.delete(partnerships).where(eq(partnerships.id, id));
  });
}

/** The partnership a delivery travels on, locked, with the other side; only an active one carries deliveries. */
export async function activePartnershipFor(tx: Tx, companyId: number, id: number): Promise<PartnershipRow> {
  const row = await lockPartnership(tx, companyId, id);
  if (row.status !== 'ACTIVE') throw conflict(IntegrationMessage.partnershipNotActive);
  return row;
}

export async function nextSequence(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.update(partnerships).set({ lastSequence: sql`${partnerships.lastSequence} + 1` }).where(eq(partnerships.id, id)).returning({ sequence: partnerships.lastSequence });
  return row!.sequence;
}

export async function openPartnershipCounts(db: Db, companyId: number) {
  const rows = await db
    .select({ status: partnerships.status, incoming: sql<number>`count(*) filter (where ${partnerships.providerCompanyId} = ${companyId})::int`, total: count() })
    .from(partnerships)
    .where(involves(companyId))
    .groupBy(partnerships.status);
  const of = (status: PartnershipStatus) => rows.find((row) => row.status === status);
  return {
    incomingRequests: of('PENDING')?.incoming ?? 0,
    outgoingRequests: (of('PENDING')?.total ?? 0) - (of('PENDING')?.incoming ?? 0),
    active: of('ACTIVE')?.total ?? 0,
    total: rows.reduce((sum, row) => sum + row.total, 0),
  };
}

/**
 * Providers for the company, ranked by fit: serving the business types the integration type names as
 * providers (3), each verified certification (standard or licence) in common (1), each licence
 * jurisdiction in common (1), an existing company connection (2). Companies already in an open
 * partnership of that type with the caller are left out. The reasons are shown next to each match.
 */
export async function discoverProviders(db: Db, companyId: number, integrationTypeId: number | undefined): Promise<ProviderMatch[]> {
  let providerTypes: number[] = [];
  if (integrationTypeId !== undefined) {
    const [type] = await db.select({ ids: integrationTypes.providerBusinessTypeIds, active: integrationTypes.isActive }).from(integrationTypes).where(eq(integrationTypes.id, integrationTypeId));
    if (!type || !type.active) throw notFound(IntegrationMessage.typeNotFound);
    providerTypes = type.ids;
  }
  const typeFilter: SQL = providerTypes.length > 0 ? sql`and serves > 0` : sql``;
  const openFilter: SQL =
    integrationTypeId === undefined
      ? sql``
      : sql`and not exists (select 1 from partnerships p where p.integration_type_id = ${integrationTypeId} and p.status in ('PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED')
              and ((p.requester_company_id = ${companyId} and p.provider_company_id = c.id) or (p.provider_company_id = ${companyId} and p.requester_company_id = c.id)))`;
  const typeArray = sql`${`{${providerTypes.join(',')}}`}::int[]`;
  const rows = await executeRows<{ id: number; name: string; serves: number; jurisdictions: string[] | null; certifications: string[] | null; connected: boolean }>(
    db,
    sql`with candidates as (
          select c.id, c.name,
            (select count(*)::int from company_business_types cbt where cbt.company_id = c.id and cbt.business_type_id = any(${typeArray})) as serves,
            (select array_agg(lj.name order by lj.name) from company_jurisdictions mine
               join company_jurisdictions theirs on theirs.jurisdiction_id = mine.jurisdiction_id and theirs.company_id = c.id
               join license_jurisdictions lj on lj.id = mine.jurisdiction_id
             where mine.company_id = ${companyId}) as jurisdictions,
            (select array_agg(distinct coalesce(theirs.standard, lj.name)) from company_certifications theirs
               join company_certifications mine on mine.company_id = ${companyId} and mine.status = 'VERIFIED'
                 and (mine.standard = theirs.standard or mine.jurisdiction_id = theirs.jurisdiction_id)
               left join license_jurisdictions lj on lj.id = theirs.jurisdiction_id
             where theirs.company_id = c.id and theirs.status = 'VERIFIED') as certifications,
            exists (select 1 from company_connections cc where cc.status = 'connected'
               and ((cc.requester_company_id = ${companyId} and cc.target_company_id = c.id) or (cc.target_company_id = ${companyId} and cc.requester_company_id = c.id))) as connected
          from companies c
          where c.status = 'ACTIVE' and c.id <> ${companyId} ${openFilter}
        )
        select * from candidates where true ${typeFilter}`,
  );
  return rows
    .map((row) => {
      const reasons: string[] = [];
      let score = 0;
      if (row.serves > 0) {
        score += 3;
        reasons.push('Serves the business types this integration is provided by');
      }
      for (const name of row.certifications ?? []) {
        score += 1;
        reasons.push(`Verified certification in common: ${name}`);
      }
      for (const name of row.jurisdictions ?? []) {
        score += 1;
        reasons.push(`Licensed in ${name}, as you are`);
      }
      if (row.connected) {
        score += 2;
        reasons.push('Already connected with your company');
      }
      return { companyId: row.id, name: row.name, score, reasons };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, 50);
}

/**
 * Suspends every active partnership of a company, on either side, in the caller's transaction (credit
 * control calls it for an unpaid invoice). Both sides of each hear of it, as with a suspension by hand;
 * the platform is the actor. Answers how many were suspended.
 */
export async function suspendCompanyPartnerships(context: NoticeContext, companyId: number, reason: string, now: Date): Promise<number> {
  const { tx } = context;
  const rows = await tx
    .update(partnerships)
    .set({ status: 'SUSPENDED', reason, updatedAt: now })
    .where(and(eq(partnerships.status, 'ACTIVE'), or(eq(partnerships.requesterCompanyId, companyId), eq(partnerships.providerCompanyId, companyId))))
    .returning({ id: partnerships.id, requesterCompanyId: partnerships.requesterCompanyId, providerCompanyId: partnerships.providerCompanyId, integrationTypeId: partnerships.integrationTypeId });
  for (const row of rows) {
    const [type] = await tx.select({ name: integrationTypes.name }).from(integrationTypes).where(eq(integrationTypes.id, row.integrationTypeId));
    await partnershipChanged(context, { partnershipId: row.id, status: 'SUSPENDED', actorCompany: 'Paytable', typeName: type?.name ?? 'integration', toCompanyIds: [row.requesterCompanyId, row.providerCompanyId], reason });
  }
  return rows.length;
}

/** Companies on either side of an ACTIVE partnership (support's contract SLAs), optionally among `companyIds`. */
export async function companiesWithActivePartnership(ex: Db | Tx, companyIds?: readonly number[]): Promise<number[]> {
  if (companyIds !== undefined && companyIds.length === 0) return [];
  const among =
    companyIds === undefined ? undefined : or(inArray(partnerships.requesterCompanyId, [...companyIds]), inArray(partnerships.providerCompanyId, [...companyIds]));
  const rows = await ex
    .select({ requester: partnerships.requesterCompanyId, provider: partnerships.providerCompanyId })
    .from(partnerships)
    .where(and(eq(partnerships.status, 'ACTIVE'), among));
  const ids = new Set(rows.flatMap((row) => [row.requester, row.provider]));
  return [...ids].filter((id) => companyIds === undefined || companyIds.includes(id));
}
