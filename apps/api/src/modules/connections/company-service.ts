import {
  COMPANY_CONNECTIONS_PRIVILEGE,
  CompanyConnectionMessage,
  type CompanyConnection,
  type CompanyConnectionStatus,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import type { CompanyConnectionRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { companyAdminIds, getMembership, requireCompanyPrivilege } from '../companies/index';
import { notify } from '../notifications/index';
import { transactionWithChanges } from '../realtime/index';
import * as repo from './company-repository';
import type { Executor } from './repository';
import type { ConnectionsDeps } from './service';

/**
 * Company connections. A user always acts for its own company: reads need an active membership, writes
 * the company administration privilege. Requests of other companies answer 404.
 */

async function myActiveCompanyId(ex: Executor, userId: number): Promise<number> {
  const membership = await getMembership(ex, userId);
  if (!membership || membership.status !== 'ACTIVE' || membership.companyStatus !== 'ACTIVE') throw badRequest(CompanyConnectionMessage.noCompany);
  return membership.companyId;
}

async function actingCompany(ex: Executor, userId: number, companyId?: number): Promise<number> {
  const id = companyId ?? (await myActiveCompanyId(ex, userId));
  await requireCompanyPrivilege(ex, userId, id, COMPANY_CONNECTIONS_PRIVILEGE);
  return id;
}

async function requireOtherCompany(ex: Executor, companyId: number) {
  const company = await repo.findActiveCompany(ex, companyId);
  if (!company) throw notFound(CompanyConnectionMessage.companyNotFound);
  return company;
}

function toCompanyConnection(row: CompanyConnectionRow, company: repo.NetworkCompanyRow): CompanyConnection {
  return {
    id: row.id,
    status: row.status as CompanyConnection['status'],
    requestingCompanyId: row.requesterCompanyId,
    targetCompanyId: row.targetCompanyId,
    company,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

export async function connectCompany(deps: ConnectionsDeps, me: number, targetCompanyId: number): Promise<CompanyConnection> {
  try {
    return await transactionWithChanges(deps.platform, async (tx, changes) => {
      const mine = await actingCompany(tx, me);
      if (mine === targetCompanyId) throw badRequest(CompanyConnectionMessage.self);
      const target = await requireOtherCompany(tx, targetCompanyId);
      const existing = await repo.findLiveCompanyPair(tx, mine, targetCompanyId);
      if (existing) throw badRequest(existing.status === 'connected' ? CompanyConnectionMessage.alreadyConnected : CompanyConnectionMessage.alreadyPending);
      const row = await repo.insertCompanyRequest(tx, mine, targetCompanyId, me);
      const requester = await repo.findActiveCompany(tx, mine);
      const name = requester?.name ?? 'A company';
      await notify(deps.platform, { tx, changes }, {
        userIds: await companyAdminIds(tx, targetCompanyId),
        type: 'company_connection_request',
        title: `${name} wants to connect with your company`,
        message: `${name} sent your company a connection request. Approve or reject it from Company Connections.`,
        entity: { type: 'company_connection', id: row.id },
        metadata: { requestingCompanyId: mine },
      });
      return toCompanyConnection(row, target);
    });
  } catch (error) {
    if (repo.isCompanyPairConflict(error)) throw badRequest(CompanyConnectionMessage.alreadyPending);
    throw error;
  }
}

/** Ends a connection, or withdraws a pending request, between the user's company and another. */
export async function disconnectCompany(deps: ConnectionsDeps, me: number, otherCompanyId: number): Promise<void> {
  await deps.platform.db.transaction(async (tx) => {
    const mine = await actingCompany(tx, me);
    const existing = await repo.findLiveCompanyPair(tx, mine, otherCompanyId, true);
    if (!existing) throw notFound(CompanyConnectionMessage.notConnected);
    await repo.deleteCompanyConnection(tx, existing.id);
  });
}

export async function companyConnectionStatus(deps: ConnectionsDeps, me: number, otherCompanyId: number): Promise<CompanyConnectionStatus> {
  const { db } = deps.platform;
  const membership = await getMembership(db, me);
  const none: CompanyConnectionStatus = { companyId: otherCompanyId, status: 'none', direction: null, requestId: null };
  if (!membership || membership.status !== 'ACTIVE' || membership.companyId === otherCompanyId) return none;
  const existing = await repo.findLiveCompanyPair(db, membership.companyId, otherCompanyId);
  if (!existing) return none;
  if (existing.status === 'connected') return { ...none, status: 'connected' };
  return { ...none, status: 'pending', requestId: existing.id, direction: existing.targetCompanyId === membership.companyId ? 'incoming' : 'outgoing' };
}

/** Connected companies and pending requests of the user's own company (an empty page without one). */
export async function listCompanyConnections(deps: ConnectionsDeps, me: number, kind: repo.CompanyListKind, page: PageQuery): Promise<Page<CompanyConnection>> {
  const { db } = deps.platform;
  const membership = await getMembership(db, me);
  if (!membership || membership.status !== 'ACTIVE') return toPage([], 0, page);
  const { rows, total } = await repo.listCompanyConnections(db, membership.companyId, kind, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => toCompanyConnection(row.connection, row.company)),
    total,
    page,
  );
}

/**
 * Approve or reject with `companyId`, the company answering: the user needs the privilege in that
 * company, and the request must be addressed to it (else 404).
 */
export async function answerCompanyRequest(
  deps: ConnectionsDeps,
  me: number,
  requestId: number,
  companyId: number,
  answer: 'connected' | 'rejected',
): Promise<CompanyConnection> {
  return transactionWithChanges(deps.platform, async (tx, changes) => {
    await actingCompany(tx, me, companyId);
    const row = await repo.findCompanyRequestForUpdate(tx, requestId);
    if (!row || row.targetCompanyId !== companyId) throw notFound(CompanyConnectionMessage.requestNotFound);
    if (row.status !== 'pending') throw badRequest(CompanyConnectionMessage.notPending);
    const updated = await repo.answerCompanyRequest(tx, requestId, answer, me);
    const requester = await repo.findActiveCompany(tx, row.requesterCompanyId);
    const target = (await repo.findActiveCompany(tx, companyId))?.name ?? 'The company';
    await notify(deps.platform, { tx, changes }, {
      userIds: await companyAdminIds(tx, row.requesterCompanyId),
      type: 'company_connection_decision',
      title: answer === 'connected' ? `${target} approved your company connection` : `${target} rejected your company connection`,
      message: answer === 'connected' ? `Your company is now connected with ${target}.` : `${target} declined the connection request.`,
      entity: { type: 'company_connection', id: requestId },
    });
    return toCompanyConnection(updated, requester ?? { id: row.requesterCompanyId, name: 'Company', logo: null, verified: false });
  });
}
