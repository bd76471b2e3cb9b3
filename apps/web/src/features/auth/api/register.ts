import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import { type RegisterRequest, type RegisterResponse } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';

export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/** POST /api/v1/auth/register — creates the account and mails a verification link. */
export async function register(input: RegisterRequest): Promise<RegisterResponse> {
  return unwrap(await publicClient.post(authPaths.register, input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
