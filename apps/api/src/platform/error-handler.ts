import { catalogueEntry, ErrorCode, type ErrorDetail, type ErrorEnvelope } from '@paytable/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors';

function envelope(status: number, message?: string, code?: string, details?: ErrorDetail[]): ErrorEnvelope {
  const entry = catalogueEntry(status);
  return {
    success: false,
    code: code ?? entry.code,
    message: message ?? entry.message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}

/** Turns what a request schema rejected into `details`, and picks the first message as the headline. */
function validationEnvelope(details: ErrorDetail[]): ErrorEnvelope {
  return envelope(400, details[0]?.message ?? catalogueEntry(400).message, ErrorCode.VALIDATION_FAILED, details);
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
};

/**
 * The single place where errors become HTTP answers. Clients never see a stack trace or SQL text; every
 * 5xx is logged with its request id, which the envelope also carries so support can find the log line.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(envelope(error.statusCode, error.message, error.code, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(validationEnvelope(details));
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply.status(400).send(validationEnvelope(details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response did not match its schema');
      return reply.status(500).send({ ...envelope(500), requestId: request.id });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      const known = code ? FRAMEWORK_MESSAGES[code] : undefined;
      // Framework 4xx messages are safe to show (they describe the request, not the server).
      return reply.status(status).send(envelope(status, known ?? (status === 429 ? undefined : error.message)));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ ...envelope(500), requestId: request.id });
  });

});

/** The 404 envelope for a route that does not exist. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
