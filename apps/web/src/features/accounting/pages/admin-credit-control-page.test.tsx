import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountingPaths, type CreditControlRule } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import AdminCreditControlPage from './admin-credit-control-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const rules: CreditControlRule[] = [
  { id: 2, name: 'Account manager alert', daysOverdue: 30, action: 'NOTIFICATION', isActive: true },
  { id: 1, name: 'Friendly reminder', daysOverdue: 7, action: 'REMINDER', isActive: true },
  { id: 3, name: 'Suspend partnerships', daysOverdue: 90, action: 'SUSPEND_PARTNERSHIPS', isActive: false },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminCreditControlPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('admin credit control', () => {
  it('lists the rules by days overdue and adds one', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(rules));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ id: 4, name: 'Second reminder', daysOverdue: 21, action: 'REMINDER', isActive: true }));
    renderPage();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Friendly reminder', 'Account manager alert', 'Suspend partnerships']);
    expect(within(rows[2]!).getByText('Suspend partnerships', { selector: 'td' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Inactive')).toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New credit control rule' });
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(within(form).getByLabelText('Name'));
    await user.paste('Second reminder');
    await user.clear(within(form).getByLabelText('Days overdue'));
    await user.click(within(form).getByLabelText('Days overdue'));
    await user.paste('21');
    await user.selectOptions(within(form).getByLabelText('Action'), 'REMINDER');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(accountingPaths.rules, { name: 'Second reminder', daysOverdue: 21, action: 'REMINDER', isActive: true }));
  });

  it('changes a rule in the same form and removes one after confirming', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(rules));
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue(envelope({ ...rules[1]!, daysOverdue: 10 }));
    const del = vi.spyOn(apiClient, 'delete').mockResolvedValue(envelope(null));
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Change Friendly reminder' }));
    const form = screen.getByRole('form', { name: 'Change credit control rule' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Friendly reminder');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Days overdue'));
    await user.click(within(form).getByLabelText('Days overdue'));
    await user.paste('10');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(accountingPaths.rule(1), { name: 'Friendly reminder', daysOverdue: 10, action: 'REMINDER', isActive: true }));
    expect(await screen.findByRole('form', { name: 'New credit control rule' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Suspend partnerships' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/deactivate it instead/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove rule' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(accountingPaths.rule(3)));
  });

  it('says when there are none', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope([]));
    renderPage();
    expect(await screen.findByText('No rules')).toBeInTheDocument();
  });
});
