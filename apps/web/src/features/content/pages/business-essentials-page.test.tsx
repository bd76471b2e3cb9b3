import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessEssential, CompanySummary } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import BusinessEssentialsPage from './business-essentials-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const provider: CompanySummary = {
  id: 41,
  name: 'Verified Pay Ltd',
  website: null,
  description: null,
  logo: null,
  logoUrl: null,
  status: 'ACTIVE',
  verified: true,
  isIndividual: false,
  businessTypes: [],
  jurisdictions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const essential = (key: BusinessEssential['key'], title: string, extra: Partial<BusinessEssential> = {}): BusinessEssential => ({
  key,
  title,
  description: `${title} description`,
  checklist: ['First step'],
  businessTypes: [],
  verifiedProviders: [],
  verifiedProviderCount: 0,
  ...extra,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BusinessEssentialsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('BusinessEssentialsPage', () => {
  it('links each service to its marketplace filters and shows its verified providers', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(
      envelope([
        essential('payments', 'Payments', {
          businessTypes: [
            { id: 9, name: 'Payment Processing' },
            { id: 10, name: 'Payment Service Provider' },
          ],
          verifiedProviders: [provider],
          verifiedProviderCount: 1,
        }),
        essential('affiliates', 'Affiliates & marketing'),
      ]),
    );
    renderPage();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: 'Payment Service Provider' })).toHaveAttribute('href', '/dashboard/marketplace?businessTypeId=10');
    expect(within(payments).getByRole('link', { name: /Find payments providers/ })).toHaveAttribute('href', '/dashboard/marketplace?businessTypeId=9');
    expect(within(payments).getByRole('link', { name: /Verified Pay Ltd/ })).toHaveAttribute('href', '/dashboard/marketplace/company/41');
    expect(within(payments).getByText('Verified providers (1)')).toBeInTheDocument();
    const affiliates = screen.getByRole('region', { name: 'Affiliates & marketing' });
    expect(within(affiliates).getByText(/No verified provider yet/)).toBeInTheDocument();
  });

  it('shows the loading state, then the data error with a retry', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading business essentials' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Retry Loading/ })).toBeInTheDocument();
  });
});
