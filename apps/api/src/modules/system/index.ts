export { systemRoutes } from './routes';
export { probeRoutes } from './probe-routes';
export { getHealth, getReadiness, getSystemStatus } from './service';
