import type { ReactNode } from 'react';
import { COMPANY_CONNECTIONS_PRIVILEGE } from '@paytable/contracts';
import { useMyPrivileges } from '@/features/companies/api/privileges';
import { useAuthStore } from '@/features/auth/store';
import { CompanyConnectButton } from '@/features/connections';

/**
 * What a company page shows as its connection action, for the signed-in user: nothing for visitors and
 * for users without an active company; the status for members; the actions for those who may connect
 * their company (its admin, or a member holding admin_access).
 */
export function useCompanyConnectAction(): ((company: { id: number; name: string }) => ReactNode) | undefined {
  const mine = useAuthStore((state) => state.user?.company ?? null);
  const member = mine?.status === 'ACTIVE' && mine.membershipStatus === 'ACTIVE';
  const privileges = useMyPrivileges(member);
  if (!mine || !member) return undefined;
  const canAct = mine.role === 'ADMIN' || Boolean(privileges.data?.isCompanyAdmin) || Boolean(privileges.data?.privileges.includes(COMPANY_CONNECTIONS_PRIVILEGE));
  return (company) => <CompanyConnectButton company={company} myCompanyId={mine.id} canAct={canAct} />;
}
