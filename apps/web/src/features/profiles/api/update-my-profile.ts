import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateMyProfileRequest } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** PUT /api/v1/profiles/me — the about fields. */
export async function updateMyProfile(input: UpdateMyProfileRequest): Promise<Profile> {
  return unwrap(await apiClient.put(profilePaths.me, input));
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(profile.userId) });
    },
  });
}
