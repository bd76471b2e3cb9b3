import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type Page, type Prospect, type ProspectPerson } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { AdminProspectsPage } from './admin-prospects-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const owners: ProspectPerson[] = [{ id: 7, fullName: 'Noah Fischer', email: 'noah@paytable.io' }];
const prospect: Prospect = {
  id: 11,
  companyName: 'Baltic KYC',
  website: 'https://baltic-kyc.example',
  contactName: 'Egle',
  contactEmail: 'egle@baltic-kyc.example',
  status: 'INTERESTED',
  owner: owners[0] ?? null,
  notes: 'Wants a demo',
  nextStep: 'Demo call',
  nextStepDate: '2026-12-01',
  invitedAt: null,
  inviteCount: 0,
  linkedUser: null,
  linkedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const page = (content: Prospect[]): Page<Prospect> => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });

function mockReads(content: Prospect[] = [prospect]) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === adminPaths.prospectOwners ? envelope(owners) : envelope(page(content))));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/admin/prospects']}>
        <AdminProspectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminProspectsPage', () => {
  it('lists prospects with status, owner and next step, and filters by status', async () => {
    const get = mockReads();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Prospects' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Baltic KYC');
    expect(item).toHaveTextContent('Interested');
    expect(item).toHaveTextContent('Owner: Noah Fischer');
    expect(item).toHaveTextContent('Next: Demo call');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'LOST');
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith(adminPaths.prospects, { params: expect.objectContaining({ status: 'LOST', page: 0 }) }));
  });

  it('invites a prospect by e-mail', async () => {
    mockReads();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...prospect, invitedAt: '2026-11-21T10:00:00.000Z', inviteCount: 1 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Baltic KYC' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(adminPaths.prospectInvite(11), { message: null }));
  });

  it('adds a prospect; a taken e-mail shows on its field', async () => {
    mockReads([]);
    const headers = new AxiosHeaders();
    const taken = new AxiosError('409', 'ERR_BAD_REQUEST', { headers }, undefined, {
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config: { headers },
      data: { success: false, code: 'CONFLICT', message: 'A prospect with this e-mail address already exists' },
    });
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(taken);
    renderPage();
    expect(await screen.findByText('No prospects yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add prospect' }));
    const form = await screen.findByRole('form', { name: 'New prospect' });
    await userEvent.type(within(form).getByLabelText('Company name'), 'Coral Reef Studios');
    await userEvent.type(within(form).getByLabelText('Contact e-mail'), 'marco@coralreef.example');
    await userEvent.selectOptions(within(form).getByLabelText(/Owner/), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Add prospect' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(adminPaths.prospects, expect.objectContaining({ companyName: 'Coral Reef Studios', contactEmail: 'marco@coralreef.example', ownerId: 7, status: 'NEW' })),
    );
    expect(await within(form).findByText('A prospect with this e-mail address already exists')).toBeInTheDocument();
  });

  it('refuses a prospect without company name or with a bad e-mail before calling the server', async () => {
    mockReads([]);
    const post = vi.spyOn(apiClient, 'post');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add prospect' }));
    const form = await screen.findByRole('form', { name: 'New prospect' });
    await userEvent.type(within(form).getByLabelText('Contact e-mail'), 'nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Add prospect' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
