import {
  CompanyMessage,
  privilegeNameOf,
  type AdminCompanyListQuery,
  type CompanyPrivilege,
  type CompanyPrivilegeHolding,
  type Company,
  type CompanySummary,
  type CompanyUser,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { notify as notifyPeople } from '../notifications/index';
import { transactionWithChanges } from '../realtime/index';
import { companyApprovedMail } from './mails';
import { companyAdminIds } from './access';
import { recordSecurityEvent } from '../auth/index';
import { notifyCompanyPrivileges } from './privilege-changes';
import { forgetPublicCompanyList } from './public-list-cache';
import { toCompany, toCompanyListItem } from './mapper';
import * as repo from './repository';
import * as memberRepo from './membership-repository';
import * as privilegeRepo from './privilege-repository';
import { PRIVILEGES_ON_APPROVAL, type CompaniesDeps } from './service';
import { listCompanyStaff } from './staff-service';

const companyNotFound = () => notFound(CompanyMessage.companyNotFound);

/** GET /admin/companies: every status, newest first unless asked otherwise (seed 001 §9). */
export async function listCompaniesForAdmin(db: Db, query: AdminCompanyListQuery): Promise<Page<CompanySummary>> {
  const filter = { status: query.status, search: query.search, sortBy: query.sortBy, sortDir: query.sortDir };
  const { rows, total } = await repo.listCompanyPage(db, filter, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toCompanyListItem), total, query);
}

export type CompanyDecision = 'verify' | 'activate' | 'deactivate';

/**
 * verify: the business was checked (badge) — and a pending company is approved with it.
 * activate: approve a pending company, or bring back a deactivated one.
 * deactivate: hide the company and suspend its privileges (its data stays).
 * Approval grants the privileges every company receives and mails the company's admins.
 */
export async function decideCompany(deps: CompaniesDeps, adminId: number, companyId: number, decision: CompanyDecision): Promise<Company> {
  const now = new Date();
  const { row, approved } = await transactionWithChanges(deps.platform, async (tx, notify) => {
    const company = await repo.findCompanyForUpdate(tx, companyId);
    if (!company) throw companyNotFound();
    const wasApproved = company.approvedAt !== null;
    const activating = decision === 'activate' || (decision === 'verify' && company.status === 'PENDING');
    const row = await repo.updateCompany(tx, companyId, {
      ...(decision === 'verify' ? { verified: true, verifiedAt: company.verified ? company.verifiedAt : now } : {}),
      ...(activating ? { status: 'ACTIVE', approvedAt: company.approvedAt ?? now } : {}),
      ...(decision === 'deactivate' ? { status: 'INACTIVE' } : {}),
      updatedAt: now,
    });
    if (activating) {
      await privilegeRepo.grantCompanyPrivileges(tx, companyId, PRIVILEGES_ON_APPROVAL, adminId);
      await recordSecurityEvent(tx, { type: 'PRIVILEGE_GRANTED', userId: null, actorUserId: adminId, companyId, details: { privilege: PRIVILEGES_ON_APPROVAL.join(', '), reason: 'company approved' }, at: now });
    }
    if (decision === 'verify' && !company.verified) await deps.platform.events.publish(tx, 'company.verified', { companyId, adminId });
    // Approval grants privileges and deactivation suspends them: the members' browsers hear of both.
    if (activating || decision === 'deactivate') await notifyCompanyPrivileges(tx, notify, companyId);
    if (decision === 'verify' && !company.verified) {
      await notifyPeople(deps.platform, { tx, changes: notify }, {
        userIds: await companyAdminIds(tx, companyId),
        type: 'company_verified',
        title: 'Your company is verified',
        message: 'Your company now shows the verified badge across Paytable.',
        entity: { type: 'company', id: companyId },
      });
    }
    return { row, approved: activating && !wasApproved };
  });
  forgetPublicCompanyList(deps.platform.db);
  if (approved) {
    for (const admin of await memberRepo.companyAdmins(deps.platform.db, companyId)) {
      const user = await memberRepo.findUserBrief(deps.platform.db, admin.userId);
      try {
        await deps.platform.mailer.send(
          companyApprovedMail({ to: admin.email, firstName: user?.firstName ?? '', companyName: row.name, publicUrl: deps.platform.config.publicUrl }),
        );
      } catch (error) {
        deps.log.error({ err: error, companyId }, 'could not send the company approval mail');
      }
    }
  }
  deps.log.info({ companyId, decision, adminId }, 'company decision');
  const [refs, members] = await Promise.all([repo.companyRefs(deps.platform.db, [companyId]), repo.activeMemberCount(deps.platform.db, companyId)]);
  return toCompany(row, refs, members);
}

export async function companyUsersForAdmin(db: Db, companyId: number, query: PageQuery & { search?: string | undefined }): Promise<Page<CompanyUser>> {
  if (!(await repo.findCompany(db, companyId))) throw companyNotFound();
  return listCompanyStaff(db, companyId, query);
}

/** GET /admin/companies/{id}/privileges: what a company holds, for a platform admin's review. */
export async function companyPrivilegesForAdmin(db: Db, companyId: number): Promise<CompanyPrivilegeHolding[]> {
  if (!(await repo.findCompany(db, companyId))) throw companyNotFound();
  const holdings = await privilegeRepo.companyPrivilegeHoldings(db, companyId);
  return holdings.map((holding) => ({
    privilege: holding.privilege as CompanyPrivilege,
    name: privilegeNameOf(holding.privilege),
    grantedAt: holding.grantedAt.toISOString(),
    grantedByUserId: holding.grantedByUserId,
  }));
}

/**
 * DELETE /admin/companies/{id}/privileges/{privilege}: a platform admin takes back a privilege the
 * company holds (approved by mistake, or abused). The staff lose their share of it too, and every
 * member's open browsers hear of it (privilegesUpdated). Answers what the company still holds.
 */
export async function revokeCompanyPrivilege(platform: Platform, adminId: number, companyId: number, privilege: CompanyPrivilege): Promise<CompanyPrivilegeHolding[]> {
  await transactionWithChanges(platform, async (tx, notify) => {
    if (!(await repo.findCompanyForUpdate(tx, companyId))) throw companyNotFound();
    if (!(await privilegeRepo.revokeCompanyPrivilege(tx, companyId, privilege))) throw notFound(CompanyMessage.companyPrivilegeNotHeld);
    await recordSecurityEvent(tx, { type: 'PRIVILEGE_REVOKED', userId: null, actorUserId: adminId, companyId, details: { privilege } });
    await notifyCompanyPrivileges(tx, notify, companyId);
  });
  return companyPrivilegesForAdmin(platform.db, companyId);
}
