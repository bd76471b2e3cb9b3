import { statusOf } from '@/lib/api-client';
import { sessionRefreshToken, sessionToken } from '@/lib/session';
import { logout } from './api/logout';

export const SIGNED_OUT_MESSAGE = 'Signed out successfully';
export const SIGN_OUT_FAILED = { title: 'Error signing out', description: 'There was a problem signing you out. Please try again.' } as const;

/**
 * Ends the session on the server (POST /auth/logout with the refresh token). Resolves true when the server
 * answered (a 4xx means there is nothing left to end there), false when it could not be reached or
 * failed (network, 5xx).
 *
 * Decision: on false the local session is KEPT and the user is asked to try again (seed 000 §8 wording).
 * Clearing it anyway would leave a live refresh token on the server that nobody can revoke any more;
 * keeping it lets the retry really end the session.
 */
export async function endServerSession(): Promise<boolean> {
  try {
    await logout({ token: sessionToken(), refreshToken: sessionRefreshToken() });
    return true;
  } catch (error) {
    const status = statusOf(error);
    return status !== undefined && status >= 400 && status < 500;
  }
}
