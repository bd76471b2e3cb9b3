import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  companies,
  pressFollows,
  pressReleaseDailyStats,
  pressReleaseImages,
  pressReleases,
  pressReleaseVisitors,
  users,
  type NewPressReleaseRow,
  type PressReleaseImageRow,
  type PressReleaseRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';

/**
 * The only file of the press module that touches Drizzle. It writes only the press tables; it reads the
 * company card (name, logo, verified, status) and the confirming author's name for display.
 */
export type Executor = Db | Tx;

export interface CompanyRef {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
  status: string;
}

export interface ReleaseView {
  release: PressReleaseRow;
  company: CompanyRef;
}

const companyColumns = { id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status };

// ---- releases ----------------------------------------------------------------------------------------

export async function insertRelease(ex: Executor, values: NewPressReleaseRow): Promise<PressReleaseRow> {
  const [row] = await ex.insert(pressReleases).values(values).returning();
  return row!;
}

export async function updateRelease(ex: Executor, id: number, values: Partial<NewPressReleaseRow>): Promise<void> {
  await ex.update(pressReleases).set(values).where(eq(pressReleases.id, id));
}

export async function deleteRelease(ex: Executor, id: number): Promise<void> {
  await ex.delete(pressReleases).where(eq(pressReleases.id, id));
}

export async function findReleaseForUpdate(ex: Executor, id: number): Promise<PressReleaseRow | undefined> {
  const [row] = await ex.select().from(pressReleases).where(eq(pressReleases.id, id)).for('update');
  return row;
}

export async function findReleaseView(ex: Executor, id: number): Promise<ReleaseView | undefined> {
  const [row] = await ex.select({ release: pressReleases, company: companyColumns }).from(pressReleases).innerJoin(companies, eq(companies.id, pressReleases.companyId)).where(eq(pressReleases.id, id));
  return row;
}

