import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRESS_COUNT_CAP } from '@paytable/contracts';
import type { Db, Tx } from '../../db/client';
import { filterShape, PreparedStatements } from '../../platform/prepared-sql';
import {
  companies,
  pressFollows,
  pressReleaseDailyStats,
  pressReleaseImages,
  pressReleases,
  pressReleaseVisitors,
  pressSearchEntries,
  users,
  type NewPressReleaseRow,
  type PressReleaseImageRow,
  type PressReleaseRow,
} from '../../db/schema/index';
import { companyCardColumns, type CompanyCardRow } from '../companies';
import type { PageWindow } from '../../platform/pagination';

/**
 * The only file of the press module that touches Drizzle. It writes only the press tables; it reads the
 * company card (name, logo, verified, status) and the confirming author's name for display.
 */
export type Executor = Db | Tx;

export type CompanyRef = CompanyCardRow;

/** A release as pages show it: every column but the search document and the body's plain text (search only). */
export type ReleaseDisplayRow = Omit<PressReleaseRow, 'searchVector' | 'contentText'>;

/** An image as pages show it (its upload time stays in the table). */
export type ReleaseImage = Omit<PressReleaseImageRow, 'createdAt'>;

export interface ReleaseView {
  release: ReleaseDisplayRow;
  company: CompanyRef;
  /** The release's images in order, when the statement that read the release brought them along. */
  images?: ReleaseImage[];
}

const companyColumns = companyCardColumns;
/** The columns of ReleaseDisplayRow: the tsvector and the plain text never cross the wire. */
const { searchVector: _searchVector, contentText: _contentText, ...releaseColumns } = getTableColumns(pressReleases);

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
  const [row] = await ex.select({ release: releaseColumns, company: companyColumns }).from(pressReleases).innerJoin(companies, eq(companies.id, pressReleases.companyId)).where(eq(pressReleases.id, id));
  return row;
}

export async function listCompanyReleases(ex: Executor, companyId: number, status: string | undefined, window: PageWindow): Promise<{ rows: ReleaseView[]; total: number }> {
  const where = and(eq(pressReleases.companyId, companyId), status === undefined ? undefined : eq(pressReleases.status, status));
  const rows = await ex
    .select({ release: releaseColumns, company: companyColumns })
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
  /** Whether a search term is matched (its corrected query comes apart: see listPublicReleases). */
  keyword: boolean;
  /** With a search term: the best matches first instead of the newest. */
  ranked: boolean;
  companyId?: number;
  tag?: string;
  category?: string;
  from?: Date;
  to?: Date;
}

/** A release anyone may read at `now`: published, public, past its embargo, of an active company. */
export function publiclyVisible(now: SQLWrapper | Date): SQL {
  return and(
    eq(pressReleases.status, 'PUBLISHED'),
    eq(pressReleases.isPublic, true),
    or(isNull(pressReleases.embargoUntil), now instanceof Date ? lte(pressReleases.embargoUntil, now) : sql`${pressReleases.embargoUntil} <= ${now}`),
    eq(pressReleases.companyActive, true),
  )!;
}

const listValue = (name: Exclude<keyof PublicFilters, 'keyword'> | 'now' | 'tsquery' | 'limit' | 'offset') => sql.placeholder(name);

/** The optional filters in a fixed order, each with its letter in the statement's name. */
const LIST_FILTERS = [
  ['companyId', 'c'],
  ['tag', 't'],
  ['category', 'g'],
  ['from', 'f'],
  ['to', 'o'],
] as const satisfies readonly (readonly [keyof PublicFilters, string])[];

type ListShape = { keyword: boolean; ranked: boolean; present: ReadonlySet<keyof PublicFilters>; name: string };

function listShape(filters: PublicFilters): ListShape {
  const { present, letters } = filterShape(filters, LIST_FILTERS);
  const ranked = filters.keyword && filters.ranked;
  return { keyword: filters.keyword, ranked, present, name: `press_public_${ranked ? 'r' : filters.keyword ? 'k' : 'n'}_${letters}` };
}

/** The columns a list filters on, which the releases and their search entries share. */
type FilteredColumns = Record<'companyId' | 'tags' | 'category' | 'publishedAt', AnyPgColumn>;

function filterConditions(shape: ListShape, table: FilteredColumns): (SQL | undefined)[] {
  const has = (key: keyof PublicFilters) => shape.present.has(key);
  return [
    has('companyId') ? sql`${table.companyId} = ${listValue('companyId')}::int` : undefined,
    has('tag') ? sql`${table.tags} @> array[${listValue('tag')}::text]` : undefined,
    has('category') ? eq(table.category, listValue('category')) : undefined,
    has('from') ? sql`${table.publishedAt} >= ${listValue('from')}::timestamptz` : undefined,
    has('to') ? sql`${table.publishedAt} < ${listValue('to')}::timestamptz` : undefined,
  ];
}

/**
 * What a shape reads. A search reads the narrow search entries (only releases the public may list, so
 * only the embargo is checked per row): it counts every match, and these rows cost about half of the
 * releases'. The plain list walks the releases' own newest-first index.
 */
