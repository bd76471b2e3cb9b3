/**
 * The news numbers and texts of seed 000 §8–§9 the public site uses. They mirror the contract
 * (packages/contracts/src/news), whose module also defines its zod schemas: importing it would load zod
 * and every contract with the landing page's news panel. news-panel.test.tsx checks they stay equal.
 */
export const NEWS_DEFAULT_PAGE = 1;
export const NEWS_DEFAULT_SIZE = 10;
export const NEWS_DESCRIPTION_MAX_CHARS = 120;
export const NEWS_SKELETON_ROWS = 6;
export const NEWS_PANEL_MAX_HEIGHT_PX = 1500;
export const NEWS_SITE_URL = 'https://igamingbusiness.com/';
export const NewsMessage = {
  loadFailed: 'Failed to load news',
  empty: 'No news available at the moment',
} as const;
