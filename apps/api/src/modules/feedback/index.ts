import type { FastifyPluginAsync } from 'fastify';
import { feedbackRoutes, type FeedbackModuleOptions } from './routes';

/**
 * Feedback and QA: bug reports (with screenshots and the client's local error reports) and their
 * triage, suggestions with one vote per person, comments and public answers, and QA categories, tasks
 * with ordered steps, step-by-step test runs and their results over time. `notifier` receives what
 * people are told (default: nothing).
 */
export const feedbackModule = (options: FeedbackModuleOptions = {}): FastifyPluginAsync => feedbackRoutes(options);

export { feedbackDemoSeeder } from './demo';
export { noopFeedbackNotifier, type FeedbackNotifier } from './notifier';
export { feedbackNotifications } from './notifications';
export { countNewBugReports } from './figures-repository';
