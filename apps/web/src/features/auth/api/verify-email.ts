import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type User, type VerifyEmailRequest } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { useAuthStore } from '../store';

export const EMAIL_VERIFICATION_FAILED_MESSAGE = 'Email verification failed';

/** POST /api/v1/auth/verify-email {token} — the token of the mailed link. */
export async function verifyEmail(input: VerifyEmailRequest): Promise<{ user: User }> {
  return unwrap(await publicClient.post(authPaths.verifyEmail, input));
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => {
      // Signed in as that account (e.g. the link opened in the same browser): the banner goes away at once.
      const state = useAuthStore.getState();
      if (state.user?.id === user.id) state.setUser(user);
    },
  });
}