function listSource(shape: ListShape) {
  const now = sql`${listValue('now')}::timestamptz`;
  if (shape.keyword) {
    const entries = pressSearchEntries;
    return {
      table: entries,
      id: entries.releaseId,
      publishedAt: entries.publishedAt,
      rank: sql<number>`ts_rank(${entries.searchVector}, to_tsquery('simple', ${listValue('tsquery')}::text))`,
      where: and(
        or(isNull(entries.embargoUntil), sql`${entries.embargoUntil} <= ${now}`),
        sql`${entries.searchVector} @@ to_tsquery('simple', ${listValue('tsquery')}::text)`,
        ...filterConditions(shape, entries),
      )!,
    };
  }
  return { table: pressReleases, id: pressReleases.id, publishedAt: pressReleases.publishedAt, rank: undefined, where: and(publiclyVisible(now), ...filterConditions(shape, pressReleases))! };
}

const countCap = sql.raw(String(PRESS_COUNT_CAP + 1));
/** A page row's images in order, as JSON: the list reads them in its one statement instead of a second. */
const pageImages = sql<ReleaseImage[]>`(select coalesce(json_agg(json_build_object(
    'id', i.id, 'releaseId', i.release_id, 'fileName', i.file_name, 'caption', i.caption, 'altText', i.alt_text,
    'width', i.width, 'height', i.height, 'position', i.position) order by i.position, i.id), '[]'::json)
  from ${pressReleaseImages} i where i.release_id = ${pressReleases.id})`;

/**
 * A page of the public list and its capped count in ONE statement, prepared per shape (as the jobs
 * board does): with a search term the CTE counts the matching ids by a window count and orders them
 * newest first, or ranks them when asked for the best matches (ts_rank on every match was most of a
 * search's time, so only that order pays it); without one it walks the newest releases and counts in a
 * capped subquery. The page's rows are joined.
 */
function preparePublicPage(ex: Executor, shape: ListShape) {
  const source = listSource(shape);
  const newest = [desc(source.publishedAt), desc(source.id)];
  const total = shape.keyword
    ? sql<number>`least(count(*) over (), ${countCap})::int`
    : sql<number>`(select count(*)::int from (select 1 from ${source.table} where ${source.where} limit ${countCap}) as capped)`;
  const rank = shape.ranked ? source.rank : undefined;
  const page = ex.$with('page').as(
    ex
      .select({
        id: sql<number>`${source.id}`.as('page_id'),
        score: (rank ?? sql<number>`0`).as('score'),
        publishedAt: sql<Date | null>`${source.publishedAt}`.as('page_published_at'),
        total: total.as('total'),
      })
      .from(source.table)
      .where(source.where)
      .orderBy(...(rank ? [sql`${rank} desc`, ...newest] : newest))
      .limit(listValue('limit'))
      .offset(listValue('offset')),
  );
  return ex
    .with(page)
    .select({ release: releaseColumns, company: companyColumns, images: pageImages, total: page.total })
    .from(page)
    .innerJoin(pressReleases, eq(pressReleases.id, page.id))
    .innerJoin(companies, eq(companies.id, pressReleases.companyId))
    .orderBy(desc(page.score), sql`${page.publishedAt} desc nulls first`, desc(page.id))
    .prepare(shape.name);
}

function preparePublicCount(ex: Executor, shape: ListShape) {
  const source = listSource(shape);
  const matches = ex.select({ one: sql`1` }).from(source.table).where(source.where).limit(PRESS_COUNT_CAP + 1);
  return ex.select({ total: count() }).from(matches.as('matches')).prepare(`${shape.name}_count`);
}

const publicPages = new PreparedStatements<ReturnType<typeof preparePublicPage>>();
const publicCounts = new PreparedStatements<ReturnType<typeof preparePublicCount>>();

/**
 * A page of public releases and how many match, counted up to PRESS_COUNT_CAP + 1 (the list says
 * "1,000+ releases" beyond). `tsQuery` is the search term's corrected query (search_tsquery's text),
 * null without one. A page past the last match has no row to carry the count: it is counted apart.
 */
export async function listPublicReleases(ex: Executor, filters: PublicFilters, tsQuery: string | null, now: Date, window: PageWindow): Promise<{ rows: ReleaseView[]; total: number }> {
  const shape = listShape(filters);
  const values = { ...filters, from: filters.from?.toISOString(), to: filters.to?.toISOString(), now: now.toISOString(), tsquery: tsQuery, limit: window.limit, offset: window.offset };
  const rows = await publicPages.get(ex, shape.name, () => preparePublicPage(ex, shape)).execute(values);
  if (rows.length > 0) return { rows: rows.map(({ release, company, images }) => ({ release, company, images })), total: rows[0]!.total };
  if (window.offset === 0) return { rows: [], total: 0 };
  const [counted] = await publicCounts.get(ex, shape.name, () => preparePublicCount(ex, shape)).execute(values);
  return { rows: [], total: counted?.total ?? 0 };
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
