import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type UpdateProfileRequest, type User } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { useAuthStore } from '../store';
import { authKeys } from './keys';

/** PUT /api/v1/auth/profile — first/last name, phone number, username. */
export async function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return unwrap(await apiClient.put(authPaths.profile, input));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      queryClient.setQueryData(authKeys.profile(), user);
    },
  });
}
