import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEventsPaths, type AdminEventsFilters, type CrossCompanyLink, type Event, type EventInput, type EventsAnalytics, type EventsStatistics, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminEventsKeys, eventsKeys } from './keys';

/** GET /admin/events, or /admin/events/company/{companyId} with a company. */
export const useAdminEvents = (params: AdminEventsFilters & { companyId?: number }) =>
  useQuery({
    queryKey: adminEventsKeys.list(params),
    queryFn: async (): Promise<Page<Event>> => {
      const { companyId, ...query } = params;
      return unwrap(await apiClient.get(companyId === undefined ? adminEventsPaths.list : adminEventsPaths.company(companyId), { params: query }));
    },
    placeholderData: keepPreviousData,
  });

export const useAdminEvent = (id: number | undefined) =>
  useQuery({ queryKey: adminEventsKeys.event(id ?? 0), queryFn: async (): Promise<Event> => unwrap(await apiClient.get(adminEventsPaths.event(id!))), enabled: id !== undefined, retry: false });

export const useCrossCompanyLinks = () =>
  useQuery({ queryKey: adminEventsKeys.crossCompany(), queryFn: async (): Promise<Page<CrossCompanyLink>> => unwrap(await apiClient.get(adminEventsPaths.crossCompany, { params: { size: 20 } })) });
export const useEventsAnalytics = () => useQuery({ queryKey: adminEventsKeys.analytics(), queryFn: async (): Promise<EventsAnalytics> => unwrap(await apiClient.get(adminEventsPaths.analytics)) });
export const useEventsStatistics = () => useQuery({ queryKey: adminEventsKeys.statistics(), queryFn: async (): Promise<EventsStatistics> => unwrap(await apiClient.get(adminEventsPaths.statistics)) });

/** POST /admin/events (with the company) or PUT /admin/events/{id}; DELETE /admin/events/{id}. */
export function useAdminSaveEvent() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: eventsKeys.all });
  return {
    save: useMutation({
      mutationFn: async ({ id, companyId, input }: { id?: number; companyId: number; input: EventInput }): Promise<Event> =>
        unwrap(id === undefined ? await apiClient.post(adminEventsPaths.list, { ...input, companyId }) : await apiClient.put(adminEventsPaths.event(id), input)),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(adminEventsPaths.event(id))), onSuccess: invalidate }),
  };
}

/** POST /admin/events/{id}/link {linkedEventId} or DELETE /admin/events/{id}/link: links may cross companies. */
export function useAdminLinkEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkedEventId: number | null): Promise<Event> =>
      unwrap(linkedEventId === null ? await apiClient.delete(adminEventsPaths.link(id)) : await apiClient.post(adminEventsPaths.link(id), { linkedEventId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
