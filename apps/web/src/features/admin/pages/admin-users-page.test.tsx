import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type AdminUser } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { AdminUsersPage } from './admin-users-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 7,
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  userType: 'operator',
  roles: ['ROLE_USER'],
  isEnabled: true,
  emailVerified: true,
  companyId: null,
  companyName: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function renderPage(users: AdminUser[]) {
  vi.spyOn(apiClient, 'get').mockResolvedValue(envelope({ content: users, totalElements: users.length, totalPages: 1, number: 0, size: 20 }));
  const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope(users[0]));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminUsersPage currentUserId={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return post;
}

afterEach(() => vi.restoreAllMocks());

// The first test pays the cold transform of the dialog's modules: on two busy cores that can pass 5 s.
describe('AdminUsersPage', { timeout: 15_000 }, () => {
  it('asks before disabling a user, and disables only once confirmed', async () => {
    const post = renderPage([user({})]);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Ada Lovelace?' });
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable user' }));
    expect(post).toHaveBeenCalledWith(adminPaths.userDisable(7));
  });

  it('enables a disabled user at once', async () => {
    const post = renderPage([user({ isEnabled: false })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(adminPaths.userEnable(7));
  });
});
