import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './repository';

/** The security events of two-factor sign-in, each recorded at exactly one place in two-factor-service.ts. */
export type TwoFactorSecurityEvent =
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_codes_regenerated'
  | 'two_factor.trusted_device_forgotten';

/**
 * Records a security event in the writing transaction. Today it only logs; the security audit log (its own
 * table, readable by the person and the admins) takes the event here, so that every call site stays as it is.
 */
export async function securityEvent(
  _ex: Executor,
  log: FastifyBaseLogger,
  event: { type: TwoFactorSecurityEvent; userId: number; at: Date },
): Promise<void> {
  log.info({ securityEvent: event.type, userId: event.userId }, 'security event');
}
