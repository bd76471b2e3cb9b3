import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import {
  type AuthSession,
  type RecoveryCodes,
  type TwoFactorChallengeEnableRequest,
  type TwoFactorProof,
  type TwoFactorSession,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type TwoFactorVerifyRequest,
} from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * Two-factor sign-in: the login's second step (public client: the challenge token is the credential) and
 * the person's own settings.
 */

/** The browser's trusted-device token ("Trust this device for 30 days"), sent with the next logins. */
const TRUSTED_DEVICE_KEY = 'trustedDeviceToken';
export const readTrustedDeviceToken = (): string | undefined => {
  try {
    return window.localStorage.getItem(TRUSTED_DEVICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};
export function keepTrustedDeviceToken(session: Pick<TwoFactorSession, 'trustedDeviceToken'>): void {
  if (!session.trustedDeviceToken) return;
  try {
    window.localStorage.setItem(TRUSTED_DEVICE_KEY, session.trustedDeviceToken);
  } catch {
    // Storage refused (private mode): the next sign-in asks for the second step again.
  }
}

export const verifyChallenge = async (input: TwoFactorVerifyRequest): Promise<TwoFactorSession> =>
  unwrap(await publicClient.post(authPaths.twoFactorChallengeVerify, input));
export const setUpFromChallenge = async (challengeToken: string): Promise<TwoFactorSetup> =>
  unwrap(await publicClient.post(authPaths.twoFactorChallengeSetup, { challengeToken }));
export const enableFromChallenge = async (input: TwoFactorChallengeEnableRequest): Promise<TwoFactorSession> =>
  unwrap(await publicClient.post(authPaths.twoFactorChallengeEnable, input));

export type { AuthSession };

const statusKey = () => [...authKeys.all, 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({ queryKey: statusKey(), queryFn: async (): Promise<TwoFactorStatus> => unwrap(await apiClient.get(authPaths.twoFactor)) });
}

/** A settings change that answers something and then reads the status again. */
function useTwoFactorMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey() }) });
}

export const useTwoFactorSetup = () => useTwoFactorMutation(async (): Promise<TwoFactorSetup> => unwrap(await apiClient.post(authPaths.twoFactorSetup)));
export const useTwoFactorEnable = () =>
  useTwoFactorMutation(async (code: string): Promise<RecoveryCodes> => unwrap(await apiClient.post(authPaths.twoFactorEnable, { code })));
export const useTwoFactorDisable = () =>
  useTwoFactorMutation(async (proof: TwoFactorProof): Promise<TwoFactorStatus> => unwrap(await apiClient.post(authPaths.twoFactorDisable, proof)));
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorMutation(async (proof: TwoFactorProof): Promise<RecoveryCodes> => unwrap(await apiClient.post(authPaths.twoFactorRecoveryCodes, proof)));
export const useForgetTrustedDevice = () =>
  useTwoFactorMutation(async (id: number): Promise<null> => unwrap(await apiClient.delete(`${authPaths.twoFactorTrustedDevices}/${id}`)));
