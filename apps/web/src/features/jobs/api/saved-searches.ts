import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsPaths, type SavedSearch, type SavedSearchInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { jobsKeys } from './keys';

/** GET/POST/DELETE /api/v1/jobs/saved-searches: searches with alerts for newly published matches. */
export const getSavedSearches = async (): Promise<SavedSearch[]> => unwrap(await apiClient.get(jobsPaths.savedSearches));
export const useSavedSearches = (enabled: boolean) => useQuery({ queryKey: jobsKeys.savedSearches(), queryFn: getSavedSearches, enabled });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedSearchInput): Promise<SavedSearch> => unwrap(await apiClient.post(jobsPaths.savedSearches, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.savedSearches() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(jobsPaths.savedSearch(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.savedSearches() }),
  });
}
