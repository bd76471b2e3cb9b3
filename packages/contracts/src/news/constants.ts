// The zod-free news constants (seed 000 §8–§9), exported through core.ts too so the landing page's news
// panel can use them without loading zod.

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

/** Where the panel's error and empty states send readers (seed 000 §2: "a link to the external news site"). */
export const NEWS_SITE_URL = 'https://igamingbusiness.com/';
