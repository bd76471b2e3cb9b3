import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyPressRelease } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { formatDateTime } from '../lib/format';
import { ReleaseActions } from './release-actions';
import { ReleaseArticle } from './release-article';
import { ReleaseCard } from './release-card';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

/** No delay between keystrokes: typing never races a busy machine's clock. */
const user = userEvent.setup({ delay: null });
// A file's first render loads Radix and the screen's modules cold; on a busy two-core machine that can outlast 5 s.
vi.setConfig({ testTimeout: 20_000 });

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const draft: CompanyPressRelease = {
  id: 21,
  company: { id: 4, name: 'Northlight Studios', logoUrl: null, verified: true },
  title: 'Northlight launches Aurora Reels',
  summary: 'A new slot series.',
  content: '<p>Today we launch.</p>',
  isPublic: true,
  category: 'PRODUCT_LAUNCH',
  tags: ['slots'],
  jurisdictions: [{ id: 1, name: 'Malta', code: 'MT-MGA' }],
  markets: ['GB', 'MT'],
  status: 'DRAFT',
  images: [],
  coverImageUrl: null,
  publishedAt: null,
  embargoUntil: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  scheduledAt: null,
  unverifiedJurisdictions: [],
  complianceConfirmedAt: null,
  figures: { views: 0, reads: 0, shares: 0, downloads: 0 },
  createdAt: '2026-11-20T10:00:00.000Z',
};

const renderUi = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe('ReleaseActions', () => {
  it('asks before publishing (followers are notified) and publishes only once confirmed', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...draft, status: 'PUBLISHED' }));
    renderUi(<ReleaseActions release={draft} companyId={4} />);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Publish this release now?' });
    expect(dialog).toHaveTextContent('everyone following Northlight Studios or the category “Product and game launches” is notified');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    dialog = screen.getByRole('alertdialog', { name: 'Publish this release now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/press-releases/21/company/4/publish', { publishAt: null, confirmCompliance: false }));
  });

  it('asks before scheduling, saying when it goes out', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...draft, status: 'SCHEDULED' }));
    renderUi(<ReleaseActions release={draft} companyId={4} />);
    await user.type(screen.getByLabelText('Or publish at'), '2030-05-04T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const at = new Date('2030-05-04T09:30').toISOString();
    const dialog = screen.getByRole('alertdialog', { name: 'Schedule this release?' });
    expect(dialog).toHaveTextContent(`goes out on ${formatDateTime(at)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/press-releases/21/company/4/publish', { publishAt: at, confirmCompliance: false }));
  });

  it('shows when a scheduled release goes out, and takes a published one down with a real button', () => {
    const scheduledAt = '2030-05-04T07:30:00.000Z';
    const { unmount } = renderUi(<ReleaseActions release={{ ...draft, status: 'SCHEDULED', scheduledAt }} companyId={4} />);
    expect(screen.getByText(formatDateTime(scheduledAt))).toHaveAttribute('dateTime', scheduledAt);
    expect(screen.getByText(/Goes out/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeInTheDocument();
    unmount();

    renderUi(<ReleaseActions release={{ ...draft, status: 'PUBLISHED', publishedAt: '2026-11-21T10:00:00.000Z' }} companyId={4} />);
    const unpublish = screen.getByRole('button', { name: 'Unpublish' });
    expect(unpublish.tagName).toBe('BUTTON');
    expect(unpublish).toHaveClass('border');
  });
});

describe('A release as readers see it', () => {
  it('names its jurisdictions and markets instead of showing codes alone', () => {
    renderUi(<ReleaseArticle release={{ ...draft, publishedAt: '2026-11-21T10:00:00.000Z' }} />);
    const footer = screen.getByRole('contentinfo', { name: 'Tags, jurisdictions and markets' });
    expect(within(footer).getByTitle('Licence jurisdiction MT-MGA')).toHaveTextContent(/^Malta$/);
    expect(within(footer).getByTitle('GB')).toHaveTextContent(/^United Kingdom$/);
    expect(within(footer).queryByText('MT-MGA')).not.toBeInTheDocument();
    expect(within(footer).queryByText('GB')).not.toBeInTheDocument();
  });

  it('lists a release without images with no empty picture frame', () => {
    const { container } = renderUi(<ReleaseCard release={{ ...draft, status: 'PUBLISHED', publishedAt: '2026-11-21T10:00:00.000Z' }} href="/press-releases/21" />);
    const card = container.querySelector('article')!;
    expect(card.firstElementChild).toHaveTextContent('Northlight Studios');
    expect(card.querySelector('[aria-hidden="true"].aspect-\\[1\\.91\\/1\\]')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
  });
});
