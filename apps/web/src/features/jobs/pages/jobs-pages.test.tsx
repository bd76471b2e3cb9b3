import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, MyApplication, SavedSearch } from '@paytable/contracts';
import { apiClient, publicClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clearTestSession, storeTestSession } from '@/lib/session-fixtures';
import JobPage from './job-page';
import JobsBoardPage from './jobs-board-page';
import MyApplicationsPage from './my-applications-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

/** No delay between keystrokes: typing never races a busy machine's clock. */
const user = userEvent.setup({ delay: null });
// A file's first render loads Radix and the screen's modules cold; on a busy two-core machine that can outlast 5 s.
vi.setConfig({ testTimeout: 20_000 });

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const page = <T,>(content: T[]) => envelope({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });
const northlight = { id: 4, name: 'Northlight Studios', logoUrl: null, verified: true };

const job: Job = {
  id: 12,
  company: northlight,
  status: 'PUBLISHED',
  title: 'Game Mathematician',
  description: '<p>Build the maths of our slots.</p>',
  function: 'MATHS',
  seniority: 'MID',
  employmentType: 'FULL_TIME',
  workplace: 'ON_SITE',
  allowedCountries: [],
  city: 'Valletta',
  country: 'MT',
  salary: null,
  salaryShown: false,
  skills: [],
  languages: [],
  validThrough: '2099-01-31T23:59:59.999Z',
  expired: false,
  licensedKeyFunction: false,
  keyFunctionJurisdictions: [],
  publishedAt: '2026-11-01T09:00:00.000Z',
  closedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const renderAt = (path: string, routes: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.restoreAllMocks();
  clearTestSession();
});

describe('My applications', () => {
  const mine: MyApplication = {
    id: 31,
    job: { id: 12, title: 'Game Mathematician', status: 'PUBLISHED', company: northlight },
    status: 'REVIEWING',
    coverLetter: 'Slots simulations in Python.',
    hasCv: false,
    history: [{ status: 'RECEIVED', at: '2026-11-02T09:00:00.000Z' }, { status: 'REVIEWING', at: '2026-11-03T09:00:00.000Z' }],
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
  };

  it('asks before withdrawing, and withdraws only once confirmed', async () => {
    storeTestSession();
    vi.spyOn(apiClient, 'get').mockImplementation(async () => envelope([mine]));
    const patch = vi.spyOn(apiClient, 'patch').mockImplementation(async () => envelope({ ...mine, status: 'WITHDRAWN' }));
    renderAt('/dashboard/jobs/my-applications', <Route path="/dashboard/jobs/my-applications" element={<MyApplicationsPage />} />);

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent('Northlight Studios will see that you withdrew from Game Mathematician. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = screen.getByRole('alertdialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/job-applications/applications/31', { status: 'WITHDRAWN' }));
    expect(notify).toHaveBeenCalledWith({ variant: 'success', description: 'Application withdrawn' });
  });
});

describe('Job alerts on the board', () => {
  const alerts: SavedSearch[] = [{ id: 5, name: '“payments”', filters: { q: 'payments' }, alerts: true, createdAt: '2026-11-01T09:00:00.000Z' }];

  it('runs the saved search when its alert is clicked, and again when it is clicked once more', async () => {
    storeTestSession();
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === '/jobs/saved-searches' ? envelope(alerts) : envelope([])));
    const board = vi.spyOn(publicClient, 'get').mockImplementation(async (url: string) => (url === '/jobs/public' ? page([job]) : envelope([])));
    const searched = () => board.mock.calls.filter(([, config]) => (config as { params?: { q?: string } } | undefined)?.params?.q === 'payments').length;
    renderAt('/dashboard/jobs?q=compliance', <Route path="/dashboard/jobs" element={<JobsBoardPage />} />);

    const alert = await screen.findByRole('link', { name: '“payments”' });
    expect(alert).toHaveAttribute('href', '/dashboard/jobs?q=payments');
    expect(alert).not.toHaveAttribute('aria-current');
    await user.click(alert);
    await waitFor(() => expect(searched()).toBe(1));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('payments');
    expect(screen.getByRole('link', { name: '“payments”' })).toHaveAttribute('aria-current', 'true');

    // Clicked again (new jobs may have been published since): asked afresh, not read from the cache.
    await user.click(screen.getByRole('link', { name: '“payments”' }));
    await waitFor(() => expect(searched()).toBe(2));
  });
});

describe('A job page', () => {
  it('links to its company’s page, in the dashboard and on the public site', async () => {
    // A signed-in person's page also asks for their own applications (none here).
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => envelope(url.includes('my-applications') ? [] : job));
    vi.spyOn(publicClient, 'get').mockImplementation(async () => envelope(job));
    const { unmount } = renderAt('/jobs/12', <Route path="/jobs/:jobId" element={<JobPage />} />);
    expect(await screen.findByRole('link', { name: 'Northlight Studios' })).toHaveAttribute('href', '/marketplace/company/4');
    unmount();

    storeTestSession();
    renderAt('/dashboard/jobs/12', <Route path="/dashboard/jobs/:jobId" element={<JobPage />} />);
    expect(await screen.findByRole('link', { name: 'Northlight Studios' })).toHaveAttribute('href', '/dashboard/marketplace/company/4');
  });
});
