import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountingPaths, type CreditNote, type Invoice, type Page } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import AdminCreditNotesPage, { applicableInvoices } from './admin-credit-notes-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const aurora = { id: 3, name: 'Aurora Casino Group' };

const note: CreditNote = {
  id: 11,
  number: 'CN-000002',
  invoiceId: 40,
  invoiceNumber: 'INV-000040',
  company: aurora,
  currency: 'EUR',
  amount: 30_000,
  appliedTotal: 10_000,
  remaining: 20_000,
  reason: 'Sponsorship slot moved',
  issueDate: '2026-11-20',
  applications: [{ invoiceId: 40, invoiceNumber: 'INV-000040', amount: 10_000, appliedOn: '2026-11-20' }],
};

const invoice = (id: number, overrides: Partial<Invoice>): Invoice => ({
  id,
  number: `INV-0000${id}`,
  company: aurora,
  status: 'ISSUED',
  currency: 'EUR',
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  supplyDate: null,
  billingEmail: 'billing@aurora-casino.example',
  notes: null,
  subtotal: 50_000,
  taxTotal: 0,
  total: 50_000,
  paidTotal: 0,
  creditedTotal: 0,
  balance: 50_000,
  sentAt: null,
  usageMonth: null,
  seller: null,
  buyer: null,
  lines: [],
  payments: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const invoices: Invoice[] = [
  invoice(41, { balance: 15_000 }),
  invoice(42, { currency: 'USD' }),
  invoice(43, { status: 'PAID', balance: 0 }),
  invoice(44, { company: { id: 9, name: 'Lotto Nova' } }),
  invoice(45, { status: 'DRAFT', number: null }),
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminCreditNotesPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('admin credit notes', () => {
  it('offers only open invoices of the same company and currency', () => {
    expect(applicableInvoices(note, invoices).map((each) => each.id)).toEqual([41]);
  });

  it('applies what is left of a credit note to an open invoice, at most its balance', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === accountingPaths.creditNotes ? envelope([note]) : envelope<Page<Invoice>>({ content: invoices, totalElements: invoices.length, totalPages: 1, number: 0, size: 100 })));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...note, remaining: 5_000 }));
    renderPage();

    const card = await screen.findByTestId('credit-note-CN-000002');
    expect(within(card).getByText('Applied to INV-000040 on 2026-11-20: €100.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Apply CN-000002' }));

    const form = await screen.findByRole('form', { name: 'Apply CN-000002' });
    const choice = within(form).getByLabelText('Invoice');
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'INV-000041 — €150.00 open']);
    await user.selectOptions(choice, '41');
    // The most that can go: the invoice's balance (€150.00), less than the note's €200.00 left.
    expect(within(form).getByLabelText('Amount (EUR)')).toHaveValue('150.00');
    await user.clear(within(form).getByLabelText('Amount (EUR)'));
    await user.click(within(form).getByLabelText('Amount (EUR)'));
    await user.paste('160');
    await user.click(within(form).getByRole('button', { name: 'Apply credit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('An application is more than the open balance of its invoice');
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Amount (EUR)'));
    await user.click(within(form).getByLabelText('Amount (EUR)'));
    await user.paste('150');
    await user.click(within(form).getByRole('button', { name: 'Apply credit' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(accountingPaths.applyCreditNote(11), { applications: [{ invoiceId: 41, amount: 15_000 }] }));
  });

  it('says when there are none', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([]));
    renderPage();
    expect(await screen.findByText('No credit notes')).toBeInTheDocument();
  });
});
