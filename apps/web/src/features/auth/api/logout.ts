import { authPaths } from '@paytable/contracts/core';
import { publicClient } from '@/lib/api-client';

/**
 * POST /api/v1/auth/logout {refreshToken}: ends the session on the server. Sent through the public client
 * with the access token added by hand, so an expired access token neither blocks the call nor starts a
 * refresh just to sign out.
 */
export async function logout({ token, refreshToken }: { token: string | null; refreshToken: string | null }): Promise<void> {
  await publicClient.post(authPaths.logout, refreshToken ? { refreshToken } : {}, {
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}
