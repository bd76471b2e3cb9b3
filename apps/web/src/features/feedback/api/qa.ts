import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type Page, type QaCategory, type QaCategoryInput, type QaOutcome, type QaResults, type QaRun, type QaRunDetail, type QaRunsQuery, type QaTask, type QaTaskDetail, type QaTaskInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { feedbackKeys } from './keys';

const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };
const compact = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const useQaCategories = () => useQuery({ queryKey: feedbackKeys.categories(), queryFn: async (): Promise<QaCategory[]> => unwrap(await apiClient.get(feedbackPaths.qaCategories)) });

export const useQaTasks = (params: { page: number; categoryId?: number; size?: number }) =>
  useQuery({ queryKey: feedbackKeys.tasks(params), queryFn: async (): Promise<Page<QaTask>> => unwrap(await apiClient.get(feedbackPaths.qaTasks, { params: compact(params) })), placeholderData: keepPreviousData });

export const useQaTask = (id: number | undefined) =>
  useQuery({ queryKey: feedbackKeys.task(id ?? 0), queryFn: async (): Promise<QaTaskDetail> => unwrap(await apiClient.get(feedbackPaths.qaTask(id ?? 0))), enabled: id !== undefined && id > 0 });

export const useQaRuns = (params: Partial<Pick<QaRunsQuery, 'taskId' | 'categoryId' | 'status'>> & { page: number; size?: number }) =>
  useQuery({ queryKey: feedbackKeys.runs(params), queryFn: async (): Promise<Page<QaRun>> => unwrap(await apiClient.get(feedbackPaths.qaRuns, { params: compact(params) })), placeholderData: keepPreviousData });

export const useQaRun = (id: number | undefined) =>
  useQuery({ queryKey: feedbackKeys.run(id ?? 0), queryFn: async (): Promise<QaRunDetail> => unwrap(await apiClient.get(feedbackPaths.qaRun(id ?? 0))), enabled: id !== undefined && id > 0 });

export const useQaResults = (params: { weeks: number; categoryId?: number }) =>
  useQuery({ queryKey: feedbackKeys.results(params), queryFn: async (): Promise<QaResults> => unwrap(await apiClient.get(feedbackPaths.qaResults, { params: compact(params) })), placeholderData: keepPreviousData });

/** QA writes change categories, tasks, runs and results together: they refetch the whole QA area. */
function useQaWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.qa() }) });
}

export const useSaveCategory = () =>
  useQaWrite(async ({ id, ...input }: QaCategoryInput & { id?: number }): Promise<QaCategory> =>
    unwrap(id === undefined ? await apiClient.post(feedbackPaths.qaCategories, input) : await apiClient.put(`${feedbackPaths.qaCategories}/${id}`, input)),
  );
export const useDeleteCategory = () => useQaWrite(async (id: number): Promise<null> => unwrap(await apiClient.delete(`${feedbackPaths.qaCategories}/${id}`)));

export const useSaveTask = () =>
  useQaWrite(async ({ id, ...input }: QaTaskInput & { id?: number }): Promise<QaTaskDetail> =>
    unwrap(id === undefined ? await apiClient.post(feedbackPaths.qaTasks, input) : await apiClient.put(feedbackPaths.qaTask(id), input)),
  );
export const useDeleteTask = () => useQaWrite(async (id: number): Promise<null> => unwrap(await apiClient.delete(feedbackPaths.qaTask(id))));

export const useStartRun = () => useQaWrite(async (taskId: number): Promise<QaRunDetail> => unwrap(await apiClient.post(`${feedbackPaths.qaTask(taskId)}/runs`)));

/** PUT /feedback/qa/runs/{runId}/steps/{stepId}: multipart, so a screenshot can go with the result. */
export const useRecordStep = () =>
  useQaWrite(async ({ runId, stepId, outcome, notes, screenshot }: { runId: number; stepId: number; outcome: QaOutcome; notes: string; screenshot?: File }): Promise<QaRunDetail> => {
    const form = new FormData();
    form.append('outcome', outcome);
    form.append('notes', notes);
    if (screenshot) form.append('screenshot', screenshot);
    return unwrap(await apiClient.put(`${feedbackPaths.qaRun(runId)}/steps/${stepId}`, form, multipart));
  });

export const useCompleteRun = () => useQaWrite(async (runId: number): Promise<QaRunDetail> => unwrap(await apiClient.post(`${feedbackPaths.qaRun(runId)}/complete`)));

/** A private screenshot needs the bearer token: fetched as a blob for an object URL. */
export async function fetchScreenshot(url: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob' });
  return response.data;
}
