import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '../../platform/pagination';
import type { Db, Tx } from '../../db/client';
import {
  businessTypes,
  companies,
  companyCertifications,
  games,
  licenseJurisdictions,
  showcaseListings,
  type CompanyCertificationRow,
  type ShowcaseListingRow,
} from '../../db/schema/index';

/**
 * The only file of the marketplace module that touches Drizzle. It reads companies (name, logo,
 * status), business types, license jurisdictions and game names for display; it writes only its own
 * showcase and certification tables.
 */
export type Executor = Db | Tx;
export type { PageWindow };

export interface CompanyRef {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
  status: string;
}

export async function findCompanyRef(ex: Executor, id: number): Promise<CompanyRef | undefined> {
  const [row] = await ex
    .select({ id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

// ---- showcase ----------------------------------------------------------------------------------------

export interface ListingView {
  listing: ShowcaseListingRow;
  company: CompanyRef;
  category: { id: number; name: string } | null;
  game: { id: number; name: string; tile: string | null } | null;
}

const listingColumns = {
  listing: showcaseListings,
  company: { id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status },
  categoryId: businessTypes.id,
  categoryName: businessTypes.name,
  gameId: games.id,
  gameName: games.name,
  gameTile: games.tile,
};

async function selectListings(ex: Executor, where: SQL | undefined, order: SQL[], window?: PageWindow): Promise<ListingView[]> {
  const base = ex
    .select(listingColumns)
    .from(showcaseListings)
    .innerJoin(companies, eq(companies.id, showcaseListings.companyId))
    .leftJoin(businessTypes, eq(businessTypes.id, showcaseListings.categoryId))
    .leftJoin(games, eq(games.id, showcaseListings.gameId))
    .where(where)
    .orderBy(...order);
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map((row) => ({
    listing: row.listing,
    company: row.company,
    category: row.categoryId === null || row.categoryName === null ? null : { id: row.categoryId, name: row.categoryName },
    game: row.gameId === null || row.gameName === null ? null : { id: row.gameId, name: row.gameName, tile: row.gameTile },
  }));
}

const featuredFirst = [desc(showcaseListings.isFeatured), sql`${showcaseListings.featuredRank} asc nulls last`, desc(showcaseListings.updatedAt), desc(showcaseListings.id)];
const publicListing = and(eq(showcaseListings.isPublished, true), eq(companies.status, 'ACTIVE'));

export async function listPublishedListings(ex: Executor, featuredOnly: boolean, window: PageWindow): Promise<{ rows: ListingView[]; total: number }> {
  const where = featuredOnly ? and(publicListing, eq(showcaseListings.isFeatured, true)) : publicListing;
  const [rows, [total]] = await Promise.all([
    selectListings(ex, where, featuredFirst, window),
    ex.select({ count: count() }).from(showcaseListings).innerJoin(companies, eq(companies.id, showcaseListings.companyId)).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function listCompanyListings(ex: Executor, companyId: number, includeDrafts: boolean): Promise<ListingView[]> {
  const where = includeDrafts ? eq(showcaseListings.companyId, companyId) : and(eq(showcaseListings.companyId, companyId), eq(showcaseListings.isPublished, true));
  return selectListings(ex, where, [desc(showcaseListings.updatedAt), desc(showcaseListings.id)]);
}

export async function findListingView(ex: Executor, id: number): Promise<ListingView | undefined> {
  const [row] = await selectListings(ex, eq(showcaseListings.id, id), []);
  return row;
}

export async function findListingForUpdate(ex: Executor, id: number): Promise<ShowcaseListingRow | undefined> {
  const [row] = await ex.select().from(showcaseListings).where(eq(showcaseListings.id, id)).for('update');
  return row;
}

export async function insertListing(ex: Executor, values: typeof showcaseListings.$inferInsert): Promise<ShowcaseListingRow> {
  const [row] = await ex.insert(showcaseListings).values(values).returning();
  if (!row) throw new Error('insert into showcase_listings returned no row');
  return row;
}

export async function updateListing(ex: Executor, id: number, patch: Partial<typeof showcaseListings.$inferInsert>): Promise<void> {
  await ex.update(showcaseListings).set(patch).where(eq(showcaseListings.id, id));
}

export async function deleteListing(ex: Executor, id: number): Promise<void> {
  await ex.delete(showcaseListings).where(eq(showcaseListings.id, id));
}

export async function activeBusinessTypeExists(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.select({ id: businessTypes.id }).from(businessTypes).where(and(eq(businessTypes.id, id), eq(businessTypes.isActive, true)));
  return rows.length > 0;
}

// ---- certifications ----------------------------------------------------------------------------------

export interface CertificationView {
  certification: CompanyCertificationRow;
  company: CompanyRef;
  jurisdiction: { id: number; name: string; code: string } | null;
}

async function selectCertifications(ex: Executor, where: SQL | undefined, order: SQL[], window?: PageWindow): Promise<CertificationView[]> {
  const base = ex
    .select({
      certification: companyCertifications,
      company: { id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status },
      jurisdictionId: licenseJurisdictions.id,
      jurisdictionName: licenseJurisdictions.name,
      jurisdictionCode: licenseJurisdictions.code,
    })
    .from(companyCertifications)
    .innerJoin(companies, eq(companies.id, companyCertifications.companyId))
    .leftJoin(licenseJurisdictions, eq(licenseJurisdictions.id, companyCertifications.jurisdictionId))
    .where(where)
    .orderBy(...order);
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map((row) => ({
    certification: row.certification,
    company: row.company,
    jurisdiction:
      row.jurisdictionId === null || row.jurisdictionName === null || row.jurisdictionCode === null
        ? null
        : { id: row.jurisdictionId, name: row.jurisdictionName, code: row.jurisdictionCode },
  }));
}

export async function listCompanyCertifications(ex: Executor, companyId: number, verifiedOnly: boolean): Promise<CertificationView[]> {
  const where = verifiedOnly
    ? and(eq(companyCertifications.companyId, companyId), eq(companyCertifications.status, 'VERIFIED'))
    : eq(companyCertifications.companyId, companyId);
  return selectCertifications(ex, where, [asc(companyCertifications.status), desc(companyCertifications.createdAt)]);
}

export async function listCertificationsForReview(ex: Executor, status: string | undefined, window: PageWindow): Promise<{ rows: CertificationView[]; total: number }> {
  const where = status === undefined ? undefined : eq(companyCertifications.status, status);
  const [rows, [total]] = await Promise.all([
    // Oldest pending first: a queue is worked from its front.
    selectCertifications(ex, where, [asc(companyCertifications.createdAt), asc(companyCertifications.id)], window),
    ex.select({ count: count() }).from(companyCertifications).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findCertificationView(ex: Executor, id: number): Promise<CertificationView | undefined> {
  const [row] = await selectCertifications(ex, eq(companyCertifications.id, id), []);
  return row;
}

export async function findCertificationForUpdate(ex: Executor, id: number): Promise<CompanyCertificationRow | undefined> {
  const [row] = await ex.select().from(companyCertifications).where(eq(companyCertifications.id, id)).for('update');
  return row;
}

export async function openCertificationExists(ex: Executor, companyId: number, jurisdictionId: number | null, standard: string | null): Promise<boolean> {
  const rows = await ex
    .select({ id: companyCertifications.id })
    .from(companyCertifications)
    .where(
      and(
        eq(companyCertifications.companyId, companyId),
        sql`coalesce(${companyCertifications.jurisdictionId}, 0) = ${jurisdictionId ?? 0}`,
        sql`lower(coalesce(${companyCertifications.standard}, '')) = lower(${standard ?? ''})`,
        sql`${companyCertifications.status} <> 'REJECTED'`,
      ),
    );
  return rows.length > 0;
}

export async function insertCertification(ex: Executor, values: typeof companyCertifications.$inferInsert): Promise<CompanyCertificationRow> {
  const [row] = await ex.insert(companyCertifications).values(values).returning();
  if (!row) throw new Error('insert into company_certifications returned no row');
  return row;
}

export async function updateCertification(ex: Executor, id: number, patch: Partial<typeof companyCertifications.$inferInsert>): Promise<void> {
  await ex.update(companyCertifications).set(patch).where(eq(companyCertifications.id, id));
}

export async function deleteCertification(ex: Executor, id: number): Promise<void> {
  await ex.delete(companyCertifications).where(eq(companyCertifications.id, id));
}

/** Badge labels of verified certifications per company (jurisdiction code or standard). */
export async function verifiedBadges(ex: Executor, companyIds: number[]): Promise<{ companyId: number; label: string }[]> {
  if (companyIds.length === 0) return [];
  return ex
    .select({ companyId: companyCertifications.companyId, label: sql<string>`coalesce(${licenseJurisdictions.code}, ${companyCertifications.standard})` })
    .from(companyCertifications)
    .leftJoin(licenseJurisdictions, eq(licenseJurisdictions.id, companyCertifications.jurisdictionId))
    .where(and(inArray(companyCertifications.companyId, companyIds), eq(companyCertifications.status, 'VERIFIED')))
    .orderBy(asc(companyCertifications.companyId), sql`2`);
}

/** Jurisdictions in which the company holds a verified certification (a licence). */
export async function verifiedJurisdictionIds(ex: Executor, companyId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ jurisdictionId: companyCertifications.jurisdictionId })
    .from(companyCertifications)
    .where(and(eq(companyCertifications.companyId, companyId), eq(companyCertifications.status, 'VERIFIED'), sql`${companyCertifications.jurisdictionId} is not null`));
  return rows.flatMap((row) => (row.jurisdictionId === null ? [] : [row.jurisdictionId]));
}
