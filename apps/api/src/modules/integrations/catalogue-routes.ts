import {
  envelopeSchema,
  errorEnvelopeSchema,
  integrationEndpointInputSchema,
  integrationEndpointSchema,
  integrationIdParamsSchema,
  IntegrationMessage,
  integrationTypeInputSchema,
  integrationTypeSchema,
  integrationTypeSearchQuerySchema,
  integrationTypesQuerySchema,
  payloadStructureInputSchema,
  payloadStructureSchema,
  payloadStructuresQuerySchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userHasAnyRole } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as catalogue from './catalogue-repository';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
const adminOnly = { access: { roles: [Role.ADMIN] } } as const;
const members = { access: 'authenticated' } as const;
const tags = ['integration catalogue'];

/** /integration-types, /integration-endpoints, /payload-structures (seed 001 §7): read by members, edited by admins. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const isAdmin = (request: Parameters<typeof userHasAnyRole>[0]) => userHasAnyRole(request, [Role.ADMIN]);

  app.get(
    '/integration-types',
    { config: members, schema: { tags, summary: 'Integration types (members see active ones; admins all unless activeOnly)', security: bearer, querystring: integrationTypesQuerySchema, response: { 200: envelopeSchema(z.array(integrationTypeSchema)), ...errors } } },
    async (request) => ok(await catalogue.listTypes(db(), { activeOnly: request.query.activeOnly, admin: isAdmin(request) })),
  );
  app.get(
    '/integration-types/search',
    { config: members, schema: { tags, summary: 'Search integration types by name or identifier', security: bearer, querystring: integrationTypeSearchQuerySchema, response: { 200: envelopeSchema(z.array(integrationTypeSchema)), ...errors } } },
    async (request) => ok(await catalogue.listTypes(db(), { activeOnly: request.query.activeOnly, q: request.query.q, admin: isAdmin(request) })),
  );
  app.get(
    '/integration-types/:id',
    { config: members, schema: { tags, summary: 'One integration type', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(integrationTypeSchema), ...errors } } },
    async (request) => ok(await catalogue.getType(db(), request.params.id, isAdmin(request))),
  );
  app.post(
    '/integration-types',
    { config: adminOnly, schema: { tags, summary: 'Create an integration type (inactive, PER_REQUEST, version 1.0 by default)', security: bearer, body: integrationTypeInputSchema, response: { 201: envelopeSchema(integrationTypeSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await catalogue.createType(db(), request.body), IntegrationMessage.typeCreated)),
  );
  app.put(
    '/integration-types/:id',
    { config: adminOnly, schema: { tags, summary: 'Update an integration type', security: bearer, params: integrationIdParamsSchema, body: integrationTypeInputSchema, response: { 200: envelopeSchema(integrationTypeSchema), ...errors } } },
    async (request) => ok(await catalogue.updateType(db(), request.params.id, request.body), IntegrationMessage.typeUpdated),
  );
  app.delete(
    '/integration-types/:id',
    { config: adminOnly, schema: { tags, summary: 'Delete an integration type no partnership uses', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await catalogue.deleteType(db(), request.params.id);
      return ok(null, IntegrationMessage.typeDeleted);
    },
  );

  app.get(
    '/integration-endpoints',
    { config: members, schema: { tags, summary: 'Every integration endpoint', security: bearer, response: { 200: envelopeSchema(z.array(integrationEndpointSchema)), ...errors } } },
    async () => ok(await catalogue.listEndpoints(db())),
  );
  app.get(
    '/integration-endpoints/integration-type/:id',
    { config: members, schema: { tags, summary: 'The endpoints of an integration type', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.array(integrationEndpointSchema)), ...errors } } },
    async (request) => ok(await catalogue.listEndpoints(db(), request.params.id)),
  );
  app.get(
    '/integration-endpoints/:id',
    { config: members, schema: { tags, summary: 'One integration endpoint', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(integrationEndpointSchema), ...errors } } },
    async (request) => ok(await catalogue.getEndpoint(db(), request.params.id)),
  );
  app.post(
    '/integration-endpoints',
    { config: adminOnly, schema: { tags, summary: 'Create an endpoint (an event type) of an integration type', security: bearer, body: integrationEndpointInputSchema, response: { 201: envelopeSchema(integrationEndpointSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await catalogue.saveEndpoint(db(), undefined, request.body), IntegrationMessage.endpointCreated)),
  );
  app.put(
    '/integration-endpoints/:id',
    { config: adminOnly, schema: { tags, summary: 'Update an integration endpoint', security: bearer, params: integrationIdParamsSchema, body: integrationEndpointInputSchema, response: { 200: envelopeSchema(integrationEndpointSchema), ...errors } } },
    async (request) => ok(await catalogue.saveEndpoint(db(), request.params.id, request.body), IntegrationMessage.endpointUpdated),
  );
  app.delete(
    '/integration-endpoints/:id',
    { config: adminOnly, schema: { tags, summary: 'Delete an integration endpoint and its payload structures', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await catalogue.deleteEndpoint(db(), request.params.id);
      return ok(null, IntegrationMessage.endpointDeleted);
    },
  );

  app.get(
    '/payload-structures',
    { config: members, schema: { tags, summary: 'Every payload structure, every version', security: bearer, response: { 200: envelopeSchema(z.array(payloadStructureSchema)), ...errors } } },
    async () => ok(await catalogue.listPayloads(db(), {})),
  );
  app.get(
    '/payload-structures/endpoint/:id',
    { config: members, schema: { tags, summary: 'The payload structures of an endpoint, newest version first (optional direction)', security: bearer, params: integrationIdParamsSchema, querystring: payloadStructuresQuerySchema, response: { 200: envelopeSchema(z.array(payloadStructureSchema)), ...errors } } },
    async (request) => ok(await catalogue.listPayloads(db(), { endpointId: request.params.id, direction: request.query.direction })),
  );
  app.get(
    '/payload-structures/integration-type/:id',
    { config: members, schema: { tags, summary: 'The payload structures of every endpoint of an integration type', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.array(payloadStructureSchema)), ...errors } } },
    async (request) => ok(await catalogue.listPayloads(db(), { typeId: request.params.id })),
  );
  app.get(
    '/payload-structures/:id',
    { config: members, schema: { tags, summary: 'One payload structure version', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(payloadStructureSchema), ...errors } } },
    async (request) => ok(await catalogue.getPayload(db(), request.params.id)),
  );
  app.post(
    '/payload-structures',
    { config: adminOnly, schema: { tags, summary: 'Add a payload structure (JSON Schema, checked with ajv) as version 1 or the next version', security: bearer, body: payloadStructureInputSchema, response: { 201: envelopeSchema(payloadStructureSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await catalogue.savePayload(db(), undefined, request.body), IntegrationMessage.payloadCreated)),
  );
  app.put(
    '/payload-structures/:id',
    { config: adminOnly, schema: { tags, summary: 'Save a new version of a payload structure', security: bearer, params: integrationIdParamsSchema, body: payloadStructureInputSchema, response: { 200: envelopeSchema(payloadStructureSchema), ...errors } } },
    async (request) => ok(await catalogue.savePayload(db(), request.params.id, request.body), IntegrationMessage.payloadUpdated),
  );
  app.delete(
    '/payload-structures/:id',
    { config: adminOnly, schema: { tags, summary: 'Delete one payload structure version', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await catalogue.deletePayload(db(), request.params.id);
      return ok(null, IntegrationMessage.payloadDeleted);
    },
  );
};
