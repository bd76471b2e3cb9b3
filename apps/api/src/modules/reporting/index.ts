/**
 * Reporting: the admin overview, admin analytics and reporting over a date range, and each company's own
 * report (figures across every domain, each read through its owner's index.ts). It owns no table.
 */
export { reportingRoutes as reportingModule } from './routes';
