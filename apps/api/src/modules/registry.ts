import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/index';

/**
 * Every feature module's HTTP plugin, registered under /api/v1 in this order. Adding a domain is one
 * line here; the module itself lives in modules/<domain>/.
 */
export const apiModules: { name: string; routes: FastifyPluginAsync; prefix?: string }[] = [
  { name: 'system', routes: systemRoutes },
];
