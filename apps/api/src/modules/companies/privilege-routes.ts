import {
  adminNotesRequestSchema,
  adminPrivilegeRequestQuerySchema,
  CompanyMessage,
  companyIdParamsSchema,
  createPrivilegeRequestSchema,
  envelopeSchema,
  myPrivilegesSchema,
  pageQuerySchema,
  pageSchema,
  privilegeCatalogue,
  privilegeCatalogueEntrySchema,
  privilegeRequestSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as privileges from './privileges-service';
import { errorResponses } from './routes';

const decisions = [
  { path: 'approve', decision: 'approve', message: CompanyMessage.requestApproved, summary: 'Approve a privilege request: the company receives the privilege' },
  { path: 'reject', decision: 'reject', message: CompanyMessage.requestRejected, summary: 'Reject a privilege request' },
  {
    path: 'request-verification',
    decision: 'request-verification',
    message: CompanyMessage.verificationRequested,
    summary: 'Ask the requester for more information; the request stays open',
  },
] as const;

/** /api/v1/company-privileges (seed 000 §7): catalogue, my privileges, requests and the admin queue. */
export const privilegeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['company privileges'];
  const authenticated = { access: 'authenticated' } as const;
  const adminOnly = { access: { roles: [Role.ADMIN] } } as const;
  const idParams = companyIdParamsSchema;

  app.get(
    '/company-privileges',
    {
      config: authenticated,
      schema: { tags, summary: 'The privilege catalogue', response: { 200: envelopeSchema(z.array(privilegeCatalogueEntrySchema)), ...errorResponses } },
    },
    async () => ok([...privilegeCatalogue]),
  );

  app.get(
    '/company-privileges/my-privileges',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "What your company holds and what you may use",
        response: { 200: envelopeSchema(myPrivilegesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await privileges.myPrivileges(db(), currentUserId(request))),
  );

  app.get(
    '/company-privileges/requests/my-requests',
    {
      config: authenticated,
      schema: {
        tags,
        summary: "Your company's privilege requests, newest first",
        querystring: pageQuerySchema(20),
        response: { 200: envelopeSchema(pageSchema(privilegeRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await privileges.myRequests(db(), currentUserId(request), request.query)),
  );

  app.post(
    '/company-privileges/requests',
    {
      config: { access: { company: 'admin', scope: 'own' } },
      schema: {
        tags,
        summary: 'Request a privilege for your company (company admins of an approved company)',
        body: createPrivilegeRequestSchema,
        response: { 201: envelopeSchema(privilegeRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await privileges.createRequest(db(), currentUserId(request), request.body), CompanyMessage.requestCreated)),
  );

  app.delete(
    '/company-privileges/requests/:id',
    {
      config: { access: { owner: 'id', ownerIs: 'the person who made the request' } },
      schema: {
        tags,
        summary: 'Cancel your open request',
        params: idParams,
        response: { 200: envelopeSchema(privilegeRequestSchema), ...errorResponses },
      },
    },
    async (request) => ok(await privileges.cancelRequest(db(), currentUserId(request), request.params.id), CompanyMessage.requestCancelled),
  );

  app.get(
    '/company-privileges/admin/requests',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every privilege request, createdAt descending (admin); optional status filter',
        querystring: adminPrivilegeRequestQuerySchema,
        response: { 200: envelopeSchema(pageSchema(privilegeRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await privileges.adminRequests(db(), request.query)),
  );

  for (const { path, decision, message, summary } of decisions) {
    app.post(
      `/company-privileges/requests/:id/${path}`,
      {
        config: adminOnly,
        schema: {
          tags,
          summary: `${summary} (admin; optional adminNotes)`,
          params: idParams,
          body: adminNotesRequestSchema,
          response: { 200: envelopeSchema(privilegeRequestSchema), ...errorResponses },
        },
      },
      async (request) =>
        ok(await privileges.decideRequest(app.platform, currentUserId(request), request.params.id, decision, request.body.adminNotes), message),
    );
  }
};
