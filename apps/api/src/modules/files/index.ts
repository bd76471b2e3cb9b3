export { filesRoutes } from './routes';
