export { systemStatusQueryOptions, useSystemStatus } from './api/get-system-status';
