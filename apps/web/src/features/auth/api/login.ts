import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type AuthSession, type LoginRequest } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { authErrorMessage } from '../errors';
import { useAuthStore } from '../store';

export const LOGIN_FAILED_MESSAGE = 'Login failed';

/** POST /api/v1/auth/login — no bearer token needed, so the public client (no refresh on 401). */
export async function login(input: LoginRequest): Promise<AuthSession> {
  return unwrap(await publicClient.post(authPaths.login, input));
}

/** Signs in and fills the auth store; a failure clears the session and records loginError (seed 000 §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onMutate: () => useAuthStore.getState().clearLoginError(),
    onSuccess: (session) => {
      // Nothing cached for a previous account may leak into this one.
      queryClient.clear();
      useAuthStore.getState().setSession({
        user: session.user,
        token: session.token,
        refreshToken: session.refreshToken,
        rememberMe: session.rememberMe,
        refreshExpiresAt: session.refreshExpiresAt,
      });
    },
    onError: (error) => useAuthStore.getState().loginFailed(authErrorMessage(error, LOGIN_FAILED_MESSAGE)),
  });
}
