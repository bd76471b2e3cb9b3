import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsPaths, type Attendee, type AttendanceInput, type Event, type EventInput, type EventsFilters, type Page } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { isSignedIn } from '@/lib/session';
import { eventsKeys, type EventListKind } from './keys';

/** Signed in, calls carry the token (members-only events, my attendance); otherwise they go without. */
const client = () => (isSignedIn() ? apiClient : publicClient);

const listPath: Record<EventListKind, string> = { public: eventsPaths.publicEvents, upcoming: eventsPaths.upcoming, search: eventsPaths.search, location: eventsPaths.location };

export type EventListParams = EventsFilters & { latitude?: number; longitude?: number; radiusKm?: number };

/** GET /events/public, /upcoming, /search or /location. */
export const getEvents = async (kind: EventListKind, params: EventListParams): Promise<Page<Event>> => unwrap(await client().get(listPath[kind], { params }));
export const useEvents = (kind: EventListKind, params: EventListParams, enabled = true) =>
  useQuery({ queryKey: eventsKeys.list(kind, params), queryFn: () => getEvents(kind, params), placeholderData: keepPreviousData, enabled });

export const getEvent = async (id: number): Promise<Event> => unwrap(await client().get(eventsPaths.event(id)));
export const useEvent = (id: number) => useQuery({ queryKey: eventsKeys.event(id), queryFn: () => getEvent(id), enabled: Number.isInteger(id) && id > 0, retry: false });

export const useLinkedEvents = (id: number) => useQuery({ queryKey: eventsKeys.linked(id), queryFn: async (): Promise<Event[]> => unwrap(await client().get(eventsPaths.linked(id))) });

export const useAttendees = (id: number, enabled: boolean) =>
  useQuery({ queryKey: eventsKeys.attendees(id), queryFn: async (): Promise<Page<Attendee>> => unwrap(await apiClient.get(eventsPaths.attendees(id), { params: { size: 50 } })), enabled });

export const useAttending = () => useQuery({ queryKey: eventsKeys.attending(), queryFn: async (): Promise<Event[]> => unwrap(await apiClient.get(eventsPaths.attending)) });

export const useCompanyEvents = (params: { page: number; status?: string }) =>
  useQuery({ queryKey: eventsKeys.company(params), queryFn: async (): Promise<Page<Event>> => unwrap(await apiClient.get(eventsPaths.companyEvents, { params: { ...params, size: 20 } })), placeholderData: keepPreviousData });

/** After a change the event, the lists and my attendance are read again. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return (event?: Event) => {
    if (event) queryClient.setQueryData(eventsKeys.event(event.id), event);
    return queryClient.invalidateQueries({ queryKey: eventsKeys.all });
  };
}

/** POST /events or PUT /events/{id}. */
export function useSaveEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: EventInput }): Promise<Event> =>
      unwrap(id === undefined ? await apiClient.post(eventsPaths.create, input) : await apiClient.put(eventsPaths.event(id), input)),
    onSuccess: (event) => invalidate(event),
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(eventsPaths.event(id))), onSuccess: () => invalidate() });
}

/** PUT or DELETE /events/{id}/attendance. */
export function useAttendance(id: number) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (input: AttendanceInput | null): Promise<Event> =>
      unwrap(input === null ? await apiClient.delete(eventsPaths.attendance(id)) : await apiClient.put(eventsPaths.attendance(id), input)),
    onSuccess: (event) => invalidate(event),
  });
}

/** POST /events/{id}/link {linkedEventId} or DELETE /events/{id}/link. */
export function useLinkEvent(id: number) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (linkedEventId: number | null): Promise<Event> =>
      unwrap(linkedEventId === null ? await apiClient.delete(eventsPaths.link(id)) : await apiClient.post(eventsPaths.link(id), { linkedEventId })),
    onSuccess: (event) => invalidate(event),
  });
}

/** POST /events/{id}/images (multipart `file`) or DELETE /events/{id}/images?url=. */
export function useEventImages(id: number) {
  const invalidate = useInvalidateEvents();
  return {
    add: useMutation({
      mutationFn: async (file: File): Promise<Event> => {
        const form = new FormData();
        form.append('file', file);
        return unwrap(await apiClient.post(eventsPaths.images(id), form, { headers: { 'Content-Type': 'multipart/form-data' } }));
      },
      onSuccess: (event) => invalidate(event),
    }),
    remove: useMutation({ mutationFn: async (url: string): Promise<Event> => unwrap(await apiClient.delete(eventsPaths.images(id), { params: { url } })), onSuccess: (event) => invalidate(event) }),
  };
}

/** GET /events/{id}/calendar.ics as a file (with the token, so members-only events download too). */
export async function downloadCalendar(event: Pick<Event, 'id' | 'title'>): Promise<void> {
  const response = await client().get<Blob>(eventsPaths.calendar(event.id), { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.title.replace(/[^\w\- ]+/g, '').trim() || 'event'}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
