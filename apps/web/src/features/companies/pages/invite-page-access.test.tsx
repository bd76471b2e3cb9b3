import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { InvitePage } from './invite-page';

const refused = (status: number) =>
  Object.assign(new Error('refused'), { isAxiosError: true, response: { status, data: { success: false, code: 'X', message: 'No company association' } } });
const envelope = <T,>(data: T) => ({ data: { success: true, data } });

function renderPage() {
  // The application's own retry rules (3 retries), so a refusal that were retried would show here.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InvitePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('InvitePage access', () => {
  it('answers at once from the association for a user without a company, without asking for invitations', async () => {
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url) => {
      throw refused(url === companyPaths.association ? 404 : 500);
    });
    renderPage();
    expect(await screen.findByText('Only company admins can invite colleagues')).toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).toEqual([companyPaths.association]);
  });

  it('takes a 403 on the invitations as the answer for a member who is not an admin, without retrying', async () => {
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url) => {
      if (url === companyPaths.association) return envelope({ id: 1, companyId: 3, companyName: 'Tidewater', role: 'MEMBER', status: 'ACTIVE' });
      throw refused(403);
    });
    renderPage();
    expect(await screen.findByText('Only company admins can invite colleagues')).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === companyPaths.invitations)).toHaveLength(1);
  });

  it('shows the form and the sent invitations to a company admin', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url) =>
      url === companyPaths.association ? envelope({ id: 1, companyId: 3, companyName: 'Tidewater', role: 'ADMIN', status: 'ACTIVE' }) : envelope([]),
    );
    renderPage();
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invite colleagues' })).toBeInTheDocument();
  });
});
