import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type SecurityEvent } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { AdminSecurityLogPage } from './admin-security-log-page';

const event: SecurityEvent = {
  id: 1,
  type: 'ACCOUNT_DISABLED',
  occurredAt: '2026-11-20T10:00:00.000Z',
  user: { id: 7, fullName: 'Ada Lovelace', email: 'ada@example.com' },
  actor: { id: 1, fullName: 'Grace Hopper', email: 'grace@example.com' },
  companyId: null,
  companyName: null,
  ipAddress: '198.51.100.7',
  device: 'Firefox 133 on Windows 10',
  details: {},
};

afterEach(() => vi.restoreAllMocks());

describe('AdminSecurityLogPage', { timeout: 15_000 }, () => {
  it('finds a person’s events by name or e-mail typed in the search field', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { content: [event], totalElements: 1, totalPages: 1, number: 0, size: 25 } } });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminSecurityLogPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Account disabled by an admin')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(adminPaths.securityEvents, { params: { page: 0, size: 25 } });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Person' }), ' ada@example ');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith(adminPaths.securityEvents, { params: { page: 0, q: 'ada@example', size: 25 } }), { timeout: 5_000 });
  });
});
