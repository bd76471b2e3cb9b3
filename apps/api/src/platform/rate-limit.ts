import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
// The library's own stores, which it does not export by name: the shared one is used while Redis answers.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { isApiRoute } from './access';
import { tooManyRequests } from './errors';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The write limits routes declare in `config.rateLimit`, beside their access policy. A write route
 * (POST, PUT, PATCH, DELETE under /api) that declares none gets `default`; a read route is limited only
 * when it declares a limit. Counted per person (see `personKey`).
 */
export const WRITE_LIMITS = {
  /** Any write: far above what a person clicking through the app does, far below a script. */
  default: { max: 60, timeWindow: MINUTE_MS },
  /** Something that lands on a person's desk: a support ticket, a bug report. */
  submission: { max: 10, timeWindow: HOUR_MS },
  /** A message the platform sends on request to test a channel (a test e-mail, a test push). */
  testMessage: { max: 5, timeWindow: HOUR_MS },
  /** Events a partner's system sends with its API key: counted per key (`personKey`). */
  apiKeyEvents: { max: 300, timeWindow: MINUTE_MS },
  /** A write that first checks a second-factor code or the password: few tries, so codes cannot be guessed. */
  codeCheck: { max: 10, timeWindow: 15 * MINUTE_MS },
  /** The long poll is a read sent as POST: a client asks again as soon as it is answered. */
  poll: { max: 600, timeWindow: MINUTE_MS },
} as const satisfies Record<string, RateLimitOptions>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * Whom a limit counts: the signed-in person (known once the access guard ran), else the API key a
 * machine sends in `x-api-key` (hashed, so the store never holds a key), else the client address.
 */
export function personKey(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey !== '') return `key:${hashed(apiKey)}`;
  return `ip:${request.ip}`;
}

const isWrite = (method: string | string[]) => [method].flat().some((each) => WRITE_METHODS.has(each.toUpperCase()));

/**
 * The limit a route runs with: its declaration (or the default for writes) counted per person after the
 * access guard and validation (`preHandler`), with `max` scaled by the deployment's multiplier.
 * Undefined: the route is not limited.
 */
export function effectiveRouteLimit(method: string | string[], declared: RateLimitOptions | false | undefined, multiplier: number): RateLimitOptions | undefined {
  if (declared === false) {
    if (isWrite(method)) throw new Error('A write route cannot turn its rate limit off; declare a larger one instead');
    return undefined;
  }
  const limit = declared ?? (isWrite(method) ? WRITE_LIMITS.default : undefined);
  if (limit === undefined) return undefined;
  const max = typeof limit.max === 'number' ? Math.max(1, Math.round(limit.max * multiplier)) : limit.max;
  return { hook: 'preHandler', keyGenerator: personKey, ...limit, ...(max === undefined ? {} : { max }) };
}

/** A limit counted by a handler itself: at most `max` within `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * A limit a route applies itself, where its declaration cannot say it (only some requests count, or
 * the key comes from the parsed body): counts the request under `key(request)` in the shared store and
 * throws 429 with Retry-After when the rule is exceeded.
 */
export function createLimiter(app: FastifyInstance, rule: RateRule, key: (request: FastifyRequest) => string): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: key });
  return async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** A store as the library calls it: `read` counts nothing (a limit checked with `increment: false`). */
type Store = FastifyRateLimitStore & { read(key: string, callback: StoreCallback, timeWindow: number, max: number): void };

/**
 * Counters in Redis while it answers, in process while it does not: a request never waits on Redis longer
 * than its connection's command timeout (see requestPathRedisOptions), and limits still hold, per
 * instance, during an outage. Counting resumes in Redis when it is back (a counter the outage interrupted
 * starts over there).
 */
class SharedOrLocalStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: ChildOptions): Store {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions) as Store, this.local.child(routeOptions) as Store);
  }

  private count(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](key, (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }
}

/** The store constructor the library instantiates with its global options. */
function sharedOrLocalStore(redis: Redis, nameSpace: string) {
  return class extends SharedOrLocalStore {
    constructor(params: RateLimitOptions) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace) as Store,
        new LocalStore(params.continueExceeding, params.exponentialBackoff) as Store,
      );
    }
  };
}

export interface RateLimitPluginOptions {
  redis: Redis | undefined;
  /** Scales every route limit's `max` (WRITE_RATE_LIMIT_MULTIPLIER; API tests raise it, production keeps 1). */
  multiplier: number;
  /** Prefix of the counters in Redis (config `rateLimitNamespace`). */
  nameSpace: string;
}

/**
 * Rate limiting: every write route is limited per person by default and any route may declare its own
 * limit in `config.rateLimit` (@fastify/rate-limit's route options). Counters live in Redis when
 * REDIS_URL is set, so limits hold across instances, and in process while Redis does not answer
 * (SharedOrLocalStore); in-process without Redis. A refused request answers
 * 429 in the error envelope with Retry-After (header and `retryAfterSeconds`).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  // Added before the library's own onRoute hook, which then applies the limit written here.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const limit = effectiveRouteLimit(route.method, route.config?.rateLimit, options.multiplier);
    // A new config object: routes may share one declaration object, and only this route's is meant.
    if (limit !== undefined) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedOrLocalStore(options.redis, options.nameSpace) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
});
