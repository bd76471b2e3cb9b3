import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountingPaths, billingPaths, companyPaths, type BillingProfile } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { addDays, today } from '../lib/format';
import AdminInvoicesPage from './admin-invoices-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });
const profile: BillingProfile = {
  legalName: 'Aurora Casino Group Ltd',
  addressLines: 'Tower Road 120',
  postalCode: 'SLM 1605',
  city: 'Sliema',
  country: 'MT',
  vatId: 'MT15121333',
  billingEmail: 'billing@aurora-casino.example',
  iban: null,
  bic: null,
  bankName: null,
  paymentTermsDays: 14,
  vatCheck: { status: 'NOT_CHECKED', checkedAt: null, detail: null },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function mockApi() {
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === companyPaths.companies) return envelope(page([{ id: 3, name: 'Aurora Casino Group' }, { id: 9, name: 'Lotto Nova' }]));
    if (url === accountingPaths.currencies) return envelope([{ code: 'EUR', name: 'Euro', isActive: true, isBase: true, latestRate: null, latestRateDate: null }]);
    if (url === billingPaths.companyProfile(3)) return envelope(profile);
    if (url === billingPaths.companyProfile(9)) return envelope(null);
    if (url === accountingPaths.invoices) return envelope(page([]));
    if (url === accountingPaths.periods) return envelope([]);
    return envelope({ asOfDate: today(), baseCurrency: 'EUR', rows: [], totalInBase: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 }, unconverted: [] });
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminInvoicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('new invoice', () => {
  it("takes the billing e-mail and the due date from the company's billing profile, unless finance typed them", async () => {
    mockApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const form = screen.getByRole('form', { name: 'New invoice' });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Aurora Casino Group' })).toHaveLength(1));

    await user.selectOptions(within(form).getByLabelText('Company'), '3');
    await waitFor(() => expect(within(form).getByLabelText('Billing e-mail')).toHaveValue('billing@aurora-casino.example'));
    expect(within(form).getByLabelText('Due date')).toHaveValue(addDays(today(), 14));

    // Typed by hand, then another company and this one again: what was typed stays.
    await user.clear(within(form).getByLabelText('Billing e-mail'));
    await user.click(within(form).getByLabelText('Billing e-mail'));
    await user.paste('ap@aurora.example');
    await user.selectOptions(within(form).getByLabelText('Company'), '9');
    await user.selectOptions(within(form).getByLabelText('Company'), '3');
    const profileReads = () => vi.mocked(apiClient.get).mock.calls.filter(([url]) => url === billingPaths.companyProfile(3)).length;
    await waitFor(() => expect(profileReads()).toBe(2));
    await waitFor(() => expect(within(form).getByLabelText('Company')).toHaveValue('3'));
    expect(within(form).getByLabelText('Billing e-mail')).toHaveValue('ap@aurora.example');
    expect(within(form).getByLabelText('Due date')).toHaveValue(addDays(today(), 14));
    expect(within(form).getByLabelText(/^Supply date/)).toHaveValue('');
  });
});
