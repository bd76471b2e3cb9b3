import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsPaths, type CompanyJob, type JobInput, type JobStats, type JobStatus, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { jobsKeys } from './keys';

/** GET /api/v1/jobs/company/{companyId}: the company's jobs with applications per stage. */
export const getCompanyJobs = async (companyId: number, params: { page: number; status?: string }): Promise<Page<CompanyJob>> =>
  unwrap(await apiClient.get(jobsPaths.companyJobs(companyId), { params: { ...params, size: 20 } }));
export const useCompanyJobs = (companyId: number, params: { page: number; status?: string }) =>
  useQuery({ queryKey: jobsKeys.companyList(companyId, params), queryFn: () => getCompanyJobs(companyId, params), placeholderData: keepPreviousData });

/** GET /api/v1/jobs/{jobId}/company/{companyId}. */
export const getCompanyJob = async (companyId: number, jobId: number): Promise<CompanyJob> => unwrap(await apiClient.get(jobsPaths.companyJob(jobId, companyId)));
export const useCompanyJob = (companyId: number, jobId: number) =>
  useQuery({ queryKey: jobsKeys.companyJob(companyId, jobId), queryFn: () => getCompanyJob(companyId, jobId), enabled: Number.isInteger(jobId) && jobId > 0 });

/** GET /api/v1/jobs/company/{companyId}/stats. */
export const getJobStats = async (companyId: number): Promise<JobStats> => unwrap(await apiClient.get(jobsPaths.jobStats(companyId)));
export const useJobStats = (companyId: number) => useQuery({ queryKey: jobsKeys.jobStats(companyId), queryFn: () => getJobStats(companyId) });

/** A write to a company's jobs: its lists, jobs and stats are stale, and so is the public board. */
function useCompanyJobsWrite<A extends { companyId: number }, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, args) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: jobsKeys.company(args.companyId) }), queryClient.invalidateQueries({ queryKey: [...jobsKeys.all, 'public'] })]),
  });
}

/** POST /api/v1/jobs/company/{companyId} or PUT /api/v1/jobs/{jobId}/company/{companyId}. */
export const useSaveJob = () =>
  useCompanyJobsWrite(async ({ companyId, jobId, input }: { companyId: number; jobId?: number; input: JobInput }): Promise<CompanyJob> =>
    unwrap(await (jobId === undefined ? apiClient.post(jobsPaths.companyJobs(companyId), input) : apiClient.put(jobsPaths.companyJob(jobId, companyId), input))),
  );

/** PATCH /api/v1/jobs/{jobId}/company/{companyId}/status. */
export const useSetJobStatus = () =>
  useCompanyJobsWrite(async ({ companyId, jobId, status }: { companyId: number; jobId: number; status: JobStatus }): Promise<CompanyJob> =>
    unwrap(await apiClient.patch(jobsPaths.jobStatus(jobId, companyId), { status })),
  );

/** DELETE /api/v1/jobs/{jobId}/company/{companyId}. */
export const useDeleteJob = () =>
  useCompanyJobsWrite(async ({ companyId, jobId }: { companyId: number; jobId: number }): Promise<null> => unwrap(await apiClient.delete(jobsPaths.companyJob(jobId, companyId))));
