import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, CompanyAssociationDetail, MyPrivileges } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { clearTestSession, storeTestSession } from '@/lib/session-fixtures';
import { CompanyHubPage, profileCompleteness } from './company-hub-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

function notFound() {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', { headers }, undefined, {
    status: 404,
    statusText: 'Not Found',
    headers: {},
    config: { headers },
    data: { success: false, code: 'NOT_FOUND', message: 'Not found' },
  });
}

const company: Company = {
  id: 5,
  name: 'Lucky Operator Ltd',
  website: 'https://lucky.example',
  description: 'Casino brands',
  logo: null,
  logoUrl: null,
  status: 'ACTIVE',
  verified: true,
  isIndividual: false,
  businessTypes: [{ id: 1, name: 'Online Casino Operator' }],
  jurisdictions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  contactEmail: 'hello@lucky.example',
  headquarters: null,
  foundedYear: 2019,
  verifiedAt: '2026-11-21T10:00:00.000Z',
  approvedAt: '2026-11-20T11:00:00.000Z',
  memberCount: 4,
};

const association = { id: 1, companyId: 5, companyName: company.name, status: 'ACTIVE', role: 'ADMIN' } as unknown as CompanyAssociationDetail;
const access: MyPrivileges = { companyId: 5, companyPrivileges: ['company_jobs', 'admin_access'], privileges: ['company_jobs', 'admin_access'], isCompanyAdmin: true };

function renderHub(renderModules = vi.fn(() => <p>Module cards</p>)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompanyHubPage renderModules={renderModules} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return renderModules;
}

beforeEach(() => storeTestSession());
afterEach(() => {
  vi.restoreAllMocks();
  clearTestSession();
});

describe('profileCompleteness', () => {
  it('counts the filled profile items and names the missing ones', () => {
    expect(profileCompleteness(company)).toEqual({ percent: 63, missing: ['Logo', 'Headquarters', 'License jurisdictions'] });
  });
});

describe('CompanyHubPage', () => {
  it('shows a clear way to create or join a company to a user without one', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/user/company-association') throw notFound();
      if (url === '/company-privileges/my-privileges') return envelope({ companyId: null, companyPrivileges: [], privileges: [], isCompanyAdmin: false });
      throw new Error(`unexpected ${url}`);
    });
    const modules = renderHub();
    expect(await screen.findByText('You are not part of a company yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create or join a company' })).toHaveAttribute('href', '/dashboard/company-profile');
    expect(modules).not.toHaveBeenCalled();
  });

  it("shows the company's completeness, team, privileges and the modules' cards", async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/user/company-association') return envelope(association);
      if (url === '/company-privileges/my-privileges') return envelope(access);
      if (url === '/companies/5') return envelope(company);
      if (url === '/company/users') return envelope({ content: [], totalElements: 2, totalPages: 1, number: 0, size: 20 });
      if (url === '/company-privileges') return envelope([{ code: 'company_jobs', name: 'Jobs', description: '', grantedOnApproval: false }]);
      throw new Error(`unexpected ${url}`);
    });
    const modules = renderHub();
    expect(await screen.findByText('Lucky Operator Ltd')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '63');
    expect(await screen.findByText('2 join requests waiting for approval.')).toBeInTheDocument();
    const privileges = screen.getByRole('list', { name: 'Company privileges' });
    expect(await within(privileges).findByText('Jobs')).toBeInTheDocument();
    expect(screen.getByText('Module cards')).toBeInTheDocument();
    expect(modules).toHaveBeenCalledWith(5, access);
  });

  it('shows the data error when the company cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderHub();
    expect(await screen.findByRole('button', { name: /Retry Loading/ })).toBeInTheDocument();
  });
});
