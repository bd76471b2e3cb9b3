import {
  blockedUserSchema,
  connectionListQuerySchema,
  ConnectionMessage,
  connectionIdParamsSchema,
  connectionPaths,
  connectionRequestSchema,
  connectionSchema,
  connectionStatusSchema,
  connectionSuggestionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  pageSchema,
  pendingConnectionCountsSchema,
  requestIdParamsSchema,
  sendConnectionRequestSchema,
  connectionUserParamsSchema,
} from '@paytable/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['connections'];
const authenticated = { access: 'authenticated' } as const;

/** /api/v1/connections: transport only; rules live in service.ts. Every route needs a signed-in user. */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ConnectionsDeps = { platform: app.platform };

  app.post(
    connectionPaths.request,
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Ask a user to connect (400 with an "already" message for a duplicate)',
        body: sendConnectionRequestSchema,
        response: { 201: envelopeSchema(connectionRequestSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.sendRequest(deps, currentUserId(request), request.body.receiverId), ConnectionMessage.requestSent)),
  );

  const requestLists = [
    [connectionPaths.requests, 'all', 'Pending requests, received and sent'],
    [connectionPaths.requestsReceived, 'received', 'Pending requests sent to the signed-in user'],
    [connectionPaths.requestsSent, 'sent', 'Pending requests the signed-in user sent'],
  ] as const;
  for (const [url, direction, summary] of requestLists) {
    app.get(
      url,
      {
        config: authenticated,
        schema: { tags, summary, querystring: pageQuerySchema(), response: { 200: envelopeSchema(pageSchema(connectionRequestSchema)), ...errors } },
      },
      async (request) => ok(await service.listRequests(deps, currentUserId(request), direction, request.query)),
    );
  }

  const answers = [
    ['/requests/:id/accept', 'connected', ConnectionMessage.accepted, 'Accept a request (receiver only; anyone else gets 404)'],
    ['/requests/:id/decline', 'declined', ConnectionMessage.declined, 'Decline a request (receiver only; anyone else gets 404)'],
  ] as const;
  for (const [suffix, answer, message, summary] of answers) {
    app.post(
      `${connectionPaths.list}${suffix}`,
      {
        config: { access: { owner: 'id', ownerIs: 'the user the request was sent to' } },
        schema: { tags, summary, params: requestIdParamsSchema, response: { 200: envelopeSchema(connectionRequestSchema), ...errors } },
      },
      async (request) => ok(await service.respond(deps, currentUserId(request), request.params.id, answer), message),
    );
  }

  app.get(
    connectionPaths.list,
    {
      config: authenticated,
      schema: {
        tags,
        summary: "The signed-in user's connections, newest first; `search` filters by name, username or company",
        querystring: connectionListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(connectionSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listConnections(deps, currentUserId(request), request.query)),
  );

  app.delete(
    `${connectionPaths.list}/:id`,
    {
      config: { access: { owner: 'id', ownerIs: 'one of the two connected users' } },
      schema: { tags, summary: 'Remove a connection (either side)', params: connectionIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.removeConnection(deps, currentUserId(request), request.params.id);
      return ok(null, ConnectionMessage.removed);
    },
  );

  app.get(
    `${connectionPaths.list}/status/:id`,
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Connection status with a user: connected, pending_sent, pending_received or none',
        params: connectionUserParamsSchema,
        response: { 200: envelopeSchema(connectionStatusSchema), ...errors },
      },
    },
    async (request) => ok(await service.connectionStatus(deps, currentUserId(request), request.params.id)),
  );

  app.get(
    connectionPaths.suggestions,
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'People to connect with, ranked by mutual connections, then the same company type',
        querystring: pageQuerySchema(),
        response: { 200: envelopeSchema(pageSchema(connectionSuggestionSchema)), ...errors },
      },
    },
    async (request) => ok(await service.suggestions(deps, currentUserId(request), request.query)),
  );

  app.get(
    connectionPaths.pending,
    {
      config: authenticated,
      schema: { tags, summary: 'Counters of pending requests, received and sent', response: { 200: envelopeSchema(pendingConnectionCountsSchema), ...errors } },
    },
    async (request) => ok(await service.pendingCounts(deps, currentUserId(request))),
  );

  app.get(
    connectionPaths.blocked,
    {
      config: authenticated,
      schema: { tags, summary: 'People the signed-in user blocked', response: { 200: envelopeSchema(z.array(blockedUserSchema)), ...errors } },
    },
    async (request) => ok(await service.listBlocked(deps, currentUserId(request))),
  );

  app.post(
    `${connectionPaths.blocked}/:id`,
    {
      config: authenticated,
      schema: {
        tags,
        summary: 'Block a user: ends any connection or request; neither can connect with or message the other',
        params: connectionUserParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.block(deps, currentUserId(request), request.params.id);
      return ok(null, ConnectionMessage.blocked);
    },
  );

  app.delete(
    `${connectionPaths.blocked}/:id`,
    {
      config: authenticated,
      schema: { tags, summary: 'Unblock a user', params: connectionUserParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.unblock(deps, currentUserId(request), request.params.id);
      return ok(null, ConnectionMessage.unblocked);
    },
  );
};
