import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import AdminOverviewPage from './admin-overview-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const overview: AdminOverview = {
  generatedAt: '2026-11-25T10:00:00.000Z',
  groups: [
    { key: 'people', title: 'People', figures: [{ key: 'signups.week', label: 'Sign-ups, 7 days', value: 1234, hint: 'Accounts created in the last 7 days', href: '/dashboard/admin/users' }] },
    {
      key: 'companies',
      title: 'Companies',
      figures: [
        { key: 'companies.verified', label: 'Verified', value: 12, hint: 'Approved companies with the verified badge', href: '/dashboard/admin/companies' },
        { key: 'companies.type.4', label: 'Payment provider', value: 7, hint: 'Companies of type Payment provider', href: '/dashboard/admin/companies', breakdown: 'By business type' },
      ],
    },
    {
      key: 'pending',
      title: 'Pending work',
      figures: [{ key: 'pending.companies', label: 'Companies to approve', value: 3, hint: 'Registered companies awaiting approval', href: '/dashboard/admin/pending-companies' }],
    },
    {
      key: 'money',
      title: 'Money',
      figures: [{ key: 'revenue.invoiced.EUR', label: 'Invoiced, 30 days (EUR)', value: 15_000, currency: 'EUR', hint: 'Issued invoices dated in the last 30 days', href: '/dashboard/admin/invoices' }],
    },
  ],
};

function renderPage(canOpen?: (href: string) => boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/admin']}>
        <AdminOverviewPage canOpen={canOpen} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminOverviewPage', () => {
  it('shows each group with its figures, each linking to its screen', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(overview));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the admin overview' })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /Sign-ups, 7 days: 1,234/ })).toHaveAttribute('href', '/dashboard/admin/users');
    const pending = screen.getByRole('region', { name: 'Pending work' });
    expect(within(pending).getByRole('link', { name: /Companies to approve: 3/ })).toHaveAttribute('href', '/dashboard/admin/pending-companies');
    expect(within(screen.getByRole('region', { name: 'Money' })).getByText('€150.00')).toBeInTheDocument();
    const byType = within(screen.getByRole('region', { name: 'Companies' })).getByRole('list', { name: 'By business type' });
    expect(within(byType).getByRole('link', { name: 'Payment provider: 7' })).toHaveAttribute('href', '/dashboard/admin/companies');
  });

  it('shows a figure without a link when the viewer may not open its screen', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(overview));
    renderPage((href) => href !== '/dashboard/admin/users');
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).queryByRole('link')).toBeNull();
    expect(within(people).getByText('1,234')).toBeInTheDocument();
  });

  it('says so when a group has nothing to show', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope({ ...overview, groups: [{ key: 'money', title: 'Money', figures: [] }] }));
    renderPage();
    expect(await screen.findByText('No invoices or payments in the last 30 days.')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    const get = vi.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValue(envelope(overview));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Loading' }));
    expect(await screen.findByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows when the figures were counted, and Refresh asks the server to count them now', async () => {
    const counted = { ...overview, generatedAt: '2026-11-25T10:05:00.000Z', groups: overview.groups.map((group) => (group.key === 'pending' ? { ...group, figures: [{ ...group.figures[0]!, value: 4 }] } : group)) };
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce(envelope(overview)).mockResolvedValue(envelope(counted));
    renderPage();
    expect(await screen.findByText(`The platform at a glance · counted at ${new Date(overview.generatedAt).toLocaleTimeString()}`)).toBeInTheDocument();
    expect(get.mock.calls[0]?.[1]?.headers).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: /Companies to approve: 4/ })).toBeInTheDocument();
    expect(get.mock.calls[1]?.[1]?.headers).toEqual({ 'Cache-Control': 'no-cache' });
    expect(screen.getByText(`The platform at a glance · counted at ${new Date(counted.generatedAt).toLocaleTimeString()}`)).toBeInTheDocument();
  });
});
