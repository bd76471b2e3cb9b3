/**
 * The few news numbers the landing page needs before the panel's chunk loads. They mirror the contract
 * (packages/contracts/src/news: NEWS_PANEL_MAX_HEIGHT_PX, NEWS_SKELETON_ROWS); importing the contracts here
 * would pull zod into the landing page's first chunk. news-panel.test.tsx checks they stay equal.
 */
export const NEWS_PANEL_MAX_HEIGHT_PX = 1500;
