import {
  DEFAULT_NEWS_FEED_URLS,
  NEWS_CACHE_TTL_MS,
  NEWS_FETCH_TIMEOUT_MS,
  NewsMessage,
  type NewsItem,
  type NewsPage,
  type NewsQuery,
  type NewsSource,
} from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';
import { fetchFeeds } from './fetcher';
import { mergeItems } from './parser';
import { loadSampleItems } from './sample';

/** The publications of a feed with their item counts, most items first, then by name. */
function publishersOf(items: readonly NewsItem[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.source, (counts.get(item.source) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** After every feed failed, the live feeds are tried again this soon (not after the full 30 minutes). */
export const NEWS_RETRY_AFTER_FAILURE_MS = 2 * 60 * 1000;

export interface NewsServiceOptions {
  feedUrls?: readonly string[];
  /** Per-feed time limit; default 10 s (seed 000 §9). */
  timeoutMs?: number;
  /** How long a merged feed is served before it is refreshed; default 30 minutes (seed 000 §9). */
  ttlMs?: number;
  /** Answer with the bundled sample when no feed is reachable and nothing was fetched before (default true). */
  sampleFallback?: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Snapshot {
  items: NewsItem[];
  source: NewsSource;
  fetchedAt: number;
  /** Serve without refreshing until then. */
  freshUntil: number;
}

export interface NewsService {
  getPage(query: NewsQuery): Promise<NewsPage>;
  /** Fetches now unless a fresh copy is held; used to warm the cache at start-up. Never throws. */
  warm(): Promise<void>;
}

/**
 * The merged industry news feed. The cache is in memory, per API instance: each instance fetches the feeds
 * at most once per 30 minutes, which is cheap for the publishers and keeps instances independent. After
 * the cache period the last copy is still answered at once (`stale: true`) while one refresh runs in the
 * background, so a reader never waits on a slow publisher once the first fetch has landed.
 */
export function createNewsService(options: NewsServiceOptions): NewsService {
  const feedUrls = options.feedUrls && options.feedUrls.length > 0 ? options.feedUrls : DEFAULT_NEWS_FEED_URLS;
  const ttlMs = options.ttlMs ?? NEWS_CACHE_TTL_MS;
  const timeoutMs = options.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS;
  const sampleFallback = options.sampleFallback ?? true;
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | undefined;
  let inflight: Promise<Snapshot> | undefined;

  async function refresh(): Promise<Snapshot> {
    const results = await fetchFeeds(feedUrls, { timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) });
    for (const failed of results.filter((result) => result.error)) {
      options.log.warn({ feed: failed.url, reason: failed.error }, 'news feed unavailable; using the other feeds');
    }
    const items = mergeItems(results.map((result) => result.items));
    const at = now();
    if (items.length > 0) {
      snapshot = { items, source: 'live', fetchedAt: at, freshUntil: at + ttlMs };
      return snapshot;
    }
    if (snapshot?.source === 'live') {
      // Keep the last good copy; try the publishers again soon.
      snapshot = { ...snapshot, freshUntil: at + NEWS_RETRY_AFTER_FAILURE_MS };
      return snapshot;
    }
    if (sampleFallback) {
      options.log.info({ feeds: feedUrls.length }, 'no news feed reachable; answering with the bundled sample feed');
      snapshot = { items: loadSampleItems(), source: 'sample', fetchedAt: at, freshUntil: at + NEWS_RETRY_AFTER_FAILURE_MS };
      return snapshot;
    }
    throw new AppError(502, NewsMessage.loadFailed);
  }

  /** One refresh at a time per instance; concurrent callers share it. */
  function refreshOnce(): Promise<Snapshot> {
    inflight ??= refresh().finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  async function current(): Promise<Snapshot> {
    if (!snapshot) return refreshOnce();
    if (now() >= snapshot.freshUntil) {
      refreshOnce().catch(() => undefined);
    }
    return snapshot;
  }

  return {
    async getPage({ page, size, publisher }) {
      const feed = await current();
      const items = publisher === undefined ? feed.items : feed.items.filter((item) => item.source === publisher);
      const start = (page - 1) * size;
      return {
        content: items.slice(start, start + size),
        totalElements: items.length,
        totalPages: Math.ceil(items.length / size),
        publishers: publishersOf(feed.items),
        number: page,
        size,
        fetchedAt: new Date(feed.fetchedAt).toISOString(),
        stale: now() - feed.fetchedAt >= ttlMs || now() >= feed.freshUntil,
        source: feed.source,
      };
    },
    async warm() {
      if (snapshot && now() < snapshot.freshUntil) return;
      await refreshOnce().catch(() => undefined);
    },
  };
}
