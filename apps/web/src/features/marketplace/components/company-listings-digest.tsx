import { Store } from 'lucide-react';
import { HubCard, HubState } from '@/components/hub-card';
import { useProviderGames } from '@/lib/provider-games';
import { useCompanyShowcase } from '../api/showcase';

/** The company hub's marketplace card: showcase listings (published of all) and games in the catalogue. */
export function CompanyListingsDigest({ companyId }: { companyId: number }) {
  const listings = useCompanyShowcase(companyId);
  const games = useProviderGames(companyId, { page: 0, size: 1 });
  const published = listings.data?.filter((listing) => listing.isPublished).length ?? 0;
  return (
    <HubCard title="Listings" icon={<Store />} figure={listings.data?.length} href="/dashboard/company/showcase" linkLabel="Manage showcase listings">
      <HubState query={listings} what="listings">
        {() => (
          <ul className="grid gap-1">
            <li>
              {published} of {listings.data?.length ?? 0} showcase listing{listings.data?.length === 1 ? '' : 's'} published
            </li>
            <li>{games.data ? `${games.data.totalElements} game${games.data.totalElements === 1 ? '' : 's'} in the marketplace` : games.isError ? 'Games unavailable' : 'Counting games…'}</li>
          </ul>
        )}
      </HubState>
    </HubCard>
  );
}
