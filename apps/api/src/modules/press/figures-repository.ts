import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import { countTogether } from '../../platform/read-together';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { asDayValues, countInt, dateDay, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { pressReleaseDailyStats, pressReleases } from '../../db/schema/index';

/** Press releases published at or after `since` and still published, public or members-only. */
export async function countPressPublishedSince(db: Db, since: Date): Promise<number> {
  return countTogether(db, db
    .select({ n: sql<number>`count(*)::int` })
    .from(pressReleases)
    .where(and(eq(pressReleases.status, 'PUBLISHED'), gte(pressReleases.publishedAt, since))));
}

const publishedDay = utcDay(pressReleases.publishedAt);

/** Releases published per UTC day of the range and still published, of every company or of `companyId`. */
const publishedQuery = (db: Db | Tx, range: DayRange, companyId?: number) =>
  db
    .select({ day: publishedDay, value: countInt })
    .from(pressReleases)
    .where(
      and(
        eq(pressReleases.status, 'PUBLISHED'),
        gte(pressReleases.publishedAt, range.start),
        lt(pressReleases.publishedAt, range.end),
        companyId === undefined ? undefined : eq(pressReleases.companyId, companyId),
      ),
    )
    .groupBy(publishedDay);

export interface PressFiguresPerDay {
  views: DayValue[];
  reads: DayValue[];
  shares: DayValue[];
  downloads: DayValue[];
}

/**
 * Unique views, reads, shares and downloads per UTC day of the range, summed over every release or over
 * `companyId`'s (press_release_daily_stats is already one row per release and day).
 */
async function livePressFiguresPerDay(db: Db, range: DayRange, companyId?: number): Promise<PressFiguresPerDay> {
  const stats = pressReleaseDailyStats;
  const day = dateDay(stats.day);
  const inRange = and(gte(stats.day, range.from), lte(stats.day, range.to));
  const columns = {
    day,
    views: sql<number>`sum(${stats.views})::int`,
    reads: sql<number>`sum(${stats.reads})::int`,
    shares: sql<number>`sum(${stats.shares})::int`,
    downloads: sql<number>`sum(${stats.downloads})::int`,
  };
  const rows =
    companyId === undefined
      ? await db.select(columns).from(stats).where(inRange).groupBy(stats.day)
      : await db.select(columns).from(stats).innerJoin(pressReleases, eq(pressReleases.id, stats.releaseId)).where(and(eq(pressReleases.companyId, companyId), inRange)).groupBy(stats.day);
  const pick = (key: 'views' | 'reads' | 'shares' | 'downloads') => rows.map((row) => ({ day: row.day, value: Number(row[key]) }));
  return { views: pick('views'), reads: pick('reads'), shares: pick('shares'), downloads: pick('downloads') };
}

export interface CompanyPressViews {
  companyId: number;
  releases: number;
  views: number;
  reads: number;
  shares: number;
  downloads: number;
}

/** The companies whose releases were viewed most in the range, most first. */
export async function topCompaniesByPressViews(db: Db, range: DayRange, limit: number): Promise<CompanyPressViews[]> {
  const stats = pressReleaseDailyStats;
  const views = sql<number>`sum(${stats.views})::int`;
  return db
    .select({
      companyId: pressReleases.companyId,
      releases: sql<number>`count(distinct ${pressReleases.id})::int`,
      views,
      reads: sql<number>`sum(${stats.reads})::int`,
      shares: sql<number>`sum(${stats.shares})::int`,
      downloads: sql<number>`sum(${stats.downloads})::int`,
    })
    .from(stats)
    .innerJoin(pressReleases, eq(pressReleases.id, stats.releaseId))
    .where(and(gte(stats.day, range.from), lte(stats.day, range.to)))
    .groupBy(pressReleases.companyId)
    .orderBy(desc(views), pressReleases.companyId)
    .limit(limit);
}

/** `companyId`'s releases published now. */
export async function countCompanyPressPublished(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: countInt }).from(pressReleases).where(and(eq(pressReleases.companyId, companyId), eq(pressReleases.status, 'PUBLISHED')));
  return row?.n ?? 0;
}

