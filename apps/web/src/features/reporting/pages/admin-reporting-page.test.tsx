import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReport } from '@paytable/contracts';
import { apiClient, publicClient } from '@/lib/api-client';
import AdminReportingPage from './admin-reporting-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const report: AdminReport = {
  range: { from: '2030-01-01', to: '2030-01-07', days: 7 },
  generatedAt: '2030-01-08T00:00:00.000Z',
  tables: [
    {
      key: 'jobs.topCompanies',
      title: 'Companies by job applications',
      description: 'The companies whose jobs received the most applications in the range.',
      columns: [
        { key: 'company', label: 'Company', kind: 'text' },
        { key: 'companyId', label: 'Company id', kind: 'text' },
        { key: 'applications', label: 'Applications', kind: 'count' },
      ],
      rows: [{ company: 'Analytics A', companyId: 42, applications: 1234 }],
    },
    {
      key: 'revenue.byCurrency',
      title: 'Revenue by currency',
      description: 'Issued invoices and payments per currency.',
      columns: [
        { key: 'currency', label: 'Currency', kind: 'text' },
        { key: 'invoiced', label: 'Invoiced', kind: 'money' },
      ],
      rows: [{ currency: 'USD', invoiced: 2_000 }],
    },
    { key: 'deliveries.volume', title: 'Delivery volume by currency', description: 'Volume per currency.', columns: [{ key: 'currency', label: 'Currency', kind: 'text' }], rows: [] },
  ],
};

function renderPage(url = '/dashboard/admin/reporting?from=2030-01-01&to=2030-01-07') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminReportingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminReportingPage', () => {
  it('shows each breakdown as a table, companies linking to their report', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(report));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeInTheDocument();
    const jobs = await screen.findByRole('region', { name: 'Companies by job applications' });
    expect(get).toHaveBeenCalledWith('/admin/reporting', expect.objectContaining({ params: { from: '2030-01-01', to: '2030-01-07' } }));
    expect(within(jobs).getByRole('link', { name: 'Analytics A' })).toHaveAttribute('href', '/dashboard/admin/company-reporting/42');
    expect(within(jobs).getByRole('cell', { name: '1,234' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Revenue by currency' })).getByRole('cell', { name: 'US$20.00' })).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: 'Delivery volume by currency' });
    expect(within(empty).getByText('Nothing in this range.')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Download Delivery volume by currency as CSV' })).toBeDisabled();
    expect(within(jobs).getByRole('button', { name: 'Download Companies by job applications as CSV' })).toBeEnabled();
  });

  it('says what is wrong with a range longer than a year and loads nothing', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(report));
    renderPage('/dashboard/admin/reporting?from=2028-01-01&to=2030-01-07');
    expect(screen.getByRole('alert')).toHaveTextContent('The date range may cover at most 366 days');
    expect(get).not.toHaveBeenCalled();
  });

  it("finds a company by name and links to its report", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(report));
    const get = vi.spyOn(publicClient, 'get').mockResolvedValue(envelope({ content: [{ id: 9, name: 'Aurora Casino Group' }], page: 0, size: 5, totalElements: 1, totalPages: 1 }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Find a company by name' }), 'Aur');
    const link = await screen.findByRole('link', { name: 'Aurora Casino Group' });
    expect(link).toHaveAttribute('href', '/dashboard/admin/company-reporting/9');
    expect(get).toHaveBeenCalledWith('/companies', expect.objectContaining({ params: { search: 'Aur', size: 5 } }));
  });
});
