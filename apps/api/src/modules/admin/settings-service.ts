import {
  platformSettingsSchema,
  settingKeys,
  SettingsMessage,
  type PlatformSettings,
  type PlatformSettingsView,
  type PublicSettings,
  type SettingChange,
  type SettingChangesQuery,
  type AuditKey,
  type SettingKey,
  type Page,
  type UpdatePlatformSettingsRequest,
} from '@paytable/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { DomainEvents } from '../../platform/events';
import { badRequest, conflict } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { defaultSettings, type SettingsSource } from '../../platform/settings';
import * as repo from './settings-repository';

type SettingValue = string | number | boolean | null;

/** Stored values that still satisfy today's rules (a value the rules no longer accept falls back to the default). */
function parseStored(rows: { key: string; value: unknown }[]): Partial<PlatformSettings> {
  const values: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    if (!(settingKeys as readonly string[]).includes(key)) continue;
    const parsed = platformSettingsSchema.shape[key as SettingKey].safeParse(value);
    if (parsed.success) values[key] = parsed.data;
  }
  return values as Partial<PlatformSettings>;
}

/** The source the platform's settings cache reads (platform/settings.ts). */
export function settingsSource(db: Db): SettingsSource {
  return {
    version: () => repo.settingsVersion(db),
    async load() {
      const [version, rows] = await Promise.all([repo.settingsVersion(db), repo.storedSettings(db)]);
      return { version, values: parseStored(rows) };
    },
  };
}

async function effective(ex: repo.Executor, platform: Platform): Promise<{ settings: PlatformSettings; version: number }> {
  const [version, rows] = await Promise.all([repo.settingsVersion(ex), repo.storedSettings(ex)]);
  return { settings: { ...defaultSettings(platform.config.mailFrom), ...parseStored(rows) }, version };
}

/** GET /admin/settings: read from the database itself, so an admin always sees what is stored. */
export async function readSettings(platform: Platform): Promise<PlatformSettingsView> {
  const [{ settings, version }, latest] = await Promise.all([effective(platform.db, platform), repo.latestChange(platform.db)]);
  return { settings, version, updatedAt: latest?.changedAt.toISOString() ?? null, updatedBy: latest?.actor ?? null };
}

/**
 * PUT /admin/settings: saves the settings that differ from the stored ones in one transaction, one audit
 * entry per changed setting (old and new value, who, when), then tells every instance. A `version` older
 * than the stored one answers 409, so two admins cannot overwrite each other unseen.
 */
export async function updateSettings(platform: Platform, actor: AuthUser, input: UpdatePlatformSettingsRequest): Promise<PlatformSettingsView> {
  const at = new Date();
  const version = await platform.db.transaction(async (tx) => {
    await repo.lockSettings(tx);
    const current = await effective(tx, platform);
    if (input.version !== undefined && input.version !== current.version) throw conflict(SettingsMessage.versionConflict);
    const next: PlatformSettings = { ...current.settings };
    for (const key of settingKeys) {
      const value = input[key];
      if (value !== undefined) (next as Record<SettingKey, SettingValue>)[key] = value;
    }
    if (next.maintenanceBannerEnabled && next.maintenanceBannerText === '') {
      throw badRequest(SettingsMessage.bannerTextRequired, [{ path: 'maintenanceBannerText', message: SettingsMessage.bannerTextRequired }]);
    }
    let newest = current.version;
    for (const key of settingKeys) {
      const oldValue = current.settings[key];
      const newValue = next[key];
      if (oldValue === newValue) continue;
      newest = await repo.saveSetting(tx, { key, oldValue, newValue, actorId: actor.id, at });
    }
    return newest === current.version ? undefined : newest;
  });
  if (version !== undefined) await platform.settings.changed(version);
  return readSettings(platform);
}

const asValue = (value: unknown): SettingValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** A company's identity change in the audit log, with the verification it reset (in the change's transaction). */
export async function auditCompanyIdentityChange(tx: Tx, event: DomainEvents['company.identity.changed']): Promise<void> {
  for (const change of event.changes) {
    await repo.recordCompanyChange(tx, { companyId: event.companyId, subject: change.field === 'name' ? 'companyName' : 'companyWebsite', oldValue: change.oldValue, newValue: change.newValue, actorId: event.actorId, at: event.at });
  }
  if (event.verificationReset) await repo.recordCompanyChange(tx, { companyId: event.companyId, subject: 'companyVerified', oldValue: true, newValue: false, actorId: event.actorId, at: event.at });
}

/** An admin's verification of a company in the audit log. */
export async function auditCompanyVerified(tx: Tx, event: DomainEvents['company.verified']): Promise<void> {
  await repo.recordCompanyChange(tx, { companyId: event.companyId, subject: 'companyVerified', oldValue: false, newValue: true, actorId: event.adminId, at: new Date() });
}

/** GET /admin/settings/audit: newest first, filtered by setting and actor. */
export async function listSettingChanges(db: Db, query: SettingChangesQuery): Promise<Page<SettingChange>> {
  const { rows, total } = await repo.listChanges(db, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(
    rows.map((row) => ({
      id: row.id,
      setting: row.setting as AuditKey,
      companyId: row.companyId,
      oldValue: asValue(row.oldValue),
      newValue: asValue(row.newValue),
      actor: row.actor,
      changedAt: row.changedAt.toISOString(),
    })),
    total,
    query,
  );
}

/** GET /settings/public: the banner every page shows and whether sign-up is open, from the cache. */
export function publicSettings(platform: Platform): PublicSettings {
  const settings = platform.settings.current();
  return {
    registrationMode: settings.registrationMode,
    maintenanceBanner: settings.maintenanceBannerEnabled && settings.maintenanceBannerText ? { text: settings.maintenanceBannerText } : null,
  };
}
