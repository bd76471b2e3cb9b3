import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileSection } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { invalidateMyProfile } from './invalidate';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** DELETE /api/v1/profile/me/{section}/{id} */
export async function removeProfileItem(section: ProfileSection, itemId: number): Promise<void> {
  await apiClient.delete(profilePaths.sectionItem(section, itemId));
}

export function useRemoveProfileItem(section: ProfileSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => removeProfileItem(section, itemId),
    onSuccess: () => invalidateMyProfile(queryClient, queryClient.getQueryData<Profile>(profileKeys.me())?.userId),
  });
}
