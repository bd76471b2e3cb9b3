import {
  activeSessionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  mySecurityEventsQuerySchema,
  pageSchema,
  securityEventSchema,
  SessionMessage,
  sessionIdParamsSchema,
  signedOutSessionsSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as sessions from './active-sessions-service';
import { authTags } from './routes';
import { mySecurityEvents } from './security-log';
import type { AuthDeps } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** /api/v1/auth/sessions and /api/v1/auth/security-events: the signed-in person's own sessions and security log. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): AuthDeps => ({ platform: app.platform, log });
  const tags = authTags;

  app.get(
    '/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in person's live sessions: device, address, signed in, last used, and which is this one",
        response: { 200: envelopeSchema(z.array(activeSessionSchema)), ...errors },
      },
    },
    async (request) => ok(await sessions.listSessions(deps(request.log), currentUser(request))),
  );

  app.delete(
    '/sessions/:sessionId',
    {
      config: { access: { owner: 'sessionId', ownerIs: 'the signed-in person' } },
      schema: {
        tags,
        summary: "Sign out one of the signed-in person's sessions (another person's answers 404)",
        params: sessionIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await sessions.revokeSession(deps(request.log), currentUser(request), request.params.sessionId);
      return ok(null, SessionMessage.signedOut);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Sign out every session of the signed-in person except this one',
        response: { 200: envelopeSchema(signedOutSessionsSchema), ...errors },
      },
    },
    async (request) => ok({ signedOut: await sessions.signOutOtherSessions(deps(request.log), currentUser(request)) }, SessionMessage.othersSignedOut),
  );

  app.get(
    '/security-events',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in person's security log, newest first (optionally one type)",
        querystring: mySecurityEventsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(securityEventSchema)), ...errors },
      },
    },
    async (request) => ok(await mySecurityEvents(app.platform.db, currentUser(request).id, request.query)),
  );
};
