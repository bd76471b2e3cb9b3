import { setAuthInterceptors, statusOf } from '@/lib/api-client';
import { getProfile } from './api/get-profile';
import { refreshToken } from './api/refresh-token';
import { sessionRefreshToken, sessionToken, withSessionLock } from '@/lib/session';
import { createRefreshInterceptor } from './refresh-interceptor';
import { useAuthStore } from './store';

/** Installs the refresh queue on the authenticated client (lib/api-client.ts `setAuthInterceptors`). */
export function installAuthInterceptors(): () => void {
  return setAuthInterceptors(
    createRefreshInterceptor({
      refresh: async (token) => {
        const session = await refreshToken(token);
        // The refresh answers the current user too: keep roles and flags fresh.
        useAuthStore.getState().setUser(session.user);
        return { token: session.token, refreshToken: session.refreshToken };
      },
      // The session as stored now: a tab on the remembered session sees the tokens another tab renewed.
      getToken: sessionToken,
      getRefreshToken: sessionRefreshToken,
      onRefreshed: (tokens) => useAuthStore.getState().setTokens(tokens),
      onSessionExpired: () => useAuthStore.getState().clear(),
      onInvalidToken: () => useAuthStore.getState().clearTokens(),
      exclusive: withSessionLock,
    }),
  );
}

/**
 * Start-up (seed 000 §4): 'Initializing...' shows while it runs. Stored tokens are checked and the session
 * restored by the rules of persistence.ts; then GET /auth/profile loads the current user (an expired
 * access token is renewed by the refresh queue on the way). A 401 logs out. Any other failure (offline,
 * 5xx) keeps the stored session and user so the app still opens; the next call tries again.
 */
export async function initAuth(): Promise<void> {
  const store = useAuthStore.getState();
  store.setLoading(true);
  try {
    const outcome = store.restore();
    if (outcome.status !== 'restored') return;
    try {
      useAuthStore.getState().setUser(await getProfile());
    } catch (error) {
      if (statusOf(error) === 401) useAuthStore.getState().clear();
    }
  } finally {
    useAuthStore.getState().setLoading(false);
  }
}

/** Everything main.tsx needs: interceptors first (the profile call depends on them), then the restore. */
export function bootstrapAuth(): Promise<void> {
  installAuthInterceptors();
  return initAuth();
}
