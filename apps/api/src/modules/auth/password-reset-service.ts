import { AuthMessage } from '@paytable/contracts';
import { issueEmailToken, sendAuthMail } from './email-links';
import { invalidLink } from './errors';
import * as linkTokens from './link-token-repository';
import { passwordResetMail, resetPasswordLink } from './mails';
import { hashPassword } from './passwords';
import { principalCacheOf } from './principal-cache';
import * as repo from './repository';
import { recordSecurityEvent } from './security-log';
import type { AuthDeps } from './service';
import * as sessionRepo from './session-repository';
import { hashToken } from './tokens';
import { forgetTrustedDevices } from './two-factor-service';

/** Password reset: a mailed single-use link sets a new password and ends every session of the account. */

/** Same answer whether or not the address exists. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const now = new Date();
  const result = await deps.platform.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || !user.isEnabled) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'reset_password', now) };
  });
  if (result) {
    void sendAuthMail(deps, passwordResetMail(result.user, resetPasswordLink(deps.platform.config.publicUrl, result.token)));
  }
}

/** Sets the new password, ends every session of the account, forgets its trusted devices, clears a lockout and proves the address. */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const done = await deps.platform.db.transaction(async (tx) => {
    const row = await linkTokens.findAuthTokenForUpdate(tx, hashToken(token), 'reset_password');
    if (!row || row.usedAt || row.expiresAt <= now) return false;
    const user = await repo.findUserByIdForUpdate(tx, row.userId);
    if (!user) return false;
    await linkTokens.markAuthTokenUsed(tx, row.id, now);
    await linkTokens.deleteUnusedAuthTokens(tx, user.id, 'reset_password');
    await repo.updateUser(tx, user.id, {
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    await sessionRepo.revokeAllSessionsOfUser(tx, user.id, 'password_reset', now);
    // A new password forgets the browsers trusted to skip the second step.
    await forgetTrustedDevices(tx, user.id);
    await recordSecurityEvent(tx, { type: 'PASSWORD_RESET', userId: user.id, at: now });
    return user.id;
  });
  if (done === false) throw invalidLink(AuthMessage.invalidResetLink);
  principalCacheOf(deps.platform)?.forgetUser(done);
}
