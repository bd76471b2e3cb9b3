import { adminSecurityEventsQuerySchema, envelopeSchema, errorEnvelopeSchema, pageSchema, Role, securityEventSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { securityLog } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** /api/v1/admin/security-events: everyone's security log for platform admins, with the companies named. */
export const securityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/security-events',
    {
      config: { access: { roles: [Role.ADMIN] } },
      schema: {
        tags: ['admin: security log'],
        summary: 'Every security event, newest first: filter by person (userId, or q: part of the name or e-mail), type and UTC days (from, to)',
        querystring: adminSecurityEventsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(securityEventSchema)), ...errors },
      },
    },
    async (request) => ok(await securityLog(app.platform.db, request.query)),
  );
};