export async function listCompanyReleases(ex: Executor, companyId: number, status: string | undefined, window: PageWindow): Promise<{ rows: ReleaseView[]; total: number }> {
  const where = and(eq(pressReleases.companyId, companyId), status === undefined ? undefined : eq(pressReleases.status, status));
  const rows = await ex
    .select({ release: pressReleases, company: companyColumns })
    .from(pressReleases)
    .innerJoin(companies, eq(companies.id, pressReleases.companyId))
    .where(where)
    .orderBy(desc(pressReleases.updatedAt), desc(pressReleases.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(pressReleases).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface PublicFilters {
  tsQuery: string | null;
  companyId?: number;
  tag?: string;
  category?: string;
  from?: Date;
  to?: Date;
}

/** A release anyone may read at `now`: published, public, past its embargo, of an active company. */
export function publiclyVisible(now: Date): SQL {
  return and(
    eq(pressReleases.status, 'PUBLISHED'),
    eq(pressReleases.isPublic, true),
    or(isNull(pressReleases.embargoUntil), lte(pressReleases.embargoUntil, now)),
    eq(companies.status, 'ACTIVE'),
  )!;
}

export async function listPublicReleases(ex: Executor, filters: PublicFilters, now: Date, window: PageWindow): Promise<{ rows: ReleaseView[]; total: number }> {
  const where = and(
    publiclyVisible(now),
    filters.tsQuery === null ? undefined : sql`${pressReleases.searchVector} @@ to_tsquery('simple', ${filters.tsQuery})`,
    filters.companyId === undefined ? undefined : eq(pressReleases.companyId, filters.companyId),
    filters.tag === undefined ? undefined : sql`${pressReleases.tags} @> array[${filters.tag}]::text[]`,
    filters.category === undefined ? undefined : eq(pressReleases.category, filters.category),
    filters.from === undefined ? undefined : gte(pressReleases.publishedAt, filters.from),
    filters.to === undefined ? undefined : lt(pressReleases.publishedAt, filters.to),
  );
  const order =
    filters.tsQuery === null
      ? [desc(pressReleases.publishedAt), desc(pressReleases.id)]
      : [sql`ts_rank(${pressReleases.searchVector}, to_tsquery('simple', ${filters.tsQuery})) desc`, desc(pressReleases.publishedAt), desc(pressReleases.id)];
  const [rows, counted] = await Promise.all([
    ex
      .select({ release: pressReleases, company: companyColumns })
      .from(pressReleases)
      .innerJoin(companies, eq(companies.id, pressReleases.companyId))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    ex.select({ total: count() }).from(pressReleases).innerJoin(companies, eq(companies.id, pressReleases.companyId)).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Releases that went out over the compliance warning, newest confirmation first. */
export async function listComplianceOverrides(ex: Executor, window: PageWindow) {
  const where = and(isNotNull(pressReleases.complianceConfirmedAt), sql`cardinality(${pressReleases.complianceOverrideIds}) > 0`);
  const rows = await ex
    .select({ release: pressReleases, company: companyColumns, firstName: users.firstName, lastName: users.lastName })
    .from(pressReleases)
    .innerJoin(companies, eq(companies.id, pressReleases.companyId))
    .leftJoin(users, eq(users.id, pressReleases.complianceConfirmedByUserId))
    .where(where)
    .orderBy(desc(pressReleases.complianceConfirmedAt), desc(pressReleases.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(pressReleases).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** SCHEDULED releases whose time has come (the safety net behind each release's own queued job). */
export async function dueScheduledReleases(ex: Executor, now: Date): Promise<{ id: number; scheduledAt: Date | null }[]> {
  return ex
    .select({ id: pressReleases.id, scheduledAt: pressReleases.scheduledAt })
    .from(pressReleases)
    .where(and(eq(pressReleases.status, 'SCHEDULED'), lte(pressReleases.scheduledAt, now)))
    .limit(500);
}

// ---- images ------------------------------------------------------------------------------------------

export async function imagesOf(ex: Executor, releaseIds: number[]): Promise<PressReleaseImageRow[]> {
  if (releaseIds.length === 0) return [];
  return ex.select().from(pressReleaseImages).where(inArray(pressReleaseImages.releaseId, releaseIds)).orderBy(asc(pressReleaseImages.position), asc(pressReleaseImages.id));
}

export async function insertImage(ex: Executor, values: typeof pressReleaseImages.$inferInsert): Promise<PressReleaseImageRow> {
  const [row] = await ex.insert(pressReleaseImages).values(values).returning();
  return row!;
}

export async function updateImage(ex: Executor, id: number, values: Partial<typeof pressReleaseImages.$inferInsert>): Promise<void> {
  await ex.update(pressReleaseImages).set(values).where(eq(pressReleaseImages.id, id));
}

export async function deleteImage(ex: Executor, id: number): Promise<void> {
  await ex.delete(pressReleaseImages).where(eq(pressReleaseImages.id, id));
}

// ---- analytics ---------------------------------------------------------------------------------------

export type FigureColumn = 'views' | 'reads' | 'shares' | 'downloads';

/** Counts a visitor once per release, day and kind; answers whether this was the first time. */
export async function recordVisitor(ex: Executor, releaseId: number, day: string, kind: string, visitorHash: string): Promise<boolean> {
  const inserted = await ex.insert(pressReleaseVisitors).values({ releaseId, day, kind, visitorHash }).onConflictDoNothing().returning({ releaseId: pressReleaseVisitors.releaseId });
  return inserted.length > 0;
}

export async function addFigure(ex: Executor, releaseId: number, day: string, column: FigureColumn): Promise<void> {
  await ex
    .insert(pressReleaseDailyStats)
    .values({ releaseId, day, [column]: 1 })
    .onConflictDoUpdate({ target: [pressReleaseDailyStats.releaseId, pressReleaseDailyStats.day], set: { [column]: sql`${pressReleaseDailyStats[column]} + 1` } });
}

/** Writes a day's figures at once (demo data and imports). */
export async function insertDailyFigures(ex: Executor, rows: (typeof pressReleaseDailyStats.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await ex.insert(pressReleaseDailyStats).values(rows).onConflictDoNothing();
}

export async function pruneVisitorsBefore(ex: Executor, day: string): Promise<void> {
  await ex.delete(pressReleaseVisitors).where(lt(pressReleaseVisitors.day, day));
}

const figureSums = {
  views: sql<number>`coalesce(sum(${pressReleaseDailyStats.views}), 0)::int`,
  reads: sql<number>`coalesce(sum(${pressReleaseDailyStats.reads}), 0)::int`,
  shares: sql<number>`coalesce(sum(${pressReleaseDailyStats.shares}), 0)::int`,
  downloads: sql<number>`coalesce(sum(${pressReleaseDailyStats.downloads}), 0)::int`,
};

/** All-time figures of these releases. */
export async function totalsOf(ex: Executor, releaseIds: number[]) {
  if (releaseIds.length === 0) return [];
  return ex.select({ releaseId: pressReleaseDailyStats.releaseId, ...figureSums }).from(pressReleaseDailyStats).where(inArray(pressReleaseDailyStats.releaseId, releaseIds)).groupBy(pressReleaseDailyStats.releaseId);
}

/** The company's figures per day since `fromDay` (one release when `releaseId` is given). */
export async function dailyFigures(ex: Executor, companyId: number, fromDay: string, releaseId?: number) {
  return ex
    .select({ day: pressReleaseDailyStats.day, ...figureSums })
    .from(pressReleaseDailyStats)
    .innerJoin(pressReleases, eq(pressReleases.id, pressReleaseDailyStats.releaseId))
    .where(and(eq(pressReleases.companyId, companyId), gte(pressReleaseDailyStats.day, fromDay), releaseId === undefined ? undefined : eq(pressReleases.id, releaseId)))
    .groupBy(pressReleaseDailyStats.day)
    .orderBy(asc(pressReleaseDailyStats.day));
}

/** Each release of the company with its figures since `fromDay`. */
export async function releaseFigures(ex: Executor, companyId: number, fromDay: string) {
  return ex
    .select({ id: pressReleases.id, title: pressReleases.title, status: pressReleases.status, publishedAt: pressReleases.publishedAt, ...figureSums })
    .from(pressReleases)
    .leftJoin(pressReleaseDailyStats, and(eq(pressReleaseDailyStats.releaseId, pressReleases.id), gte(pressReleaseDailyStats.day, fromDay)))
    .where(eq(pressReleases.companyId, companyId))
    .groupBy(pressReleases.id)
    .orderBy(desc(pressReleases.publishedAt), desc(pressReleases.id))
    .limit(100);
}

// ---- follows -----------------------------------------------------------------------------------------

export async function followsOf(ex: Executor, userId: number) {
  return ex.select({ companyId: pressFollows.companyId, category: pressFollows.category }).from(pressFollows).where(eq(pressFollows.userId, userId));
}

export async function replaceFollows(ex: Executor, userId: number, categories: string[], companyIds: number[]): Promise<void> {
  await ex.delete(pressFollows).where(eq(pressFollows.userId, userId));
  const rows = [...categories.map((category) => ({ userId, category })), ...companyIds.map((companyId) => ({ userId, companyId }))];
  if (rows.length > 0) await ex.insert(pressFollows).values(rows);
}

/** People who follow the company or the category (each once). */
export async function followerIds(ex: Executor, companyId: number, category: string): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ userId: pressFollows.userId })
    .from(pressFollows)
    .where(or(eq(pressFollows.companyId, companyId), eq(pressFollows.category, category)));
  return rows.map((row) => row.userId);
}

export async function companyRefs(ex: Executor, ids: number[]): Promise<CompanyRef[]> {
  if (ids.length === 0) return [];
  return ex.select(companyColumns).from(companies).where(inArray(companies.id, ids));
}

export async function activeCompanyIds(ex: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ex.select({ id: companies.id }).from(companies).where(and(inArray(companies.id, ids), eq(companies.status, 'ACTIVE')));
  return rows.map((row) => row.id);
}
