import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type Page, type PlatformSettingsView, type SettingChange } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { AdminSettingsPage } from './admin-settings-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const view: PlatformSettingsView = {
  settings: {
    registrationMode: 'OPEN',
    maintenanceBannerEnabled: false,
    maintenanceBannerText: '',
    defaultPageSize: 20,
    uploadMaxBytes: 5 * 1024 * 1024,
    mailFrom: 'Paytable <no-reply@paytable.local>',
  },
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 1, fullName: 'Ada Admin', email: 'ada@paytable.io' },
};

const audit: Page<SettingChange> = {
  content: [
    { id: 4, setting: 'companyVerified', companyId: 12, oldValue: true, newValue: false, actor: { id: 5, fullName: 'Rita Owner', email: 'rita@northlight.example' }, changedAt: '2026-11-21T10:00:00.000Z' },
    { id: 3, setting: 'uploadMaxBytes', companyId: null, oldValue: 1048576, newValue: 5242880, actor: { id: 1, fullName: 'Ada Admin', email: 'ada@paytable.io' }, changedAt: '2026-11-20T10:00:00.000Z' },
    { id: 2, setting: 'registrationMode', companyId: null, oldValue: 'OPEN', newValue: 'INVITATION_ONLY', actor: null, changedAt: '2026-11-19T10:00:00.000Z' },
  ],
  totalElements: 3,
  totalPages: 1,
  number: 0,
  size: 20,
};

function conflict(message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', { headers }, undefined, {
    status: 409,
    statusText: 'Conflict',
    headers: {},
    config: { headers },
    data: { success: false, code: 'CONFLICT', message },
  });
}

function mockReads() {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === adminPaths.settings ? envelope(view) : envelope(audit)));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/admin/settings']}>
        <AdminSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminSettingsPage', () => {
  it('shows the stored settings and the audit log with who changed what', async () => {
    mockReads();
    renderPage();
    expect(await screen.findByLabelText('Default page size')).toHaveValue(20);
    expect(screen.getByLabelText('Upload limit (KB)')).toHaveValue(5120);
    expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    // A company's change lands in the same log: the renamed company lost its verification.
    expect(rows[1]).toHaveTextContent('Company verification');
    expect(rows[1]).toHaveTextContent('Company #12');
    expect(rows[1]).toHaveTextContent('Verified → changed to Not verified');
    expect(rows[1]).toHaveTextContent('Rita Owner');
    expect(rows[2]).toHaveTextContent('Upload limit');
    expect(rows[2]).toHaveTextContent('1 MB');
    expect(rows[2]).toHaveTextContent('5 MB');
    expect(rows[2]).toHaveTextContent('Ada Admin');
    expect(rows[3]).toHaveTextContent('Invitation only');
    expect(rows[3]).toHaveTextContent('Deleted account');
  });

  it('saves only the changed settings with the version it read, the upload limit in bytes', async () => {
    mockReads();
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue(envelope({ ...view, version: 5 }));
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /^Invitation only/ }));
    const upload = screen.getByLabelText('Upload limit (KB)');
    await userEvent.clear(upload);
    await userEvent.type(upload, '1024');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledWith(adminPaths.settings, { version: 3, registrationMode: 'INVITATION_ONLY', uploadMaxBytes: 1024 * 1024 }));
  });

  it('refuses a banner without text and a page size out of range before calling the server', async () => {
    mockReads();
    const put = vi.spyOn(apiClient, 'put');
    renderPage();
    await userEvent.click(await screen.findByLabelText('Show the banner on every page'));
    const size = screen.getByLabelText('Default page size');
    await userEvent.clear(size);
    await userEvent.type(size, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Default page size must be between 5 and 100')).toBeInTheDocument();
    await userEvent.clear(size);
    await userEvent.type(size, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the banner text to show the maintenance banner')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('reloads the settings when someone else saved meanwhile (409)', async () => {
    const get = mockReads();
    vi.spyOn(apiClient, 'put').mockRejectedValue(conflict('The settings were changed by someone else meanwhile. Reload them and try again.'));
    renderPage();
    const size = await screen.findByLabelText('Default page size');
    await userEvent.clear(size);
    await userEvent.type(size, '30');
    const before = get.mock.calls.filter(([url]) => url === adminPaths.settings).length;
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(get.mock.calls.filter(([url]) => url === adminPaths.settings).length).toBeGreaterThan(before));
  });

  it('shows the data error screen when the settings cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderPage();
    expect(await screen.findByText(/Unable to load settings/)).toBeInTheDocument();
  });
});
