import { and, asc, count, eq } from 'drizzle-orm';
import { passkeyChallenges, passkeyCredentials } from '../../db/schema/index';
import type { Executor } from './repository';

/** Passkeys and their open WebAuthn challenges (the auth module's Drizzle code for them). */

export type PasskeyRow = typeof passkeyCredentials.$inferSelect;
export type ChallengePurpose = 'registration' | 'sign_in';

export async function listPasskeys(ex: Executor, userId: number): Promise<PasskeyRow[]> {
  return ex.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId)).orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
}

export async function countPasskeys(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  return row?.n ?? 0;
}

/** The person's own passkey with this credential id, locked for the counter update; another person's is none. */
export async function findPasskeyForUpdate(ex: Executor, userId: number, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await ex
    .select()
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.userId, userId), eq(passkeyCredentials.credentialId, credentialId)))
    .for('update');
  return row;
}

export async function ownsPasskey(ex: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: passkeyCredentials.id })
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.userId, userId), eq(passkeyCredentials.id, id)))
    .for('update');
  return row !== undefined;
}

export async function insertPasskey(ex: Executor, values: typeof passkeyCredentials.$inferInsert): Promise<PasskeyRow> {
  const [row] = await ex.insert(passkeyCredentials).values(values).returning();
  if (!row) throw new Error('passkey insert returned no row');
  return row;
}

export async function markPasskeyUsed(ex: Executor, id: number, use: { counter: number; backedUp: boolean; at: Date }): Promise<void> {
  await ex.update(passkeyCredentials).set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at }).where(eq(passkeyCredentials.id, id));
}

/** Renames one of the person's passkeys; undefined for an unknown or another person's. */
export async function renamePasskey(ex: Executor, userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await ex
    .update(passkeyCredentials)
    .set({ name })
    .where(and(eq(passkeyCredentials.userId, userId), eq(passkeyCredentials.id, id)))
    .returning();
  return row;
}

export async function deletePasskey(ex: Executor, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await ex.delete(passkeyCredentials).where(and(eq(passkeyCredentials.userId, userId), eq(passkeyCredentials.id, id))).returning();
  return row;
}

export async function deletePasskeys(ex: Executor, userId: number): Promise<void> {
  await ex.delete(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  await ex.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
}

/** Opens the person's challenge of this purpose, replacing an older one. */
export async function saveChallenge(
  ex: Executor,
  values: { userId: number; purpose: ChallengePurpose; challenge: string; signInChallengeId: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  const row = { challenge: values.challenge, signInChallengeId: values.signInChallengeId, expiresAt: values.expiresAt, createdAt: values.now };
  await ex
    .insert(passkeyChallenges)
    .values({ userId: values.userId, purpose: values.purpose, ...row })
    .onConflictDoUpdate({ target: [passkeyChallenges.userId, passkeyChallenges.purpose], set: row });
}

/**
 * Takes the person's open challenge of this purpose (deleting it, so it is answered once); undefined when
 * there is none, it expired, or it belongs to another sign-in attempt (null: the settings, no attempt).
 */
export async function takeChallenge(ex: Executor, userId: number, purpose: ChallengePurpose, now: Date, signInChallengeId: string | null = null): Promise<string | undefined> {
  const [row] = await ex
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt <= now) return undefined;
  if (row.signInChallengeId !== signInChallengeId) return undefined;
  return row.challenge;
}

