import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type ResetPasswordRequest } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';

/** POST /api/v1/auth/reset-password {token, newPassword} — works once and ends every session of the account. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await publicClient.post(authPaths.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
