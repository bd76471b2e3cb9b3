import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_IMAGE_FIELD, type Profile, type ProfileImageResponse } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { invalidateMyProfile } from './invalidate';
import { profileKeys } from './keys';
import { profilePaths } from './paths';

/** POST /api/v1/profile-images/me/image — multipart, field "image". */
export async function uploadProfileImage(file: File): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file);
  // The client's default JSON content type would make axios serialise the form as JSON; this lets the
  // browser write the multipart boundary itself.
  return unwrap(await apiClient.post(profilePaths.image, form, { headers: { 'Content-Type': 'multipart/form-data' } }));
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () => invalidateMyProfile(queryClient, queryClient.getQueryData<Profile>(profileKeys.me())?.userId),
  });
}
