import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventModePaths, type NearbyState, type PositionInput, type SavedLocation, type SavedLocationInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { eventModeKeys } from './keys';

/** PUT /events/{id}/mode/share (start or move) and DELETE (stop): both answer the nearby state. */
export function useSharing(eventId: number) {
  const queryClient = useQueryClient();
  const settle = (state: NearbyState) => queryClient.setQueryData(eventModeKeys.nearby(eventId), state);
  return {
    start: useMutation({ mutationFn: async (position: PositionInput): Promise<NearbyState> => unwrap(await apiClient.put(eventModePaths.share(eventId), position)), onSuccess: settle }),
    stop: useMutation({ mutationFn: async (): Promise<NearbyState> => unwrap(await apiClient.delete(eventModePaths.share(eventId))), onSuccess: settle }),
  };
}

/** My saved places for the event, with saving and removing. */
export function useSavedLocations(eventId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = eventModeKeys.locations(eventId);
  return {
    list: useQuery({ queryKey: key, queryFn: async (): Promise<SavedLocation[]> => unwrap(await apiClient.get(eventModePaths.locations(eventId))), enabled }),
    save: useMutation({
      mutationFn: async (input: SavedLocationInput): Promise<SavedLocation> => unwrap(await apiClient.post(eventModePaths.locations(eventId), input)),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
    remove: useMutation({
      mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(eventModePaths.location(eventId, id))),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}
