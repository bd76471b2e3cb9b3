import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyReport, MyPrivileges } from '@paytable/contracts';
import { apiClient, ApiError } from '@/lib/api-client';
import { storeTestSession } from '@/lib/session-fixtures';
import AdminCompanyReportingPage from './admin-company-reporting-page';
import CompanyReportingPage from './company-reporting-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const report: CompanyReport = {
  company: { id: 7, name: 'Analytics A' },
  range: { from: '2030-01-01', to: '2030-01-02', days: 2 },
  generatedAt: '2030-01-03T00:00:00.000Z',
  figures: [
    { key: 'members', label: 'Members', value: 2, hint: 'Active members of the company' },
    { key: 'invoices.outstanding.EUR', label: 'Outstanding (EUR)', value: 12_000, currency: 'EUR', hint: 'Still to pay on issued invoices' },
  ],
  charts: [
    {
      key: 'jobs',
      title: 'Job applications',
      series: [{ key: 'jobs.applications', label: 'Applications', hint: '', total: 3, values: [1, 2] }],
    },
  ],
  tables: [
    {
      key: 'invoices',
      title: 'Invoices',
      description: 'Issued invoices dated in the range.',
      columns: [
        { key: 'number', label: 'Invoice', kind: 'text' },
        { key: 'currency', label: 'Currency', kind: 'text' },
        { key: 'total', label: 'Total', kind: 'money' },
      ],
      rows: [{ number: 'INV-901', currency: 'EUR', total: 10_000 }],
    },
  ],
};

const access = (privileges: MyPrivileges['privileges']): MyPrivileges => ({ companyId: 7, companyPrivileges: privileges, privileges, isCompanyAdmin: true });

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/company-reporting" element={<CompanyReportingPage />} />
          <Route path="/dashboard/admin/company-reporting/:companyId" element={<AdminCompanyReportingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => storeTestSession());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('company reporting', () => {
  it("shows a member its own company's figures, charts and tables", async () => {
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => envelope(path === '/company-privileges/my-privileges' ? access(['company_reporting']) : report));
    renderAt('/dashboard/company-reporting?from=2030-01-01&to=2030-01-02');
    const now = await screen.findByRole('region', { name: 'Now' });
    expect(get).toHaveBeenCalledWith('/companies/7/reporting', expect.objectContaining({ params: { from: '2030-01-01', to: '2030-01-02' } }));
    expect(within(now).getByText('Members').nextSibling).toHaveTextContent('2');
    expect(within(now).getByText('€120.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Job applications' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoices' })).getByRole('cell', { name: '€100.00' })).toBeInTheDocument();
  });

  it('explains the missing privilege instead of loading the report', async () => {
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async () => envelope(access(['company_jobs'])));
    renderAt('/dashboard/company-reporting');
    expect(await screen.findByText('Privilege needed')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("shows an admin any company's report by its id, and says so when there is none", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce(envelope(report));
    renderAt('/dashboard/admin/company-reporting/7');
    expect(await screen.findByText(/Analytics A ·/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/companies/7/reporting', expect.anything());

    get.mockRejectedValueOnce(new ApiError('Company not found', 404, 'NOT_FOUND'));
    renderAt('/dashboard/admin/company-reporting/99');
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });
});
