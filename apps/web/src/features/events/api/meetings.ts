import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingsPaths, type CalendarFeed, type Meeting, type MeetingInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { meetingsKeys } from './keys';

export const useEventMeetings = (eventId: number, enabled: boolean) =>
  useQuery({ queryKey: meetingsKeys.event(eventId), queryFn: async (): Promise<Meeting[]> => unwrap(await apiClient.get(meetingsPaths.eventMeetings(eventId))), enabled });

/** POST /events/{id}/meetings. */
export function useRequestMeeting(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MeetingInput): Promise<Meeting> => unwrap(await apiClient.post(meetingsPaths.eventMeetings(eventId), input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.event(eventId) }),
  });
}

/** POST /events/meetings/{id}/accept|decline|cancel. */
export function useAnswerMeeting(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'accept' | 'decline' | 'cancel' }): Promise<Meeting> => unwrap(await apiClient.post(meetingsPaths[action](id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.event(eventId) }),
  });
}

/** GET /events/calendar/feed-url and its rotation. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({ queryKey: meetingsKeys.feed(), queryFn: async (): Promise<CalendarFeed> => unwrap(await apiClient.get(meetingsPaths.feedUrl)), enabled });
export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> => unwrap(await apiClient.post(meetingsPaths.rotateFeed)),
    onSuccess: (feed) => queryClient.setQueryData(meetingsKeys.feed(), feed),
  });
}
