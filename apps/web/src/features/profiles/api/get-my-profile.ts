import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** GET /api/v1/profiles/me */
export async function getMyProfile(): Promise<Profile> {
  return unwrap(await apiClient.get(profilePaths.me));
}

export const myProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
