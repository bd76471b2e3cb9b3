import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type AnswerSuggestionInput, type CreateSuggestionInput, type Page, type Suggestion, type SuggestionDetail, type SuggestionsQuery } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { feedbackKeys } from './keys';

export type SuggestionFilters = Partial<Pick<SuggestionsQuery, 'status' | 'sort'>>;

export const useSuggestions = (params: SuggestionFilters & { page: number }) =>
  useQuery({
    queryKey: feedbackKeys.suggestionList(params),
    queryFn: async (): Promise<Page<Suggestion>> =>
      unwrap(await apiClient.get(feedbackPaths.suggestions, { params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) })),
    placeholderData: keepPreviousData,
  });

export const useSuggestion = (id: number | undefined) =>
  useQuery({ queryKey: feedbackKeys.suggestion(id ?? 0), queryFn: async (): Promise<SuggestionDetail> => unwrap(await apiClient.get(feedbackPaths.suggestion(id ?? 0))), enabled: id !== undefined && id > 0 });

/** Every write answers the suggestion: it replaces the cached detail and the lists are refetched. */
function useSuggestionWrite<A>(fn: (args: A) => Promise<SuggestionDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (suggestion) => {
      queryClient.setQueryData(feedbackKeys.suggestion(suggestion.id), suggestion);
      return queryClient.invalidateQueries({ queryKey: [...feedbackKeys.suggestions(), 'list'] });
    },
  });
}

export const useCreateSuggestion = () => useSuggestionWrite(async (input: CreateSuggestionInput): Promise<SuggestionDetail> => unwrap(await apiClient.post(feedbackPaths.suggestions, input)));

/** Vote (POST) or withdraw the vote (DELETE). */
export const useVote = () =>
  useSuggestionWrite(async ({ id, voted }: { id: number; voted: boolean }): Promise<SuggestionDetail> =>
    unwrap(voted ? await apiClient.delete(`${feedbackPaths.suggestion(id)}/vote`) : await apiClient.post(`${feedbackPaths.suggestion(id)}/vote`)),
  );

export const useComment = () =>
  useSuggestionWrite(async ({ id, content }: { id: number; content: string }): Promise<SuggestionDetail> => unwrap(await apiClient.post(`${feedbackPaths.suggestion(id)}/comments`, { content })));

export const useAnswerSuggestion = () =>
  useSuggestionWrite(async ({ id, ...input }: AnswerSuggestionInput & { id: number }): Promise<SuggestionDetail> => unwrap(await apiClient.put(`${feedbackPaths.suggestion(id)}/status`, input)));
