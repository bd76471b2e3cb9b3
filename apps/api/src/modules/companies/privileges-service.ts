import {
  CompanyMessage,
  createPrivilegeRequestSchema,
  openPrivilegeRequestStatuses,
  privilegeCatalogue,
  type CreatePrivilegeRequest,
  type MyPrivileges,
  type Page,
  type PageQuery,
  type PrivilegeRequest,
  type PrivilegeRequestStatus,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { notify as notifyPeople } from '../notifications/index';
import { transactionWithChanges } from '../realtime/index';
import { getMembership, requireOwnCompanyAdmin } from './access';
import { toPrivilegeRequest } from './mapper';
import { recordSecurityEvent } from '../auth/index';
import { notifyCompanyPrivileges } from './privilege-changes';
import type * as repo from './repository';
import * as memberRepo from './membership-repository';
import * as privilegeRepo from './privilege-repository';

const requestNotFound = () => notFound('Privilege request not found');

export async function myPrivileges(db: Db, userId: number): Promise<MyPrivileges> {
  const membership = await getMembership(db, userId);
  if (!membership) return { companyId: null, companyPrivileges: [], privileges: [], isCompanyAdmin: false };
  return {
    companyId: membership.companyId,
    companyPrivileges: membership.companyPrivileges as MyPrivileges['companyPrivileges'],
    privileges: membership.privileges,
    isCompanyAdmin: membership.isCompanyAdmin && membership.status === 'ACTIVE',
  };
}

/** The requests of the caller's company, newest first; an empty page without a company. */
export async function myRequests(db: Db, userId: number, query: PageQuery): Promise<Page<PrivilegeRequest>> {
  const membership = await getMembership(db, userId);
  if (!membership || membership.status !== 'ACTIVE') return toPage([], 0, query);
  const { rows, total } = await privilegeRepo.listPrivilegeRequests(db, { companyId: membership.companyId }, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toPrivilegeRequest), total, query);
}

async function loadRequest(ex: repo.Executor, id: number): Promise<PrivilegeRequest> {
  const view = await privilegeRepo.findPrivilegeRequest(ex, id);
  if (!view) throw requestNotFound();
  return toPrivilegeRequest(view);
}

/** A company admin asks the platform for a privilege; the company must be approved and not hold it yet. */
export async function createRequest(db: Db, userId: number, input: CreatePrivilegeRequest): Promise<PrivilegeRequest> {
  const values = createPrivilegeRequestSchema.parse(input);
  const id = await db
    .transaction(async (tx) => {
      const actor = await requireOwnCompanyAdmin(tx, userId);
      if (actor.companyStatus !== 'ACTIVE') throw conflict(CompanyMessage.companyNotActive);
      if (actor.companyPrivileges.includes(values.privilege)) throw conflict(CompanyMessage.privilegeAlreadyHeld);
      if (await privilegeRepo.openRequestExists(tx, actor.companyId, values.privilege)) throw conflict(CompanyMessage.requestAlreadyOpen);
      const row = await privilegeRepo.insertPrivilegeRequest(tx, { companyId: actor.companyId, requestedByUserId: userId, privilege: values.privilege, reason: values.reason });
      return row.id;
    })
    // Two admins of one company asking at the same moment: the partial unique index decides.
    .catch(conflictOnUniqueViolation(CompanyMessage.requestAlreadyOpen));
  return loadRequest(db, id);
}

/** Only the requester cancels, and only while open; another company's request answers 404. */
export async function cancelRequest(db: Db, userId: number, requestId: number): Promise<PrivilegeRequest> {
  await db.transaction(async (tx) => {
    const request = await privilegeRepo.lockPrivilegeRequest(tx, requestId);
    const membership = await memberRepo.findMembershipOfUser(tx, userId);
    if (!request || request.companyId !== membership?.companyId) throw requestNotFound();
    if (request.requestedByUserId !== userId) throw forbidden('Only the person who made the request can cancel it');
    if (!openPrivilegeRequestStatuses.includes(request.status as PrivilegeRequestStatus)) throw conflict(CompanyMessage.requestNotOpen);
    await privilegeRepo.updatePrivilegeRequest(tx, requestId, { status: 'CANCELLED', updatedAt: new Date() });
  });
  return loadRequest(db, requestId);
}

export async function adminRequests(db: Db, query: PageQuery & { status?: PrivilegeRequestStatus | undefined }): Promise<Page<PrivilegeRequest>> {
  const { rows, total } = await privilegeRepo.listPrivilegeRequests(db, { status: query.status }, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toPrivilegeRequest), total, query);
}

export type AdminDecision = 'approve' | 'reject' | 'request-verification';
const DECISION_TITLE: Record<AdminDecision, (privilege: string) => string> = {
  approve: (privilege) => `Your request for the ${privilege} privilege was approved`,
  reject: (privilege) => `Your request for the ${privilege} privilege was rejected`,
  'request-verification': (privilege) => `Your request for the ${privilege} privilege needs verification`,
};
const STATUS_AFTER: Record<AdminDecision, PrivilegeRequestStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  'request-verification': 'VERIFICATION_REQUESTED',
};

/**
 * A platform admin decides an open request, with optional notes for the requester. Approval grants the
 * privilege to the company in the same transaction and tells its members' browsers (privilegesUpdated).
 */
export async function decideRequest(
  platform: Platform,
  adminId: number,
  requestId: number,
  decision: AdminDecision,
  adminNotes: string | null,
): Promise<PrivilegeRequest> {
  const now = new Date();
  await transactionWithChanges(platform, async (tx, notify) => {
    const request = await privilegeRepo.lockPrivilegeRequest(tx, requestId);
    if (!request) throw requestNotFound();
    if (!openPrivilegeRequestStatuses.includes(request.status as PrivilegeRequestStatus)) throw conflict(CompanyMessage.requestNotOpen);
    if (decision === 'approve') {
      await privilegeRepo.grantCompanyPrivileges(tx, request.companyId, [request.privilege], adminId);
      await recordSecurityEvent(tx, { type: 'PRIVILEGE_GRANTED', userId: null, actorUserId: adminId, companyId: request.companyId, details: { privilege: request.privilege, request: request.id }, at: now });
      await notifyCompanyPrivileges(tx, notify, request.companyId);
    }
    if (request.requestedByUserId !== null) {
      await notifyPeople(platform, { tx, changes: notify }, {
        userIds: [request.requestedByUserId],
        type: 'privilege_request_decided',
        // The privilege's name people read ("Jobs"), not its code.
        title: DECISION_TITLE[decision](privilegeCatalogue.find((entry) => entry.code === request.privilege)?.name ?? request.privilege),
        message: adminNotes ? `Notes from the Paytable team: ${adminNotes}` : 'Open Company Privileges to see your requests.',
        entity: { type: 'privilege_request', id: request.id },
        priority: decision === 'approve' ? 'medium' : 'high',
      });
    }
    await privilegeRepo.updatePrivilegeRequest(tx, requestId, {
      status: STATUS_AFTER[decision],
      adminNotes: adminNotes ?? request.adminNotes,
      reviewedByUserId: adminId,
      reviewedAt: now,
      updatedAt: now,
    });
  });
  return loadRequest(platform.db, requestId);
}
