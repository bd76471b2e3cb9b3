import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { JWT, makeUser } from '@/features/auth/test-fixtures';
import { apiClient, publicClient } from '@/lib/api-client';
import DashboardHome from './dashboard-home';

const page = <T,>(content: T[], totalElements = content.length) => ({ content, totalElements, totalPages: 1, number: 0, size: 20 });
const profile = { profilePhoto: null, headline: 'Payments lead', bio: null, location: null, industryRole: null, experiences: [], education: [], skills: [], certifications: [], projects: [] };

const everyPrivilege = { companyId: 7, companyPrivileges: [], privileges: ['company_reporting', 'company_integrations', 'company_jobs'], isCompanyAdmin: true };
const soon = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString();

/** Answers every GET by its path, as the API would for a member with some pending work. */
function answer(url: string, params?: Record<string, unknown>): unknown {
  if (url.endsWith('/company-privileges/my-privileges')) return everyPrivilege;
  // More overdue invoices than a list page holds: the API counts and sums them all.
  if (url.endsWith('/accounting/companies/7/invoices/overdue-summary')) return { count: 143, owed: [{ currency: 'EUR', amountMinor: 125_050 }, { currency: 'USD', amountMinor: 30_000 }] };
  if (url.endsWith('/partnerships/incoming')) return { data: [{ id: 1 }, { id: 2 }] };
  if (url.endsWith('/support/tickets/my')) return params?.status === 'pending_customer' ? page([], 1) : page([]);
  if (url.endsWith('/companies/7/applications')) return params?.status === 'RECEIVED' ? page([], 6) : page([]);
  if (url.endsWith('/events/meetings/requests')) return [{ id: 3, eventId: 42, eventTitle: 'ICE London' }];
  if (url.endsWith('/certifications/company/7'))
    return [
      { id: 1, status: 'VERIFIED', expiresAt: soon(10) },
      { id: 2, status: 'VERIFIED', expiresAt: soon(200) },
      { id: 3, status: 'PENDING', expiresAt: soon(5) },
    ];
  if (url.endsWith('/connections/pending')) return { received: 2, sent: 0 };
  if (url.includes('/unified-unread-count')) return { directMessages: 3, groupMessages: 1, total: 4 };
  if (url.endsWith('/companies/connection-requests/incoming')) return page([], 1);
  if (url.endsWith('/company/users')) return page([], 0);
  if (url.endsWith('/profiles/me')) return profile;
  if (url.endsWith('/companies/7'))
    return { id: 7, name: 'Tidewater', logo: null, description: 'Slots studio', website: null, contactEmail: null, headquarters: null, foundedYear: null, businessTypes: [], jurisdictions: [] };
  if (url.endsWith('/admin/companies')) return page([], 5);
  if (url.includes('/company-privileges/admin/requests')) return page([], 0);
  if (url.includes('/admin/certifications')) return page([], 2);
  return page([]);
}

function renderHome(user = makeUser(), respond: (url: string, params?: Record<string, unknown>) => unknown = answer) {
  act(() => useAuthStore.getState().setSession({ token: JWT, refreshToken: 'r', user }));
  const get = vi.fn(async (url: string, config?: { params?: Record<string, unknown> }) => ({ data: { success: true, data: respond(url, config?.params) } }));
  vi.spyOn(apiClient, 'get').mockImplementation(get as never);
  vi.spyOn(publicClient, 'get').mockImplementation(get as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return get;
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useAuthStore.getState().clear());
});

