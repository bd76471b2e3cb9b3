import { and, eq, isNull } from 'drizzle-orm';
import { authTokens, type AuthTokenRow } from '../../db/schema/index';
import type { Executor } from './repository';

/** Single-use e-mail links (verification, password reset): only their hash is stored. */
export type AuthTokenPurpose = 'verify_email' | 'reset_password';

export async function insertAuthToken(
  ex: Executor,
  values: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await ex.insert(authTokens).values(values);
}

/** Outstanding links of this purpose stop working when a new one is issued or one is used. */
export async function deleteUnusedAuthTokens(ex: Executor, userId: number, purpose: AuthTokenPurpose): Promise<void> {
  await ex
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function findAuthTokenForUpdate(
  ex: Executor,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow | undefined> {
  const [row] = await ex
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .for('update');
  return row;
}

export async function markAuthTokenUsed(ex: Executor, id: number, at: Date): Promise<void> {
  await ex.update(authTokens).set({ usedAt: at }).where(eq(authTokens.id, id));
}
