import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import type { CompanyPrivilegeHolding } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { formatDate } from '@/lib/format';
import { useAdminCompanyPrivileges, useRevokeCompanyPrivilege } from '../api/admin-companies';

/** One held privilege: Revoke asks once more before it takes the privilege away. */
function HoldingRow({ companyId, companyName, holding }: { companyId: number; companyName: string; holding: CompanyPrivilegeHolding }) {
  const revoke = useRevokeCompanyPrivilege();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    revoke.mutate(
      { id: companyId, privilege: holding.privilege },
      {
        onSuccess: () => notify({ variant: 'success', title: 'Company privilege revoked', description: `${companyName} no longer holds ${holding.name}.` }),
        onError: (error) => notifyFailure(error, 'Failed to revoke the privilege'),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-background px-3 py-2">
      <span className="text-sm">
        <span className="font-medium">{holding.name}</span>
        <span className="text-muted-foreground"> · since {formatDate(holding.grantedAt)}</span>
      </span>
      {confirming ? (
        <span className="flex gap-2">
          <Button size="sm" variant="destructive" onClick={run} disabled={revoke.isPending} aria-label={`Confirm: revoke ${holding.name}`}>
            Revoke it
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
            Keep
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setConfirming(true)} aria-label={`Revoke ${holding.name}`}>
          <ShieldOff aria-hidden="true" /> Revoke
        </Button>
      )}
    </li>
  );
}

/** The privileges a company holds, for a platform admin, each revocable (its staff lose their share too). */
export function CompanyPrivilegesAdmin({ companyId, companyName }: { companyId: number; companyName: string }) {
  const holdings = useAdminCompanyPrivileges(companyId, true);
  if (holdings.isPending) return <p className="text-sm text-muted-foreground">Loading privileges…</p>;
  if (holdings.isError) return <p className="text-sm text-destructive">Failed to load the company&apos;s privileges</p>;
  if (holdings.data.length === 0) return <p className="text-sm text-muted-foreground">This company holds no privileges.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={`Privileges of ${companyName}`}>
      {holdings.data.map((holding) => (
        <HoldingRow key={holding.privilege} companyId={companyId} companyName={companyName} holding={holding} />
      ))}
    </ul>
  );
}
