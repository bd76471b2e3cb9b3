import { CompanyMessage, type CompanyPrivilege } from '@paytable/contracts';
import { forbidden, notFound } from '../../platform/errors';
import { effectivePrivileges, isCompanyAdmin } from './mapper';
import { type Executor } from './repository';
import { companyAdmins, findMembershipContext, type MembershipContext } from './membership-repository';

/** A user's place in its company, with what it may do there. */
export interface Membership extends MembershipContext {
  isCompanyAdmin: boolean;
  /** The privileges this user may use now (empty unless the membership and the company are active). */
  privileges: CompanyPrivilege[];
}

const companyNotFound = () => notFound(CompanyMessage.companyNotFound);

/** The user's company association (pending or active), or null without one. */
export async function getMembership(ex: Executor, userId: number): Promise<Membership | null> {
  const context = await findMembershipContext(ex, userId);
  if (!context) return null;
  const usable = context.status === 'ACTIVE' && context.isEnabled && context.companyStatus === 'ACTIVE';
  return { ...context, isCompanyAdmin: isCompanyAdmin(context), privileges: usable ? effectivePrivileges(context) : [] };
}

/** An active member of `companyId`; 404 for everyone else, so another company's resources stay invisible. */
export async function requireActiveMemberOf(ex: Executor, userId: number, companyId: number): Promise<Membership> {
  const membership = await getMembership(ex, userId);
  if (!membership || membership.companyId !== companyId || membership.status !== 'ACTIVE') throw companyNotFound();
  if (!membership.isEnabled) throw forbidden(CompanyMessage.privilegeRequired);
  return membership;
}

/**
 * For company-scoped actions of every module (jobs, press, events…): the user must be an active,
 * enabled member of `companyId` (404 otherwise), the company must be active and hold `privilege`, and
 * the user must hold it too — company admins hold all of the company's (403 otherwise).
 */
export async function requireCompanyPrivilege(ex: Executor, userId: number, companyId: number, privilege: CompanyPrivilege): Promise<Membership> {
  const membership = await requireActiveMemberOf(ex, userId, companyId);
  if (membership.companyStatus !== 'ACTIVE') throw forbidden(CompanyMessage.companyNotActive);
  if (!membership.privileges.includes(privilege)) throw forbidden(CompanyMessage.privilegeRequired);
  return membership;
}

/**
 * The admin of the user's own company, whatever the company's approval state (a pending company's
 * founder prepares its profile and invites colleagues). 404 without a company, 403 for other staff.
 */
export async function requireOwnCompanyAdmin(ex: Executor, userId: number): Promise<Membership> {
  const membership = await getMembership(ex, userId);
  if (!membership || membership.status !== 'ACTIVE') throw notFound(CompanyMessage.noAssociation);
  if (!membership.isEnabled || !membership.isCompanyAdmin) throw forbidden(CompanyMessage.notCompanyAdmin);
  return membership;
}

/** The admin of `companyId` specifically (company edits and logos): 404 for non-members, 403 for staff. */
export async function requireAdminOfCompany(ex: Executor, userId: number, companyId: number): Promise<Membership> {
  const membership = await requireActiveMemberOf(ex, userId, companyId);
  if (!membership.isCompanyAdmin) throw forbidden(CompanyMessage.notCompanyAdmin);
  return membership;
}

/** The members who administer a company (ADMIN role or the admin_access privilege): who hears of its requests. */
export async function companyAdminIds(ex: Executor, companyId: number): Promise<number[]> {
  return (await companyAdmins(ex, companyId)).map((admin) => admin.userId);
}
