/** The admin module: account administration (enable/disable, roles). Company administration lives in companies. */
export { adminRoutes } from './routes';
