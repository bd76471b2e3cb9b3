import { adminOverviewSchema, envelopeSchema, errorEnvelopeSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { adminOverview, OVERVIEW_ROLES } from './overview';

/** /api/v1/admin/overview (seed 000 §2 admin home; roles of §6): the platform at a glance. */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      config: { access: { roles: [...OVERVIEW_ROLES] } },
      schema: {
        tags: ['admin: reporting'],
        summary: 'The platform at a glance: sign-ups, active people, companies, pending work, activity and (finance roles) revenue, each with its screen',
        response: { 200: envelopeSchema(adminOverviewSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await adminOverview(app.platform.db, currentUser(request), new Date())),
  );
};
