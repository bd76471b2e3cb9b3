import type { FastifyPluginAsync } from 'fastify';
import { pressRoutes, type PressModuleOptions } from './routes';

/**
 * The press module: company press releases with their life cycle (draft, scheduled, published,
 * unpublished), embargo and visibility, images, the public list, downloads (PDF, HTML, Markdown, text),
 * reader analytics, distribution to followers and the compliance warning. `notifier` receives what
 * followers are told (default: nothing).
 */
export const pressModule = (options: PressModuleOptions = {}): FastifyPluginAsync => pressRoutes(options);

export { pressDemoSeeder } from './demo';
export { pressNotifications } from './notifications';
export { pressCrawlerHeads } from './crawler-head';
export { companyReleaseFigures, countCompanyPressPublished, countPressPublishedSince, pressDailyRollups, pressFiguresPerDay, pressPublishedPerDay, topCompaniesByPressViews, type CompanyPressViews, type PressFiguresPerDay, type ReleaseFigures } from './figures-repository';
