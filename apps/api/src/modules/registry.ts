import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth/index';
import { contactRoutes } from './contact/index';
import { newsRoutes } from './news/index';
import { systemRoutes } from './system/index';

/**
 * Every feature module's HTTP plugin, registered under /api/v1 in this order. Adding a domain is one
 * line here; the module itself lives in modules/<domain>/.
 */
export const apiModules: { name: string; routes: FastifyPluginAsync; prefix?: string }[] = [
  { name: 'system', routes: systemRoutes },
  { name: 'auth', routes: authModule, prefix: '/auth' },
  { name: 'news', routes: newsRoutes },
  { name: 'contact', routes: contactRoutes },
];
