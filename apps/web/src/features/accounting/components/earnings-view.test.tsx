import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Earnings, Payout, PayoutInput } from '@paytable/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EarningsView } from './earnings-view';

let answer: { isPending: boolean; isError: boolean; data?: Earnings; refetch: () => void };
let payouts: { isPending: boolean; isError: boolean; data?: Payout[]; refetch: () => void };
const recordPayout = { isPending: false, mutate: vi.fn<(input: PayoutInput, options: { onSuccess: (payout: Payout) => void; onError: (error: unknown) => void }) => void>() };
vi.mock('../api/accounting', () => ({ useEarnings: () => answer, usePayouts: () => payouts, useAccountingActions: () => ({ recordPayout }) }));

const payout: Payout = { id: 1, company: { id: 4, name: 'SwiftPay Gateway' }, amount: 34_300, currency: 'EUR', paidOn: '2026-10-25', reference: 'SEPA payout 40112', journalEntryId: 9, createdAt: '2026-10-25T10:00:00Z' };
beforeEach(() => {
  payouts = { isPending: false, isError: false, data: [payout], refetch: vi.fn() };
  recordPayout.mutate.mockReset();
});

const earnings: Earnings = {
  months: [
    { month: '2026-09', currency: 'EUR', earned: 0, pending: 0, paidOut: 0 },
    { month: '2026-10', currency: 'EUR', earned: 34_300, pending: 17_700, paidOut: 34_300 },
    { month: '2026-11', currency: 'EUR', earned: 20_000, pending: 0, paidOut: 0 },
  ],
  totals: [{ currency: 'EUR', earned: 54_300, pending: 17_700, available: 20_000, paidOut: 34_300 }],
};

describe('EarningsView', () => {
  it('shows what is pending customer payment, available and paid out, and the same per month in the table', () => {
    answer = { isPending: false, isError: false, data: earnings, refetch: vi.fn() };
    render(<EarningsView companyId={4} />);
    expect(screen.getByTestId('pending-EUR')).toHaveTextContent('€177.00');
    expect(screen.getByTestId('available-EUR')).toHaveTextContent('€200.00');
    expect(screen.getByTestId('paid-out-EUR')).toHaveTextContent('€343.00');
    const table = screen.getByRole('table', { name: 'Earnings per month in EUR' });
    expect(within(table).getByRole('columnheader', { name: 'Paid out' })).toBeInTheDocument();
    const october = within(table).getByRole('row', { name: /2026-10/ });
    expect(within(october).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['€343.00', '€177.00', '€343.00', '€343.00']);
  });

  it('says so when there are no earnings yet', () => {
    answer = { isPending: false, isError: false, data: { months: [], totals: [] }, refetch: vi.fn() };
    render(<EarningsView companyId={4} />);
    expect(screen.getByText('No earnings yet')).toBeInTheDocument();
  });

  it('lists the payouts; a company sees no payout form', () => {
    answer = { isPending: false, isError: false, data: earnings, refetch: vi.fn() };
    render(<EarningsView companyId={4} />);
    const table = screen.getByRole('region', { name: 'Payouts' });
    expect(within(table).getByRole('row', { name: /2026-10-25/ })).toHaveTextContent('SEPA payout 40112€343.00');
    expect(screen.queryByRole('form', { name: 'Record a payout' })).not.toBeInTheDocument();
    payouts = { isPending: false, isError: false, data: [], refetch: vi.fn() };
    render(<EarningsView companyId={5} />);
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
  });

  it('records a payout for finance: at most what is available, and shows the server refusal', async () => {
    answer = { isPending: false, isError: false, data: earnings, refetch: vi.fn() };
    render(<EarningsView companyId={4} recordPayouts />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Record a payout' });
    expect(screen.getByText(/Available: €200.00/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Amount (EUR)'), '250');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(within(form).getByText('At most €200.00 is available')).toBeInTheDocument();
    expect(within(form).getByText('A reference is required')).toBeInTheDocument();
    expect(recordPayout.mutate).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Amount (EUR)'));
    await user.type(within(form).getByLabelText('Amount (EUR)'), '150.50');
    await user.clear(within(form).getByLabelText('Payout date'));
    await user.type(within(form).getByLabelText('Payout date'), '2026-11-20');
    await user.type(within(form).getByLabelText('Reference'), 'SEPA payout 40200');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(recordPayout.mutate).toHaveBeenCalledTimes(1));
    expect(recordPayout.mutate.mock.calls[0]![0]).toEqual({ companyId: 4, amount: 15_050, currency: 'EUR', paidOn: '2026-11-20', reference: 'SEPA payout 40200' });

    act(() => recordPayout.mutate.mock.calls[0]![1].onError(new ApiError('The payout is more than the provider has available (€0.00)', 409, 'CONFLICT')));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payout is more than the provider has available (€0.00)');
  });
});
