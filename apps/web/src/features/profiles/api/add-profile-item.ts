import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileSection, ProfileSectionInput, ProfileSectionItem } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { invalidateMyProfile } from './invalidate';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** POST /api/v1/profile/me/{section} */
export async function addProfileItem<S extends ProfileSection>(section: S, input: ProfileSectionInput<S>): Promise<ProfileSectionItem<S>> {
  return unwrap(await apiClient.post(profilePaths.section(section), input));
}

export function useAddProfileItem<S extends ProfileSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileSectionInput<S>) => addProfileItem(section, input),
    onSuccess: () => invalidateMyProfile(queryClient, queryClient.getQueryData<Profile>(profileKeys.me())?.userId),
  });
}
