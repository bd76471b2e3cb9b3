import type { PublicJobsFilters } from '@paytable/contracts';

/** Query keys of the jobs domain. */
export const jobsKeys = {
  all: ['jobs'] as const,
  publicLists: () => [...jobsKeys.all, 'public', 'list'] as const,
  publicList: (filters: PublicJobsFilters) => [...jobsKeys.publicLists(), filters] as const,
  publicJob: (id: number) => [...jobsKeys.all, 'public', 'detail', id] as const,
  company: (companyId: number) => [...jobsKeys.all, 'company', companyId] as const,
  companyList: (companyId: number, params: { page: number; status?: string }) => [...jobsKeys.company(companyId), 'list', params] as const,
  companyJob: (companyId: number, jobId: number) => [...jobsKeys.company(companyId), 'job', jobId] as const,
  jobStats: (companyId: number) => [...jobsKeys.company(companyId), 'stats'] as const,
  jobApplications: (companyId: number, jobId: number) => [...jobsKeys.company(companyId), 'applications', jobId] as const,
  applicationStats: (companyId: number, jobId?: number) => [...jobsKeys.company(companyId), 'application-stats', jobId ?? 'all'] as const,
  myApplications: () => [...jobsKeys.all, 'my-applications'] as const,
  savedSearches: () => [...jobsKeys.all, 'saved-searches'] as const,
};
