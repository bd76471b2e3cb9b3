import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingsPaths, type Meeting } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { eventsKeys } from './keys';

/** GET /events/meetings/requests: meeting requests waiting for my answer, soonest first. */
export const meetingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...eventsKeys.all, 'meetings', 'requests'] as const,
    queryFn: async (): Promise<Meeting[]> => unwrap(await apiClient.get(meetingsPaths.requests)),
  });

export const useMeetingRequests = () => useQuery(meetingRequestsQueryOptions());
