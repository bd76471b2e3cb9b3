import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@paytable/contracts/core';
import type { TwoFactorStatus } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { TwoFactorSettings } from './two-factor-settings';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn(), browserSupportsWebAuthn: vi.fn(() => true) }));
vi.mock('@simplewebauthn/browser', () => browser);
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const off: TwoFactorStatus = { enabled: false, enabledAt: null, authenticatorApp: false, passkeys: [], requiredBy: null, recoveryCodesLeft: 0, trustedDevices: [] };
const withPasskeys: TwoFactorStatus = {
  ...off,
  enabled: true,
  recoveryCodesLeft: 10,
  passkeys: [
    { id: 1, name: 'Work laptop', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: '2026-11-20T10:00:00.000Z', synced: false },
    { id: 2, name: 'Phone', createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null, synced: true },
  ],
};

function renderSettings(status: TwoFactorStatus) {
  vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(status));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorSettings />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TwoFactorSettings', { timeout: 15_000 }, () => {
  it('adds a first passkey by name and shows the recovery codes it brings', async () => {
    const options = { challenge: 'server-challenge', rp: { id: 'localhost', name: 'Paytable' } };
    const created = { id: 'credential', type: 'public-key' };
    browser.startRegistration.mockResolvedValue(created);
    const codes = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);
    const post = vi.spyOn(apiClient, 'post').mockImplementation(async (url: string) =>
      envelope(url === authPaths.passkeyRegistrationOptions ? options : { passkey: withPasskeys.passkeys[0], recoveryCodes: codes }),
    );
    renderSettings(off);
    expect(await screen.findByText(/No passkeys yet/)).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passkey name'), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(post).toHaveBeenCalledWith(authPaths.passkeys, { name: 'Work laptop', response: created });
    expect(await screen.findByText('abcde-00003')).toBeInTheDocument();
  });

  it('lists passkeys with when they were added and used, and renames one', async () => {
    const patch = vi.spyOn(apiClient, 'patch').mockResolvedValue(envelope({ ...withPasskeys.passkeys[1], name: 'Old phone' }));
    renderSettings(withPasskeys);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Phone')).toBeInTheDocument();
    expect(within(list).getByText('Synced')).toBeInTheDocument();
    expect(within(list).getByText(/not used yet/)).toBeInTheDocument();
    expect(screen.getByText(/On with passkeys/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Phone' }));
    const name = screen.getByLabelText('New name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Old phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(patch).toHaveBeenCalledWith(authPaths.passkey(2), { name: 'Old phone' });
  });

  it('asks before removing a passkey, then for the password, and removes only then', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope(null));
    renderSettings(withPasskeys);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Work laptop?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove passkey' }));
    expect(post).not.toHaveBeenCalled();
    // Passkeys only: the password is the proof (no code to offer).
    expect(screen.queryByRole('button', { name: 'Use a code instead' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Correct-horse-7');
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect(post).toHaveBeenCalledWith(authPaths.passkeyRemove(1), { password: 'Correct-horse-7' });
  });

  it('turns off after a current code', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope(off));
    renderSettings({ ...withPasskeys, authenticatorApp: true, enabledAt: '2026-11-01T10:00:00.000Z' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await userEvent.type(screen.getByLabelText(/code/i), '654321');
    await userEvent.click(within(screen.getByRole('form', { name: 'Turn off' })).getByRole('button', { name: 'Turn off' }));
    expect(post).toHaveBeenCalledWith(authPaths.twoFactorDisable, { code: '654321' });
  });
});
