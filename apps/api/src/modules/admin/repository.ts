import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, companyMembers, userRoles, users } from '../../db/schema/index';

/**
 * The only file of the admin module that touches Drizzle. Account administration works on the auth
 * module's `users` and `user_roles` tables (the auth module owns sign-in; this module owns who may do
 * what); it joins `company_members` read-only to show each account's company.
 */
export type Executor = Db | Tx;

const fullNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface AccountRow {
  id: number;
  fullName: string;
  email: string;
  username: string;
  userType: string;
  isEnabled: boolean;
  emailVerified: boolean;
  companyId: number | null;
  companyName: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  roles: string[];
}

export interface AccountFilter {
  search?: string | undefined;
  role?: string | undefined;
  enabled?: boolean | undefined;
}

function accountWhere(filter: AccountFilter): SQL | undefined {
  return and(
    filter.search
      ? or(
          sql`lower(${fullNameSql}) like ${containsPattern(filter.search)}`,
          sql`lower(${users.email}) like ${containsPattern(filter.search)}`,
          sql`lower(${users.username}) like ${containsPattern(filter.search)}`,
        )
      : undefined,
    filter.role ? sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role = ${filter.role})` : undefined,
    filter.enabled !== undefined ? eq(users.isEnabled, filter.enabled) : undefined,
  );
}

const accountColumns = {
  id: users.id,
  fullName: fullNameSql,
  email: users.email,
  username: users.username,
  userType: users.userType,
  isEnabled: users.isEnabled,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  companyId: companies.id,
  companyName: companies.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  roles: sql<string[] | null>`(select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "users"."id")`,
};

export async function listAccounts(
  ex: Executor,
  filter: AccountFilter,
  window: { limit: number; offset: number },
  order: 'newest' | 'name',
): Promise<{ rows: AccountRow[]; total: number }> {
  const where = accountWhere(filter);
  const [rows, [counted]] = await Promise.all([
    ex
      .select(accountColumns)
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(where)
      .orderBy(...(order === 'newest' ? [desc(users.createdAt), desc(users.id)] : [asc(sql`lower(${fullNameSql})`), asc(users.id)]))
      .limit(window.limit)
      .offset(window.offset),
    ex.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, roles: row.roles ?? [] })), total: counted?.count ?? 0 };
}

export async function findAccount(ex: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await ex
    .select(accountColumns)
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, id));
  return row ? { ...row, roles: row.roles ?? [] } : undefined;
}

export async function lockAccount(ex: Executor, id: number): Promise<{ id: number; userType: string; isEnabled: boolean } | undefined> {
  const [row] = await ex.select({ id: users.id, userType: users.userType, isEnabled: users.isEnabled }).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setEnabled(ex: Executor, id: number, isEnabled: boolean, at: Date): Promise<void> {
  await ex.update(users).set({ isEnabled, updatedAt: at }).where(eq(users.id, id));
}

export async function roleGrants(ex: Executor, userId: number): Promise<{ role: string; grantedAt: Date }[]> {
  return ex
    .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
}

export async function grantRole(ex: Executor, userId: number, role: string): Promise<void> {
  await ex.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function removeRole(ex: Executor, userId: number, role: string): Promise<void> {
  await ex.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** The names of these companies (the security log shows the company of an event by name). */
export async function companyNames(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
