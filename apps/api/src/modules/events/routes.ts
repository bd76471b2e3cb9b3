import {
  attendanceInputSchema,
  attendeeSchema,
  companyEventsQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  eventIdParamsSchema,
  eventImageQuerySchema,
  eventInputSchema,
  EventMessage,
  eventSchema,
  eventsNearQuerySchema,
  eventsQuerySchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  linkEventInputSchema,
  MAX_IMAGE_UPLOAD_BYTES,
  meetingIdParamsSchema,
  meetingInputSchema,
  MeetingMessage,
  meetingSchema,
  meetingsPaths,
  pageQuery,
  pageSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { optionalUser } from '../../platform/optional-user';
import { trustedJsonSerializer } from '../../platform/trusted-json';
import { readSingleFile } from '../../platform/uploads';
import { eventCalendar } from './calendar';
import { adminEventsRoutes } from './admin-routes';
import { eventModeRoutes } from './event-mode-routes';
import { feedCalendar, feedUrl, rotateFeed } from './feed';
import { addEventImage, removeEventImage } from './images';
import { answerMeeting, listMeetingRequests, listMyMeetings, requestMeeting } from './meetings';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** Creating and listing for the caller's own company: company_events (seed 000 §5). */
const ownCompanyEvents = { access: { company: 'company_events', scope: 'own' } } as const;
/** Managing one event: a company_events holder of its organiser; anyone else gets 404. */
const eventManagers = { access: { company: 'company_events', scope: { param: 'id' } } } as const;

/** /api/v1/events (seed 001 §7 Events). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const deps = (): service.EventsDeps => ({ platform: app.platform });
  const viewer = async (request: Parameters<typeof optionalUser>[1]) => service.viewerOf(db(), await optionalUser(app, request));
  const tags = ['events'];
  const page = envelopeSchema(pageSchema(eventSchema));

  app.get(
    '/events/public',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Public events not yet over: text, date range, country, type; startDateTime ascending, 20 a page', querystring: eventsQuerySchema, response: { 200: page, ...errors } },
    },
    async (request) => ok(await service.listEvents(db(), await viewer(request), request.query, { publicOnly: true })),
  );

  app.get(
    '/events/upcoming',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Upcoming events (members-only ones too when signed in), soonest first', querystring: eventsQuerySchema, response: { 200: page, ...errors } },
    },
    async (request) => ok(await service.listEvents(db(), await viewer(request), request.query)),
  );

  app.get(
    '/events/search',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Search events by text (title, tags, description), date range, country and type', querystring: eventsQuerySchema, response: { 200: page, ...errors } },
    },
    async (request) => ok(await service.listEvents(db(), await viewer(request), request.query)),
  );

  app.get(
    '/events/location',
    {
      config: { access: 'public' },
      // A hot list: toEvents writes exactly the contract's fields (events.test parses answers strictly).
      serializerCompiler: trustedJsonSerializer,
      schema: {
        tags,
        summary: 'Events within radiusKm (default 100) of a latitude and longitude, nearest first, with distanceKm',
        querystring: eventsNearQuerySchema,
        response: { 200: page, ...errors },
      },
    },
    async (request) => ok(await service.listEventsNear(db(), await viewer(request), request.query)),
  );

  app.get(
    '/events/company',
    {
      config: ownCompanyEvents,
      schema: { tags, summary: "My company's events in every status (company_events)", security: bearer, querystring: companyEventsQuerySchema, response: { 200: page, ...errors } },
    },
    async (request) => ok(await service.listCompanyEvents(db(), currentUser(request), request.query)),
  );

  app.get(
    '/events/attending',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Events I am going to or interested in (past ones with past=true)',
        security: bearer,
        querystring: z.object({ past: z.enum(['true', 'false']).optional() }),
        response: { 200: envelopeSchema(z.array(eventSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listAttending(db(), currentUser(request), request.query.past === 'true')),
  );

  app.post(
    '/events',
    {
      config: ownCompanyEvents,
      schema: { tags, summary: "Create an event for my company (company_events): a draft, or published with status PUBLISHED", security: bearer, body: eventInputSchema, response: { 201: envelopeSchema(eventSchema), ...errors } },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createEvent(deps(), currentUser(request), request.body), EventMessage.created)),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One event (drafts for its organiser only; members-only events for signed-in people)', params: eventIdParamsSchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => ok(await service.getEvent(db(), await viewer(request), request.params.id)),
  );

  app.put(
    '/events/:id',
    {
      config: eventManagers,
      schema: {
        tags,
        summary: 'Replace an event; status moves it DRAFT → PUBLISHED → POSTPONED ↔ PUBLISHED → CANCELLED (company_events of the organiser)',
        security: bearer,
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: envelopeSchema(eventSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateEvent(deps(), currentUser(request), request.params.id, request.body), EventMessage.updated),
  );

  app.delete(
    '/events/:id',
    {
      config: eventManagers,
      schema: { tags, summary: 'Delete a draft; a published event is cancelled instead (calendars receive the cancellation)', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.deleteEvent(db(), currentUser(request), request.params.id);
      return ok(null, EventMessage.deleted);
    },
  );

  app.post(
    '/events/:id/images',
    {
      config: eventManagers,
      schema: { tags, summary: 'Add an image (multipart field `file`, checked by content, at most 5 MB; up to 8 an event)', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => {
      const file = await readSingleFile(request, 'file', { maxBytes: MAX_IMAGE_UPLOAD_BYTES });
      return ok(await addEventImage(deps(), currentUser(request), request.params.id, file.buffer), EventMessage.imageAdded);
    },
  );

  app.delete(
    '/events/:id/images',
    {
      config: eventManagers,
      schema: { tags, summary: 'Remove an image by its URL', security: bearer, params: eventIdParamsSchema, querystring: eventImageQuerySchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => ok(await removeEventImage(deps(), currentUser(request), request.params.id, request.query.url), EventMessage.imageRemoved),
  );

  app.get(
    '/events/:id/linked',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Side events linked to this event', params: eventIdParamsSchema, response: { 200: envelopeSchema(z.array(eventSchema)), ...errors } },
    },
    async (request) => ok(await service.listLinked(db(), await viewer(request), request.params.id)),
  );

  app.post(
    '/events/:id/link',
    {
      config: eventManagers,
      schema: {
        tags,
        summary: 'Make this event a side event of linkedEventId (one level: no side events of side events)',
        security: bearer,
        params: eventIdParamsSchema,
        body: linkEventInputSchema,
        response: { 200: envelopeSchema(eventSchema), ...errors },
      },
    },
    async (request) => ok(await service.linkEvent(db(), currentUser(request), request.params.id, request.body.linkedEventId), EventMessage.linked),
  );

  app.delete(
    '/events/:id/link',
    {
      config: eventManagers,
      schema: { tags, summary: 'Unlink this side event from its main event', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => ok(await service.unlinkEvent(db(), currentUser(request), request.params.id), EventMessage.unlinked),
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The event as an iCalendar file (stable UID, SEQUENCE raised on each change, METHOD:CANCEL once cancelled)', params: eventIdParamsSchema, response: { 200: z.string().describe('text/calendar'), ...errors } },
    },
    async (request, reply) => {
      const body = await eventCalendar(db(), await viewer(request), request.params.id, app.platform.config.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  app.put(
    '/events/:id/attendance',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Going or interested; listed puts me on the attendee list', security: bearer, params: eventIdParamsSchema, body: attendanceInputSchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => ok(await service.setAttendance(db(), currentUser(request), request.params.id, request.body), EventMessage.attendanceSaved),
  );

  app.delete(
    '/events/:id/attendance',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Stop attending', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(eventSchema), ...errors } },
    },
    async (request) => ok(await service.removeAttendance(deps(), currentUser(request), request.params.id), EventMessage.attendanceRemoved),
  );

  app.get(
    '/events/:id/attendees',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Attendees who opted into the list (signed-in people only)', security: bearer, params: eventIdParamsSchema, querystring: pageQuery, response: { 200: envelopeSchema(pageSchema(attendeeSchema)), ...errors } },
    },
    async (request) => ok(await service.listAttendees(db(), await service.viewerOf(db(), currentUser(request)), request.params.id, request.query)),
  );

  const meetingParty = { access: { owner: 'meetingId', ownerIs: 'the requester or the invitee of the meeting' } } as const;

  app.get(
    meetingsPaths.requests,
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Meeting requests waiting for my answer, across events (pending, not yet begun; soonest first)', security: bearer, response: { 200: envelopeSchema(z.array(meetingSchema)), ...errors } },
    },
    async (request) => ok(await listMeetingRequests(deps(), currentUser(request))),
  );

  app.get(
    '/events/:id/meetings',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'My meetings at this event (requested, confirmed, declined, cancelled)', security: bearer, params: eventIdParamsSchema, response: { 200: envelopeSchema(z.array(meetingSchema)), ...errors } },
    },
    async (request) => ok(await listMyMeetings(deps(), currentUser(request), request.params.id)),
  );

  app.post(
    '/events/:id/meetings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Ask a listed attendee for a meeting during the event (10 minutes to 4 hours; no overlap with a confirmed or requested meeting of either person)',
        security: bearer,
        params: eventIdParamsSchema,
        body: meetingInputSchema,
        response: { 201: envelopeSchema(meetingSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await requestMeeting(deps(), currentUser(request), request.params.id, request.body), MeetingMessage.requested)),
  );

  for (const [action, message, summary] of [
    ['accept', MeetingMessage.accepted, 'Accept a meeting request (the invitee); it appears in both people’s messages'],
    ['decline', MeetingMessage.declined, 'Decline a meeting request (the invitee)'],
    ['cancel', MeetingMessage.cancelled, 'Cancel a requested or confirmed meeting (either person)'],
  ] as const) {
    app.post(
      `/events/meetings/:meetingId/${action}`,
      { config: meetingParty, schema: { tags, summary, security: bearer, params: meetingIdParamsSchema, response: { 200: envelopeSchema(meetingSchema), ...errors } } },
      async (request) => ok(await answerMeeting(deps(), currentUser(request), request.params.meetingId, action), message),
    );
  }

  app.get(
    '/events/calendar/feed-url',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'My personal calendar feed URL (secret; made on first use)', security: bearer, response: { 200: envelopeSchema(calendarFeedSchema), ...errors } },
    },
    async (request) => ok(await feedUrl(db(), currentUser(request), app.platform.config.publicUrl)),
  );

  app.post(
    '/events/calendar/feed-url/rotate',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Replace my feed URL with a new secret (the old one stops working)', security: bearer, response: { 200: envelopeSchema(calendarFeedSchema), ...errors } },
    },
    async (request) => ok(await rotateFeed(db(), currentUser(request), app.platform.config.publicUrl)),
  );

  app.get(
    '/events/calendar/feed/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A personal iCalendar feed: the events its owner attends and their meetings (the secret token is the access)',
        params: calendarFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(await feedCalendar(db(), request.params.token, app.platform.config.publicUrl)),
  );

  await eventModeRoutes(app, {});
  await adminEventsRoutes(app, {});
};
