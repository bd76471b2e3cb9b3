import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { countTogether, readTogether } from '../../platform/read-together';
import { countersPerDay, type ListSeries } from '../../platform/daily-counters';
import { DailyRollup, type LiveStatement } from '../../platform/daily-rollups';
import type { Db } from '../../db/client';
import { countInt, utcDay, type DayRange, type DayValue } from '../../db/day-range';
import { businessTypes, companies, companyBusinessTypes, companyMembers, privilegeRequests } from '../../db/schema/index';

export interface CompaniesByState {
  /** Registered and awaiting an admin's approval (status PENDING). */
  pending: number;
  /** Approved and carrying the verified badge. */
  verified: number;
  /** Approved without the badge. */
  unverified: number;
  inactive: number;
}

/** Companies by approval and verification state: one pass over companies_status_created_at_idx. */
export async function countCompaniesByState(db: Db): Promise<CompaniesByState> {
  const [row] = await readTogether<CompaniesByState>(
    db,
    db
      .select({
        pending: sql<number>`count(*) filter (where ${companies.status} = 'PENDING')::int`,
        verified: sql<number>`count(*) filter (where ${companies.status} = 'ACTIVE' and ${companies.verified})::int`,
        unverified: sql<number>`count(*) filter (where ${companies.status} = 'ACTIVE' and not ${companies.verified})::int`,
        inactive: sql<number>`count(*) filter (where ${companies.status} = 'INACTIVE')::int`,
      })
      .from(companies),
    ['pending', 'verified', 'unverified', 'inactive'],
  );
  return row ?? { pending: 0, verified: 0, unverified: 0, inactive: 0 };
}

export interface CompaniesOfType {
  businessTypeId: number;
  name: string;
  count: number;
}

/** Companies per business type (a company with two types counts under both), largest first. */
export async function countCompaniesByBusinessType(db: Db): Promise<CompaniesOfType[]> {
  return readTogether<CompaniesOfType>(
    db,
    db
      .select({ businessTypeId: businessTypes.id, name: businessTypes.name, count: sql<number>`count(*)::int` })
      .from(companyBusinessTypes)
      .innerJoin(businessTypes, eq(businessTypes.id, companyBusinessTypes.businessTypeId))
      .groupBy(businessTypes.id, businessTypes.name)
      .orderBy(sql`count(*) desc`, businessTypes.name),
    ['businessTypeId', 'name', 'count'],
  );
}

/** Privilege requests waiting for an admin (pending or awaiting verification; a partial index covers them). */
export async function countOpenPrivilegeRequests(db: Db): Promise<number> {
  return countTogether(db, db
    .select({ n: sql<number>`count(*)::int` })
    .from(privilegeRequests)
    .where(inArray(privilegeRequests.status, ['PENDING', 'VERIFICATION_REQUESTED'])));
}

/** Companies registered per UTC day of the range, whatever their state now. */
const registeredStatement: LiveStatement = (db, range) => {
  const day = utcDay(companies.createdAt);
  return db
    .select({ day, value: countInt })
    .from(companies)
    .where(and(gte(companies.createdAt, range.start), lt(companies.createdAt, range.end)))
    .groupBy(day)
    .getSQL();
};

/** A company's registration keeps its day whatever its state becomes, so a closed day does not change. */
const registeredRollup = new DailyRollup('companies.registered', registeredStatement);
export const companiesDailyRollups = [registeredRollup];

/** Companies registered per UTC day of the range, whatever their state now (closed days from the roll-up). */
export const companiesRegisteredPerDay = (db: Db, range: DayRange): Promise<DayValue[]> => registeredRollup.perDay(db, range);

export interface RegisteredOfType extends CompaniesOfType {
  /** Of `count`, those approved now. */
  active: number;
}

/** Companies registered in the range per business type (a company with two types counts under both), largest first. */
export async function companiesRegisteredByType(db: Db, range: DayRange): Promise<RegisteredOfType[]> {
  return db
    .select({
      businessTypeId: businessTypes.id,
      name: businessTypes.name,
      count: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${companies.status} = 'ACTIVE')::int`,
    })
    .from(companyBusinessTypes)
    .innerJoin(companies, eq(companies.id, companyBusinessTypes.companyId))
    .innerJoin(businessTypes, eq(businessTypes.id, companyBusinessTypes.businessTypeId))
    .where(and(gte(companies.createdAt, range.start), lt(companies.createdAt, range.end)))
    .groupBy(businessTypes.id, businessTypes.name)
    .orderBy(sql`count(*) desc`, businessTypes.name);
}

/** Names of the given companies (for reports that list companies by id). */
export async function companyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A company's name, or null when there is no such company. */
export async function companyName(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** Active members of a company now. */
export async function countActiveMembers(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: countInt }).from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'ACTIVE')));
  return row?.n ?? 0;
}

/** The companies module's series in daily_counters (platform/daily-counters.ts). */
export const COMPANIES_SERIES = {
  /** First pages of the marketplace's company list (GET /companies). */
  marketplaceViews: 'companies.marketplace_views',
  /** Of those, filtered by a search term. */
  marketplaceSearches: 'companies.marketplace_searches',
  /** Per company (subject): its approved profile opened (GET /companies/{id}). */
  profileViews: 'companies.profile_views',
  /** Per term (subject, as counted): first pages of the company list searched for it that found nothing. */
  missedTerms: 'companies.missed_terms',
} as const;

/** What the company list counts of itself (platform recordListAnswered). */
export const COMPANY_LIST_SERIES: ListSeries = { views: COMPANIES_SERIES.marketplaceViews, searches: COMPANIES_SERIES.marketplaceSearches, missedTerms: COMPANIES_SERIES.missedTerms };

/** The company list opened and searched per UTC day of the range. */
export async function companyListPerDay(db: Db, range: DayRange): Promise<{ views: DayValue[]; searches: DayValue[] }> {
  const [views, searches] = await Promise.all([countersPerDay(db, COMPANIES_SERIES.marketplaceViews, range), countersPerDay(db, COMPANIES_SERIES.marketplaceSearches, range)]);
  return { views, searches };
}

/** Views of a company's profile per UTC day of the range. */
export const companyProfileViewsPerDay = (db: Db, range: DayRange, companyId: number): Promise<DayValue[]> => countersPerDay(db, COMPANIES_SERIES.profileViews, range, String(companyId));
