/**
 * Reporting: the admin overview (figures across every domain, each read through its owner's index.ts).
 * It owns no table.
 */
export { reportingRoutes as reportingModule } from './routes';
