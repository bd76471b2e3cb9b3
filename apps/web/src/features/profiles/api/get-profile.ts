import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@paytable/contracts';
import { apiClient, statusOf, unwrap } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-retry';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** GET /api/v1/profiles/{userId} — another member's profile (404 for unknown or disabled accounts). */
export async function getProfile(userId: number): Promise<Profile> {
  return unwrap(await apiClient.get(profilePaths.detail(userId)));
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => getProfile(userId),
    // A missing profile stays missing: asking three more times only delays the "not found" screen.
    retry: (failureCount, error) => statusOf(error) !== 404 && shouldRetry(failureCount, error),
  });

export const useProfile = (userId: number) => useQuery({ ...profileQueryOptions(userId), enabled: Number.isInteger(userId) && userId > 0 });
