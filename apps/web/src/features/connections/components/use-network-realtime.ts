import { useQueryClient } from '@tanstack/react-query';
import { usePollSubscription } from '@/lib/realtime/use-realtime';
import { connectionKeys } from '../api/keys';

/**
 * Follows connection_requests: a request received, accepted or declined elsewhere refreshes the
 * request lists, the counters, the connections and every cached status.
 */
export function useNetworkRealtime(enabled = true) {
  const queryClient = useQueryClient();
  usePollSubscription('connection_requests', enabled ? {} : null, (update) => {
    // The first answer only reports the state we already load; later ones mean something changed.
    if (update.timestamp.startsWith('1970')) return;
    for (const queryKey of [connectionKeys.requestLists(), connectionKeys.pending(), connectionKeys.connectionLists(), connectionKeys.statuses(), connectionKeys.suggestionLists()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
