import type { FastifyRequest } from 'fastify';

/**
 * What the logger never writes. Credentials in headers, and any field named for a secret a log line
 * might carry (a mail's links, a token, a password) are replaced by "[redacted]"; a request is logged by
 * its path without the query string, where unsubscribe and similar links carry their tokens.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'links',
  'token',
  'password',
  'newPassword',
  '*.links',
  '*.token',
  '*.password',
  '*.newPassword',
];

export const logRedaction = { paths: LOG_REDACT_PATHS, censor: '[redacted]' };

/** Fastify's request fields, the URL without its query string. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
