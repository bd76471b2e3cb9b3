import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@paytable/contracts/core';
import type { ActiveSession, Page, SecurityEvent } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { ActiveSessionsCard, SecurityActivityCard } from './security-settings';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const session = (id: string, device: string, current: boolean): ActiveSession => ({
  id,
  device,
  platform: current ? 'desktop' : 'mobile',
  ipAddress: current ? '198.51.100.7' : '203.0.113.20',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-27T09:30:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  rememberMe: false,
  current,
});
const sessions = [session('this-session-1', 'Firefox 133 on Windows 10', true), session('phone-session-2', 'Safari 18 on iOS', false)];
const events: Page<SecurityEvent> = {
  content: [
    { id: 2, type: 'SIGN_IN_FAILED', occurredAt: '2026-11-27T08:00:00.000Z', user: { id: 1, fullName: 'Ada Tester', email: 'ada@example.com' }, actor: null, companyId: null, companyName: null, ipAddress: '192.0.2.44', device: 'Chrome 131 on macOS', details: { reason: 'wrong_password' } },
    { id: 1, type: 'ROLE_GRANTED', occurredAt: '2026-11-26T08:00:00.000Z', user: { id: 1, fullName: 'Ada Tester', email: 'ada@example.com' }, actor: { id: 9, fullName: 'Root Admin', email: 'root@example.com' }, companyId: null, companyName: null, ipAddress: null, device: null, details: { role: 'ROLE_SUPPORT_ADMIN' } },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 10,
};

function renderWithClient(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

afterEach(() => vi.restoreAllMocks());

describe('security settings', () => {
  it('lists sessions with this device marked, and signs out another one after confirmation', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(sessions));
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue(envelope(null));
    renderWithClient(<ActiveSessionsCard />);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /sign out/i })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('203.0.113.20');

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out Safari 18 on iOS' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(remove).toHaveBeenCalledWith(authPaths.session('phone-session-2'));
  });

  it('signs out all other sessions', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(sessions));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ signedOut: 1 }));
    renderWithClient(<ActiveSessionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out others' }));
    expect(post).toHaveBeenCalledWith(authPaths.signOutOtherSessions);
  });

  it('shows an error when sessions cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderWithClient(<ActiveSessionsCard />);
    expect(await screen.findByText('Sessions could not be loaded')).toBeInTheDocument();
  });

  it('shows the security activity with who did it and from where, or that there is none', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(events));
    renderWithClient(<SecurityActivityCard />);
    const list = await screen.findByRole('list', { name: 'Security activity' });
    expect(list).toHaveTextContent('Failed sign-in');
    expect(list).toHaveTextContent('192.0.2.44');
    expect(list).toHaveTextContent('Role granted');
    expect(list).toHaveTextContent('by Root Admin');
    expect(get).toHaveBeenCalledWith(authPaths.securityEvents, { params: { page: 0, size: 10 } });
  });

  it('says when there is no security activity', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope({ ...events, content: [], totalElements: 0, totalPages: 0 }));
    renderWithClient(<SecurityActivityCard />);
    expect(await screen.findByText('No security activity yet')).toBeInTheDocument();
  });
});
