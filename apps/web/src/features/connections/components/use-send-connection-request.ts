import { connectionToasts, isDuplicateConnectionMessage } from '@paytable/contracts';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSendConnectionRequest } from '../api/connection-mutations';

/** Requests being sent right now, by receiver: a second click while one is in flight is ignored (seed §4). */
const inFlight = new Set<number>();

/**
 * Sends a connection request with the seed's toasts (§8): 'Connection request sent to {name}' on success,
 * 'Failed to send connection request' on failure — except a 400 about a duplicate ('already', 'exists'),
 * which is silently ignored (§5).
 */
export function useConnectWith() {
  const mutation = useSendConnectionRequest();
  const connect = (userId: number) => {
    if (inFlight.has(userId)) return;
    inFlight.add(userId);
    mutation.mutate(userId, {
      // The answer names the receiver, so callers need only the id.
      onSuccess: (request) => notify({ variant: 'success', ...connectionToasts.sent(request.user.fullName) }),
      onError: (error) => {
        const apiError = toApiError(error);
        if (apiError.status === 400 && isDuplicateConnectionMessage(apiError.message)) return;
        notify({ variant: 'destructive', ...connectionToasts.failed });
      },
      onSettled: () => inFlight.delete(userId),
    });
  };
  return { connect, isPending: mutation.isPending };
}
