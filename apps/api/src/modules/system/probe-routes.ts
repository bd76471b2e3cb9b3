import { envelopeSchema, livenessSchema, readinessSchema } from '@paytable/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { getReadiness } from './service';

/** The liveness answer never changes: serialized once, sent as text (no serializer runs for it). */
const LIVE_BODY = JSON.stringify(ok({ status: 'ok' as const }));
const sendLive = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(LIVE_BODY);

/**
 * GET /health/live and /health/ready, at the root (platform/probes.ts says why, and which hooks they skip).
 * Both log nothing: an orchestrator calls them every few seconds on every instance.
 */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      logLevel: 'silent',
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no I/O); restart the instance when it does not',
        response: { 200: envelopeSchema(livenessSchema) },
      },
    },
    (_request, reply) => {
      sendLive(reply);
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      logLevel: 'silent',
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, Redis when configured, job queue started, migrations applied (503 naming each failing part)',
        response: { 200: envelopeSchema(readinessSchema), 503: envelopeSchema(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const readiness = await getReadiness(app.platform);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(ok(readiness));
    },
  );
};