export interface ReleaseFigures {
  releaseId: number;
  title: string;
  status: string;
  publishedAt: Date | null;
  views: number;
  reads: number;
  shares: number;
  downloads: number;
}

/** `companyId`'s releases, newest first (at most `limit`), with their figures in the range. */
export async function companyReleaseFigures(db: Db, companyId: number, range: DayRange, limit: number): Promise<ReleaseFigures[]> {
  const stats = pressReleaseDailyStats;
  const sum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::int`;
  // The newest releases first (press_releases_company_idx), then only their days of the range.
  const newest = db
    .select({ id: pressReleases.id, title: pressReleases.title, status: pressReleases.status, publishedAt: pressReleases.publishedAt, createdAt: pressReleases.createdAt })
    .from(pressReleases)
    .where(eq(pressReleases.companyId, companyId))
    .orderBy(desc(pressReleases.createdAt), desc(pressReleases.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      releaseId: newest.id,
      title: newest.title,
      status: newest.status,
      publishedAt: newest.publishedAt,
      views: sum(stats.views),
      reads: sum(stats.reads),
      shares: sum(stats.shares),
      downloads: sum(stats.downloads),
    })
    .from(newest)
    .leftJoin(stats, and(eq(stats.releaseId, newest.id), gte(stats.day, range.from), lte(stats.day, range.to)))
    .groupBy(newest.id, newest.title, newest.status, newest.publishedAt, newest.createdAt)
    .orderBy(desc(newest.createdAt), desc(newest.id));
}

const pressFigureKeys = ['views', 'reads', 'shares', 'downloads'] as const;
/** One figure summed over every release per day of the range (press_release_daily_stats_day_idx). */
const figureStatement =
  (key: (typeof pressFigureKeys)[number]): LiveStatement =>
  (db, range) => {
    const stats = pressReleaseDailyStats;
    return db
      .select({ day: dateDay(stats.day), value: sql<number>`sum(${stats[key]})` })
      .from(stats)
      .where(and(gte(stats.day, range.from), lte(stats.day, range.to)))
      .groupBy(stats.day)
      .getSQL();
  };
const pressFigureRollups = Object.fromEntries(pressFigureKeys.map((key) => [key, new DailyRollup(`press.${key}`, figureStatement(key))])) as Record<(typeof pressFigureKeys)[number], DailyRollup>;
/**
 * Releases still published, per day of publication. A closed day moves when one of its releases leaves
 * or re-enters PUBLISHED (movePublishedDay, in the transaction of the change).
 */
const publishedRollup = new DailyRollup('press.published', (db, range) => publishedQuery(db, range).getSQL());
export const pressDailyRollups = [publishedRollup, ...Object.values(pressFigureRollups)];

/** Releases published per UTC day of the range and still published: platform-wide from the roll-up for closed days, one company's live. */
export const pressPublishedPerDay = (db: Db, range: DayRange, companyId?: number): Promise<DayValue[]> =>
  companyId === undefined ? publishedRollup.perDay(db, range) : publishedQuery(db, range, companyId).then(asDayValues);

/** A release published on `publishedAt` entered (+1) or left (-1) PUBLISHED: its day of the roll-up follows, in `tx`. */
export const movePublishedDay = (tx: Tx, publishedAt: Date, delta: 1 | -1): Promise<void> => publishedRollup.adjust(tx, publishedAt, delta);

/**
 * Views, reads, shares and downloads per day: platform-wide from the roll-up for closed days (a release's
 * figures are counted on the day they happen, so a closed day does not change), one company's live.
 */
export async function pressFiguresPerDay(db: Db, range: DayRange, companyId?: number): Promise<PressFiguresPerDay> {
  if (companyId !== undefined) return livePressFiguresPerDay(db, range, companyId);
  const [views, reads, shares, downloads] = await Promise.all(pressFigureKeys.map((key) => pressFigureRollups[key].perDay(db, range)));
  return { views: views ?? [], reads: reads ?? [], shares: shares ?? [], downloads: downloads ?? [] };
}
