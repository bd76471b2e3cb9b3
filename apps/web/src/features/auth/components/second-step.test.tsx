import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@paytable/contracts/core';
import type { TwoFactorChallenge } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import { SecondStep } from './second-step';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn(), browserSupportsWebAuthn: vi.fn(() => true) }));
vi.mock('@simplewebauthn/browser', () => browser);

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const challengeWith = (methods: TwoFactorChallenge['methods']): TwoFactorChallenge => ({
  challenge: 'TWO_FACTOR',
  challengeToken: 'challenge-token',
  challengeExpiresAt: '2026-11-28T10:05:00.000Z',
  rememberMe: false,
  requiredBy: null,
  methods,
});
const session = { token: 'access', refreshToken: 'refresh', trustedDeviceToken: null, recoveryCodes: null };

function renderStep(methods: TwoFactorChallenge['methods']) {
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SecondStep challenge={challengeWith(methods)} onSignedIn={onSignedIn} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

afterEach(() => vi.restoreAllMocks());

describe('SecondStep', { timeout: 15_000 }, () => {
  it('asks for an authenticator code and offers no passkey to a person without one', async () => {
    const post = vi.spyOn(publicClient, 'post').mockResolvedValue(envelope(session));
    const onSignedIn = renderStep(['TOTP']);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/code/i), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(post).toHaveBeenCalledWith(authPaths.twoFactorChallengeVerify, { challengeToken: 'challenge-token', trustDevice: false, code: '123456' });
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it('signs in with a passkey: the options for this attempt, the browser prompt, then the answer', async () => {
    const options = { challenge: 'server-challenge', rpId: 'localhost' };
    const answer = { id: 'credential', type: 'public-key' };
    browser.startAuthentication.mockResolvedValue(answer);
    const post = vi.spyOn(publicClient, 'post').mockImplementation(async (url: string) => envelope(url === authPaths.twoFactorChallengePasskeyOptions ? options : session));
    const onSignedIn = renderStep(['TOTP', 'PASSKEY']);
    expect(screen.getByText('Use your passkey, or enter the code from your authenticator app.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Trust this device/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(post).toHaveBeenNthCalledWith(1, authPaths.twoFactorChallengePasskeyOptions, { challengeToken: 'challenge-token' });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(post).toHaveBeenNthCalledWith(2, authPaths.twoFactorChallengePasskey, { challengeToken: 'challenge-token', trustDevice: true, response: answer });
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it('offers a recovery code beside the passkey to a person with passkeys only, and says when the passkey fails', async () => {
    browser.startAuthentication.mockRejectedValue(new Error('The operation either timed out or was not allowed.'));
    vi.spyOn(publicClient, 'post').mockResolvedValue(envelope({ challenge: 'server-challenge' }));
    const onSignedIn = renderStep(['PASSKEY']);
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use your authenticator app' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not signed in');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
