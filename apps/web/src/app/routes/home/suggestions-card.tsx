import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { CompanyLogo } from '@/components/company-logo';
import { PersonAvatar } from '@/components/person-avatar';
import { useCompanyDirectory } from '@/lib/company-directory';
import { ConnectButton } from '@/features/connections';
import { useSuggestions } from '@/features/connections/api/get-suggestions';
import { HomeCard, RowsSkeleton } from './home-card';

/** People the member may know (the network's suggestions) and companies listed in the marketplace. */
export function SuggestionsCard({ myCompanyId }: { myCompanyId: number | null }) {
  const people = useSuggestions(0);
  const companies = useCompanyDirectory({ page: 0, size: 4 });
  const someone = (people.data?.content ?? []).slice(0, 3);
  const firms = (companies.data?.content ?? []).filter((company) => company.id !== myCompanyId).slice(0, 3);
  return (
    <HomeCard title="Suggestions" icon={Sparkles} action={{ to: '/dashboard/network?tab=suggestions', label: 'More people' }}>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">People you may know</h3>
      {people.isPending ? <RowsSkeleton label="Loading suggestions" /> : null}
      {people.isSuccess && someone.length === 0 ? <p className="text-sm text-muted-foreground">No suggestions right now.</p> : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="People you may know">
        {someone.map(({ user }) => (
          <li key={user.id} className="flex items-center gap-3">
            <PersonAvatar person={user} className="size-9" />
            <div className="min-w-0 flex-1">
              <Link to={`/dashboard/profile/${user.id}`} className="block truncate text-sm font-medium hover:underline">
                {user.fullName}
              </Link>
              <p className="truncate text-xs text-muted-foreground">{user.companyName ?? user.userType.replace(/_/g, ' ')}</p>
            </div>
            <ConnectButton userId={user.id} />
          </li>
        ))}
      </ul>
      <h3 className="mt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Companies to discover</h3>
      {companies.isPending ? <RowsSkeleton label="Loading companies" /> : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Companies to discover">
        {firms.map((company) => (
          <li key={company.id}>
            <Link to={`/dashboard/marketplace/company/${company.id}`} className="flex items-center gap-3 rounded-md p-1 hover:bg-muted">
              <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{company.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{company.businessTypes.map((type) => type.name).join(' · ')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
