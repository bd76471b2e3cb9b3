import { render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem, NewsPage } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import { NEWS_SITE_URL } from '@paytable/contracts/core';
import { NewsPanel } from './news-panel';

const longDescription =
  'Operators and game suppliers met in Lisbon this week to agree a shared certification format, which could cut launch times across five regulated markets.';

const item = (n: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  title: `Headline ${n}`,
  description: `Description ${n}`,
  link: `https://news.example/${n}`,
  pubDate: '2026-11-16T10:00:00.000Z',
  image: null,
  source: 'Beta Wire',
  ...extra,
});

const page = (content: NewsItem[], extra: Partial<NewsPage> = {}) => ({
  data: {
    success: true,
    data: { content, totalElements: content.length, totalPages: 1, number: 1, size: 10, publishers: [], fetchedAt: '2026-11-18T10:00:00.000Z', stale: false, source: 'live', ...extra },
  },
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsPanel />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('NewsPanel', () => {
  it('shows 6 skeleton rows while loading', () => {
    vi.spyOn(publicClient, 'get').mockReturnValue(new Promise(() => {}));
    renderPanel();
    expect(screen.getAllByTestId('news-skeleton-row')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news');
  });

  it('shows the connecting state while the browser is offline', () => {
    onlineManager.setOnline(false);
    const get = vi.spyOn(publicClient, 'get');
    renderPanel();
    expect(screen.getByText('Connecting to the news feed…')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows items with title, description cut at 120 characters, link in a new tab, date, image and a Live badge', async () => {
    vi.spyOn(publicClient, 'get').mockResolvedValue(
      page([item(1, { description: longDescription, image: 'https://img.example/1.jpg' }), item(2)]),
    );
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Latest iGaming news' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://news.example/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rows[0]!).getByRole('heading', { name: 'Headline 1' })).toBeInTheDocument();
    const description = within(rows[0]!).getByText(/^Operators and game suppliers/);
    expect(description.textContent!.length).toBeLessThanOrEqual(120);
    expect(description.textContent!.endsWith('…')).toBe(true);
    const img = rows[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '56');
    expect(within(rows[0]!).getByText('16 Nov 2026').tagName).toBe('TIME');
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it("shows 'Updating' while it refetches", async () => {
    const get = vi.spyOn(publicClient, 'get').mockResolvedValue(page([item(1)]));
    const client = renderPanel();
    await screen.findByText('Live');
    get.mockReturnValue(new Promise(() => {}));
    void client.refetchQueries();
    expect(await screen.findByText('Updating')).toBeInTheDocument();
    expect(screen.getByText('Headline 1')).toBeInTheDocument();
  });

  it("shows 'Failed to load news' with a link to a news site when the request fails", async () => {
    vi.spyOn(publicClient, 'get').mockRejectedValue(new Error('Request failed with status code 502'));
    renderPanel();
    expect(await screen.findByText('Failed to load news')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /read igaming news online/i })).toHaveAttribute('href', NEWS_SITE_URL);
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("shows 'No news available at the moment' with the link when the feed is empty", async () => {
    vi.spyOn(publicClient, 'get').mockResolvedValue(page([]));
    renderPanel();
    expect(await screen.findByText('No news available at the moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /read igaming news online/i })).toHaveAttribute('href', NEWS_SITE_URL);
  });

  it('marks sample headlines and caps the panel at the contract height', async () => {
    vi.spyOn(publicClient, 'get').mockResolvedValue(page([item(1)], { source: 'sample' }));
    renderPanel();
    await waitFor(() => expect(screen.getByText(/Sample headlines \(fictional\)/)).toBeInTheDocument());
    // The badge says what the items are: never 'Live' over the bundled sample.
    expect(screen.getByText('Sample', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'iGaming news' })).toHaveStyle({ maxHeight: '1500px' });
  });
});
