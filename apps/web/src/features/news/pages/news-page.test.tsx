import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem, NewsPage as NewsPageData } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import NewsPage from './news-page';

const item = (n: number, source: string): NewsItem => ({
  title: `Headline ${n}`,
  description: `Description ${n}`,
  link: `https://news.example/${n}`,
  pubDate: '2026-11-16T10:00:00.000Z',
  image: null,
  source,
});

const response = (data: Partial<NewsPageData>) => ({
  data: {
    success: true,
    data: {
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 1,
      size: 10,
      publishers: [
        { name: 'Beta Wire', count: 12 },
        { name: 'Alpha News', count: 3 },
      ],
      fetchedAt: '2026-11-18T10:00:00.000Z',
      stale: false,
      source: 'live',
      ...data,
    },
  },
});

function renderPage(entry = '/dashboard/news') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <NewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('NewsPage', () => {
  it('shows a page of news with the Live badge, pages on, and filters by publication', async () => {
    const get = vi.spyOn(publicClient, 'get').mockImplementation(async (_url: string, config?: AxiosRequestConfig) => {
      const params = config?.params as { page: number; publisher?: string } | undefined;
      if (params?.publisher === 'Alpha News') return response({ content: [item(30, 'Alpha News')], totalElements: 3, totalPages: 1 });
      return response({ content: [item(params?.page ?? 1, 'Beta Wire')], totalElements: 15, totalPages: 2, number: params?.page ?? 1 });
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Industry news' });
    expect(within(list).getByText('Headline 1')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('15 stories')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Headline 2')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/news', expect.objectContaining({ params: { page: 2, size: 10 } }));

    await userEvent.selectOptions(screen.getByLabelText('Publication'), 'Alpha News');
    expect(await screen.findByText('Headline 30')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/news', expect.objectContaining({ params: { page: 1, size: 10, publisher: 'Alpha News' } }));
    expect(screen.getByRole('option', { name: 'Beta Wire (12)' })).toBeInTheDocument();
  });

  it('shows the seed messages when the feed fails or is empty', async () => {
    vi.spyOn(publicClient, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValue(response({}));
    renderPage();
    expect(await screen.findByText('Failed to load news')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('No news available at the moment')).toBeInTheDocument();
  });

  it('says when the items are the offline sample', async () => {
    vi.spyOn(publicClient, 'get').mockResolvedValue(response({ content: [item(1, 'Sample')], totalElements: 1, totalPages: 1, source: 'sample' }));
    renderPage();
    expect(await screen.findByText(/Sample headlines/)).toBeInTheDocument();
    expect(screen.getByText('Sample', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
  });
});
