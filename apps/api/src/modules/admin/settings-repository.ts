import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformSettingChanges, platformSettings, users } from '../../db/schema/index';

/** The only Drizzle code of platform settings and their audit log (admin/settings). */
export type Executor = Db | Tx;

const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const fullNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The audit log's rows that are setting changes (the others are companies'). */
const settingRows = isNull(platformSettingChanges.companyId);

/** The settings' version: the id of the newest audited setting change (0 before the first). */
export async function settingsVersion(ex: Executor): Promise<number> {
  const [row] = await ex.select({ version: sql<number>`coalesce(max(${platformSettingChanges.id}), 0)::int` }).from(platformSettingChanges).where(settingRows);
  return row?.version ?? 0;
}

export async function storedSettings(ex: Executor): Promise<{ key: string; value: unknown }[]> {
  return ex.select({ key: platformSettings.key, value: platformSettings.value }).from(platformSettings);
}

export interface ActorRow {
  id: number;
  fullName: string;
  email: string;
}

/** When the newest change was made and by whom. */
export async function latestChange(ex: Executor): Promise<{ changedAt: Date; actor: ActorRow | null } | undefined> {
  const [row] = await ex
    .select({ changedAt: platformSettingChanges.changedAt, actorId: users.id, fullName: fullNameSql, email: users.email })
    .from(platformSettingChanges)
    .leftJoin(users, eq(users.id, platformSettingChanges.actorUserId))
    .where(settingRows)
    .orderBy(desc(platformSettingChanges.id))
    .limit(1);
  if (!row) return undefined;
  return { changedAt: row.changedAt, actor: row.actorId === null ? null : { id: row.actorId, fullName: row.fullName, email: row.email ?? '' } };
}

/** Serializes writers of the settings, so versions and old values follow one another. */
export async function lockSettings(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table platform_setting_changes in share row exclusive mode`);
}

export async function saveSetting(tx: Tx, change: { key: string; oldValue: unknown; newValue: unknown; actorId: number; at: Date }): Promise<number> {
  await tx
    .insert(platformSettings)
    .values({ key: change.key, value: change.newValue, updatedAt: change.at, updatedByUserId: change.actorId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: change.newValue, updatedAt: change.at, updatedByUserId: change.actorId } });
  const [row] = await tx
    .insert(platformSettingChanges)
    .values({ setting: change.key, oldValue: change.oldValue, newValue: change.newValue, actorUserId: change.actorId, changedAt: change.at })
    .returning({ id: platformSettingChanges.id });
  if (!row) throw new Error('setting change was not recorded');
  return row.id;
}

/** An audited change of a company (legal name, website, verification), written in the changing transaction. */
export async function recordCompanyChange(tx: Tx, change: { companyId: number; subject: string; oldValue: unknown; newValue: unknown; actorId: number; at: Date }): Promise<void> {
  await tx.insert(platformSettingChanges).values({
    setting: change.subject,
    companyId: change.companyId,
    oldValue: change.oldValue,
    newValue: change.newValue,
    actorUserId: change.actorId,
    changedAt: change.at,
  });
}

export interface ChangeRow {
  id: number;
  setting: string;
  companyId: number | null;
  oldValue: unknown;
  newValue: unknown;
  changedAt: Date;
  actor: ActorRow | null;
}

export async function listChanges(
  ex: Executor,
  filter: { setting?: string | undefined; actor?: string | undefined },
  window: { limit: number; offset: number },
): Promise<{ rows: ChangeRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.setting ? eq(platformSettingChanges.setting, filter.setting) : undefined,
    filter.actor
      ? sql`(lower(${fullNameSql}) like ${containsPattern(filter.actor)} or lower(${users.email}) like ${containsPattern(filter.actor)})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ex
      .select({
        id: platformSettingChanges.id,
        setting: platformSettingChanges.setting,
        oldValue: platformSettingChanges.oldValue,
        newValue: platformSettingChanges.newValue,
        companyId: platformSettingChanges.companyId,
        changedAt: platformSettingChanges.changedAt,
        actorId: users.id,
        fullName: fullNameSql,
        email: users.email,
      })
      .from(platformSettingChanges)
      .leftJoin(users, eq(users.id, platformSettingChanges.actorUserId))
      .where(where)
      .orderBy(desc(platformSettingChanges.id))
      .limit(window.limit)
      .offset(window.offset),
    ex
      .select({ count: sql<number>`count(*)::int` })
      .from(platformSettingChanges)
      .leftJoin(users, eq(users.id, platformSettingChanges.actorUserId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ actorId, fullName, email, ...row }) => ({ ...row, actor: actorId === null ? null : { id: actorId, fullName, email: email ?? '' } })),
    total: counted?.count ?? 0,
  };
}
