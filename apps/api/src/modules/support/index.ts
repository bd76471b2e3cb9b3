import type { FastifyPluginAsync } from 'fastify';
import { supportRoutes, type SupportModuleOptions } from './routes';

/**
 * The support desk: tickets with their threads, internal notes and private files, the status life cycle
 * with SLA clocks on business hours, assignment, escalation, merging and satisfaction ratings; the
 * auto-close and SLA sweep jobs. `notifier` receives what people are told (default: nothing).
 */
export const supportModule = (options: SupportModuleOptions = {}): FastifyPluginAsync => supportRoutes(options);

export { supportDemoSeeder } from './demo';
export { noopSupportNotifier, type SupportNotifier } from './notifier';
export { supportNotifications } from './notifications';
export { displayFileName } from './attachments';
export { countOpenTickets } from './figures-repository';
