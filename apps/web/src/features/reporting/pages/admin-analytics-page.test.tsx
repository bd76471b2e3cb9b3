import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics, ReportSeries } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import AdminAnalyticsPage from './admin-analytics-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const series = (key: string, label: string, values: number[], currency?: string): ReportSeries => ({
  key,
  label,
  hint: label,
  ...(currency ? { currency } : {}),
  total: values.reduce((sum, value) => sum + value, 0),
  values,
});

const analytics: AdminAnalytics = {
  range: { from: '2030-01-01', to: '2030-01-03', days: 3 },
  generatedAt: '2030-01-04T00:00:00.000Z',
  charts: [
    { key: 'people', title: 'People', series: [series('signups', 'Sign-ups', [2, 0, 1]), series('active', 'Active people', [0, 2, 0])] },
    { key: 'events', title: 'Events', series: [series('events.starting', 'Events taking place', [0, 0, 0])] },
    { key: 'revenue.EUR', title: 'Revenue (EUR)', series: [series('revenue.invoiced.EUR', 'Invoiced', [10_000, 0, 0], 'EUR'), series('revenue.paid.EUR', 'Paid', [0, 0, 3_000], 'EUR')] },
  ],
};

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url = '/dashboard/admin/analytics?from=2030-01-01&to=2030-01-03') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/dashboard/admin/analytics"
            element={
              <>
                <AdminAnalyticsPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminAnalyticsPage', () => {
  it('asks for the range in the URL and shows each chart with its totals', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(analytics));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People' });
    expect(get).toHaveBeenCalledWith('/admin/analytics', expect.objectContaining({ params: { from: '2030-01-01', to: '2030-01-03' } }));
    expect(within(people).getByText('Sign-ups').nextSibling).toHaveTextContent('3');
    expect(within(people).getByRole('img', { name: /People per day\. Totals: Sign-ups: 3, Active people: 2/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Revenue (EUR)' })).getByText('€100.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Events' })).getByText('Nothing in this range.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2030-01-01');
    expect(screen.getByText(/1 Jan 2030 – 3 Jan 2030 \(3 days\)/)).toBeInTheDocument();
  });

  it('shows a chart as a table on demand and exports it as CSV', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(analytics));
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    const people = await screen.findByRole('region', { name: 'People' });
    await user.click(within(people).getByRole('button', { name: 'Show table' }));
    const table = within(people).getByRole('table', { name: 'People per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /2030-01-01 2 0/ })).toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Download People as CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await blobs[0]!.text()).toBe('Day,Sign-ups,Active people\n2030-01-01,2,0\n2030-01-02,0,2\n2030-01-03,1,0\n');
  });

  it('moves the range in the URL with a preset', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(analytics));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'People' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`to=${today}`));
  });

  it('refuses a backwards range without asking the server', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(analytics));
    renderPage('/dashboard/admin/analytics?from=2030-01-05&to=2030-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('from must not be after to');
    expect(get).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails', async () => {
    const get = vi.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('boom')).mockResolvedValue(envelope(analytics));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
