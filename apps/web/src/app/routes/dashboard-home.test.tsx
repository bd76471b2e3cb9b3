import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { JWT, makeUser } from '@/features/auth/test-fixtures';
import { apiClient, publicClient } from '@/lib/api-client';
import DashboardHome from './dashboard-home';

const page = <T,>(content: T[], totalElements = content.length) => ({ content, totalElements, totalPages: 1, number: 0, size: 20 });
const profile = { profilePhoto: null, headline: 'Payments lead', bio: null, location: null, industryRole: null, experiences: [], education: [], skills: [], certifications: [], projects: [] };

/** Answers every GET by its path, as the API would for a member with some pending work. */
function answer(url: string): unknown {
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

function renderHome(user = makeUser()) {
  act(() => useAuthStore.getState().setSession({ token: JWT, refreshToken: 'r', user }));
  const get = vi.fn(async (url: string) => ({ data: { success: true, data: answer(url) } }));
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
});
