import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { isTwoFactorChallenge, type AuthSession, type LoginRequest, type LoginResponse } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { authErrorMessage } from '../errors';
import { useAuthStore } from '../store';
import { readTrustedDeviceToken } from './two-factor';

export const LOGIN_FAILED_MESSAGE = 'Login failed';

/**
 * POST /api/v1/auth/login — no bearer token needed, so the public client (no refresh on 401). Sends this
 * browser's trusted-device token, so a trusted browser skips the second step.
 */
export async function login(input: LoginRequest): Promise<LoginResponse> {
  const trustedDeviceToken = readTrustedDeviceToken();
  return unwrap(await publicClient.post(authPaths.login, { ...input, ...(trustedDeviceToken ? { trustedDeviceToken } : {}) }));
}

/** Fills the auth store with a new session (after the password, or after the second step). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: AuthSession) => {
    // Nothing cached for a previous account may leak into this one.
    queryClient.clear();
    useAuthStore.getState().setSession({
      user: session.user,
      token: session.token,
      refreshToken: session.refreshToken,
      rememberMe: session.rememberMe,
      refreshExpiresAt: session.refreshExpiresAt,
    });
  };
}

/**
 * Signs in and fills the auth store; a failure clears the session and records loginError (seed 000 §4).
 * A two-factor challenge is left to the login page (its `data`), which shows the second step.
 */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onMutate: () => useAuthStore.getState().clearLoginError(),
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) startSession(answer);
    },
    onError: (error) => useAuthStore.getState().loginFailed(authErrorMessage(error, LOGIN_FAILED_MESSAGE)),
  });
}
