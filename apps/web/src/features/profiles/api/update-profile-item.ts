import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileSection, ProfileSectionInput, ProfileSectionItem } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { invalidateMyProfile } from './invalidate';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** PUT /api/v1/profile/me/{section}/{id} — replaces the whole entry. */
export async function updateProfileItem<S extends ProfileSection>(
  section: S,
  itemId: number,
  input: ProfileSectionInput<S>,
): Promise<ProfileSectionItem<S>> {
  return unwrap(await apiClient.put(profilePaths.sectionItem(section, itemId), input));
}

export function useUpdateProfileItem<S extends ProfileSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: number; input: ProfileSectionInput<S> }) => updateProfileItem(section, itemId, input),
    onSuccess: () => invalidateMyProfile(queryClient, queryClient.getQueryData<Profile>(profileKeys.me())?.userId),
  });
}
