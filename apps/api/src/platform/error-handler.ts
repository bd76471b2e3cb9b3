import { catalogueEntry, ErrorCode, type ErrorDetail, type ErrorEnvelope } from '@paytable/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDataException, isDatabaseUnavailable } from './driver-error';
import { AppError } from './errors';

/** How long a client should wait before retrying while the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = '2';

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

/**
 * What the framework refuses before a handler runs (router limits, body parsing, content type): the status
 * the client gets and a detail saying which part of the request was wrong. The headline is always the
 * catalogue's default message for the status, and nothing of the request (its URL above all) is echoed.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: ErrorDetail }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: { path: 'body', message: 'Malformed JSON in request body' } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: { path: 'body', message: 'A JSON request body cannot be empty' } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: { path: 'body', message: 'The body does not match its Content-Length' } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: { path: 'body', message: 'Request body is too large' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: { path: 'headers.content-type', message: 'Send JSON (application/json)' } },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, detail: { path: 'headers.content-type', message: 'Send JSON (application/json)' } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, detail: { path: 'params', message: 'A path parameter is longer than 100 characters' } },
  FST_ERR_BAD_URL: { status: 400, detail: { path: 'params', message: 'A path parameter is not valid URL encoding' } },
};

const codeOf = (error: Error) => ('code' in error && typeof error.code === 'string' ? error.code : undefined);
const statusOf = (error: Error) => ('statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500);

/**
 * The envelope for an error the framework raised, or undefined if `error` is not one: Fastify's own
 * `FST_ERR_*` 4xx errors and the body parser's (a JSON body with `__proto__` has no code, only a 400).
 */
function frameworkEnvelope(error: Error): { status: number; body: ErrorEnvelope } | undefined {
  const code = codeOf(error);
  const known = code === undefined ? undefined : FRAMEWORK_ERRORS[code];
  if (known) return { status: known.status, body: envelope(known.status, undefined, undefined, [known.detail]) };
  const status = statusOf(error);
  if (status < 400 || status >= 500) return undefined;
  if (code?.startsWith('FST_') || error instanceof SyntaxError) return { status, body: envelope(status) };
  return undefined;
}

/**
 * For Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs
 * (a path parameter over the length limit, a path that is not valid URL encoding).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const framework = frameworkEnvelope(error);
  reply.header('x-request-id', request.id);
  if (framework) return reply.status(framework.status).send(framework.body);
  request.log.error({ err: error, reqId: request.id }, 'router error');
  return reply.status(500).send({ ...envelope(500), requestId: request.id });
}

/**
 * The single place where errors become HTTP answers. Clients never see a stack trace or SQL text; every
 * 5xx is logged with its request id, which the envelope also carries so support can find the log line.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body = envelope(error.statusCode, error.message, error.code, error.details);
      if (error.retryAfterSeconds === undefined) return reply.status(error.statusCode).send(body);
      return reply
        .status(error.statusCode)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ ...body, retryAfterSeconds: error.retryAfterSeconds });
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
    const framework = frameworkEnvelope(error);
    if (framework) return reply.status(framework.status).send(framework.body);
    if (isDataException(error)) {
      // A value the schemas let through but a column type cannot hold: the request was wrong, not the server.
      request.log.warn({ err: error, reqId: request.id }, 'database refused a value (data exception)');
      return reply.status(400).send(envelope(400));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: nothing was written (each write is one transaction), so the
      // client may send the same request again shortly.
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send({ ...envelope(503), requestId: request.id });
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      // Plugins' 4xx messages describe the request, not the server (rate limit answers use the catalogue's).
      return reply.status(status).send(envelope(status, status === 429 ? undefined : error.message));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ ...envelope(500), requestId: request.id });
  });
});

/** The 404 envelope for a route that does not exist (the catalogue's message: the URL is not echoed). */
export function sendRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope(404));
}
