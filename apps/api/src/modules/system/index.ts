export { systemRoutes } from './routes';
export { getHealth, getSystemStatus } from './service';
