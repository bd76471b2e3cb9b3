import { Loader2 } from 'lucide-react';
import { CompanyFallback, privilegeCatalogue, type CompanyPrivilege } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { notifyFailure } from '@/lib/notify-failure';
import type { PrivilegeScope } from '../api/keys';
import { useChangeUserPrivilege, useUserPrivileges } from '../api/user-privileges';

/**
 * A person's share of its company's privileges, as switches: a company admin (scope 'company') or a
 * platform admin (scope 'admin') grants and revokes. Privileges the company does not hold are shown
 * but cannot be switched on; a company admin holds everything its company holds.
 */
export function UserPrivilegesPanel({ scope, userId, selfId }: { scope: PrivilegeScope; userId: number; selfId?: number }) {
  const privileges = useUserPrivileges(scope, userId);
  const change = useChangeUserPrivilege(scope);
  if (privileges.isPending) return <ListSkeleton rows={2} label="Loading privileges" />;
  if (privileges.isError) return <DataError context="privileges" onRetry={() => void privileges.refetch()} />;
  const data = privileges.data;
  if (data.companyId === null) return <p className="text-sm text-muted-foreground">{data.fullName} does not belong to a company yet.</p>;
  const isSelf = selfId === userId;
  const toggle = (privilege: CompanyPrivilege, granted: boolean) =>
    change.mutate(
      { change: granted ? 'revoke' : 'grant', userId, privilege },
      {
        onSuccess: () => notify({ variant: 'success', title: granted ? 'Privilege revoked' : 'Privilege granted' }),
        onError: (error) => notifyFailure(error, granted ? CompanyFallback.revokeUserPrivileges : CompanyFallback.grantUserPrivileges),
      },
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {data.fullName} · {data.companyName}
        {data.isCompanyAdmin ? ' · company admin: holds every privilege of the company' : ''}
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {privilegeCatalogue.map((entry) => {
          const held = data.companyPrivileges.includes(entry.code);
          const granted = data.granted.some((grant) => grant.privilege === entry.code);
          const effective = data.effective.includes(entry.code);
          const disabled = !held || isSelf || change.isPending || (data.isCompanyAdmin && !granted);
          return (
            <li key={entry.code} className={cn('flex items-start justify-between gap-3 rounded-lg border p-3', !held && 'opacity-60')}>
              <div className="min-w-0">
                <p className="text-sm font-medium">{entry.name}</p>
                <p className="text-xs text-muted-foreground">{held ? entry.description : 'The company does not hold this privilege'}</p>
                {effective && !granted ? <Badge variant="secondary" className="mt-1">Via company admin</Badge> : null}
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={granted}
                aria-label={`${entry.name} for ${data.fullName}`}
                disabled={disabled}
                onClick={() => toggle(entry.code, granted)}
                className={cn(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
                  granted ? 'bg-primary' : 'bg-muted-foreground/30',
                )}
              >
                <span className={cn('inline-block size-5 rounded-full bg-background shadow transition-transform', granted ? 'translate-x-5' : 'translate-x-0')} />
              </button>
            </li>
          );
        })}
      </ul>
      {isSelf ? <p className="text-xs text-muted-foreground">You cannot change your own privileges.</p> : null}
      {change.isPending ? <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Saving" /> : null}
    </div>
  );
}