describe('dashboard home', () => {
  it("shows what waits for the member's answer, linked to where it is answered", async () => {
    renderHome();
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: /Connection requests to answer\s*2/ })).toHaveAttribute('href', '/dashboard/network?tab=requests');
    expect(within(waiting).getByRole('link', { name: /Unread messages\s*4/ })).toHaveAttribute('href', '/dashboard/messages');
    // Not in a company: no company requests are asked for or shown.
    expect(within(waiting).queryByText(/Companies asking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending review' })).not.toBeInTheDocument();
  });

  it('shows profile completeness with the most valuable next step', async () => {
    renderHome();
    expect(await screen.findByRole('progressbar', { name: 'Your profile: 15% complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Add a position' })).toHaveAttribute('href', '/dashboard/my-profile');
    expect(screen.getByRole('link', { name: 'Tell us which company you work for' })).toBeInTheDocument();
  });

  it("lists a company admin's requests to the company", async () => {
    const get = renderHome(
      makeUser({ company: { id: 7, name: 'Tidewater', status: 'ACTIVE', verified: true, logoUrl: null, role: 'ADMIN', membershipStatus: 'ACTIVE' } }),
    );
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
    await within(waiting).findByRole('link', { name: /Companies asking to connect with yours\s*1/ });
    expect(get).toHaveBeenCalledWith('/companies/7');
    expect(await screen.findByRole('progressbar', { name: 'Tidewater: 25% complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Choose your business types' })).toHaveAttribute('href', '/dashboard/company-profile');
  });

  it('lands a platform admin on its pending review', async () => {
    renderHome(makeUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    const review = await screen.findByRole('list', { name: 'Pending review' });
    expect(within(review).getByRole('link', { name: /Companies awaiting approval\s*5/ })).toHaveAttribute('href', '/dashboard/admin/pending-companies');
    expect(within(review).getByRole('link', { name: /Certifications to verify\s*2/ })).toBeInTheDocument();
    expect(within(review).queryByText(/Privilege requests/)).not.toBeInTheDocument();
  });

  describe('what waits across the product', { timeout: 15_000 }, () => {
    const companyAdmin = () => makeUser({ company: { id: 7, name: 'Tidewater', status: 'ACTIVE', verified: true, logoUrl: null, role: 'ADMIN', membershipStatus: 'ACTIVE' } });
    /** Nothing waits anywhere: every part answers empty. */
    const nothing = (url: string, params?: Record<string, unknown>): unknown => {
      if (url.endsWith('/connections/pending')) return { received: 0, sent: 0 };
      if (url.includes('/unified-unread-count')) return { directMessages: 0, groupMessages: 0, total: 0 };
      if (url.endsWith('/partnerships/incoming')) return { data: [] };
      if (url.endsWith('/invoices/overdue-summary')) return { count: 0, owed: [] };
      if (url.endsWith('/events/meetings/requests') || url.endsWith('/certifications/company/7')) return [];
      if (['/companies/connection-requests/incoming', '/company/users', '/invoices', '/support/tickets/my', '/applications'].some((path) => url.endsWith(path))) return page([]);
      return answer(url, params);
    };

    it('shows each part with its count, linked to where it is answered', async () => {
      renderHome(companyAdmin());
      const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
      const row = (name: RegExp) => within(waiting).findByRole('link', { name });
      expect(await row(/Overdue invoices\s*€1,250\.50 · US\$300\.00 to pay\s*143/)).toHaveAttribute('href', '/dashboard/invoices');
      expect(await row(/Partnership requests to answer\s*2/)).toHaveAttribute('href', '/dashboard/partnerships');
      expect(await row(/Support replies waiting for you\s*1/)).toHaveAttribute('href', '/dashboard/support');
      expect(await row(/Job applications to review\s*6/)).toHaveAttribute('href', '/dashboard/company-jobs');
      expect(await row(/Meeting requests to answer\s*Next: ICE London\s*1/)).toHaveAttribute('href', '/dashboard/events/42');
      // Only the verified one within 30 days: the pending one and the one far off do not count.
      expect(await row(/Certifications expiring within 30 days\s*1/)).toHaveAttribute('href', '/dashboard/company/certifications');
    });

    it('asks nothing of the company parts for a member without the privileges', async () => {
      const get = renderHome(companyAdmin(), (url, params) => (url.endsWith('/company-privileges/my-privileges') ? { ...everyPrivilege, privileges: [], isCompanyAdmin: false } : answer(url, params)));
      const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
      await within(waiting).findByRole('link', { name: /Meeting requests to answer/ });
      expect(within(waiting).getByRole('link', { name: /Support replies waiting for you/ })).toBeInTheDocument();
      const asked = get.mock.calls.map(([url]) => url);
      for (const path of ['/accounting/companies/7/invoices/overdue-summary', '/partnerships/incoming', '/companies/7/applications']) expect(asked).not.toContain(path);
      expect(within(waiting).queryByText(/Overdue invoices/)).not.toBeInTheDocument();
    });

    it('shows a part that failed with a retry, and the others still', async () => {
      let failing = true;
      renderHome(companyAdmin(), (url, params) => {
        if (url.endsWith('/partnerships/incoming') && failing) throw new Error('offline');
        return answer(url, params);
      });
      const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
      const failed = await within(waiting).findByRole('alert');
      expect(failed).toHaveTextContent('Could not load: partnership requests to answer');
      expect(within(waiting).getByRole('link', { name: /Overdue invoices/ })).toBeInTheDocument();
      failing = false;
      await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
      expect(await within(waiting).findByRole('link', { name: /Partnership requests to answer\s*2/ })).toBeInTheDocument();
    });

    it('says all is caught up only when nothing waits anywhere', async () => {
      renderHome(companyAdmin(), nothing);
      expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Waiting for you' })).not.toBeInTheDocument();
    });

    it('shows the loading state until every part has answered', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      act(() => useAuthStore.getState().setSession({ token: JWT, refreshToken: 'r', user: companyAdmin() }));
      vi.spyOn(apiClient, 'get').mockImplementation((async (url: string, config?: { params?: Record<string, unknown> }) => {
        if (url.endsWith('/events/meetings/requests')) await held;
        return { data: { success: true, data: answer(url, config?.params) } };
      }) as never);
      vi.spyOn(publicClient, 'get').mockImplementation((async (url: string) => ({ data: { success: true, data: answer(url) } })) as never);
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <DashboardHome />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('status', { name: 'Loading waiting for you' })).toBeInTheDocument();
      release();
      expect(await screen.findByRole('list', { name: 'Waiting for you' })).toBeInTheDocument();
    });
  });

  describe('a support admin', { timeout: 15_000 }, () => {
    const supportAdmin = () => makeUser({ roles: ['ROLE_USER', 'ROLE_SUPPORT_ADMIN'] });
    const target = (state: string, remainingMinutes: number | null) => ({ dueAt: '2026-11-27T16:00:00.000Z', state, remainingMinutes });
    const ticket = (id: number, title: string, sla: { state: string; remaining: number | null }, status = 'open') => ({
      id,
      title,
      status,
      priority: 'urgent',
      sla: { firstResponse: target(sla.state, sla.remaining), nextResponse: null, resolution: target('active', 900) },
    });
    const desk = (breached: unknown[], dueSoonest: unknown[], urgent: unknown[]) => (url: string, params?: Record<string, unknown>) => {
      if (url.endsWith('/support/tickets/breaches')) return page(breached);
      if (url.endsWith('/support/tickets')) return params?.assigneeId === 'unassigned' ? page(urgent) : page(dueSoonest);
      // Nothing waits for the person themselves.
      if (url.endsWith('/connections/pending')) return { received: 0, sent: 0 };
      if (url.includes('/unified-unread-count')) return { directMessages: 0, groupMessages: 0, total: 0 };
      if (url.endsWith('/support/tickets/my')) return page([]);
      if (url.endsWith('/events/meetings/requests')) return [];
      return answer(url, params);
    };

    it('lists missed and at-risk SLAs and urgent tickets nobody holds, each opening the ticket on the desk', async () => {
      renderHome(
        supportAdmin(),
        desk(
          [ticket(11, 'Payouts stuck', { state: 'missed', remaining: -45 })],
          [ticket(12, 'Login loop', { state: 'active', remaining: 30 }), ticket(13, 'Slow reports', { state: 'active', remaining: 600 })],
          [ticket(14, 'Wallet down', { state: 'active', remaining: 200 }), ticket(15, 'Old outage', { state: 'active', remaining: 5 }, 'closed')],
        ),
      );
      const card = await screen.findByRole('region', { name: 'Support desk' });
      const missed = await within(card).findByRole('region', { name: 'Missed an SLA target' });
      expect(within(missed).getByRole('link', { name: /#11 Payouts stuck/ })).toHaveAttribute('href', '/dashboard/admin/support?ticket=11');
      const atRisk = within(card).getByRole('region', { name: 'SLA at risk' });
      expect(within(atRisk).getByRole('link', { name: /#12 Login loop/ })).toBeInTheDocument();
      expect(within(atRisk).queryByText(/Slow reports/)).not.toBeInTheDocument();
      const urgent = within(card).getByRole('region', { name: 'Urgent and unassigned' });
      expect(within(urgent).getByRole('link', { name: /#14 Wallet down/ })).toBeInTheDocument();
      expect(within(urgent).queryByText(/Old outage/)).not.toBeInTheDocument();
      // The personal card does not claim all is done while the desk has work.
      expect(await screen.findByText('Nothing else waits for you.')).toBeInTheDocument();
      expect(screen.queryByText('You are all caught up.')).not.toBeInTheDocument();
    });

    it('says the desk is clear only when nothing missed, at risk or urgent is left', async () => {
      renderHome(supportAdmin(), desk([], [ticket(13, 'Slow reports', { state: 'active', remaining: 600 })], []));
      const card = await screen.findByRole('region', { name: 'Support desk' });
      expect(await within(card).findByText('No SLA missed or at risk, and every urgent ticket has someone on it.')).toBeInTheDocument();
      expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    });

    it('is not shown to a member without a support role', async () => {
      const get = renderHome();
      await screen.findByRole('list', { name: 'Waiting for you' });
      expect(screen.queryByRole('region', { name: 'Support desk' })).not.toBeInTheDocument();
      expect(get.mock.calls.map(([url]) => url)).not.toContain('/support/tickets/breaches');
    });
  });
});
