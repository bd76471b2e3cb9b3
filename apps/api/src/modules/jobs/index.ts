import type { FastifyPluginAsync } from 'fastify';
import { jobsRoutes, type JobsModuleOptions } from './routes';

/**
 * The jobs module: postings with their status life cycle, the public jobs board, applications with a
 * stage history, saved searches with alerts. `notifier` receives what people are told (default: nothing).
 */
export const jobsModule = (options: JobsModuleOptions = {}): FastifyPluginAsync => jobsRoutes(options);

export { jobsCrawlerHeads } from './crawler-head';
export { jobsDemoSeeder } from './demo';
export { noopJobsNotifier, type JobsNotifier, type NoticeContext } from './notifier';
export { jobsNotifications } from './notifications';
// Scheduled work: the application registers these as recurring jobs (hourly close, daily anonymise).
export { anonymiseStaleApplications, closeExpiredJobs } from './service';
export { applicationsPerDay, companyJobFigures, jobsDailyRollups, countApplicationsSince, countCompanyPublishedJobs, countPublishedJobs, jobsPublishedPerDay, topCompaniesByApplications, type CompanyApplications, type CompanyJobFigures } from './figures-repository';
