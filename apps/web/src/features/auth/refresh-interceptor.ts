import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { AuthErrorCode } from '@paytable/contracts/core';

/**
 * Session renewal on 401 (seed 000 §7) for the authenticated client:
 * - a 401 starts one refresh (POST /auth/refresh-token through the public client) and the request is
 *   retried once with the new access token; 401s that arrive while it runs wait for the same refresh;
 * - a request that was sent with an older token than the current one is simply retried with it;
 * - no refresh token, or a failed refresh: the session is cleared and the original error rejects (the
 *   route guards then send a visitor on a protected page to /login);
 * - a refresh answered with code INVALID_TOKEN also clears every stored auth token;
 * - skipped URLs (health, marketplace, discovery, user/company-association, and the token-exchanging auth
 *   endpoints) just reject; errors without a response (network, CORS) pass through untouched.
 */

export type RefreshedTokens = { token: string; refreshToken: string };

export type RefreshQueueDeps = {
  /** Calls the refresh endpoint; must not go through the client the interceptor is installed on. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  /** Stores the new pair. */
  onRefreshed: (tokens: RefreshedTokens) => void;
  /** Renewal impossible: clear the session. */
  onSessionExpired: () => void;
  /** The refresh answered INVALID_TOKEN: clear every stored auth token. */
  onInvalidToken: () => void;
  /**
   * Runs a renewal while holding a lock every tab of this origin shares (lib/session.ts `withSessionLock`).
   * Tabs on one remembered session hold one refresh token, and the server revokes a refresh token presented
   * twice as stolen: the second tab must wait, then find the pair the first one stored. Absent: no lock.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
};

/**
 * Paths (relative to /api/v1, or absolute) that never trigger a refresh. GET/PUT /auth/profile is not in
 * the list: it is an ordinary authenticated call, and the start-up profile load must renew an expired
 * access token rather than sign out a remembered user.
 */
export const SKIPPED_PATHS: readonly RegExp[] = [
  /^\/?(api\/v1\/)?health(\/|$|\?)/,
  /^\/?(api\/v1\/)?marketplace(\/|$|\?)/,
  /^\/?(api\/v1\/)?discovery(\/|$|\?)/,
  /^\/?(api\/v1\/)?user\/company-association(\/|$|\?)/,
  ...(['login', 'register', 'refresh-token', 'logout', 'verify-email', 'resend-verification', 'forgot-password', 'reset-password'] as const).map(
    (endpoint) => new RegExp(`^/?(api/v1/)?auth/${endpoint}(/|$|\\?)`),
  ),
];

/** True for URLs whose 401 must not start a refresh. Accepts relative ('/health') and absolute URLs. */
export function isSkippedUrl(url: string | undefined): boolean {
  if (!url) return false;
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return false;
    }
  }
  return SKIPPED_PATHS.some((pattern) => pattern.test(path));
}

type RetriableConfig = InternalAxiosRequestConfig & { _authRetried?: boolean };

const BEARER = /^Bearer\s+(.+)$/i;

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers?.get?.('Authorization');
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match ? match[1]! : null;
}

function errorCode(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Builds the installer handed to `setAuthInterceptors` (lib/api-client.ts). */
export function createRefreshInterceptor(deps: RefreshQueueDeps) {
  return (client: AxiosInstance): (() => void) => {
    // The one refresh in flight; every 401 that arrives meanwhile awaits this same promise (the queue).
    let inFlight: Promise<string> | null = null;

    const exclusive = deps.exclusive ?? (<T>(task: () => Promise<T>) => task());

    /** Renews with the refresh token stored now, unless another tab renewed the one this tab saw meanwhile. */
    const renew = async (seenRefreshToken: string): Promise<string> => {
      const stored = deps.getRefreshToken();
      if (!stored) throw new Error('signed out while waiting to renew');
      const storedToken = deps.getToken();
      if (stored !== seenRefreshToken && storedToken) {
        deps.onRefreshed({ token: storedToken, refreshToken: stored });
        return storedToken;
      }
      const tokens = await deps.refresh(stored);
      deps.onRefreshed(tokens);
      return tokens.token;
    };

    const runRefresh = (refreshToken: string): Promise<string> => {
      inFlight ??= exclusive(() => renew(refreshToken))
        .catch((refreshError: unknown) => {
          if (errorCode(refreshError) === AuthErrorCode.INVALID_TOKEN) deps.onInvalidToken();
          deps.onSessionExpired();
          throw refreshError;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };

    const responseId = client.interceptors.response.use(undefined, async (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      const axiosError = error as AxiosError;
      const config = axiosError.config as RetriableConfig | undefined;
      // No response: network or CORS failure, not ours to handle.
      if (!axiosError.response || !config) throw error;
      if (axiosError.response.status !== 401 || config._authRetried || isSkippedUrl(config.url)) throw error;

      config._authRetried = true;
      const current = deps.getToken();
      const used = sentToken(config);
      let token: string;
      if (inFlight) {
        // Queue behind the refresh already running.
        token = await inFlight.catch(() => {
          throw error;
        });
      } else if (current && used && current !== used) {
        // Sent with a token that has since been replaced (a refresh finished in between): just retry.
        token = current;
      } else {
        const refreshToken = deps.getRefreshToken();
        if (!refreshToken) {
          deps.onSessionExpired();
          throw error;
        }
        token = await runRefresh(refreshToken).catch(() => {
          throw error;
        });
      }
      config.headers.set('Authorization', `Bearer ${token}`);
      return client.request(config);
    });

    return () => {
      client.interceptors.response.eject(responseId);
    };
  };
}
