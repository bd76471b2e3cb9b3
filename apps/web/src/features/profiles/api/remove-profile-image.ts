import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileImageResponse } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { invalidateMyProfile } from './invalidate';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** DELETE /api/v1/profile-images/me/image */
export async function removeProfileImage(): Promise<ProfileImageResponse> {
  return unwrap(await apiClient.delete(profilePaths.image));
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: () => invalidateMyProfile(queryClient, queryClient.getQueryData<Profile>(profileKeys.me())?.userId),
  });
}
