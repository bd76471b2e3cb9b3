import { BriefcaseBusiness } from 'lucide-react';
import { HUB_ACTIVITY_ITEMS, HubActivity, HubCard, HubState, statusWords } from '@/components/hub-card';
import { useCompanyJobs } from '../api/company-jobs';

/** The company hub's jobs card: how many postings, the newest ones with their applications. */
export function CompanyJobsDigest({ companyId }: { companyId: number }) {
  const jobs = useCompanyJobs(companyId, { page: 0 });
  return (
    <HubCard title="Jobs" icon={<BriefcaseBusiness />} figure={jobs.data?.totalElements} href="/dashboard/company-jobs" linkLabel="Manage jobs">
      <HubState query={jobs} what="jobs">
        {() => (
          <HubActivity
            empty="No job postings yet."
            items={(jobs.data?.content ?? []).slice(0, HUB_ACTIVITY_ITEMS).map((job) => ({
              id: job.id,
              title: job.title,
              href: `/dashboard/company-jobs/${job.id}`,
              meta: `${statusWords(job.status)} · ${job.applicationCount} applied`,
            }))}
          />
        )}
      </HubState>
    </HubCard>
  );
}
