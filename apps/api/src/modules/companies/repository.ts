import type { CompanySummary } from '@paytable/contracts';
import type { PageWindow } from '../../platform/pagination';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import {
  businessTypes,
  companies,
  companyBusinessTypes,
  companyJurisdictions,
  companyListEntries,
  companyMembers,
  licenseJurisdictions,
  type privilegeRequests,
  type users,
  type CompanyRow,
  type NewCompanyRow,
} from '../../db/schema/index';

/**
 * Companies: profiles, their catalogue links and the public list. The module's other repositories are
 * membership-repository.ts (staff, invitations) and privilege-repository.ts (privileges and requests);
 * they share Executor, countOf and containsPattern from here.
 */
export type Executor = Db | Tx;
export type { PageWindow };

/** `%term%` for LIKE, with the pattern characters of the term escaped. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;


export async function countOf(ex: Executor, table: typeof companies | typeof companyMembers | typeof privilegeRequests | typeof users, where: SQL | undefined) {
  const [row] = await ex.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.count ?? 0;
}

// ---- companies --------------------------------------------------------------------------------------

export async function findCompany(ex: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await ex.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function findCompanyForUpdate(ex: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await ex.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function findCompanyByName(ex: Executor, name: string): Promise<CompanyRow | undefined> {
  const [row] = await ex.select().from(companies).where(sql`lower(${companies.name}) = lower(${name})`);
  return row;
}

export async function companyNameTaken(ex: Executor, name: string, exceptId?: number): Promise<boolean> {
  const condition = sql`lower(${companies.name}) = lower(${name})`;
  const rows = await ex
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId === undefined ? condition : and(condition, ne(companies.id, exceptId)));
  return rows.length > 0;
}

export async function insertCompany(ex: Executor, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await ex.insert(companies).values(values).returning();
  if (!row) throw new Error('insert into companies returned no row');
  return row;
}

export async function updateCompany(ex: Executor, id: number, patch: Partial<NewCompanyRow>): Promise<CompanyRow> {
  const [row] = await ex.update(companies).set(patch).where(eq(companies.id, id)).returning();
  if (!row) throw new Error(`company ${id} vanished during update`);
  return row;
}

export async function deleteCompany(ex: Executor, id: number): Promise<void> {
  await ex.delete(companies).where(eq(companies.id, id));
}

export async function replaceCompanyBusinessTypes(ex: Executor, companyId: number, ids: readonly number[]): Promise<void> {
  await ex.delete(companyBusinessTypes).where(eq(companyBusinessTypes.companyId, companyId));
  if (ids.length > 0) await ex.insert(companyBusinessTypes).values(ids.map((businessTypeId) => ({ companyId, businessTypeId })));
}

export async function replaceCompanyJurisdictions(ex: Executor, companyId: number, ids: readonly number[]): Promise<void> {
  await ex.delete(companyJurisdictions).where(eq(companyJurisdictions.companyId, companyId));
  if (ids.length > 0) await ex.insert(companyJurisdictions).values(ids.map((jurisdictionId) => ({ companyId, jurisdictionId })));
}

export interface CompanyRefs {
  businessTypes: Map<number, { id: number; name: string }[]>;
  jurisdictions: Map<number, { id: number; name: string; code: string }[]>;
}

/** Business types and jurisdictions of many companies in two queries (list pages). */
export async function companyRefs(ex: Executor, companyIds: readonly number[]): Promise<CompanyRefs> {
  const refs: CompanyRefs = { businessTypes: new Map(), jurisdictions: new Map() };
  if (companyIds.length === 0) return refs;
  const ids = [...companyIds];
  const [types, places] = await Promise.all([
    ex
      .select({ companyId: companyBusinessTypes.companyId, id: businessTypes.id, name: businessTypes.name })
      .from(companyBusinessTypes)
      .innerJoin(businessTypes, eq(businessTypes.id, companyBusinessTypes.businessTypeId))
      .where(inArray(companyBusinessTypes.companyId, ids))
      .orderBy(asc(businessTypes.name)),
    ex
      .select({ companyId: companyJurisdictions.companyId, id: licenseJurisdictions.id, name: licenseJurisdictions.name, code: licenseJurisdictions.code })
      .from(companyJurisdictions)
      .innerJoin(licenseJurisdictions, eq(licenseJurisdictions.id, companyJurisdictions.jurisdictionId))
      .where(inArray(companyJurisdictions.companyId, ids))
      .orderBy(asc(licenseJurisdictions.name)),
  ]);
  for (const { companyId, ...ref } of types) refs.businessTypes.set(companyId, [...(refs.businessTypes.get(companyId) ?? []), ref]);
  for (const { companyId, ...ref } of places) refs.jurisdictions.set(companyId, [...(refs.jurisdictions.get(companyId) ?? []), ref]);
  return refs;
}

export async function companyBusinessTypeIds(ex: Executor, companyId: number): Promise<number[]> {
  const rows = await ex
    .select({ id: companyBusinessTypes.businessTypeId })
    .from(companyBusinessTypes)
    .where(eq(companyBusinessTypes.companyId, companyId));
  return rows.map((row) => row.id);
}

export async function activeMemberCount(ex: Executor, companyId: number): Promise<number> {
  return countOf(ex, companyMembers, and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'ACTIVE')));
}

export interface CompanyListFilter {
  status?: string | undefined;
  search?: string | undefined;
  businessTypeId?: number | undefined;
  sortBy: 'name' | 'createdAt' | 'updatedAt';
  sortDir: 'asc' | 'desc';
}

