import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import type { ActiveSession, Page, SecurityEvent, SignedOutSessions } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/v1/auth/sessions — the signed-in person's live sessions. */
export async function getSessions(): Promise<ActiveSession[]> {
  return unwrap(await apiClient.get(authPaths.sessions));
}
export const useSessions = () => useQuery({ queryKey: authKeys.sessions(), queryFn: getSessions });

/** GET /api/v1/auth/security-events — the person's own security log, newest first. */
export async function getSecurityEvents(page: number): Promise<Page<SecurityEvent>> {
  return unwrap(await apiClient.get(authPaths.securityEvents, { params: { page, size: 10 } }));
}
export const useSecurityEvents = (page: number) =>
  useQuery({ queryKey: authKeys.securityEvents(page), queryFn: () => getSecurityEvents(page), placeholderData: keepPreviousData });

/** Signing a session out changes both lists: each mutation refreshes them. */
function useSessionMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
  });
}

/** DELETE /api/v1/auth/sessions/{sessionId} */
export const useRevokeSession = () =>
  useSessionMutation(async (sessionId: string) => {
    await apiClient.delete(authPaths.session(sessionId));
  });

/** POST /api/v1/auth/sessions/sign-out-others */
export const useSignOutOtherSessions = () =>
  useSessionMutation(async (): Promise<SignedOutSessions> => unwrap(await apiClient.post(authPaths.signOutOtherSessions)));
