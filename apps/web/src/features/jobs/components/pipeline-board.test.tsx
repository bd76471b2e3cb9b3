import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus, CompanyApplication } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useJobApplications } from '../api/applications';
import { PipelineBoard } from './pipeline-board';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const company = { id: 3, name: 'Aurora Casino Group', logoUrl: null, verified: true };
const application = (id: number, name: string, status: ApplicationStatus): CompanyApplication => ({
  id,
  job: { id: 7, title: 'Head of Compliance', status: 'PUBLISHED', company },
  status,
  applicant: { userId: id + 100, name, email: `${id}@example.com`, profilePath: `/dashboard/profile/${id + 100}` },
  coverLetter: null,
  hasCv: false,
  cvActiveContent: false,
  anonymised: false,
  history: [{ status, fromStatus: null, at: '2026-11-20T10:00:00.000Z', note: null, by: null }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
/** No delay between keystrokes: typing never races a busy machine's clock. */
const user = userEvent.setup({ delay: null });
// A file's first render loads Radix and the screen's modules cold; on a busy two-core machine that can outlast 5 s.
vi.setConfig({ testTimeout: 20_000 });

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

/** The screen's width: the board asks for `(min-width: 768px)`. */
function screenWidth(px: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width: (\d+)px/.test(query) ? px >= Number(/min-width: (\d+)px/.exec(query)![1]) : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const renderUi = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

/** The board fed by the real query, so a move refetches and the card changes column (as on the page). */
function LiveBoard() {
  const applications = useJobApplications(3, 7);
  return applications.data ? <PipelineBoard applications={applications.data.content} companyId={3} /> : null;
}

const scrollByOfElements = HTMLElement.prototype.scrollBy;
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.restoreAllMocks();
  HTMLElement.prototype.scrollBy = scrollByOfElements;
});

describe('PipelineBoard on a phone', () => {
  beforeEach(() => screenWidth(390));

  it('shows the stage holding the only candidate, and any other stage picked from a counted list', async () => {
    renderUi(<PipelineBoard applications={[application(1, 'Marta Vella', 'INTERVIEW')]} companyId={3} />);
    const picker = screen.getByRole('combobox', { name: 'Show stage' });
    expect(picker).toHaveValue('INTERVIEW');
    expect(within(screen.getByRole('region', { name: 'Interview: 1' })).getByRole('article', { name: 'Marta Vella' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Received (0)',
      'Reviewing (0)',
      'Shortlisted (0)',
      'Interview (1)',
      'Offered (0)',
      'Hired (0)',
      'Rejected (0)',
    ]);
    // One stage at a time: no row of columns to scroll.
    expect(screen.queryByRole('region', { name: 'Applications pipeline' })).not.toBeInTheDocument();

    await user.selectOptions(picker, 'OFFERED');
    expect(within(screen.getByRole('region', { name: 'Offered: 0' })).getByText('No applications')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Marta Vella' })).not.toBeInTheDocument();
  });
});

describe('PipelineBoard on a wide screen', () => {
  beforeEach(() => screenWidth(1366));

  it('lays out every stage as a column and, when they do not fit, says so and scrolls with labelled arrows', async () => {
    // The row is wider than its box, as seven columns are at 1366 px.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1880);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderUi(<PipelineBoard applications={[application(1, 'Marta Vella', 'REVIEWING')]} companyId={3} />);
    const board = screen.getByRole('region', { name: 'Applications pipeline' });
    expect(within(board).getAllByRole('listitem').map((column) => column.getAttribute('aria-label'))).toEqual([
      'Received: 0',
      'Reviewing: 1',
      'Shortlisted: 0',
      'Interview: 0',
      'Offered: 0',
      'Hired: 0',
      'Rejected: 0',
    ]);
    expect(await screen.findByText('7 stages: scroll sideways or use the arrows to see them all.')).toBeInTheDocument();
    expect(board).toHaveAccessibleDescription('7 stages: scroll sideways or use the arrows to see them all.');
    expect(screen.getByRole('button', { name: 'Earlier stages' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Later stages' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 268, behavior: 'smooth' });
  });

  it('shows no scrolling hint when every column fits', () => {
    renderUi(<PipelineBoard applications={[application(1, 'Marta Vella', 'RECEIVED')]} companyId={3} />);
    expect(screen.getByRole('region', { name: 'Applications pipeline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later stages' })).not.toBeInTheDocument();
  });

  it('confirms a move with a toast even though the card leaves its column', async () => {
    let stage: ApplicationStatus = 'RECEIVED';
    vi.spyOn(apiClient, 'get').mockImplementation(async () => envelope({ content: [application(1, 'Marta Vella', stage)], totalElements: 1, totalPages: 1, number: 0, size: 100 }));
    const patch = vi.spyOn(apiClient, 'patch').mockImplementation(async (_url: string, body: unknown) => {
      stage = (body as { status: ApplicationStatus }).status;
      return envelope(application(1, 'Marta Vella', stage));
    });
    renderUi(<LiveBoard />);
    const card = await screen.findByRole('article', { name: 'Marta Vella' });
    await user.click(within(card).getByRole('button', { name: 'Move to Reviewing' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Reviewing: 1' })).toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith('/job-applications/applications/1', { status: 'REVIEWING', notes: null });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'success', description: 'Moved to Reviewing' }));
  });
});
