import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../platform/mailer';
import type { Platform } from '../../platform/platform';
import * as linkTokens from './link-token-repository';
import type { Executor } from './repository';
import { hashToken, newOpaqueToken } from './tokens';

/** What the e-mail verification and password reset flows share: the single-use link token and its mail. */

/** A new single-use link token of this purpose for the user; the links issued before stop working. */
export async function issueEmailToken(ex: Executor, userId: number, purpose: linkTokens.AuthTokenPurpose, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await linkTokens.deleteUnusedAuthTokens(ex, userId, purpose);
  await linkTokens.insertAuthToken(ex, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + (purpose === 'verify_email' ? EMAIL_VERIFICATION_TTL_MS : PASSWORD_RESET_TTL_MS)),
  });
  return token;
}

/** Mail failures never fail the request: the user can ask again (resend / forgot). */
export async function sendAuthMail(deps: { platform: Platform; log: FastifyBaseLogger }, message: MailMessage): Promise<void> {
  try {
    await deps.platform.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'could not send auth mail');
  }
}
