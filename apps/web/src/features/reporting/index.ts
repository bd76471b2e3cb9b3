export { adminOverviewQueryOptions, useAdminOverview } from './api/get-admin-overview';
