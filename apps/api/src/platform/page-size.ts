import { followsPlatformPageSize } from '@paytable/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The default list page size of admin/settings, applied where lists are read: a list whose query pages
 * with the platform's default size (pageQuerySchema(20)) gets `size` filled in from the settings when the
 * client sends none, before validation. Lists with a size of their own (search 10…) keep it.
 */
export const pageSizePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!followsPlatformPageSize(route.schema?.querystring)) return;
    const fill = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (query && (query.size === undefined || query.size === '')) query.size = String(app.platform.settings.current().defaultPageSize);
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [fill] : [...(Array.isArray(existing) ? existing : [existing]), fill];
  });
});
