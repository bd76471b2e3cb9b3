import { z } from 'zod';
import { MAX_PAGE_SIZE, pageSchema } from '../common/pagination';

// ---------------------------------------------------------------------------------------------------
// News constants (seed 000 §9)
// ---------------------------------------------------------------------------------------------------

/** The server keeps a merged feed for 30 minutes (in memory, per API instance). */
export const NEWS_CACHE_TTL_MS = 30 * 60 * 1000;
/** Each feed request is abandoned after 10 s. */
export const NEWS_FETCH_TIMEOUT_MS = 10_000;
/** News pages are 1-based (seed: default page 1, size 10). */
export const NEWS_DEFAULT_PAGE = 1;
export const NEWS_DEFAULT_SIZE = 10;
/** The client cuts descriptions at 120 characters. */
export const NEWS_DESCRIPTION_MAX_CHARS = 120;
/** Rows of the loading skeleton. */
export const NEWS_SKELETON_ROWS = 6;
/** The news panel never grows past 1500 px; it scrolls instead. */
export const NEWS_PANEL_MAX_HEIGHT_PX = 1500;

/** Seed 000 §8. */
export const NewsMessage = {
  loadFailed: 'Failed to load news',
  empty: 'No news available at the moment',
} as const;

// ---------------------------------------------------------------------------------------------------
// GET /api/v1/news?page=1&size=10
// ---------------------------------------------------------------------------------------------------

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (value) => {
      const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
      return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), max) : fallback;
    },
    z.number().int().min(1),
  );

/**
 * `page` is 1-based here (seed 000 §9: "pagination default page 1 size 10"), unlike the 0-based pages of
 * the rest of the API. Values that are not positive integers fall back to the defaults; size is capped at 100.
 */
export const newsQuerySchema = z.object({
  page: positiveInt(NEWS_DEFAULT_PAGE, Number.MAX_SAFE_INTEGER).optional().default(NEWS_DEFAULT_PAGE),
  size: positiveInt(NEWS_DEFAULT_SIZE, MAX_PAGE_SIZE).optional().default(NEWS_DEFAULT_SIZE),
});
export type NewsQuery = z.output<typeof newsQuerySchema>;

export const newsItemSchema = z.object({
  title: z.string(),
  /** Plain text: HTML removed and entities decoded by the server. Full length; the client truncates. */
  description: z.string(),
  /** The article on the publisher's site. Items are de-duplicated by this link. */
  link: z.string(),
  /** ISO-8601 UTC, or null when the feed gave no parsable date. */
  pubDate: z.string().nullable(),
  /** From media:content, media:thumbnail or an image enclosure; null when the item has none. */
  image: z.string().nullable(),
  /** The publication's name (the feed's channel title, else its host name). */
  source: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * - 'live': merged from the configured feeds (NEWS_FEED_URLS).
 * - 'sample': no feed was reachable, so the bundled offline sample feed answered (see the API's
 *   modules/news/sample-feed.xml; switch off with NEWS_SAMPLE_FALLBACK=false).
 */
export const newsSourceSchema = z.enum(['live', 'sample']);
export type NewsSource = z.infer<typeof newsSourceSchema>;

/**
 * The page shape `{ content, totalElements, totalPages, number, size }` where `number` is the 1-based page,
 * plus when the merged feed was fetched, whether it is older than the cache period (a refresh failed and the
 * last good copy answered) and where it came from.
 */
export const newsPageSchema = pageSchema(newsItemSchema).extend({
  fetchedAt: z.string(),
  stale: z.boolean(),
  source: newsSourceSchema,
});
export type NewsPage = z.infer<typeof newsPageSchema>;

/** Where the panel's error and empty states send readers (seed 000 §2: "a link to the external news site"). */
export const NEWS_SITE_URL = 'https://igamingbusiness.com/';

/** Default feeds when NEWS_FEED_URLS is not set: RSS feeds of iGaming trade publications. */
export const DEFAULT_NEWS_FEED_URLS = [
  'https://www.gamblinginsider.com/rss',
  'https://igamingbusiness.com/feed/',
  'https://www.casinobeats.com/feed/',
  'https://www.egr.global/intel/feed/',
] as const;
