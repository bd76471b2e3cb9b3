import type { CompanySummary } from '@paytable/contracts';
import type { PageWindow } from '../../platform/pagination';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import {
  businessTypes,
  companies,
  companyBusinessTypes,
  companyInvitations,
  companyJurisdictions,
  companyListEntries,
  companyMembers,
  companyPrivileges,
  licenseJurisdictions,
  privilegeRequests,
  userPrivileges,
  users,
  type CompanyInvitationRow,
  type CompanyMemberRow,
  type CompanyRow,
  type NewCompanyRow,
  type PrivilegeRequestRow,
} from '../../db/schema/index';

/**
 * The only file of the companies module that touches Drizzle. It reads the auth module's `users` table
 * for names and e-mail addresses (joins for staff lists and searches); it never writes it.
 */
export type Executor = Db | Tx;
export type { PageWindow };

/** `%term%` for LIKE, with the pattern characters of the term escaped. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const fullNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

async function countOf(ex: Executor, table: typeof companies | typeof companyMembers | typeof privilegeRequests | typeof users, where: SQL | undefined) {
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

// ---- memberships ------------------------------------------------------------------------------------

export async function findMembershipOfUser(ex: Executor, userId: number): Promise<CompanyMemberRow | undefined> {
  const [row] = await ex.select().from(companyMembers).where(eq(companyMembers.userId, userId));
  return row;
}

export async function findMembershipOfUserForUpdate(ex: Executor, userId: number): Promise<CompanyMemberRow | undefined> {
  const [row] = await ex.select().from(companyMembers).where(eq(companyMembers.userId, userId)).for('update');
  return row;
}

export async function insertMembership(
  ex: Executor,
  values: Pick<CompanyMemberRow, 'companyId' | 'userId' | 'role' | 'associationType' | 'status'> & { approvedAt?: Date | null; createdAt?: Date },
): Promise<CompanyMemberRow> {
  const [row] = await ex.insert(companyMembers).values(values).returning();
  if (!row) throw new Error('insert into company_members returned no row');
  return row;
}

export async function updateMembership(ex: Executor, id: number, patch: Partial<Omit<CompanyMemberRow, 'id'>>): Promise<CompanyMemberRow> {
  const [row] = await ex.update(companyMembers).set(patch).where(eq(companyMembers.id, id)).returning();
  if (!row) throw new Error(`membership ${id} vanished during update`);
  return row;
}

export async function deleteMembership(ex: Executor, membership: Pick<CompanyMemberRow, 'id' | 'userId' | 'companyId'>): Promise<void> {
  await ex.delete(userPrivileges).where(and(eq(userPrivileges.userId, membership.userId), eq(userPrivileges.companyId, membership.companyId)));
  await ex.delete(companyMembers).where(eq(companyMembers.id, membership.id));
}

export async function setCompanyMembershipsType(ex: Executor, companyId: number, associationType: string): Promise<void> {
  await ex.update(companyMembers).set({ associationType }).where(eq(companyMembers.companyId, companyId));
}

/** Everything the privilege checks need about one user in one query. */
export interface MembershipContext {
  membershipId: number;
  userId: number;
  companyId: number;
  companyName: string;
  companyStatus: string;
  companyVerified: boolean;
  companyLogo: string | null;
  companyWebsite: string | null;
  isIndividual: boolean;
  role: string;
  status: string;
  associationType: string;
  isEnabled: boolean;
  createdAt: Date;
  companyPrivileges: string[];
  userPrivileges: string[];
  businessTypes: string[];
}

