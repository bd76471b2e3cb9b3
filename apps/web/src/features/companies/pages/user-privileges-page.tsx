import { useState } from 'react';
import { UserRound } from 'lucide-react';
import { CompanyFallback } from '@paytable/contracts';
import { EmptyState, PageHeader } from '@/components/list-states';
import { UserSearchList } from '@/components/user-search-list';
import { useUserSearchState } from '@/components/user-search-list-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { failureMessage } from '@/lib/notify-failure';
import { useSearchPrivilegeUsers } from '../api/user-privileges';
import { UserPrivilegesPanel } from '../components/user-privileges-panel';

/** /dashboard/admin/user-privileges — the user-privilege management screen (platform admins). */
export function UserPrivilegesPage({ currentUserId }: { currentUserId?: number }) {
  const search = useUserSearchState();
  const [selected, setSelected] = useState<number | null>(null);
  const users = useSearchPrivilegeUsers('admin', search.query);
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="User Privileges" description="Grant or revoke a user's share of its company's privileges." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <UserSearchList
          title="Users"
          searchLabel="Search users"
          resultsLabel="Users found"
          search={search}
          results={users}
          errorMessage={failureMessage(users.error, CompanyFallback.searchUsers)}
          emptyTitle="No user matches"
          selectedId={selected}
          onSelect={setSelected}
          nameOf={(user) => user.fullName}
          describe={(user) => `${user.email}${user.companyName ? ` · ${user.companyName}` : ' · no company'}`}
        />
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
