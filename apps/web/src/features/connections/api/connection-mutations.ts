import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionPaths, type ConnectionRequest } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** POST /api/v1/connections/request {receiverId} — receiverId is sent as an integer (seed §5). */
export async function sendConnectionRequest(receiverId: number): Promise<ConnectionRequest> {
  return unwrap(await apiClient.post(connectionPaths.request, { receiverId: Math.trunc(receiverId) }));
}

/** POST /api/v1/connections/requests/{id}/accept | /decline */
export async function answerConnectionRequest({ requestId, answer }: { requestId: number; answer: 'accept' | 'decline' }): Promise<ConnectionRequest> {
  const url = answer === 'accept' ? connectionPaths.accept(requestId) : connectionPaths.decline(requestId);
  return unwrap(await apiClient.post(url));
}

/** DELETE /api/v1/connections/{connectionId} */
export async function removeConnection({ connectionId }: { connectionId: number; userId: number }): Promise<void> {
  await apiClient.delete(connectionPaths.remove(connectionId));
}

/** Sending touches the sent list, the counters, suggestions and that person's status. */
export function useSendConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConnectionRequest,
    onSettled: (_data, _error, receiverId) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.requestLists() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.pending() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.suggestionLists() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.status(receiverId) });
    },
  });
}

/** Answering touches the request lists, the counters, the connections (on accept) and that person's status. */
export function useAnswerConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnectionRequest,
    onSuccess: (request) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.requestLists() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.pending() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.status(request.user.id) });
      if (request.status === 'connected') {
        void queryClient.invalidateQueries({ queryKey: connectionKeys.connectionLists() });
        void queryClient.invalidateQueries({ queryKey: connectionKeys.suggestionLists() });
      }
    },
  });
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.connectionLists() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.suggestionLists() });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.status(userId) });
    },
  });
}
