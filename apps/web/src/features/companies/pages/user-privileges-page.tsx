import { useState } from 'react';
import { Search, UserRound } from 'lucide-react';
import { CompanyFallback } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useSearchPrivilegeUsers } from '../api/user-privileges';
import { UserPrivilegesPanel } from '../components/user-privileges-panel';
import { failureMessage } from '../lib/errors';

/** /dashboard/admin/user-privileges — the user-privilege management screen (platform admins). */
export function UserPrivilegesPage({ currentUserId }: { currentUserId?: number }) {
  const [searchTerm, setSearchTerm] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const users = useSearchPrivilegeUsers('admin', { searchTerm: searchTerm.trim(), page });
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="User Privileges" description="Grant or revoke a user's share of its company's privileges." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Users</CardTitle>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                type="search"
                className="h-10 pl-9"
                placeholder="Name, email or username"
                aria-label="Search users"
                value={searchTerm}
                onChange={(event) => {
                  setSearchTerm(event.target.value);
                  setPage(0);
                }}
              />
            </div>
          </CardHeader>
          <CardContent className="grid gap-2">
            {users.isPending ? <ListSkeleton rows={3} label="Searching users" /> : null}
            {users.isError ? <p className="text-sm text-destructive">{failureMessage(users.error, CompanyFallback.searchUsers)}</p> : null}
            {users.isSuccess && users.data.content.length === 0 ? <EmptyState title="No user matches" /> : null}
            <ul className="grid grid-cols-1 gap-1" aria-label="Users found">
              {users.data?.content.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(user.id)}
                    aria-pressed={selected === user.id}
                    className={cn('w-full rounded-md px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none', selected === user.id && 'bg-primary/10')}
                  >
                    <span className="block truncate text-sm font-medium">{user.fullName}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {user.email}
                      {user.companyName ? ` · ${user.companyName}` : ' · no company'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={users.data?.totalPages ?? 0} onPage={setPage} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Privileges</CardTitle>
          </CardHeader>
          <CardContent>
            {selected === null ? (
              <EmptyState icon={<UserRound className="size-5" />} title="Choose a user">
                Their company&apos;s privileges and what they hold appear here.
              </EmptyState>
            ) : (
              <UserPrivilegesPanel scope="admin" userId={selected} selfId={currentUserId} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export default UserPrivilegesPage;
