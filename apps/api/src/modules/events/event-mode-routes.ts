import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventIdParamsSchema,
  EventModeMessage,
  nearbyQuerySchema,
  nearbyStateSchema,
  positionInputSchema,
  savedLocationInputSchema,
  savedLocationParamsSchema,
  savedLocationSchema,
} from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { deleteEndedShares, listSavedLocations, nearbyState, removeSavedLocation, saveLocation, startSharing, stopSharing } from './event-mode';
import type { EventsDeps } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
/** A position update may also be too soon after the last one (429) or an impossible jump from it (422). */
const positionErrors = { ...errors, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
const tags = ['events'];
/** Event mode is personal: every route acts on the caller's own share and places (others' answer 404). */
const signedIn = { access: 'authenticated' } as const;

/** The recurring clean-up of positions whose event is over (pg-boss, cron in UTC). */
export const EVENT_MODE_CLEANUP = { name: 'events-location-shares-cleanup', cron: '*/5 * * * *' } as const;

function defineEventModeJobs(app: FastifyInstance): void {
  const { platform } = app;
  platform.jobs.define({
    name: EVENT_MODE_CLEANUP.name,
    handler: async () => {
      await deleteEndedShares(platform, new Date());
    },
    retryLimit: 1,
  });
  platform.jobs.schedule(EVENT_MODE_CLEANUP.name, EVENT_MODE_CLEANUP.cron);
}

/** /api/v1/events/{id}/mode/… (seed 001 §3/§4 Event mode; seed 000 §7 active_location_tracking). */
export const eventModeRoutes: FastifyPluginAsyncZod = async (app) => {
  defineEventModeJobs(app);
  const deps = (): EventsDeps => ({ platform: app.platform });
  const state = envelopeSchema(nearbyStateSchema);

  app.put(
    '/events/:id/mode/share',
    {
      // Beside the 10 s interval between positions: stopping and starting again cannot reset it more than this.
      config: { ...signedIn, rateLimit: { max: 6, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Share my position with my connections in this event (I attend it; it runs now, from an hour before the start): answers my connections sharing near me. At most once per 10 s (429), never faster than 300 km/h from my last position (422)',
        security: bearer,
        params: eventIdParamsSchema,
        body: positionInputSchema,
        response: { 200: state, ...positionErrors },
      },
    },
    async (request) => ok(await startSharing(deps(), currentUser(request), request.params.id, request.body), EventModeMessage.sharingStarted),
  );

  app.delete(
    '/events/:id/mode/share',
    {
      config: signedIn,
      schema: { tags, summary: 'Stop sharing my position: it is deleted at once and nobody sees me any more', security: bearer, params: eventIdParamsSchema, response: { 200: state, ...errors } },
    },
    async (request) => ok(await stopSharing(deps(), currentUser(request), request.params.id), EventModeMessage.sharingStopped),
  );

  app.get(
    '/events/:id/mode/nearby',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My connections sharing within radiusM (default 500, at most 5,000) of my shared position, nearest first: a distance band each, no direction',
        security: bearer,
        params: eventIdParamsSchema,
        querystring: nearbyQuerySchema,
        response: { 200: state, ...errors },
      },
    },
    async (request) => ok(await nearbyState(app.platform.db, currentUser(request).id, request.query.radiusM, new Date(), request.params.id)),
  );

  app.get(
    '/events/:id/mode/locations',
    {
      config: signedIn,
      schema: { tags, summary: 'My saved places for this event (booth, meeting point); only I see them', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(z.array(savedLocationSchema)), ...errors } },
    },
    async (request) => ok(await listSavedLocations(deps(), currentUser(request), request.params.id)),
  );

  app.post(
    '/events/:id/mode/locations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a place for an event I attend (at most 20)',
        security: bearer,
        params: eventIdParamsSchema,
        body: savedLocationInputSchema,
        response: { 201: envelopeSchema(savedLocationSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await saveLocation(deps(), currentUser(request), request.params.id, request.body), EventModeMessage.locationSaved)),
  );

  app.delete(
    '/events/:id/mode/locations/:locationId',
    {
      config: signedIn,
      schema: { tags, summary: 'Remove one of my saved places', security: bearer, params: savedLocationParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await removeSavedLocation(deps(), currentUser(request), request.params.id, request.params.locationId);
      return ok(null, EventModeMessage.locationRemoved);
    },
  );
};
