import { authPaths } from '@paytable/contracts/core';
import { type AuthSession } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';

/**
 * POST /api/v1/auth/refresh-token {refreshToken} through the public client, so the refresh itself can
 * never trigger another refresh. Answers a new pair (the old refresh token is rotated out).
 */
export async function refreshToken(token: string): Promise<AuthSession> {
  return unwrap(await publicClient.post(authPaths.refreshToken, { refreshToken: token }));
}
