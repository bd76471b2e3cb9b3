import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobFailure, jobsPaths, type ApplicationStats, type ApplicationStatus, type CompanyApplication, type MyApplication, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { stageLabel } from '../lib/format';
import { jobsKeys } from './keys';

/** GET /api/v1/applications/my-applications: my applications with their stage timeline. */
export const getMyApplications = async (): Promise<MyApplication[]> => unwrap(await apiClient.get(jobsPaths.myApplications));
export const useMyApplications = (enabled = true) => useQuery({ queryKey: jobsKeys.myApplications(), queryFn: getMyApplications, enabled });

/** POST /api/v1/jobs/{id}/apply: multipart with the cover letter and an optional PDF CV. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, coverLetter, cv }: { jobId: number; coverLetter: string; cv?: File }): Promise<MyApplication> => {
      const form = new FormData();
      form.append('coverLetter', coverLetter);
      if (cv) form.append('cv', cv);
      return unwrap(await apiClient.post(jobsPaths.apply(jobId), form, { headers: { 'Content-Type': 'multipart/form-data' } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() }),
  });
}

/** PATCH /api/v1/job-applications/applications/{id} {status: WITHDRAWN} and DELETE /api/v1/applications/{id}. */
export function useMyApplicationActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() });
  return {
    withdraw: useMutation({ mutationFn: async (id: number) => unwrap(await apiClient.patch(jobsPaths.applicationStatus(id), { status: 'WITHDRAWN' })), onSuccess }),
    remove: useMutation({ mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(jobsPaths.myApplication(id))), onSuccess }),
  };
}

/** GET /api/v1/companies/{companyId}/jobs/{jobId}/applications: the pipeline of one job. */
export const getJobApplications = async (companyId: number, jobId: number): Promise<Page<CompanyApplication>> =>
  unwrap(await apiClient.get(jobsPaths.jobApplications(companyId, jobId), { params: { size: 100 } }));
export const useJobApplications = (companyId: number, jobId: number) =>
  useQuery({ queryKey: jobsKeys.jobApplications(companyId, jobId), queryFn: () => getJobApplications(companyId, jobId) });

/** GET /api/v1/companies/{companyId}/applications/stats (optionally one job's). */
export const getApplicationStats = async (companyId: number, jobId?: number): Promise<ApplicationStats> =>
  unwrap(await apiClient.get(jobsPaths.applicationStats(companyId), { params: { jobId } }));
export const useApplicationStats = (companyId: number, jobId?: number) =>
  useQuery({ queryKey: jobsKeys.applicationStats(companyId, jobId), queryFn: () => getApplicationStats(companyId, jobId) });

/**
 * PATCH /api/v1/job-applications/applications/{id}: move to a stage with an internal note; the move is
 * confirmed (or its failure shown) by a toast. The toast belongs to the mutation, not to a `mutate` call:
 * the card that asked moves to another column and unmounts, and TanStack Query skips the callbacks of a
 * call whose component is gone.
 */
export function useMoveApplication(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, notes }: { id: number; status: ApplicationStatus; notes?: string }): Promise<CompanyApplication> =>
      unwrap(await apiClient.patch(jobsPaths.applicationStatus(id), { status, notes: notes || null })),
    onSuccess: (_moved, { status }) => {
      notify({ variant: 'success', description: `Moved to ${stageLabel(status)}` });
      return queryClient.invalidateQueries({ queryKey: jobsKeys.company(companyId) });
    },
    onError: notifyErrorOf(JobFailure.updateApplication),
  });
}

/** GET /api/v1/job-applications/applications/{id}/cv: the PDF, opened from a blob (it needs the bearer token). */
export async function openApplicationCv(id: number): Promise<void> {
  const response = await apiClient.get<Blob>(jobsPaths.applicationCv(id), { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
