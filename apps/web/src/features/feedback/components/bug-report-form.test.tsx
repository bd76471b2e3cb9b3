import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackPaths, type BugReportDetail } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { buildErrorReport, clearErrorReports, recordErrorReport } from '@/lib/error-reports';
import { BugReportForm } from './bug-report-form';

const created: BugReportDetail = {
  id: 7,
  title: 'Blank invoice',
  severity: 'high',
  status: 'new',
  reporter: { id: 1, name: 'Marta Vella' },
  assignee: null,
  duplicateOfId: null,
  screenshotCount: 0,
  errorReportCount: 0,
  response: null,
  respondedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  description: 'No pages.',
  stepsToReproduce: '',
  pageUrl: '',
  errorReports: [],
  screenshots: [],
  internalNotes: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BugReportForm />
    </QueryClientProvider>,
  );
}

const sentFields = (post: ReturnType<typeof vi.spyOn>) => Object.fromEntries([...(post.mock.calls[0]?.[1] as FormData).entries()]);

beforeEach(() => {
  clearErrorReports();
  recordErrorReport(buildErrorReport(new Error('first'), { now: new Date('2026-11-20T09:00:00Z') }), undefined);
  recordErrorReport(buildErrorReport(new Error('second'), { now: new Date('2026-11-20T09:01:00Z') }), undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('BugReportForm', () => {
  it('sends the browser error reports only when the reporter agrees', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: created } });
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Blank invoice');
    await userEvent.type(screen.getByLabelText('Description'), 'No pages.');
    await userEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    expect(post).toHaveBeenCalledWith(feedbackPaths.bugReports, expect.any(FormData), expect.anything());
    expect(sentFields(post).errorReports).toBeUndefined();

    post.mockClear();
    await userEvent.type(screen.getByLabelText('Title'), 'Blank invoice');
    await userEvent.type(screen.getByLabelText('Description'), 'No pages.');
    await userEvent.click(screen.getByLabelText("Attach this browser's error reports (2)"));
    await userEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    const reports = JSON.parse(String(sentFields(post).errorReports)) as { message: string }[];
    expect(reports.map((report) => report.message)).toEqual(['first', 'second']);
  });

  it("refuses with the contract's messages before sending anything", async () => {
    const post = vi.spyOn(apiClient, 'post');
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    expect(screen.getByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
