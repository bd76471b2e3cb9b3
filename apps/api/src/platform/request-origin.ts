import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isProbeUrl } from './probes';

/** Where a request came from: the client address (after trustProxy) and its user agent, cut to 300 characters. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/** The user agent as stored: at most 300 characters, null when absent. */
export const storableUserAgent = (value: string | undefined): string | null => (value ? value.slice(0, 300) : null);

/**
 * Makes the current request's origin readable anywhere below its handler (`requestOrigin()`), so that a
 * security event written deep in a service (a role change, a key regeneration) records the address and
 * device of the request that caused it without every service passing them along. Runs the rest of the
 * request inside AsyncLocalStorage, as @fastify/request-context does.
 */
export const requestOriginPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (isProbeUrl(request.url)) return done();
      storage.run({ ipAddress: request.ip || null, userAgent: storableUserAgent(request.headers['user-agent']) }, done);
    });
  },
  { name: 'request-origin' },
);

/** The origin of the request being handled; nulls outside a request (jobs, demo data, tests calling services). */
export function requestOrigin(): RequestOrigin {
  return storage.getStore() ?? { ipAddress: null, userAgent: null };
}