export async function findMembershipContext(ex: Executor, userId: number): Promise<MembershipContext | undefined> {
  // Subqueries take the ids from the outer row through qualified names written out in SQL.
  const [row] = await ex
    .select({
      membershipId: companyMembers.id,
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      companyName: companies.name,
      companyStatus: companies.status,
      companyVerified: companies.verified,
      companyLogo: companies.logo,
      companyWebsite: companies.website,
      isIndividual: companies.isIndividual,
      role: companyMembers.role,
      status: companyMembers.status,
      associationType: companyMembers.associationType,
      isEnabled: companyMembers.isEnabled,
      createdAt: companyMembers.createdAt,
      companyPrivileges: sql<string[] | null>`(select array_agg(cp.privilege order by cp.privilege) from company_privileges cp where cp.company_id = "company_members"."company_id")`,
      userPrivileges: sql<string[] | null>`(select array_agg(up.privilege order by up.privilege) from user_privileges up where up.company_id = "company_members"."company_id" and up.user_id = "company_members"."user_id")`,
      businessTypes: sql<string[] | null>`(select array_agg(bt.name order by bt.name) from company_business_types cbt join business_types bt on bt.id = cbt.business_type_id where cbt.company_id = "company_members"."company_id")`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  if (!row) return undefined;
  return {
    ...row,
    companyPrivileges: row.companyPrivileges ?? [],
    userPrivileges: row.userPrivileges ?? [],
    businessTypes: row.businessTypes ?? [],
  };
}

export interface MemberRow {
  userId: number;
  fullName: string;
  email: string;
  username: string;
  accountCreatedAt: Date;
  joinedAt: Date;
  role: string;
  status: string;
  isEnabled: boolean;
  companyName: string;
  userPrivileges: string[];
}

export async function listMembers(
  ex: Executor,
  companyId: number,
  filter: { search?: string | undefined; status?: string | undefined },
  window: PageWindow,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(
    eq(companyMembers.companyId, companyId),
    filter.status ? eq(companyMembers.status, filter.status) : undefined,
    filter.search
      ? or(
          sql`lower(${fullNameSql}) like ${containsPattern(filter.search)}`,
          sql`lower(${users.email}) like ${containsPattern(filter.search)}`,
          sql`lower(${users.username}) like ${containsPattern(filter.search)}`,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ex
      .select({
        userId: users.id,
        fullName: fullNameSql,
        email: users.email,
        username: users.username,
        accountCreatedAt: users.createdAt,
        joinedAt: companyMembers.createdAt,
        role: companyMembers.role,
        status: companyMembers.status,
        isEnabled: companyMembers.isEnabled,
        companyName: companies.name,
        userPrivileges: sql<string[] | null>`(select array_agg(up.privilege order by up.privilege) from user_privileges up where up.company_id = "company_members"."company_id" and up.user_id = "company_members"."user_id")`,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(where)
      // Join requests first, then admins, then by name.
      .orderBy(desc(sql`${companyMembers.status} = 'PENDING'`), asc(companyMembers.role), asc(sql`lower(${fullNameSql})`), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    ex
      .select({ count: sql<number>`count(*)::int` })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, userPrivileges: row.userPrivileges ?? [] })), total: counted?.count ?? 0 };
}

export async function findMember(ex: Executor, companyId: number, userId: number): Promise<CompanyMemberRow | undefined> {
  const [row] = await ex
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/** Active, enabled company admins: role ADMIN or the admin_access privilege. */
export async function companyAdmins(ex: Executor, companyId: number): Promise<{ userId: number; email: string; fullName: string }[]> {
  return ex
    .select({ userId: users.id, email: users.email, fullName: fullNameSql })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'ACTIVE'),
        eq(companyMembers.isEnabled, true),
        or(
          eq(companyMembers.role, 'ADMIN'),
          sql`exists (select 1 from user_privileges up where up.user_id = ${companyMembers.userId} and up.company_id = ${companyMembers.companyId} and up.privilege = 'admin_access')`,
        ),
      ),
    );
}

// ---- users (read-only) ---------------------------------------------------------------------------------

export interface UserBrief {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  isEnabled: boolean;
  emailVerified: boolean;
  associationType: string | null;
  requestedCompanyName: string | null;
  requestedCompanyWebsite: string | null;
}

export async function findUserBrief(ex: Executor, userId: number): Promise<UserBrief | undefined> {
  const [row] = await ex
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: fullNameSql,
      isEnabled: users.isEnabled,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      associationType: users.associationType,
      requestedCompanyName: users.requestedCompanyName,
      requestedCompanyWebsite: users.requestedCompanyWebsite,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export interface UserSearchRow {
  id: number;
  fullName: string;
  email: string;
  username: string;
  isEnabled: boolean;
  companyId: number | null;
  companyName: string | null;
}

/** People by name, e-mail or username; optionally only the members of one company. */
export async function searchUsers(
  ex: Executor,
  filter: { searchTerm?: string | undefined; companyId?: number | undefined },
  window: PageWindow,
): Promise<{ rows: UserSearchRow[]; total: number }> {
  const where = and(
    filter.companyId !== undefined ? eq(companyMembers.companyId, filter.companyId) : undefined,
    filter.searchTerm
      ? or(
          sql`lower(${fullNameSql}) like ${containsPattern(filter.searchTerm)}`,
          sql`lower(${users.email}) like ${containsPattern(filter.searchTerm)}`,
          sql`lower(${users.username}) like ${containsPattern(filter.searchTerm)}`,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ex
      .select({
        id: users.id,
        fullName: fullNameSql,
        email: users.email,
        username: users.username,
        isEnabled: users.isEnabled,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${fullNameSql})`), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    ex
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(where),
  ]);
  return { rows, total: counted?.count ?? 0 };
}

// ---- privileges -------------------------------------------------------------------------------------

export async function grantCompanyPrivileges(ex: Executor, companyId: number, privileges: readonly string[], grantedBy: number | null): Promise<void> {
  if (privileges.length === 0) return;
  await ex
    .insert(companyPrivileges)
    .values(privileges.map((privilege) => ({ companyId, privilege, grantedByUserId: grantedBy })))
    .onConflictDoNothing();
}

export async function companyPrivilegesOf(ex: Executor, companyId: number): Promise<string[]> {
  const rows = await ex
    .select({ privilege: companyPrivileges.privilege })
    .from(companyPrivileges)
    .where(eq(companyPrivileges.companyId, companyId))
    .orderBy(asc(companyPrivileges.privilege));
  return rows.map((row) => row.privilege);
}

/** What a company holds, with who granted it and when (the admin's review of a company). */
export async function companyPrivilegeHoldings(ex: Executor, companyId: number): Promise<{ privilege: string; grantedAt: Date; grantedByUserId: number | null }[]> {
  return ex
    .select({ privilege: companyPrivileges.privilege, grantedAt: companyPrivileges.grantedAt, grantedByUserId: companyPrivileges.grantedByUserId })
    .from(companyPrivileges)
    .where(eq(companyPrivileges.companyId, companyId))
    .orderBy(asc(companyPrivileges.privilege));
}

/**
 * Takes a privilege away from a company and from every staff member it was shared with, so approving it
 * again later does not silently hand it back to them. Answers false when the company did not hold it.
 */
export async function revokeCompanyPrivilege(ex: Executor, companyId: number, privilege: string): Promise<boolean> {
  const removed = await ex
    .delete(companyPrivileges)
    .where(and(eq(companyPrivileges.companyId, companyId), eq(companyPrivileges.privilege, privilege)))
    .returning({ privilege: companyPrivileges.privilege });
  if (removed.length === 0) return false;
  await ex.delete(userPrivileges).where(and(eq(userPrivileges.companyId, companyId), eq(userPrivileges.privilege, privilege)));
  return true;
}

/** Everyone whose privileges follow this company's: its members, join requests included (they hold nothing yet, harmlessly). */
export async function companyMemberIds(ex: Executor, companyId: number): Promise<number[]> {
  const rows = await ex.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return rows.map((row) => row.userId);
}

export async function userPrivilegeGrants(ex: Executor, userId: number, companyId: number): Promise<{ privilege: string; grantedAt: Date }[]> {
  return ex
    .select({ privilege: userPrivileges.privilege, grantedAt: userPrivileges.grantedAt })
    .from(userPrivileges)
    .where(and(eq(userPrivileges.userId, userId), eq(userPrivileges.companyId, companyId)))
    .orderBy(asc(userPrivileges.privilege));
}

export async function grantUserPrivilege(ex: Executor, values: { userId: number; companyId: number; privilege: string; grantedBy: number }): Promise<void> {
  await ex
    .insert(userPrivileges)
    .values({ userId: values.userId, companyId: values.companyId, privilege: values.privilege, grantedByUserId: values.grantedBy })
    .onConflictDoNothing();
}

export async function revokeUserPrivilege(ex: Executor, values: { userId: number; companyId: number; privilege: string }): Promise<void> {
  await ex
    .delete(userPrivileges)
    .where(and(eq(userPrivileges.userId, values.userId), eq(userPrivileges.companyId, values.companyId), eq(userPrivileges.privilege, values.privilege)));
}

// ---- privilege requests -------------------------------------------------------------------------------

export interface PrivilegeRequestView extends PrivilegeRequestRow {
  companyName: string;
  requesterName: string | null;
  requesterEmail: string | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
}

const requestColumns = () => ({
  request: privilegeRequests,
  companyName: companies.name,
  requesterName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = "privilege_requests"."requested_by_user_id")`,
  requesterEmail: sql<string | null>`(select u.email from users u where u.id = "privilege_requests"."requested_by_user_id")`,
  reviewerName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = "privilege_requests"."reviewed_by_user_id")`,
  reviewerEmail: sql<string | null>`(select u.email from users u where u.id = "privilege_requests"."reviewed_by_user_id")`,
});

type RequestSelection = {
  request: PrivilegeRequestRow;
  companyName: string;
  requesterName: string | null;
  requesterEmail: string | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
};
const flattenRequest = ({ request, ...rest }: RequestSelection): PrivilegeRequestView => ({ ...request, ...rest });

export async function findPrivilegeRequest(ex: Executor, id: number): Promise<PrivilegeRequestView | undefined> {
  const [row] = await ex
    .select(requestColumns())
    .from(privilegeRequests)
    .innerJoin(companies, eq(companies.id, privilegeRequests.companyId))
    .where(eq(privilegeRequests.id, id));
  return row ? flattenRequest(row) : undefined;
}

export async function lockPrivilegeRequest(ex: Executor, id: number): Promise<PrivilegeRequestRow | undefined> {
  const [row] = await ex.select().from(privilegeRequests).where(eq(privilegeRequests.id, id)).for('update');
  return row;
}

export async function listPrivilegeRequests(
  ex: Executor,
  filter: { companyId?: number | undefined; status?: string | undefined },
  window: PageWindow,
): Promise<{ rows: PrivilegeRequestView[]; total: number }> {
  const where = and(
    filter.companyId !== undefined ? eq(privilegeRequests.companyId, filter.companyId) : undefined,
    filter.status ? eq(privilegeRequests.status, filter.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    ex
      .select(requestColumns())
      .from(privilegeRequests)
      .innerJoin(companies, eq(companies.id, privilegeRequests.companyId))
      .where(where)
      .orderBy(desc(privilegeRequests.createdAt), desc(privilegeRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    countOf(ex, privilegeRequests, where),
  ]);
  return { rows: rows.map(flattenRequest), total };
}

export async function openRequestExists(ex: Executor, companyId: number, privilege: string): Promise<boolean> {
  const rows = await ex
    .select({ id: privilegeRequests.id })
    .from(privilegeRequests)
    .where(
      and(
        eq(privilegeRequests.companyId, companyId),
        eq(privilegeRequests.privilege, privilege),
        inArray(privilegeRequests.status, ['PENDING', 'VERIFICATION_REQUESTED']),
      ),
    );
  return rows.length > 0;
}

export async function insertPrivilegeRequest(
  ex: Executor,
  values: { companyId: number; requestedByUserId: number; privilege: string; reason: string | null },
): Promise<PrivilegeRequestRow> {
  const [row] = await ex.insert(privilegeRequests).values(values).returning();
  if (!row) throw new Error('insert into privilege_requests returned no row');
  return row;
}

export async function updatePrivilegeRequest(ex: Executor, id: number, patch: Partial<Omit<PrivilegeRequestRow, 'id'>>): Promise<void> {
  await ex.update(privilegeRequests).set(patch).where(eq(privilegeRequests.id, id));
}

// ---- invitations -------------------------------------------------------------------------------------

export interface InvitationView extends CompanyInvitationRow {
  inviterName: string | null;
  inviterEmail: string | null;
}

export async function listInvitations(ex: Executor, companyId: number): Promise<InvitationView[]> {
  const rows = await ex
    .select({
      invitation: companyInvitations,
      inviterName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = "company_invitations"."invited_by_user_id")`,
      inviterEmail: sql<string | null>`(select u.email from users u where u.id = "company_invitations"."invited_by_user_id")`,
    })
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
    .limit(200);
  return rows.map(({ invitation, ...rest }) => ({ ...invitation, ...rest }));
}

export async function findOpenInvitation(ex: Executor, companyId: number, email: string, now: Date): Promise<CompanyInvitationRow | undefined> {
  const [row] = await ex
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email.toLowerCase()),
        eq(companyInvitations.status, 'PENDING'),
        sql`${companyInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row;
}

export async function findInvitation(ex: Executor, id: number): Promise<CompanyInvitationRow | undefined> {
  const [row] = await ex.select().from(companyInvitations).where(eq(companyInvitations.id, id));
  return row;
}

/** Removes a stale open invitation (expired) so a new one can take its place. */
export async function closeOpenInvitation(ex: Executor, companyId: number, email: string, status: 'REVOKED' | 'ACCEPTED', at: Date): Promise<void> {
  await ex
    .update(companyInvitations)
    .set({ status, ...(status === 'ACCEPTED' ? { acceptedAt: at } : {}) })
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email.toLowerCase()), eq(companyInvitations.status, 'PENDING')));
}

export async function insertInvitation(
  ex: Executor,
  values: { companyId: number; email: string; message: string | null; invitedByUserId: number; expiresAt: Date; createdAt: Date },
): Promise<CompanyInvitationRow> {
  const [row] = await ex.insert(companyInvitations).values(values).returning();
  if (!row) throw new Error('insert into company_invitations returned no row');
  return row;
}

export async function setInvitationStatus(ex: Executor, id: number, status: string): Promise<void> {
  await ex.update(companyInvitations).set({ status }).where(eq(companyInvitations.id, id));
}
