import { z } from 'zod';
import { MAX_PAGE_SIZE, pageSchema } from '../common/pagination';
import { NEWS_DEFAULT_PAGE, NEWS_DEFAULT_SIZE } from './constants';

export * from './constants';

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
  /** Only items of this publication (an item's `source`, matched exactly); blank means every publication. */
  publisher: z.preprocess((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined), z.string().max(200, 'Publisher must be at most 200 characters').optional()),
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
export const newsPublisherSchema = z.object({ name: z.string(), count: z.number().int() });
export type NewsPublisher = z.infer<typeof newsPublisherSchema>;

export const newsPageSchema = pageSchema(newsItemSchema).extend({
  /** Every publication of the merged feed with its number of items, most items first (for filtering). */
  publishers: z.array(newsPublisherSchema),
  fetchedAt: z.string(),
  stale: z.boolean(),
  source: newsSourceSchema,
});
export type NewsPage = z.infer<typeof newsPageSchema>;


/** Default feeds when NEWS_FEED_URLS is not set: RSS feeds of iGaming trade publications. */
export const DEFAULT_NEWS_FEED_URLS = [
  'https://www.gamblinginsider.com/rss',
  'https://igamingbusiness.com/feed/',
  'https://www.casinobeats.com/feed/',
  'https://www.egr.global/intel/feed/',
] as const;
