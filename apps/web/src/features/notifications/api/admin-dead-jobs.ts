import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type DeadJob } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/v1/admin/jobs/dead: background jobs whose retries ran out. */
export async function getDeadJobs(): Promise<DeadJob[]> {
  return unwrap(await apiClient.get(notificationPaths.adminDeadJobs));
}
export const useDeadJobs = () => useQuery({ queryKey: notificationKeys.deadJobs(), queryFn: getDeadJobs, staleTime: 0 });

/** POST /api/v1/admin/jobs/dead/{queue}/{id}/retry */
export async function retryDeadJob(job: Pick<DeadJob, 'queue' | 'id'>): Promise<void> {
  await apiClient.post(notificationPaths.adminRetryJob(job.queue, job.id));
}
export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryDeadJob, onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.deadJobs() }) });
}
