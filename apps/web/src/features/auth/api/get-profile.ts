import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type User } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/v1/auth/profile — the signed-in account (renewed through the refresh queue on 401). */
export async function getProfile(): Promise<User> {
  return unwrap(await apiClient.get(authPaths.profile));
}

export const profileQueryOptions = () => queryOptions({ queryKey: authKeys.profile(), queryFn: getProfile });
