import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/store';
import { endServerSession, SIGN_OUT_FAILED, SIGNED_OUT_MESSAGE } from '@/features/auth/use-logout';
import { notify } from '@/lib/notify';
import type { SignedOutState } from '../guards';

/**
 * Log out (seed 000 §4, §8): POST /auth/logout with the refresh token, then clear everything, toast
 * 'Signed out successfully' and go to /. If the server cannot be reached the session stays and the toast
 * 'Error signing out' asks to try again (see endServerSession).
 *
 * Order matters: the app first moves to / (marked as a sign-out so the landing page does not bounce a
 * still-signed-in user back to the dashboard), then clears the session. Clearing first would let the
 * dashboard's login guard fire its 'Please log in' redirect while / is still loading.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      if (!(await endServerSession())) {
        notify({ variant: 'destructive', title: SIGN_OUT_FAILED.title, description: SIGN_OUT_FAILED.description, id: 'sign-out' });
        return;
      }
      const signedOut: SignedOutState = { signedOut: true };
      await navigate('/', { replace: true, state: signedOut });
      useAuthStore.getState().clear();
      queryClient.clear();
      notify({ variant: 'success', title: SIGNED_OUT_MESSAGE, id: 'sign-out' });
    } finally {
      running.current = false;
    }
  }, [navigate, queryClient]);

  return useCallback(() => {
    void run();
  }, [run]);
}
