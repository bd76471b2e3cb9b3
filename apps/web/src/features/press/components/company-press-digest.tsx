import { Megaphone } from 'lucide-react';
import { HUB_ACTIVITY_ITEMS, HubActivity, HubCard, HubState, statusWords } from '@/components/hub-card';
import { useCompanyReleases } from '../api/press';

/** The company hub's press card: how many releases, the newest ones with their status. */
export function CompanyPressDigest({ companyId }: { companyId: number }) {
  const releases = useCompanyReleases(companyId, { page: 0 });
  return (
    <HubCard title="Press releases" icon={<Megaphone />} figure={releases.data?.totalElements} href="/dashboard/company-press" linkLabel="Manage press releases">
      <HubState query={releases} what="press releases">
        {() => (
          <HubActivity
            empty="No press releases yet."
            items={(releases.data?.content ?? []).slice(0, HUB_ACTIVITY_ITEMS).map((release) => ({
              id: release.id,
              title: release.title,
              href: `/dashboard/company-press/${release.id}`,
              meta: statusWords(release.status),
            }))}
          />
        )}
      </HubState>
    </HubCard>
  );
}
