import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy fit for the SPA: scripts only from our origin, inline
 * styles allowed (Radix and sonner position elements with style attributes), images also from https
 * (news feed pictures). CORS is off unless CORS_ORIGINS lists origins: the SPA is served same-origin.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
});
