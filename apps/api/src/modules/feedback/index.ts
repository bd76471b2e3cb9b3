/**
 * Feedback and QA: bug reports (with screenshots and the client's local error reports) and their
 * triage, suggestions with one vote per person, comments and public answers, and QA categories, tasks
 * with ordered steps, step-by-step test runs and their results over time.
 */
export { feedbackRoutes as feedbackModule } from './routes';
export { feedbackDemoSeeder } from './demo';
export { countNewBugReports } from './figures-repository';
