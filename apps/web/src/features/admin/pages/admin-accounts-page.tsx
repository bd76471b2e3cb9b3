import { useSearchParams } from 'react-router';
import { Loader2, Plus, UserRound, X } from 'lucide-react';
import { AdminFallback, type Role } from '@paytable/contracts';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { UserSearchList } from '@/components/user-search-list';
import { useUserSearchState } from '@/components/user-search-list-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { notifyFailure } from '@/lib/notify-failure';
import { useAvailableRoles, useChangeRole, useSearchRoleUsers, useUserRoles } from '../api/user-roles';

function RolesPanel({ userId, isSelf }: { userId: number; isSelf: boolean }) {
  const roles = useUserRoles(userId);
  const available = useAvailableRoles();
  const change = useChangeRole();
  if (roles.isPending || available.isPending) return <ListSkeleton rows={2} label="Loading roles" />;
  if (roles.isError) return <p className="text-sm text-destructive">{toApiError(roles.error).message || AdminFallback.fetchUserRoles}</p>;
  if (available.isError) return <p className="text-sm text-destructive">{AdminFallback.fetchAvailableRoles}</p>;
  const held = new Set(roles.data.map((grant) => grant.role));
  const run = (kind: 'assign' | 'remove', role: Role) =>
    change.mutate(
      { change: kind, userId, role },
      {
        onSuccess: () => notify({ variant: 'success', title: kind === 'assign' ? 'Role assigned' : 'Role removed' }),
        onError: (error) => notifyFailure(error, kind === 'assign' ? AdminFallback.assignRole : AdminFallback.removeRole),
      },
    );
  return (
    <div className="grid gap-3">
      {isSelf ? <p className="text-sm text-muted-foreground">You cannot change your own roles.</p> : null}
      <ul className="grid grid-cols-1 gap-2">
        {available.data.map((entry) => {
          const has = held.has(entry.role);
          return (
            <li key={entry.role} className={cn('flex items-center justify-between gap-3 rounded-lg border p-3', has && 'border-primary/40 bg-primary/5')}>
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {entry.name}
                  {entry.superuserOnly ? <span className="ml-2 text-xs font-normal text-muted-foreground">superuser only</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">{entry.description}</p>
              </div>
              {entry.implicit ? (
                <span className="text-xs text-muted-foreground">Always</span>
              ) : has ? (
                <Button size="sm" variant="outline" disabled={isSelf || change.isPending} onClick={() => run('remove', entry.role)} aria-label={`Remove ${entry.name}`}>
                  <X aria-hidden="true" /> Remove
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled={isSelf || change.isPending} onClick={() => run('assign', entry.role)} aria-label={`Assign ${entry.name}`}>
                  <Plus aria-hidden="true" /> Assign
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {change.isPending ? <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Saving" /> : null}
    </div>
  );
}

/** /dashboard/admin/accounts — user-role administration (seed 001 §3, §7). */
export function AdminAccountsPage({ currentUserId }: { currentUserId?: number }) {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('userId')) || null;
  const search = useUserSearchState();
  const users = useSearchRoleUsers(search.query);
  const select = (id: number) => setParams({ userId: String(id) }, { replace: true });
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="Accounts" description="Who holds which role. Admin roles can only be changed by a superuser." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <UserSearchList
          title="Find an account"
          searchLabel="Search accounts"
          resultsLabel="Accounts found"
          search={search}
          results={users}
          errorMessage={AdminFallback.searchUsers}
          emptyTitle="No account matches"
          selectedId={selected}
          onSelect={select}
          nameOf={(user) => user.fullName || user.username}
          describe={(user) => user.email}
        />
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Roles</CardTitle>
            <CardDescription>Changes apply at the account&apos;s next request.</CardDescription>
          </CardHeader>
          <CardContent>
            {selected === null ? (
              <EmptyState icon={<UserRound className="size-5" />} title="Choose an account">
                Its roles and the roles you can assign appear here.
              </EmptyState>
            ) : (
              <RolesPanel userId={selected} isSelf={selected === currentUserId} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export default AdminAccountsPage;
