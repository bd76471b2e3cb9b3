import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors';

/**
 * Rate limiting, opt-in per route with `config: { rateLimit: { max, timeWindow, keyGenerator? } }`.
 * Counters live in Redis when REDIS_URL is set, so limits hold across instances.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis: Redis | undefined }) => {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'paytable-rl:' } : {}),
    errorResponseBuilder: () => tooManyRequests(),
  });
});
