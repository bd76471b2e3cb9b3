import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { trustedDevices, twoFactorCredentials, twoFactorRecoveryCodes } from '../../db/schema/index';
import type { Executor } from './repository';

/** Two-factor credentials, recovery codes and trusted devices (the auth module's Drizzle code for them). */

export type TwoFactorCredentialRow = typeof twoFactorCredentials.$inferSelect;

export async function findCredential(ex: Executor, userId: number): Promise<TwoFactorCredentialRow | undefined> {
  const [row] = await ex.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  return row;
}

/** Locks the row for the transaction: two codes checked at once cannot both pass the replay check. */
export async function findCredentialForUpdate(ex: Executor, userId: number): Promise<TwoFactorCredentialRow | undefined> {
  const [row] = await ex.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)).for('update');
  return row;
}

export async function savePendingSecret(ex: Executor, userId: number, sealedSecret: string, now: Date): Promise<void> {
  await ex
    .insert(twoFactorCredentials)
    .values({ userId, pendingSecret: sealedSecret, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: { pendingSecret: sealedSecret, updatedAt: now } });
}

export async function enableCredential(ex: Executor, userId: number, sealedSecret: string, step: number, now: Date): Promise<void> {
  await ex
    .update(twoFactorCredentials)
    .set({ secret: sealedSecret, pendingSecret: null, enabledAt: now, lastUsedStep: step, updatedAt: now })
    .where(eq(twoFactorCredentials.userId, userId));
}

export async function markStepUsed(ex: Executor, userId: number, step: number, now: Date): Promise<void> {
  await ex.update(twoFactorCredentials).set({ lastUsedStep: step, updatedAt: now }).where(eq(twoFactorCredentials.userId, userId));
}

export async function deleteCredential(ex: Executor, userId: number): Promise<void> {
  await ex.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  await ex.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(ex: Executor, userId: number, codeHashes: readonly string[], now: Date): Promise<void> {
  await ex.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await ex.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks an unused code used; false when there is no such unused code (wrong, or used before). */
export async function useRecoveryCode(ex: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await ex
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---- trusted devices ------------------------------------------------------------------------------------

export async function insertTrustedDevice(
  ex: Executor,
  values: { userId: number; tokenHash: string; userAgent: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await ex.insert(trustedDevices).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    userAgent: values.userAgent,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Marks the person's unexpired device of this token used; false when there is none. */
export async function useTrustedDevice(ex: Executor, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await ex
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

export async function listTrustedDevices(ex: Executor, userId: number, now: Date) {
  return ex
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(asc(trustedDevices.createdAt), asc(trustedDevices.id));
}

export async function deleteTrustedDevice(ex: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await ex
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.id, id)))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

export async function deleteTrustedDevices(ex: Executor, userId: number): Promise<void> {
  await ex.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
