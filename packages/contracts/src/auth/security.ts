import { z } from 'zod';
import { idParamSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';

// ---------------------------------------------------------------------------------------------------
// Active sessions and the security log (issue 36): a person sees and ends their own sessions, and reads
// the security events of their account; admins read everyone's.
// ---------------------------------------------------------------------------------------------------

/** One signed-in device: a session is a family of rotated refresh tokens (see docs/security.md). */
export const activeSessionSchema = z.object({
  /** The session's id (the access token's `sid`); used to sign it out. */
  id: z.string(),
  /** "Chrome 131 on macOS", read from the user agent; null when none was sent. */
  device: z.string().nullable(),
  /** desktop | mobile | tablet | tv | bot, when the user agent tells. */
  platform: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionIdParamsSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be a session id'),
});

export const signedOutSessionsSchema = z.object({ signedOut: z.number().int() });
export type SignedOutSessions = z.infer<typeof signedOutSessionsSchema>;

/**
 * Every kind of security event. The two-factor ones are written by the two-factor sign-in; the others
 * by sign-in, sessions, password reset, integrations (API key) and the role and privilege changes.
 */
export const securityEventTypes = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'ACCOUNT_LOCKED',
  'SIGN_OUT',
  'SESSION_REVOKED',
  'OTHER_SESSIONS_SIGNED_OUT',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'EMAIL_CHANGED',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'RECOVERY_CODES_REGENERATED',
  'TRUSTED_DEVICE_FORGOTTEN',
  'PASSKEY_ADDED',
  'PASSKEY_REMOVED',
  'API_KEY_REGENERATED',
  'ROLE_GRANTED',
  'ROLE_REVOKED',
  'PRIVILEGE_GRANTED',
  'PRIVILEGE_REVOKED',
  'ACCOUNT_DISABLED',
  'ACCOUNT_ENABLED',
] as const;
export const securityEventTypeSchema = z.enum(securityEventTypes, { error: 'type must be a security event type' });
export type SecurityEventType = z.infer<typeof securityEventTypeSchema>;

/** What people read for each type (settings and the admin area). */
export const securityEventLabels: Record<SecurityEventType, string> = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Failed sign-in',
  ACCOUNT_LOCKED: 'Account locked after failed sign-ins',
  SIGN_OUT: 'Signed out',
  SESSION_REVOKED: 'Session signed out from settings',
  OTHER_SESSIONS_SIGNED_OUT: 'Other sessions signed out',
  PASSWORD_CHANGED: 'Password changed',
  PASSWORD_RESET: 'Password reset by e-mail link',
  EMAIL_CHANGED: 'E-mail address changed',
  TWO_FACTOR_ENABLED: 'Two-factor sign-in turned on',
  TWO_FACTOR_DISABLED: 'Two-factor sign-in turned off',
  RECOVERY_CODES_REGENERATED: 'Recovery codes regenerated',
  TRUSTED_DEVICE_FORGOTTEN: 'Trusted device forgotten',
  PASSKEY_ADDED: 'Passkey added',
  PASSKEY_REMOVED: 'Passkey removed',
  API_KEY_REGENERATED: 'Integration API key regenerated',
  ROLE_GRANTED: 'Role granted',
  ROLE_REVOKED: 'Role removed',
  PRIVILEGE_GRANTED: 'Privilege granted',
  PRIVILEGE_REVOKED: 'Privilege removed',
  ACCOUNT_DISABLED: 'Account disabled by an admin',
  ACCOUNT_ENABLED: 'Account enabled by an admin',
};

const personSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });

export const securityEventSchema = z.object({
  id: z.number().int(),
  type: securityEventTypeSchema,
  occurredAt: z.string(),
  /** Whose account the event concerns (null for a company-wide event, e.g. a company privilege). */
  user: personSchema.nullable(),
  /** Who did it when it was someone else (an admin granting a role); null when the person did it. */
  actor: personSchema.nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  device: z.string().nullable(),
  /** Type-specific facts: the role or privilege, the session, the reason. Never secrets. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const isoDate = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });

/** GET /auth/security-events: the signed-in person's own events, newest first. */
export const mySecurityEventsQuerySchema = pageQuerySchema(20).extend({
  type: z.preprocess(blankAsUndefined, securityEventTypeSchema.optional()),
});
export type MySecurityEventsQuery = z.output<typeof mySecurityEventsQuerySchema>;

/**
 * GET /admin/security-events: everyone's, filtered by person (`userId`, or `q`: part of the person's name or
 * e-mail address), type and a date range (UTC days, inclusive).
 */
export const adminSecurityEventsQuerySchema = mySecurityEventsQuerySchema.extend({
  userId: z.preprocess(blankAsUndefined, idParamSchema('userId').optional()),
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, 'q must be at most 100 characters').optional()),
  from: z.preprocess(blankAsUndefined, isoDate.optional()),
  to: z.preprocess(blankAsUndefined, isoDate.optional()),
});
export type AdminSecurityEventsQuery = z.output<typeof adminSecurityEventsQuerySchema>;

export const SessionMessage = {
  sessionNotFound: 'Session not found',
  signedOut: 'Session signed out',
  othersSignedOut: 'Other sessions signed out',
} as const;
