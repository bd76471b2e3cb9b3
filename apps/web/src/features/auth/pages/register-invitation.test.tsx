import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, REGISTRATION_INVITATION_ONLY, SettingsMessage } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import { RegisterPage } from './register-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('register page while registration is by invitation only', () => {
  it('says so, fills in the invited address, and shows the refusal of an address without an invitation', async () => {
    const get = vi.spyOn(publicClient, 'get').mockResolvedValue(envelope({ registrationMode: 'INVITATION_ONLY', maintenanceBanner: null }));
    const headers = new AxiosHeaders();
    vi.spyOn(publicClient, 'post').mockRejectedValue(
      new AxiosError('403', 'ERR_BAD_REQUEST', { headers }, undefined, {
        status: 403,
        statusText: 'Forbidden',
        headers: {},
        config: { headers },
        data: { success: false, code: REGISTRATION_INVITATION_ONLY, message: SettingsMessage.invitationOnly },
      }),
    );
    renderAt('/register?email=invited%40example.com');
    expect(await screen.findByText('Registration is by invitation only')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(adminPaths.publicSettings);
    expect(screen.getByLabelText('Email')).toHaveValue('invited@example.com');

    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'Analytical-Engine-1');
    await userEvent.click(screen.getByRole('button', { name: /create account/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SettingsMessage.invitationOnly);
  });
});
