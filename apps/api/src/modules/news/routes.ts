import { envelopeSchema, errorEnvelopeSchema, newsPageSchema, newsQuerySchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { createNewsService, type NewsService } from './service';

/**
 * /api/v1/news: transport only. The service (one per app instance) holds the 30-minute cache; tests may
 * pass their own (short timeouts, local feeds).
 */
export const createNewsRoutes = (options: { service?: NewsService } = {}): FastifyPluginAsyncZod => async (app) => {
  const { config } = app.platform;
  const service =
    options.service ??
    createNewsService({
      ...(config.newsFeedUrls ? { feedUrls: config.newsFeedUrls } : {}),
      sampleFallback: config.newsSampleFallback,
      log: app.log.child({ module: 'news' }),
    });

  // Warm the cache when the server starts listening, so the first visitor does not wait on the publishers.
  // (inject-driven tests never listen, so they never reach the network.)
  app.addHook('onListen', async () => {
    void service.warm();
  });

  app.get(
    '/news',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Industry news merged from the configured RSS feeds (1-based page, cached 30 minutes per instance)',
        querystring: newsQuerySchema,
        response: { 200: envelopeSchema(newsPageSchema), 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const page = await service.getPage(request.query);
      // Browsers and shared caches may keep a page for a minute; the server cache does the heavy lifting.
      reply.header('cache-control', 'public, max-age=60');
      return ok(page);
    },
  );
};

export const newsRoutes = createNewsRoutes();
