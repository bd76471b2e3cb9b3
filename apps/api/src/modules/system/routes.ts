import { envelopeSchema, healthSchema, systemStatusSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { getHealth, getSystemStatus } from './service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database ping (503 when the database is down)',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      const health = await getHealth(app.platform);
      return reply.status(health.status === 'ok' ? 200 : 503).send(ok(health));
    },
  );

  app.get(
    '/system-status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public status of the database, pub/sub, mail, storage and job queue (depth, dead jobs, oldest waiting age), with version and uptime',
        response: { 200: envelopeSchema(systemStatusSchema) },
      },
    },
    async () => ok(await getSystemStatus(app.platform)),
  );
};
