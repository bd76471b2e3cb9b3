import {
  CompanyMessage,
  type AdminCompanyListQuery,
  type Company,
  type CompanySummary,
  type CompanyUser,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { companyApprovedMail } from './mails';
import { toCompany, toCompanyListItem } from './mapper';
import * as repo from './repository';
import { PRIVILEGES_ON_APPROVAL, type CompaniesDeps } from './service';
import { listCompanyStaff } from './staff-service';

const companyNotFound = () => notFound(CompanyMessage.companyNotFound);

/** GET /admin/companies: every status, newest first unless asked otherwise (seed 001 §9). */
export async function listCompaniesForAdmin(db: Db, query: AdminCompanyListQuery): Promise<Page<CompanySummary>> {
  const filter = { status: query.status, search: query.search, sortBy: query.sortBy, sortDir: query.sortDir };
  const [rows, total] = await Promise.all([repo.listCompanyPage(db, filter, { limit: query.size, offset: pageOffset(query) }), repo.countCompanies(db, filter)]);
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
  const { row, approved } = await deps.platform.db.transaction(async (tx) => {
    const company = await repo.findCompanyForUpdate(tx, companyId);
    if (!company) throw companyNotFound();
    const wasApproved = company.approvedAt !== null;
    const activating = decision === 'activate' || (decision === 'verify' && company.status === 'PENDING');
    const row = await repo.updateCompany(tx, companyId, {
      ...(decision === 'verify' ? { verified: true, verifiedAt: company.verifiedAt ?? now } : {}),
      ...(activating ? { status: 'ACTIVE', approvedAt: company.approvedAt ?? now } : {}),
      ...(decision === 'deactivate' ? { status: 'INACTIVE' } : {}),
      updatedAt: now,
    });
    if (activating) await repo.grantCompanyPrivileges(tx, companyId, PRIVILEGES_ON_APPROVAL, adminId);
    return { row, approved: activating && !wasApproved };
  });
  if (approved) {
    for (const admin of await repo.companyAdmins(deps.platform.db, companyId)) {
      const user = await repo.findUserBrief(deps.platform.db, admin.userId);
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
