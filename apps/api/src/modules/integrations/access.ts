import { CompanyMessage } from '@paytable/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { getMembership, requireCompanyPrivilege } from '../companies/index';

export const INTEGRATIONS_PRIVILEGE = 'company_integrations' as const;

/** The caller acting for `companyId`: an active member holding company_integrations (404 outside, 403 without). */
export async function requireIntegrationsOf(db: Db, userId: number, companyId: number): Promise<number> {
  await requireCompanyPrivilege(db, userId, companyId, INTEGRATIONS_PRIVILEGE);
  return companyId;
}

/** The caller's own company, for routes that act for it (partnerships); same checks. */
export async function ownIntegrationsCompany(db: Db, userId: number): Promise<number> {
  const membership = await getMembership(db, userId);
  if (!membership) throw notFound(CompanyMessage.noAssociation);
  return requireIntegrationsOf(db, userId, membership.companyId);
}
