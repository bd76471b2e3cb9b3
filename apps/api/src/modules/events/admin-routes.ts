import {
  adminCompanyParamsSchema,
  adminEventCompanySchema,
  adminEventsQuerySchema,
  crossCompanyLinkSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  eventIdParamsSchema,
  eventInputSchema,
  EventMessage,
  eventSchema,
  eventsAnalyticsSchema,
  eventsStatisticsSchema,
  linkEventInputSchema,
  pageQuery,
  pageSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as admin from './admin';
import type { EventsDeps } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
const tags = ['events'];
/** Seed 000 §6: admin/events is for admin and superuser (a superuser passes every role check). */
const admins = { access: { roles: [Role.ADMIN] } } as const;

/** /api/v1/admin/events (seed 001 §7 Admin events). */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): EventsDeps => ({ platform: app.platform });
  const one = envelopeSchema(eventSchema);
  const page = envelopeSchema(pageSchema(eventSchema));

  app.get(
    '/admin/events',
    { config: admins, schema: { tags, summary: 'Every company’s events in every status: text, status, type; startDateTime ascending, 20 a page', security: bearer, querystring: adminEventsQuerySchema, response: { 200: page, ...errors } } },
    async (request) => ok(await admin.adminListEvents(deps(), currentUser(request), request.query)),
  );

  app.get(
    '/admin/events/company/:companyId',
    { config: admins, schema: { tags, summary: 'One company’s events in every status', security: bearer, params: adminCompanyParamsSchema, querystring: adminEventsQuerySchema, response: { 200: page, ...errors } } },
    async (request) => ok(await admin.adminListEvents(deps(), currentUser(request), request.query, request.params.companyId)),
  );

  app.get(
    '/admin/events/cross-company',
    { config: admins, schema: { tags, summary: 'Side events linked to another company’s main event', security: bearer, querystring: pageQuery, response: { 200: envelopeSchema(pageSchema(crossCompanyLinkSchema)), ...errors } } },
    async (request) => ok(await admin.crossCompanyLinks(deps(), request.query)),
  );

  app.get(
    '/admin/events/analytics',
    { config: admins, schema: { tags, summary: 'Views, attendees and meetings, events by country and by month, the most viewed events', security: bearer, response: { 200: envelopeSchema(eventsAnalyticsSchema), ...errors } } },
    async () => ok(await admin.eventsAnalytics(deps())),
  );

  app.get(
    '/admin/events/statistics',
    { config: admins, schema: { tags, summary: 'Events by status and type; upcoming, running and past; members-only and side events', security: bearer, response: { 200: envelopeSchema(eventsStatisticsSchema), ...errors } } },
    async () => ok(await admin.eventsStatistics(deps())),
  );

  app.post(
    '/admin/events',
    {
      config: admins,
      schema: { tags, summary: 'Create an event for any company (companyId); a draft, or published with status PUBLISHED', security: bearer, body: eventInputSchema.and(adminEventCompanySchema), response: { 201: one, ...errors } },
    },
    async (request, reply) => reply.status(201).send(ok(await admin.adminCreateEvent(deps(), currentUser(request), request.body.companyId, request.body), EventMessage.created)),
  );

  app.get(
    '/admin/events/:id',
    { config: admins, schema: { tags, summary: 'Any event, drafts included', security: bearer, params: eventIdParamsSchema, response: { 200: one, ...errors } } },
    async (request) => ok(await admin.adminGetEvent(deps(), currentUser(request), request.params.id)),
  );

  app.put(
    '/admin/events/:id',
    { config: admins, schema: { tags, summary: 'Replace any event; the status life cycle of organisers applies', security: bearer, params: eventIdParamsSchema, body: eventInputSchema, response: { 200: one, ...errors } } },
    async (request) => ok(await admin.adminUpdateEvent(deps(), currentUser(request), request.params.id, request.body), EventMessage.updated),
  );

  app.delete(
    '/admin/events/:id',
    { config: admins, schema: { tags, summary: 'Delete a draft; a published event is cancelled instead', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await admin.adminDeleteEvent(deps(), request.params.id);
      return ok(null, EventMessage.deleted);
    },
  );

  app.get(
    '/admin/events/:id/linked',
    { config: admins, schema: { tags, summary: 'Side events of an event, drafts included', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(z.array(eventSchema)), ...errors } } },
    async (request) => ok(await admin.adminLinked(deps(), currentUser(request), request.params.id)),
  );

  app.post(
    '/admin/events/:id/link',
    {
      config: admins,
      schema: { tags, summary: 'Make an event a side event of another, across companies (one level)', security: bearer, params: eventIdParamsSchema, body: linkEventInputSchema, response: { 200: one, ...errors } },
    },
    async (request) => ok(await admin.adminLinkEvent(deps(), currentUser(request), request.params.id, request.body.linkedEventId), EventMessage.linked),
  );

  app.delete(
    '/admin/events/:id/link',
    { config: admins, schema: { tags, summary: 'Unlink a side event', security: bearer, params: eventIdParamsSchema, response: { 200: one, ...errors } } },
    async (request) => ok(await admin.adminUnlinkEvent(deps(), currentUser(request), request.params.id), EventMessage.unlinked),
  );
};
