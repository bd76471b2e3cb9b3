import { IntegrationMessage, PREVIOUS_SECRET_GRACE_MS, type IntegrationSettings } from '@paytable/contracts';
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyIntegrationSettings, type CompanyIntegrationSettingsRow } from '../../db/schema/index';
import { conflict } from '../../platform/errors';
import { generateApiKey, secretHint, type SecretBox } from './secret-box';
import { generateSecret } from './signing';
import { recordSecurityEvent } from '../auth/index';
import { checkOutboundUrl, type UrlPolicy } from '../../platform/network-guard';

type Executor = Db | Tx;
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The grace of a credential being replaced: a secret or key that existed stays valid 24 h more; none, none. */
const graceUntil = (replaced: unknown, now: Date) => (replaced ? new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS) : null);
/** A grace period's end while it runs, else null. */
const stillValid = (until: Date | null | undefined, now: Date) => (until && until > now ? until : null);

export function toSettings(companyId: number, row: CompanyIntegrationSettingsRow | undefined, now: Date): IntegrationSettings {
  const previousValid = stillValid(row?.previousSecretValidUntil, now);
  const previousKeyValid = stillValid(row?.previousApiKeyValidUntil, now);
  return {
    companyId,
    hmacSecret: row?.secretHint ?? null,
    hmacSecretCreatedAt: iso(row?.secretCreatedAt ?? null),
    previousSecretValidUntil: iso(previousValid),
    apiKey: row?.apiKeyPrefix ? `${row.apiKeyPrefix}…` : null,
    apiKeyCreatedAt: iso(row?.apiKeyCreatedAt ?? null),
    previousApiKey: previousKeyValid && row?.previousApiKeyPrefix ? `${row.previousApiKeyPrefix}…` : null,
    previousApiKeyValidUntil: iso(previousKeyValid),
    recipientEndpointUrl: row?.recipientEndpointUrl ?? null,
    testEndpointUrl: row?.testEndpointUrl ?? null,
    endpointDisabledAt: iso(row?.endpointDisabledAt ?? null),
    endpointDisabledReason: row?.endpointDisabledReason ?? null,
    failingSince: iso(row?.failingSince ?? null),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function findSettings(db: Executor, companyId: number): Promise<CompanyIntegrationSettingsRow | undefined> {
  return (await db.select().from(companyIntegrationSettings).where(eq(companyIntegrationSettings.companyId, companyId)))[0];
}

/** Upserts some columns of a company's settings row and answers the row. */
async function upsert(db: Executor, companyId: number, values: Partial<CompanyIntegrationSettingsRow>): Promise<CompanyIntegrationSettingsRow> {
  const [row] = await db
    .insert(companyIntegrationSettings)
    .values({ companyId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: companyIntegrationSettings.companyId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/**
 * A new signing secret, returned once. The one it replaces keeps signing (deliveries carry both
 * signatures) for 24 hours, so receivers switch without missing a message.
 */
/** Replaces the webhook signing secret; the security log records who did it (`actorUserId`). */
export async function regenerateSecret(db: Db, box: SecretBox, companyId: number, now: Date, actorUserId: number): Promise<{ newHmacSecret: string; previousSecretValidUntil: string | null }> {
  return db.transaction(async (tx) => {
    const current = (await tx.select().from(companyIntegrationSettings).where(eq(companyIntegrationSettings.companyId, companyId)).for('update'))[0];
    const secret = generateSecret();
    const validUntil = graceUntil(current?.secretEncrypted, now);
    await upsert(tx, companyId, {
      secretEncrypted: box.seal(secret),
      secretHint: secretHint(secret),
      secretCreatedAt: now,
      previousSecretEncrypted: current?.secretEncrypted ?? null,
      previousSecretValidUntil: validUntil,
    });
    await recordSecurityEvent(tx, { type: 'API_KEY_REGENERATED', userId: actorUserId, companyId, details: { credential: 'webhook_secret' }, at: now });
    return { newHmacSecret: secret, previousSecretValidUntil: iso(validUntil) };
  });
}

/** The secrets that sign a delivery now: the current one, and the previous one during its grace period. */
export function signingSecrets(row: CompanyIntegrationSettingsRow | undefined, box: SecretBox, now: Date): string[] {
  if (!row?.secretEncrypted) return [];
  const secrets = [box.open(row.secretEncrypted)];
  if (row.previousSecretEncrypted && stillValid(row.previousSecretValidUntil, now)) secrets.push(box.open(row.previousSecretEncrypted));
  return secrets;
}

/**
 * generate: only when the company has none (409 otherwise). regenerate: a new key at once; the key it
 * replaces still authenticates for 24 hours (as a rotated signing secret still signs), so a partner's
 * systems switch without a refused call. A second regeneration ends the grace of the key before.
 */
/** Creates or replaces the company's API key; a replacement is recorded in the security log with `actorUserId`. */
export async function issueApiKey(db: Db, companyId: number, mode: 'generate' | 'regenerate', now: Date, actorUserId: number): Promise<{ apiKey: string; prefix: string; previousKeyValidUntil: string | null }> {
  return db.transaction(async (tx) => {
    const current = (await tx.select().from(companyIntegrationSettings).where(eq(companyIntegrationSettings.companyId, companyId)).for('update'))[0];
    if (mode === 'generate' && current?.apiKeyHash) throw conflict(IntegrationMessage.apiKeyExists);
    const { key, prefix, hash } = generateApiKey();
    const validUntil = graceUntil(current?.apiKeyHash, now);
    await upsert(tx, companyId, {
      apiKeyPrefix: prefix,
      apiKeyHash: hash,
      apiKeyCreatedAt: now,
      previousApiKeyHash: validUntil ? (current?.apiKeyHash ?? null) : null,
      previousApiKeyPrefix: validUntil ? (current?.apiKeyPrefix ?? null) : null,
      previousApiKeyValidUntil: validUntil,
    });
    if (current?.apiKeyHash) await recordSecurityEvent(tx, { type: 'API_KEY_REGENERATED', userId: actorUserId, companyId, details: { credential: 'api_key' }, at: now });
    return { apiKey: key, prefix, previousKeyValidUntil: iso(validUntil) };
  });
}

/** The company whose API key has this digest: its current key, or the one it replaced while that is in its grace period. */
export async function companyOfApiKeyHash(db: Executor, hash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: companyIntegrationSettings.companyId })
    .from(companyIntegrationSettings)
    .where(or(eq(companyIntegrationSettings.apiKeyHash, hash), and(eq(companyIntegrationSettings.previousApiKeyHash, hash), gt(companyIntegrationSettings.previousApiKeyValidUntil, now))));
  return row?.companyId;
}

/**
 * Sets the live or test URL (null clears it). A new live URL re-enables a disabled endpoint: the company
 * fixed what was wrong, and failed deliveries can then be recovered.
 */
export async function setEndpointUrl(db: Db, policy: UrlPolicy, companyId: number, which: 'recipient' | 'test', raw: string | null, now: Date): Promise<IntegrationSettings> {
  const url = raw === null || raw === '' ? null : await checkOutboundUrl(raw, policy);
  const row = await upsert(
    db,
    companyId,
    which === 'recipient' ? { recipientEndpointUrl: url, endpointDisabledAt: null, endpointDisabledReason: null, failingSince: null } : { testEndpointUrl: url },
  );
  return toSettings(companyId, row, now);
}

export async function disableEndpoint(tx: Tx, companyId: number, reason: string, now: Date): Promise<void> {
  await tx.update(companyIntegrationSettings).set({ endpointDisabledAt: now, endpointDisabledReason: reason, updatedAt: now }).where(eq(companyIntegrationSettings.companyId, companyId));
}
