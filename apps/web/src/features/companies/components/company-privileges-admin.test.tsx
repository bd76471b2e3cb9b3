import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths, type CompanyPrivilegeHolding } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { CompanyPrivilegesAdmin } from './company-privileges-admin';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const jobs: CompanyPrivilegeHolding = { privilege: 'company_jobs', name: 'Jobs', grantedAt: '2026-11-20T10:00:00.000Z', grantedByUserId: 1 };
const press: CompanyPrivilegeHolding = { privilege: 'company_press', name: 'Press releases', grantedAt: '2026-11-21T10:00:00.000Z', grantedByUserId: 1 };

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyPrivilegesAdmin companyId={3} companyName="Tidewater Gaming" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CompanyPrivilegesAdmin', () => {
  it('lists what the company holds and revokes a privilege after a second confirmation', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([jobs, press]));
    const del = vi.spyOn(apiClient, 'delete').mockResolvedValue(envelope([press]));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Privileges of Tidewater Gaming' });
    expect(get).toHaveBeenCalledWith(companyPaths.adminCompanyPrivileges(3));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Jobs' }));
    expect(del).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('button', { name: 'Confirm: revoke Jobs' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Jobs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: revoke Jobs' }));
    expect(del).toHaveBeenCalledWith(companyPaths.adminCompanyPrivilege(3, 'company_jobs'));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Press releases');
  });

  it('says so when the company holds nothing', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([]));
    renderPanel();
    expect(await screen.findByText('This company holds no privileges.')).toBeInTheDocument();
  });
});
