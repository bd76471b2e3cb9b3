import {
  broadcastListQuerySchema,
  broadcastSchema,
  deadJobParamsSchema,
  deadJobSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  NotificationMessage,
  notificationPaths,
  pageSchema,
  proofExportQuerySchema,
  pushSubscriberListQuerySchema,
  pushSubscriberSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['admin: notifications'];
const config = { access: { roles: [Role.ADMIN] } } as const;

/** Admin views of notification delivery and of the job queue: platform admins only. */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    notificationPaths.adminPushSubscribers,
    { config, schema: { tags, summary: 'Push subscriptions, newest first (the push service host, never the endpoint)', querystring: pushSubscriberListQuerySchema, response: { 200: envelopeSchema(pageSchema(pushSubscriberSchema)), ...errors } } },
    async (request) => ok(await service.subscribers(platform, request.query)),
  );

  app.get(
    notificationPaths.adminBroadcasts,
    { config, schema: { tags, summary: 'Broadcasts, newest first, with delivery figures per channel', querystring: broadcastListQuerySchema, response: { 200: envelopeSchema(pageSchema(broadcastSchema)), ...errors } } },
    async (request) => ok(await service.broadcasts(platform, request.query)),
  );

  app.get(
    notificationPaths.adminProofExport,
    { config, schema: { tags, summary: 'Proof of notice of critical and compliance notices as CSV (delivery per channel, read time)', querystring: proofExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="proof-of-notice.csv"')
        .send(await service.proofCsv(platform, request.query.from, request.query.to)),
  );

  app.get(
    notificationPaths.adminDeadJobs,
    { config, schema: { tags, summary: 'Background jobs whose retries ran out, newest first', response: { 200: envelopeSchema(z.array(deadJobSchema)), ...errors } } },
    async () => ok(await platform.jobs.deadJobs()),
  );

  app.post(
    '/admin/jobs/dead/:queue/:id/retry',
    { config, schema: { tags, summary: 'Queue a dead job again', params: deadJobParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      if (!(await platform.jobs.retry(request.params.queue, request.params.id))) throw notFound(NotificationMessage.jobNotFound);
      return ok(null, NotificationMessage.jobRetried);
    },
  );
};
