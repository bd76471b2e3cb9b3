import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { CompanyPrivilege } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useMyCompanyAccess } from '@/lib/my-company-access';

/**
 * Company management screens: renders `children(companyId)` for a member holding one of `privileges`,
 * else explains what is missing. The server enforces the same rule on every call.
 */
export function CompanyAccessGate({ privileges, what, children }: { privileges: CompanyPrivilege[]; what: string; children: (companyId: number) => ReactNode }) {
  const access = useMyCompanyAccess();
  if (access.isPending) return <ListSkeleton rows={3} label="Checking your company access" />;
  if (access.isError) return <DataError context="your company access" onRetry={() => void access.refetch()} />;
  const { companyId } = access.data;
  if (companyId === null) {
    return (
      <EmptyState icon={<Lock className="size-5" />} title="No company yet" action={<Button asChild size="sm"><Link to="/dashboard/company-profile">Set up your company</Link></Button>}>
        {what} belongs to a company. Join or create one first.
      </EmptyState>
    );
  }
  if (!privileges.some((privilege) => access.data.privileges.includes(privilege))) {
    return (
      <EmptyState icon={<Lock className="size-5" />} title="Privilege needed" action={<Button asChild size="sm" variant="outline"><Link to="/dashboard/company-privileges">Request it</Link></Button>}>
        {what} needs the {privileges.map((privilege) => privilege.replace('_', ' ')).join(' or ')} privilege for your company.
      </EmptyState>
    );
  }
  return <>{children(companyId)}</>;
}
