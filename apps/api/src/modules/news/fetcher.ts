import type { NewsItem } from '@paytable/contracts';
import { NEWS_FETCH_TIMEOUT_MS } from '@paytable/contracts';
import { parseFeed } from './parser';

/** A feed answer larger than this is refused (a feed is a few hundred KB at most). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export interface FeedFetcherOptions {
  /** Per-feed time limit (seed 000 §9: 10 s); tests pass a few hundred ms. */
  timeoutMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface FeedResult {
  url: string;
  items: NewsItem[];
  error?: string;
}

/** Fetches and parses one feed; never throws — a failure is reported in `error`. */
export async function fetchFeed(url: string, options: FeedFetcherOptions = {}): Promise<FeedResult> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS),
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
        'user-agent': 'PaytableNewsReader/1.0 (+https://paytable.io)',
      },
      redirect: 'follow',
    });
    if (!response.ok) return { url, items: [], error: `HTTP ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_FEED_BYTES) return { url, items: [], error: 'feed too large' };
    const body = await response.text();
    if (body.length > MAX_FEED_BYTES) return { url, items: [], error: 'feed too large' };
    return { url, items: parseFeed(body, url) };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.name === 'TimeoutError' || error.name === 'AbortError'
          ? `timed out after ${options.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS} ms`
          : `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
    return { url, items: [], error: reason };
  }
}

/** All feeds in parallel; a feed that is down, slow or malformed does not hold up or spoil the others. */
export function fetchFeeds(urls: readonly string[], options: FeedFetcherOptions = {}): Promise<FeedResult[]> {
  return Promise.all(urls.map((url) => fetchFeed(url, options)));
}
