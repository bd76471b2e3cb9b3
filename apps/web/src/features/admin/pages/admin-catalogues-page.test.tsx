import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogPaths, CatalogMessage, type BusinessType, type BusinessTypeBulkReport } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { AdminCataloguesPage } from './admin-catalogues-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const igaming: BusinessType = {
  id: 4,
  name: 'Payment provider',
  description: 'Deposits and payouts',
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  integrationTypeIds: [],
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

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/admin/catalogues']}>
        <AdminCataloguesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminCataloguesPage', () => {
  it('uploads a CSV and shows the created count and each refused line with its reason', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([igaming]));
    const report: BusinessTypeBulkReport = {
      totalRows: 3,
      createdCount: 1,
      failedCount: 2,
      created: [{ ...igaming, id: 9, name: 'Affiliate network' }],
      errors: [
        { row: 3, name: 'Payment provider', message: CatalogMessage.businessTypeNameTaken },
        { row: 4, name: null, message: 'Name is required' },
      ],
    };
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope(report));
    renderPage();

    await screen.findByText('Payment provider');
    const file = new File(['name,description\nAffiliate network,\nPayment provider,\n,\n'], 'types.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file of business types'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));

    const section = await screen.findByRole('region', { name: 'Upload report' });
    expect(section).toHaveTextContent('1 of 3 rows created, 2 refused.');
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`3Payment provider${CatalogMessage.businessTypeNameTaken}`);
    expect(rows[2]).toHaveTextContent('4—Name is required');
    expect(post).toHaveBeenCalledWith(catalogPaths.businessTypesBulkUpload, expect.any(FormData), expect.anything());
  });

  it('explains that an entry in use cannot be deleted when the server answers 409', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([igaming]));
    const remove = vi.spyOn(apiClient, 'delete').mockRejectedValue(conflict(CatalogMessage.businessTypeInUse));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Payment provider' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot delete Payment provider: it is in use');
    expect(alert).toHaveTextContent(CatalogMessage.businessTypeInUse);
    expect(remove).toHaveBeenCalledWith(catalogPaths.businessType(4));
    expect(screen.getByText('Payment provider')).toBeInTheDocument();
  });
});
