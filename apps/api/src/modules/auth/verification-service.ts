import { AuthMessage, type User } from '@paytable/contracts';
import { issueEmailToken, sendAuthMail } from './email-links';
import { invalidLink } from './errors';
import * as linkTokens from './link-token-repository';
import { verificationMail, verifyEmailLink } from './mails';
import * as repo from './repository';
import { userObject, type AuthDeps } from './service';
import { hashToken } from './tokens';

/** E-mail verification: the mailed link proves the address; a new link can be asked for. */

export async function verifyEmail(deps: AuthDeps, token: string): Promise<User> {
  const now = new Date();
  const { events } = deps.platform;
  const record = await events.transaction(async (tx) => {
    const row = await linkTokens.findAuthTokenForUpdate(tx, hashToken(token), 'verify_email');
    if (!row || row.expiresAt <= now) return undefined;
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return undefined;
    if (row.usedAt) {
      // A second click on the same link: harmless when it already did its job.
      return user.emailVerifiedAt ? user : undefined;
    }
    await linkTokens.markAuthTokenUsed(tx, row.id, now);
    if (user.emailVerifiedAt) return user;
    await repo.updateUser(tx, user.id, { emailVerifiedAt: now, updatedAt: now });
    // The proven address turns the registration's association choice into a real one (companies reacts).
    await events.publish(tx, 'user.email.verified', { userId: user.id, at: now });
    return repo.findUserById(tx, user.id);
  });
  if (!record) throw invalidLink(AuthMessage.invalidVerificationLink);
  return userObject(deps.platform.db, record, now);
}

/** Same answer whether or not the address exists or is already verified. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const now = new Date();
  const result = await deps.platform.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || user.emailVerifiedAt || !user.isEnabled) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'verify_email', now) };
  });
  if (result) {
    // Not awaited: the answer must not take longer for an existing address than for an unknown one.
    void sendAuthMail(deps, verificationMail(result.user, verifyEmailLink(deps.platform.config.publicUrl, result.token)));
  }
}
