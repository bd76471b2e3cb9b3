import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type ForgotPasswordRequest } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';

/** POST /api/v1/auth/forgot-password {email} — same answer whether or not the address has an account. */
export async function forgotPassword(input: ForgotPasswordRequest): Promise<void> {
  await publicClient.post(authPaths.forgotPassword, input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
