import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths, privilegeCatalogue, type MyPrivileges, type PrivilegeRequest } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { CompanyPrivilegesPage } from './company-privileges-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 };

const request: PrivilegeRequest = {
  id: 7,
  companyId: 3,
  companyName: 'Tidewater Gaming',
  privilege: 'company_jobs',
  privilegeName: 'Jobs',
  status: 'PENDING',
  reason: 'We are hiring',
  adminNotes: null,
  requestedBy: { id: 11, fullName: 'Mara Tide', email: 'mara@example.com' },
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderPage(isPlatformAdmin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompanyPrivilegesPage isPlatformAdmin={isPlatformAdmin} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CompanyPrivilegesPage', () => {
  it('refetches my privileges when the privilegesUpdated event fires', async () => {
    let mine: MyPrivileges = { companyId: 3, companyPrivileges: ['admin_access'], privileges: ['admin_access'], isCompanyAdmin: true };
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === companyPaths.privileges) return envelope(privilegeCatalogue);
      if (url === companyPaths.myPrivileges) return envelope(mine);
      return envelope(emptyPage);
    });
    renderPage(false);
    const jobs = await screen.findByRole('button', { name: 'Request Jobs' });
    expect(jobs).toBeInTheDocument();

    mine = { ...mine, companyPrivileges: ['admin_access', 'company_jobs'], privileges: ['admin_access', 'company_jobs'] };
    window.dispatchEvent(new Event('privilegesUpdated'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request Jobs' })).not.toBeInTheDocument());
  });

  it('lets a platform admin approve with notes and fires privilegesUpdated', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === companyPaths.privileges) return envelope(privilegeCatalogue);
      if (url === companyPaths.myPrivileges) return envelope({ companyId: null, companyPrivileges: [], privileges: [], isCompanyAdmin: false });
      if (url === companyPaths.adminRequests) return envelope({ ...emptyPage, content: [request], totalElements: 1, totalPages: 1 });
      return envelope(emptyPage);
    });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...request, status: 'APPROVED', adminNotes: 'License checked' }));
    const fired = vi.fn();
    window.addEventListener('privilegesUpdated', fired);

    renderPage(true);
    await userEvent.type(await screen.findByLabelText('Admin notes for request 7'), 'License checked');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await screen.findByText('Approved');
    expect(post).toHaveBeenCalledWith(`${companyPaths.request(7)}/approve`, { adminNotes: 'License checked' });
    expect(fired).toHaveBeenCalledTimes(1);
    window.removeEventListener('privilegesUpdated', fired);
  });
});
