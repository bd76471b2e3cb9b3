import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Envelope, NewsPage } from '@paytable/contracts';
import { publicClient, toApiError, unwrap } from '@/lib/api-client';
import { NEWS_DEFAULT_PAGE, NEWS_DEFAULT_SIZE } from '@paytable/contracts/core';

/** The panel refreshes while it is on screen; the server itself re-reads the feeds every 30 minutes. */
export const NEWS_REFETCH_INTERVAL_MS = 5 * 60 * 1000;

export const newsKeys = {
  all: ['news'] as const,
  list: (size: number) => [...newsKeys.all, 'list', { size }] as const,
};

/** GET /api/v1/news?page=&size= (1-based pages). */
export async function getNews({ page = NEWS_DEFAULT_PAGE, size = NEWS_DEFAULT_SIZE, signal }: { page?: number; size?: number; signal?: AbortSignal }) {
  try {
    return unwrap(await publicClient.get<Envelope<NewsPage>>('/news', { params: { page, size }, signal }));
  } catch (error) {
    throw toApiError(error);
  }
}

export const newsQueryOptions = (size = NEWS_DEFAULT_SIZE) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(size),
    queryFn: ({ pageParam, signal }) => getNews({ page: pageParam, size, signal }),
    initialPageParam: NEWS_DEFAULT_PAGE,
    getNextPageParam: (last) => (last.number < last.totalPages ? last.number + 1 : undefined),
    refetchInterval: NEWS_REFETCH_INTERVAL_MS,
  });

export function useNews(size = NEWS_DEFAULT_SIZE) {
  return useInfiniteQuery(newsQueryOptions(size));
}

export const newsPageKeys = {
  page: (page: number, size: number, publisher: string) => [...newsKeys.all, 'page', { page, size, publisher }] as const,
};

/** GET /api/v1/news?page=&size=&publisher= for the full news page: one 1-based page, filtered by publication. */
export async function getNewsPage({ page, size, publisher, signal }: { page: number; size: number; publisher: string; signal?: AbortSignal }) {
  try {
    return unwrap(await publicClient.get<Envelope<NewsPage>>('/news', { params: { page, size, ...(publisher ? { publisher } : {}) }, signal }));
  } catch (error) {
    throw toApiError(error);
  }
}

export function useNewsPage(page: number, size: number, publisher: string) {
  return useQuery({
    queryKey: newsPageKeys.page(page, size, publisher),
    queryFn: ({ signal }) => getNewsPage({ page, size, publisher, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: NEWS_REFETCH_INTERVAL_MS,
  });
}
