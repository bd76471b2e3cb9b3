import {
  acknowledgedSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageSchema,
  prospectIdParamsSchema,
  prospectInputSchema,
  prospectInviteRequestSchema,
  prospectListQuerySchema,
  ProspectMessage,
  prospectPersonSchema,
  prospectSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './prospects-service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** /api/v1/admin/prospects: the prospects list (seed 000 §6: admin, superuser, support_admin). */
export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { roles: service.PROSPECT_ROLES } } as const;
  const tags = ['admin: prospects'];
  const db = () => app.platform.db;

  app.get(
    '/admin/prospects',
    {
      config,
      schema: {
        tags,
        summary: 'Prospects, newest first (filter: status, ownerId, search over company, contact and e-mail)',
        querystring: prospectListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(prospectSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listProspects(db(), request.query)),
  );

  app.get(
    '/admin/prospects/owners',
    {
      config,
      schema: {
        tags,
        summary: 'The admin team members who may own a prospect (list in data)',
        response: { 200: envelopeSchema(z.array(prospectPersonSchema)), ...errors },
      },
    },
    async () => ok(await service.prospectOwners(db())),
  );

  app.post(
    '/admin/prospects',
    {
      config,
      schema: {
        tags,
        summary: 'Add a prospect (409 when its contact e-mail is already listed)',
        body: prospectInputSchema,
        response: { 201: envelopeSchema(prospectSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createProspect(db(), currentUser(request), request.body), ProspectMessage.created)),
  );

  app.get(
    '/admin/prospects/:id',
    {
      config,
      schema: { tags, summary: 'One prospect', params: prospectIdParamsSchema, response: { 200: envelopeSchema(prospectSchema), ...errors } },
    },
    async (request) => ok(await service.getProspect(db(), request.params.id)),
  );

  app.put(
    '/admin/prospects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a prospect (status, owner, notes, next step…)',
        params: prospectIdParamsSchema,
        body: prospectInputSchema,
        response: { 200: envelopeSchema(prospectSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateProspect(db(), request.params.id, request.body), ProspectMessage.updated),
  );

  app.delete(
    '/admin/prospects/:id',
    {
      config,
      schema: { tags, summary: 'Delete a prospect', params: prospectIdParamsSchema, response: { 200: envelopeSchema(acknowledgedSchema), ...errors } },
    },
    async (request) => {
      await service.deleteProspect(db(), request.params.id);
      return ok(null, ProspectMessage.deleted);
    },
  );

  app.post(
    '/admin/prospects/:id/invite',
    {
      config,
      schema: {
        tags,
        summary: "Mail the prospect's contact an invitation to register (409 when they already have an account)",
        params: prospectIdParamsSchema,
        body: prospectInviteRequestSchema,
        response: { 200: envelopeSchema(prospectSchema), ...errors },
      },
    },
    async (request) => ok(await service.inviteProspect(app.platform, request.log, currentUser(request), request.params.id, request.body), ProspectMessage.invited),
  );
};
