import {
  actingCompanyQuerySchema,
  companyConnectionPaths,
  companyConnectionSchema,
  companyConnectionStatusSchema,
  CompanyConnectionMessage,
  companyIdParamsSchema,
  companyRequestParamsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  pageSchema,
  COMPANY_CONNECTIONS_PRIVILEGE,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './company-service';
import type { ConnectionsDeps } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['company-connections'];
const authenticated = { access: 'authenticated' } as const;
/** Writes act for the caller's own company and need admin_access there (company-service: actingCompany). */
const actingCompanyAdmin = { access: { company: COMPANY_CONNECTIONS_PRIVILEGE, scope: 'own' } } as const;

/** Company connections under /api/v1/companies. Writes need admin_access in the acting company. */
export const companyConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConnectionsDeps = { platform: app.platform };

  app.post(
    '/companies/:id/connect',
    {
      config: actingCompanyAdmin,
      schema: { tags, summary: "Ask another company to connect with the user's company", params: companyIdParamsSchema, response: { 201: envelopeSchema(companyConnectionSchema), ...errors } },
    },
    async (request, reply) => reply.status(201).send(ok(await service.connectCompany(deps, currentUserId(request), request.params.id), CompanyConnectionMessage.requested)),
  );

  app.delete(
    '/companies/:id/disconnect',
    {
      config: actingCompanyAdmin,
      schema: { tags, summary: 'End a company connection or withdraw a pending request', params: companyIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.disconnectCompany(deps, currentUserId(request), request.params.id);
      return ok(null, CompanyConnectionMessage.disconnected);
    },
  );

  app.get(
    '/companies/:id/connection-status',
    {
      config: authenticated,
      schema: { tags, summary: "Connection status between the user's company and this one", params: companyIdParamsSchema, response: { 200: envelopeSchema(companyConnectionStatusSchema), ...errors } },
    },
    async (request) => ok(await service.companyConnectionStatus(deps, currentUserId(request), request.params.id)),
  );

  const lists = [
    [companyConnectionPaths.connected, 'connected', "Companies connected with the user's company"],
    [companyConnectionPaths.incoming, 'incoming', "Pending requests to the user's company"],
    [companyConnectionPaths.outgoing, 'outgoing', "Pending requests the user's company sent"],
  ] as const;
  for (const [url, kind, summary] of lists) {
    app.get(
      url,
      { config: authenticated, schema: { tags, summary, querystring: pageQuerySchema(), response: { 200: envelopeSchema(pageSchema(companyConnectionSchema)), ...errors } } },
      async (request) => ok(await service.listCompanyConnections(deps, currentUserId(request), kind, request.query)),
    );
  }

  const answers = [
    ['approve', 'connected', CompanyConnectionMessage.approved],
    ['reject', 'rejected', CompanyConnectionMessage.rejected],
  ] as const;
  for (const [verb, answer, message] of answers) {
    app.post(
      `/companies/connection-requests/:id/${verb}`,
      {
        config: { access: { company: COMPANY_CONNECTIONS_PRIVILEGE, scope: { query: 'companyId' } } },
        schema: {
          tags,
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a request addressed to companyId (admin_access in that company)`,
          params: companyRequestParamsSchema,
          querystring: actingCompanyQuerySchema,
          response: { 200: envelopeSchema(companyConnectionSchema), ...errors },
        },
      },
      async (request) => ok(await service.answerCompanyRequest(deps, currentUserId(request), request.params.id, request.query.companyId, answer), message),
    );
  }
};
