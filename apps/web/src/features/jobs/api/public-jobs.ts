import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsPaths, type Job, type Page, type PublicJobsFilters } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { isSignedIn } from '@/lib/session';
import { jobsKeys } from './keys';

/** GET /api/v1/jobs/public: the jobs board. */
export const getPublicJobs = async (filters: PublicJobsFilters): Promise<Page<Job>> => unwrap(await publicClient.get(jobsPaths.publicJobs, { params: filters }));
export const usePublicJobs = (filters: PublicJobsFilters) =>
  useQuery({ queryKey: jobsKeys.publicList(filters), queryFn: () => getPublicJobs(filters), placeholderData: keepPreviousData });

/** GET /api/v1/jobs/public/{id}: signed in, the company's own staff also see a hidden salary. */
export async function getPublicJob(id: number): Promise<Job> {
  const client = isSignedIn() ? apiClient : publicClient;
  return unwrap(await client.get(jobsPaths.publicJob(id)));
}
export const usePublicJob = (id: number) => useQuery({ queryKey: jobsKeys.publicJob(id), queryFn: () => getPublicJob(id), enabled: Number.isInteger(id) && id > 0 });
