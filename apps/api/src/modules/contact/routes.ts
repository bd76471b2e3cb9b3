import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MS,
  ContactMessage,
  contactRequestSchema,
  contactResponseSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { submitContactMessage } from './service';

/** /api/v1/contact: the public contact form; 5 messages per IP in 10 minutes, then 429. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        access: 'public',
        rateLimit: { max: CONTACT_RATE_LIMIT, timeWindow: CONTACT_RATE_WINDOW_MS, keyGenerator: (request) => `contact:${request.ip}` },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Paytable team (stored, then mailed to the team inbox)',
        body: contactRequestSchema,
        response: { 201: envelopeSchema(contactResponseSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await submitContactMessage({ platform: app.platform, log: request.log }, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(ok(result, ContactMessage.sent));
    },
  );
};
