import { useState } from 'react';
import { usePagedSearch } from '@/lib/use-paged-search';
import { Link } from 'react-router';
import { Check, ChevronDown, Loader2, UserPlus, UsersRound, X } from 'lucide-react';
import type { CompanyUser } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { notifyFailure } from '@/lib/notify-failure';
import { useActOnCompanyUser, useCompanyTwoFactorPolicy, useCompanyUsers, useSetCompanyTwoFactorPolicy, type StaffAction } from '../api/staff';
import { Switch } from '@/components/ui/switch';
import { UserPrivilegesPanel } from '../components/user-privileges-panel';

const DONE: Record<StaffAction, string> = {
  enable: 'Access enabled',
  disable: 'Access disabled',
  approve: 'Join request approved',
  reject: 'Join request declined',
};

function StaffRow({ user, currentUserId }: { user: CompanyUser; currentUserId?: number }) {
  const act = useActOnCompanyUser();
  const [open, setOpen] = useState(false);
  const isSelf = user.id === currentUserId;
  const run = (action: StaffAction) =>
    act.mutate({ userId: user.id, action }, { onSuccess: () => notify({ variant: 'success', title: DONE[action] }), onError: (error) => notifyFailure(error, 'Failed to update company user') });
  return (
    <li className="rounded-lg border">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Link to={`/dashboard/profile/${user.id}`} className="truncate hover:underline">
              {user.fullName}
            </Link>
            {user.role === 'ADMIN' ? <Badge variant="secondary">Admin</Badge> : null}
            {user.status === 'PENDING' ? <Badge variant="outline" className="border-amber-500/40 text-amber-700 dark:text-amber-400">Wants to join</Badge> : null}
            {user.status === 'ACTIVE' && !user.isEnabled ? <Badge variant="outline">Access off</Badge> : null}
            {isSelf ? <Badge variant="outline">You</Badge> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {user.email} · @{user.username}
          </p>
          {user.status === 'ACTIVE' && user.privileges.length ? (
            <p className="mt-1 truncate text-xs text-muted-foreground">Privileges: {user.privileges.join(', ')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {user.status === 'PENDING' ? (
            <>
              <Button size="sm" onClick={() => run('approve')} disabled={act.isPending}>
                {act.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />} Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => run('reject')} disabled={act.isPending}>
                <X aria-hidden="true" /> Decline
              </Button>
            </>
          ) : isSelf ? null : (
            <>
              <Button size="sm" variant="outline" onClick={() => run(user.isEnabled ? 'disable' : 'enable')} disabled={act.isPending}>
                {user.isEnabled ? 'Disable access' : 'Enable access'}
              </Button>
              <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
                Privileges <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
      {open ? (
        <div className="border-t bg-muted/30 p-4">
          <UserPrivilegesPanel scope="company" userId={user.id} selfId={currentUserId} />
        </div>
      ) : null}
    </li>
  );
}

/** /dashboard/company-users — a company admin's staff list: join requests, access, privileges. */
/** The company admin's rule that every member signs in with two-factor (members without it enrol at their next sign-in). */
function TwoFactorRule() {
  const policy = useCompanyTwoFactorPolicy();
  const save = useSetCompanyTwoFactorPolicy();
  if (policy.isError) return null; // Not the company's admin: the list below says so.
  const required = policy.data?.required ?? false;
  return (
    <section aria-labelledby="two-factor-rule-title" className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="min-w-0">
        <h2 id="two-factor-rule-title" className="font-medium">
          <label htmlFor="two-factor-rule">Require two-factor sign-in</label>
        </h2>
        <p id="two-factor-rule-hint" className="text-sm text-muted-foreground">
          Members without it set it up at their next sign-in.
        </p>
      </div>
      {policy.isPending ? (
        <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Loading the two-factor rule" />
      ) : (
        <Switch
          id="two-factor-rule"
          aria-describedby="two-factor-rule-hint"
          checked={required}
          disabled={save.isPending}
          onCheckedChange={(checked) =>
            save.mutate(
              { required: checked },
              {
                onSuccess: (saved) => notify({ variant: 'success', title: saved.required ? 'Two-factor sign-in required for members' : 'Two-factor sign-in no longer required' }),
                onError: (error) => notifyFailure(error, 'Failed to save the two-factor rule'),
              },
            )
          }
        />
      )}
    </section>
  );
}

export function CompanyUsersPage({ currentUserId }: { currentUserId?: number }) {
  const { search, page, setPage, onSearchChange } = usePagedSearch();
  const users = useCompanyUsers({ page, search: search.trim() || undefined });
  const forbidden = users.isError && [403, 404].includes(statusOf(users.error) ?? 0);
  return (
    <div className="mx-auto grid grid-cols-1 max-w-4xl gap-6">
      <PageHeader
        title="Company Users"
        description="Approve join requests, switch access on or off and share your company's privileges."
        actions={
          <Button asChild size="sm">
            <Link to="/dashboard/invite">
              <UserPlus aria-hidden="true" /> Invite colleagues
            </Link>
          </Button>
        }
      />
      {forbidden ? null : <TwoFactorRule />}
      <SearchField
        className="h-10"
        placeholder="Search by name, email or username"
        aria-label="Search staff"
        value={search}
        onChange={onSearchChange}
      />
      {users.isPending ? <ListSkeleton label="Loading staff" /> : null}
      {forbidden ? (
        <EmptyState title="Only company admins manage staff" action={<Button asChild variant="outline" size="sm"><Link to="/dashboard/company-profile">Company profile</Link></Button>}>
          Ask an admin of your company for access.
        </EmptyState>
      ) : users.isError ? (
        <DataError context="your company's users" onRetry={() => void users.refetch()} />
      ) : null}
      {users.isSuccess && users.data.content.length === 0 ? (
        <EmptyState icon={<UsersRound className="size-5" />} title={search ? 'Nobody matches your search' : 'No colleagues yet'}>
          {search ? 'Try another name or address.' : 'Invite your colleagues so they can work for your company on Paytable.'}
        </EmptyState>
      ) : null}
      {users.isSuccess ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="Staff">
          {users.data.content.map((user) => (
            <StaffRow key={user.id} user={user} currentUserId={currentUserId} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} totalPages={users.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}

export default CompanyUsersPage;
