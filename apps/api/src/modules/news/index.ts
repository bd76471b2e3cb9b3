export { createNewsRoutes, newsRoutes } from './routes';
export { createNewsService, type NewsService, type NewsServiceOptions } from './service';
export { fetchFeed, fetchFeeds } from './fetcher';
export { htmlToText, mergeItems, parseFeed } from './parser';
