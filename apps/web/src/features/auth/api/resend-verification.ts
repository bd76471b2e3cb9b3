import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { publicClient } from '@/lib/api-client';

/** POST /api/v1/auth/resend-verification?email= — answers the same whether or not the address has an account. */
export async function resendVerification(email: string): Promise<void> {
  await publicClient.post(authPaths.resendVerification, null, { params: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
