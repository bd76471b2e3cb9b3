import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paytable API',
        version: options.version,
        description:
          'The B2B network and marketplace for the iGaming industry. Every answer is an envelope: ' +
          '`{ success: true, data, message? }` or `{ success: false, code, message, details? }`. ' +
          'Pages are 0-based: `page`, `size` (max 100) → `{ content, totalElements, totalPages, number, size }`.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
