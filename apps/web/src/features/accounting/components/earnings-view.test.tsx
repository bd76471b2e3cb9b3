import { render, screen, within } from '@testing-library/react';
import type { Earnings } from '@paytable/contracts';
import { describe, expect, it, vi } from 'vitest';
import { EarningsView } from './earnings-view';

let answer: { isPending: boolean; isError: boolean; data?: Earnings; refetch: () => void };
vi.mock('../api/accounting', () => ({ useEarnings: () => answer }));

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
});
