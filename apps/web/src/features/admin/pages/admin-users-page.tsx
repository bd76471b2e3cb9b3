import { useState } from 'react';
import { usePagedSearch } from '@/lib/use-paged-search';
import { Link } from 'react-router';
import { KeyRound, UsersRound } from 'lucide-react';
import type { AdminUser } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataError } from '@/components/error-screen';
import { FilterButtons } from '@/components/filter-buttons';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { useAdminUsers, useSetUserEnabled } from '../api/admin-users';

const FILTERS = [
  { value: undefined, label: 'All' },
  { value: 'true', label: 'Enabled' },
  { value: 'false', label: 'Disabled' },
] as const;

const roleLabel = (role: string) => role.replace(/^ROLE_/, '').replace(/_/g, ' ').toLowerCase();

function UserRow({ user, currentUserId }: { user: AdminUser; currentUserId?: number }) {
  const toggle = useSetUserEnabled();
  const self = user.id === currentUserId;
  const name = user.fullName || user.username;
  const setEnabled = (enabled: boolean) =>
    toggle.mutate(
      { id: user.id, enabled },
      {
        onSuccess: () => notify({ variant: 'success', title: enabled ? 'Account enabled' : 'Account disabled' }),
        onError: (error) => notifyFailure(error, 'Failed to update user'),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Link to={`/dashboard/profile/${user.id}`} className="truncate hover:underline">
            {user.fullName || user.username}
          </Link>
          {!user.isEnabled ? <Badge variant="destructive">Disabled</Badge> : null}
          {!user.emailVerified ? <Badge variant="outline">Email not verified</Badge> : null}
          {self ? <Badge variant="outline">You</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {user.email} · @{user.username}
          {user.companyName ? ` · ${user.companyName}` : ''}
        </p>
        <div className="mt-1 flex flex-wrap gap-1">
          {user.roles
            .filter((role) => role !== 'ROLE_USER')
            .map((role) => (
              <Badge key={role} variant="secondary" className="capitalize">
                {roleLabel(role)}
              </Badge>
            ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/admin/accounts?userId=${user.id}`}>
            <KeyRound aria-hidden="true" /> Roles
          </Link>
        </Button>
        {self ? null : user.isEnabled ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" className="text-destructive" disabled={toggle.isPending}>
                Disable
              </Button>
            }
            title={`Disable ${name}?`}
            description={`${name} is signed out and can no longer sign in until an admin enables the account again.`}
            confirmLabel="Disable user"
            destructive
            onConfirm={() => setEnabled(false)}
          />
        ) : (
          <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => setEnabled(true)}>
            Enable
          </Button>
        )}
      </div>
    </li>
  );
}

/** /dashboard/admin/users — every account: search, enable/disable, roles. */
export function AdminUsersPage({ currentUserId }: { currentUserId?: number }) {
  const { search, page, setPage, onSearchChange } = usePagedSearch();
  const [enabled, setEnabled] = useState<string | undefined>(undefined);
  const users = useAdminUsers({ page, search: search.trim() || undefined, enabled });
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="Users" description="Every account on Paytable, newest first." />
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          wrapperClassName="flex-1"
          className="h-10"
          placeholder="Search by name, email or username"
          aria-label="Search users"
          value={search}
          onChange={onSearchChange}
        />
        <FilterButtons
          label="Filter by state"
          options={FILTERS}
          value={enabled}
          onChange={(value) => {
            setEnabled(value);
            setPage(0);
          }}
        />
      </div>
      {users.isPending ? <ListSkeleton label="Loading users" /> : null}
      {users.isError ? <DataError context="users" onRetry={() => void users.refetch()} /> : null}
      {users.isSuccess && users.data.content.length === 0 ? <EmptyState icon={<UsersRound className="size-5" />} title="No user matches" /> : null}
      {users.isSuccess ? (
        <>
          <p className="text-sm text-muted-foreground">{users.data.totalElements} accounts</p>
          <ul className="grid grid-cols-1 gap-3" aria-label="Users">
            {users.data.content.map((user) => (
              <UserRow key={user.id} user={user} currentUserId={currentUserId} />
            ))}
          </ul>
        </>
      ) : null}
      <Pager page={page} totalPages={users.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}

export default AdminUsersPage;
