import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@paytable/contracts/core';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  type AuthSession,
  type Passkey,
  type PasskeyAdded,
  type PasskeyOptions,
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

// ---- passkeys ------------------------------------------------------------------------------------------

/**
 * The second step with a passkey: the server's options for this attempt, the browser's passkey prompt
 * (@simplewebauthn/browser), then the answer. The options are opaque JSON from the server's WebAuthn library.
 */
export async function verifyWithPasskey(input: { challengeToken: string; trustDevice: boolean }): Promise<TwoFactorSession> {
  const options: PasskeyOptions = unwrap(await publicClient.post(authPaths.twoFactorChallengePasskeyOptions, { challengeToken: input.challengeToken }));
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return unwrap(await publicClient.post(authPaths.twoFactorChallengePasskey, { ...input, response }));
}

/**
 * The enrolment step with a passkey instead of the app: the server's creation options for this attempt, the
 * browser's prompt, then the named answer; answers the session with the recovery codes.
 */
export async function enrolWithPasskey(input: { challengeToken: string; name: string; trustDevice: boolean }): Promise<TwoFactorSession> {
  const options: PasskeyOptions = unwrap(await publicClient.post(authPaths.twoFactorChallengePasskeyRegistrationOptions, { challengeToken: input.challengeToken }));
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return unwrap(await publicClient.post(authPaths.twoFactorChallengePasskeyRegistration, { ...input, response }));
}

/** Adds a passkey: the server's creation options, the browser's prompt, then the named answer. */
export const useAddPasskey = () =>
  useTwoFactorMutation(async (name: string): Promise<PasskeyAdded> => {
    const options: PasskeyOptions = unwrap(await apiClient.post(authPaths.passkeyRegistrationOptions));
    const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
    return unwrap(await apiClient.post(authPaths.passkeys, { name, response }));
  });
export const useRenamePasskey = () =>
  useTwoFactorMutation(async ({ id, name }: { id: number; name: string }): Promise<Passkey> => unwrap(await apiClient.patch(authPaths.passkey(id), { name })));
export const useRemovePasskey = () =>
  useTwoFactorMutation(async ({ id, proof }: { id: number; proof: TwoFactorProof }): Promise<null> => unwrap(await apiClient.post(authPaths.passkeyRemove(id), proof)));
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();
