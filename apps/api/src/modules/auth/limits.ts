import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import { createLimiter, type RateRule } from '../../platform/rate-limit';

export type { RateRule };

/**
 * Abuse limits of the public auth endpoints: per client IP and per account (the normalised e-mail or
 * username). Counters live in the shared rate-limit store (Redis with REDIS_URL), so they hold across
 * instances. Repeated wrong passwords additionally lock the account (session-service.ts).
 */
export interface AuthLimits {
  loginPerIp: RateRule;
  loginPerAccount: RateRule;
  registerPerIp: RateRule;
  registerPerAccount: RateRule;
  forgotPasswordPerIp: RateRule;
  forgotPasswordPerAccount: RateRule;
  resendVerificationPerIp: RateRule;
  resendVerificationPerAccount: RateRule;
  /** Second-step answers per sign-in challenge; wrong codes also count towards the account's lockout. */
  twoFactorPerChallenge: RateRule;
  twoFactorPerIp: RateRule;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 10, windowMs: MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  registerPerAccount: { max: 5, windowMs: 60 * MINUTE },
  forgotPasswordPerIp: { max: 10, windowMs: 15 * MINUTE },
  forgotPasswordPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resendVerificationPerIp: { max: 10, windowMs: 15 * MINUTE },
  resendVerificationPerAccount: { max: 5, windowMs: 15 * MINUTE },
  twoFactorPerChallenge: { max: 5, windowMs: 5 * MINUTE },
  twoFactorPerIp: { max: 20, windowMs: MINUTE },
};

/** Multiplies every rule's `max` (never below 1); windows stay as they are. */
export function scaleLimits(limits: AuthLimits, factor: number): AuthLimits {
  if (factor === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [name, { ...rule, max: Math.max(1, Math.round(rule.max * factor)) }]),
  ) as unknown as AuthLimits; // Object.fromEntries loses the key set; it is the same keys we mapped over.
}

/** The deployment's limits: the defaults with the configured overrides, scaled by the configured multiplier. */
export function configuredAuthLimits(config: Pick<Config, 'authLimits' | 'authRateLimitMultiplier'>): AuthLimits {
  return scaleLimits({ ...DEFAULT_AUTH_LIMITS, ...config.authLimits }, config.authRateLimitMultiplier);
}

declare module '../../config' {
  interface Config {
    /** Overrides of the auth abuse limits (tests use small or large values); defaults in DEFAULT_AUTH_LIMITS. */
    authLimits?: Partial<AuthLimits>;
  }
}

/** Account keys are hashed, so the rate-limit store never holds e-mail addresses in clear. */
const accountKey = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);

export interface ThrottleCheck {
  name: string;
  rule: RateRule;
  /** 'ip' or a function returning the account identifier (undefined: skip this check). */
  key: 'ip' | ((request: FastifyRequest) => string | undefined);
}

/**
 * A preHandler that counts the request against every check and answers 429 with the catalogue message
 * and Retry-After when one is exceeded. Runs after validation, so account keys come from a parsed body.
 */
export function throttle(app: FastifyInstance, checks: ThrottleCheck[]): preHandlerAsyncHookHandler {
  const limiters = checks.map((check) => ({
    check,
    limit: createLimiter(app, check.rule, (request) => {
      if (check.key === 'ip') return `auth:${check.name}:ip:${request.ip}`;
      return `auth:${check.name}:acct:${accountKey(check.key(request) ?? '')}`;
    }),
  }));
  return async function authThrottle(request: FastifyRequest) {
    for (const { check, limit } of limiters) {
      if (check.key !== 'ip' && !check.key(request)) continue;
      await limit(request);
    }
  };
}
