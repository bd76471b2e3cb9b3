import { passwordSchema, Role } from '@paytable/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from './passwords';
import * as repo from './repository';
import { createAccount } from './service';

/** The first superuser: the platform's own account, made from the deployment's configuration. */

export interface SuperuserInput {
  email: string;
  password: string;
  username?: string | undefined;
  /** Also set the password of an existing account (create-admin --reset-password). */
  resetPassword?: boolean;
}

/**
 * Creates the first superuser if the address has no account yet; otherwise makes sure it holds
 * ROLE_ADMIN and ROLE_SUPERUSER and is enabled. Idempotent: safe on every start.
 */
export async function ensureSuperuser(db: Db, input: SuperuserInput): Promise<{ userId: number; created: boolean }> {
  const policy = passwordSchema.safeParse(input.password);
  if (!policy.success) {
    throw new Error(`The admin password does not meet the password policy: ${policy.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const email = input.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  const passwordHash = !existing || input.resetPassword ? await hashPassword(input.password) : undefined;
  const now = new Date();
  return db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (user) {
      await repo.grantRoles(tx, user.id, [Role.USER, Role.ADMIN, Role.SUPERUSER]);
      await repo.updateUser(tx, user.id, {
        isEnabled: true,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        ...(input.resetPassword && passwordHash ? { passwordHash, failedLoginCount: 0, lockedUntil: null } : {}),
        updatedAt: now,
      });
      return { userId: user.id, created: false };
    }
    if (!passwordHash) throw new Error('unreachable: no hash for a new admin');
    const username = await freeUsername(tx, input.username ?? email.split('@')[0] ?? 'admin');
    const created = await createAccount(
      tx,
      {
        email,
        username,
        password: input.password,
        firstName: 'Platform',
        lastName: 'Admin',
        userType: 'superuser',
        roles: [Role.ADMIN, Role.SUPERUSER],
        emailVerified: true,
      },
      passwordHash,
      now,
    );
    return { userId: created.id, created: true };
  });
}

async function freeUsername(ex: repo.Executor, wanted: string): Promise<string> {
  const base = wanted.replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+|[._-]+$/g, '').slice(0, 40) || 'admin';
  const padded = base.length >= 3 ? base : `${base}-admin`;
  for (let suffix = 0; suffix < 1000; suffix += 1) {
    const candidate = suffix === 0 ? padded : `${padded}${suffix}`;
    if (!(await repo.usernameExists(ex, candidate))) return candidate;
  }
  throw new Error('could not find a free username for the admin account');
}
