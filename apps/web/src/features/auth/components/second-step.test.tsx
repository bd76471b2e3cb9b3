import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@paytable/contracts/core';
import type { TwoFactorChallenge } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import { EnrolmentStep, SecondStep } from './second-step';

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

describe('EnrolmentStep', { timeout: 15_000 }, () => {
  const enrolment: TwoFactorChallenge = { ...challengeWith([]), challenge: 'TWO_FACTOR_ENROLMENT', requiredBy: 'ROLE', rememberMe: true };
  const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Paytable?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' };
  const enrolled = { ...session, trustedDeviceToken: 'device-token', recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] };

  function renderEnrolment() {
    const onSignedIn = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EnrolmentStep challenge={enrolment} onSignedIn={onSignedIn} onCancel={vi.fn()} />
      </QueryClientProvider>,
    );
    return onSignedIn;
  }

  it('enrols with a passkey instead of the app: a name, the browser prompt, the recovery codes, then the session', async () => {
    const options = { challenge: 'server-challenge', rp: { id: 'localhost', name: 'Paytable' } };
    const answer = { id: 'credential', type: 'public-key' };
    browser.startRegistration.mockResolvedValue(answer);
    const answers: Record<string, unknown> = {
      [authPaths.twoFactorChallengeSetup]: setup,
      [authPaths.twoFactorChallengePasskeyRegistrationOptions]: options,
      [authPaths.twoFactorChallengePasskeyRegistration]: enrolled,
    };
    const post = vi.spyOn(publicClient, 'post').mockImplementation(async (url: string) => envelope(answers[url]));
    const onSignedIn = renderEnrolment();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    const create = screen.getByRole('button', { name: 'Create passkey' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Passkey name'), ' Work laptop ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Trust this device/ }));
    await userEvent.click(create);
    expect(post).toHaveBeenCalledWith(authPaths.twoFactorChallengePasskeyRegistrationOptions, { challengeToken: 'challenge-token' });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(post).toHaveBeenCalledWith(authPaths.twoFactorChallengePasskeyRegistration, { challengeToken: 'challenge-token', name: 'Work laptop', trustDevice: true, response: answer });
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(localStorage.getItem('trustedDeviceToken')).toBe('device-token');
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Paytable' }));
    expect(onSignedIn).toHaveBeenCalledWith(enrolled);
  });

  it('says when the passkey is not added, and goes back to the authenticator app', async () => {
    browser.startRegistration.mockRejectedValue(new Error('The operation either timed out or was not allowed.'));
    vi.spyOn(publicClient, 'post').mockImplementation(async (url: string) => envelope(url === authPaths.twoFactorChallengeSetup ? setup : { challenge: 'server-challenge' }));
    const onSignedIn = renderEnrolment();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await userEvent.type(screen.getByLabelText('Passkey name'), 'Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey not added');
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use an authenticator app instead' }));
    expect(screen.getByText(setup.secret)).toBeInTheDocument();
  });
});