export function companyListWhere(filter: CompanyListFilter): SQL | undefined {
  return and(
    filter.status ? eq(companies.status, filter.status) : undefined,
    filter.search ? sql`lower(${companies.name}) like ${containsPattern(filter.search)}` : undefined,
    filter.businessTypeId
      ? sql`exists (select 1 from ${companyBusinessTypes} where ${companyBusinessTypes.companyId} = ${companies.id} and ${companyBusinessTypes.businessTypeId} = ${filter.businessTypeId})`
      : undefined,
  );
}

export function companyListOrder(filter: CompanyListFilter): SQL[] {
  const direction = filter.sortDir === 'desc' ? desc : asc;
  switch (filter.sortBy) {
    case 'createdAt':
      return [direction(companies.createdAt), direction(companies.id)];
    case 'updatedAt':
      return [direction(companies.updatedAt), direction(companies.id)];
    default:
      // Case-insensitive by name; matches the partial index companies_active_name_idx.
      return [direction(sql`lower(${companies.name})`), direction(companies.id)];
  }
}

/**
 * A company's list item as the read model stores it (`company_list_entries`, kept by triggers, migration
 * 0020): the company summary without logoUrl, which depends on the storage configuration.
 */
export type CompanyListEntry = Omit<CompanySummary, 'logoUrl'>;

/** `[entry, …]` as text (the database concatenates stored entries; nothing is built per row) → items. */
const parseEntries = (text: string | null | undefined): CompanyListEntry[] => (text ? (JSON.parse(text) as CompanyListEntry[]) : []);

/**
 * One page of companies with its total in one round trip: the page's ids come from an ordered (index-only)
 * scan however deep the page, and their stored list entries are concatenated in that order; the total is
 * counted alongside. Used by the admin list, and by the public list with its memory off or past the
 * remembered order's limit.
 */
export async function listCompanyPage(ex: Executor, filter: CompanyListFilter, window: PageWindow): Promise<{ rows: CompanyListEntry[]; total: number }> {
  const where = companyListWhere(filter);
  const pageIds = ex.select({ id: companies.id }).from(companies).where(where).orderBy(...companyListOrder(filter)).limit(window.limit).offset(window.offset);
  const [result] = await executeRows<{ entries: string | null; total: number }>(
    ex,
    sql`select
      (select '[' || string_agg(${companyListEntries.entry}, ',' order by page.position) || ']'
         from unnest(array(${pageIds})) with ordinality as page(id, position)
         join ${companyListEntries} on ${companyListEntries.companyId} = page.id) as entries,
      (select count(*)::int from ${companies} where ${where ?? sql`true`}) as total`,
  );
  return { rows: parseEntries(result?.entries), total: result?.total ?? 0 };
}

/**
 * Verified, active providers of any of these business types, most recently verified first, at most
 * `limit` of them, with how many there are in all (the business-essentials directory).
 */
export async function listVerifiedProviders(ex: Executor, businessTypeIds: readonly number[], limit: number): Promise<{ rows: CompanyListEntry[]; total: number }> {
  if (businessTypeIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(companies.status, 'ACTIVE'),
    eq(companies.verified, true),
    sql`exists (select 1 from ${companyBusinessTypes} where ${companyBusinessTypes.companyId} = ${companies.id} and ${inArray(companyBusinessTypes.businessTypeId, [...businessTypeIds])})`,
  );
  const pageIds = ex.select({ id: companies.id }).from(companies).where(where).orderBy(sql`${companies.verifiedAt} desc nulls last`, asc(companies.id)).limit(limit);
  const [result] = await executeRows<{ entries: string | null; total: number }>(
    ex,
    sql`select
      (select '[' || string_agg(${companyListEntries.entry}, ',' order by page.position) || ']'
         from unnest(array(${pageIds})) with ordinality as page(id, position)
         join ${companyListEntries} on ${companyListEntries.companyId} = page.id) as entries,
      (select count(*)::int from ${companies} where ${where}) as total`,
  );
  return { rows: parseEntries(result?.entries), total: result?.total ?? 0 };
}

/**
 * Every matching id in list order, or undefined when more than `max` match (the caller pages in SQL
 * instead). The public list keeps this order for a few seconds, so a page is a slice of it.
 */
export async function listCompanyIds(ex: Executor, filter: CompanyListFilter, max: number): Promise<number[] | undefined> {
  const rows = await ex.select({ id: companies.id }).from(companies).where(companyListWhere(filter)).orderBy(...companyListOrder(filter)).limit(max + 1);
  return rows.length > max ? undefined : rows.map((row) => row.id);
}

/**
 * The stored list entries of a block of companies as ONE text value (`[entry, …]`): a primary-key lookup per
 * id and a concatenation, no joins and no JSON built per row. One value also spares the driver a row message
 * per company, which matters on the embedded database: it runs on the server's own event loop.
 */
function prepareEntriesById(ex: Executor) {
  return ex
    .select({ entries: sql<string | null>`'[' || string_agg(${companyListEntries.entry}, ',') || ']'` })
    .from(companyListEntries)
    .where(sql`${companyListEntries.companyId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('companies_list_entries_by_id');
}
/** One named prepared statement per executor: on PostgreSQL parsed and planned once per pooled connection. */
const entriesByIdStatements = new WeakMap<Executor, ReturnType<typeof prepareEntriesById>>();

/** These companies' list entries, by id (in no particular order); a deleted one is simply absent. */
export async function listCompaniesByIds(ex: Executor, ids: readonly number[]): Promise<Map<number, CompanyListEntry>> {
  if (ids.length === 0) return new Map();
  let statement = entriesByIdStatements.get(ex);
  if (!statement) {
    statement = prepareEntriesById(ex);
    entriesByIdStatements.set(ex, statement);
  }
  const [result] = await statement.execute({ ids: [...ids] });
  return new Map(parseEntries(result?.entries).map((entry) => [entry.id, entry]));
}
