import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/index';
import { authModule } from './auth/index';
import { catalogModule } from './catalog/index';
import { companiesModule, privilegePollTopics } from './companies/index';
import { contactRoutes } from './contact/index';
import { contentRoutes } from './content/index';
import { filesRoutes } from './files/index';
import { profileRoutes } from './profiles/index';
import { newsRoutes } from './news/index';
import { systemRoutes } from './system/index';
import { companyConnectionRoutes, connectionPollTopics, connectionRoutes } from './connections/index';
import { messagingModule, messagingPollTopics } from './messaging/index';
import { realtimeModule } from './realtime/index';
import { gamesModule } from './games/index';
import { marketplaceModule } from './marketplace/index';
import { searchModule } from './search/index';
import { notificationPollTopics, notificationsModule } from './notifications/index';
import { jobsCrawlerHeads, jobsModule, jobsNotifications } from './jobs/index';
import { pressCrawlerHeads, pressModule, pressNotifications } from './press/index';
import type { CrawlerHeadRoute } from '../platform/crawler-head';
import { supportModule, supportNotifications } from './support/index';
import { feedbackModule, feedbackNotifications } from './feedback/index';
import { integrationsModule } from './integrations/index';
import { eventModePollTopics, eventsCrawlerHeads, eventsModule } from './events/index';
import { accountingModule, meteredUsageSource } from './accounting/index';
import { reportingModule } from './reporting/index';

/**
 * Every feature module's HTTP plugin, registered under /api/v1 in this order. Adding a domain is one
 * line here; the module itself lives in modules/<domain>/.
 */
export const apiModules: { name: string; routes: FastifyPluginAsync; prefix?: string }[] = [
  { name: 'system', routes: systemRoutes },
  { name: 'auth', routes: authModule, prefix: '/auth' },
  { name: 'catalog', routes: catalogModule },
  { name: 'companies', routes: companiesModule },
  { name: 'admin', routes: adminRoutes },
  { name: 'news', routes: newsRoutes },
  { name: 'contact', routes: contactRoutes },
  { name: 'content', routes: contentRoutes },
  { name: 'files', routes: filesRoutes },
  { name: 'profiles', routes: profileRoutes },
  { name: 'connections', routes: connectionRoutes },
  { name: 'company-connections', routes: companyConnectionRoutes },
  { name: 'messaging', routes: messagingModule },
  { name: 'games', routes: gamesModule },
  { name: 'marketplace', routes: marketplaceModule },
  { name: 'search', routes: searchModule },
  { name: 'jobs', routes: jobsModule({ notifier: jobsNotifications }) },
  { name: 'press', routes: pressModule({ notifier: pressNotifications }) },
  { name: 'events', routes: eventsModule },
  { name: 'notifications', routes: notificationsModule },
  { name: 'support', routes: supportModule({ notifier: supportNotifications }) },
  { name: 'feedback', routes: feedbackModule({ notifier: feedbackNotifications }) },
  { name: 'integrations', routes: integrationsModule },
  // The monthly billing job invoices what the integrations module meters.
  { name: 'accounting', routes: accountingModule({ usage: meteredUsageSource }) },
  { name: 'reporting', routes: reportingModule },
  { name: 'realtime', routes: realtimeModule([...messagingPollTopics, ...connectionPollTopics, ...privilegePollTopics, ...notificationPollTopics, ...eventModePollTopics]) },
];

/**
 * Client routes whose HTML carries a page's own head for crawlers and link previews (platform/crawler-head.ts).
 * Adding one is a line here; the module's provider decides what a public page shows.
 */
export const crawlerHeadRoutes: CrawlerHeadRoute[] = [...pressCrawlerHeads, ...jobsCrawlerHeads, ...eventsCrawlerHeads];
