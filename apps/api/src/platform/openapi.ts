import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contracts from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';
import { describeAccess } from './access-description';
import { finishDocument, operationIdOf, type OpenApiDocument } from './openapi-document';
import { requestExamples } from './openapi-examples';
import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * The contract schemas that become shared components (`#/components/schemas/Company`, `…Input` for the
 * request side): every zod schema `packages/contracts` exports as `xxxSchema`, named `Xxx`. Path and query
 * schemas stay inline (they become parameters). Built once per process.
 */
let componentRegistry: z.core.$ZodRegistry<{ id: string }> | undefined;
function contractRegistry() {
  if (componentRegistry) return componentRegistry;
  const registry = z.registry<{ id: string }>();
  // The request side of a component is named `<id>Input`, so an id may neither end in 'Input' nor repeat.
  const taken = new Set<string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || /Params|Query/.test(name) || registry.has(value)) continue;
    const id = name
      .slice(0, -'Schema'.length)
      .replace(/^./, (first) => first.toUpperCase())
      .replace(/Input$/, 'Fields');
    if (taken.has(id) || taken.has(`${id}Input`)) continue;
    taken.add(id).add(`${id}Input`);
    registry.add(value, { id });
  }
  componentRegistry = registry;
  return registry;
}

const bearer = [{ bearerAuth: [] }];

/** OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
  const schemaRegistry = contractRegistry();
  const zodTransform = createJsonSchemaTransform({ schemaRegistry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
  // Request bodies of these components show an example (the request side is `<id>Input`).
  const examples = new Map<string, unknown>();
  for (const { schema, value } of requestExamples) {
    const id = schemaRegistry.get(schema)?.id;
    if (id !== undefined) examples.set(`${id}Input`, value);
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paytable API',
        version: options.version,
        description:
          'The B2B network and marketplace for the iGaming industry. Every answer is an envelope: ' +
          '`{ success: true, data, message? }` or `{ success: false, code, message, details? }`. ' +
          'Pages are 0-based: `page`, `size` (max 100) → `{ content, totalElements, totalPages, number, size }`.\n\n' +
          'Each operation says who may call it (its `x-access` extension holds the declared policy) and lists ' +
          'the error answers that policy and its input can produce.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /api/v1/auth/login or /auth/refresh-token.' },
        },
      },
    },
    // Per route: the zod schemas become JSON schema (shared ones as $ref), and the declared policy becomes
    // the operation's id, "who may call" sentence, security requirement and `x-access`.
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      const access = input.route.config?.access as Access | undefined;
      if (access === undefined || schema.hide === true) return { schema, url };
      const described = schema as { summary?: string; description?: string; operationId?: string };
      const who = `**Who may call:** ${describeAccess(access)}`;
      return {
        url,
        schema: {
          ...schema,
          operationId: described.operationId ?? operationIdOf(String(input.route.method), url),
          description: described.description ? `${described.description}\n\n${who}` : who,
          security: access === 'public' ? [] : bearer,
          'x-access': access,
          ...rateLimitExtension(input.route.config?.rateLimit),
        },
      };
    },
    transformObject: (input) => finishDocument(zodTransformObject(input) as OpenApiDocument, examples),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});

/** A route's rate limit as the operation's `x-rate-limit` (the limit plugin has put the effective one in its config). */
function rateLimitExtension(limit: RateLimitOptions | false | undefined): { 'x-rate-limit'?: { max: number; windowSeconds: number } } {
  if (!limit || typeof limit.max !== 'number' || typeof limit.timeWindow !== 'number') return {};
  return { 'x-rate-limit': { max: limit.max, windowSeconds: Math.round(limit.timeWindow / 1000) } };
}
