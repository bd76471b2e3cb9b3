import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userRoles, users, type NewUserRow, type UserRow } from '../../db/schema/index';

/**
 * Accounts and their roles. The auth module's Drizzle code lives in its repositories: this one,
 * session-repository.ts (refresh-token families, the principal lookup) and link-token-repository.ts (the
 * single-use e-mail links). Every function runs on a Db or inside a Tx.
 */
export type Executor = Db | Tx;

export type UserRecord = UserRow & { roles: string[] };

async function withRoles(ex: Executor, row: UserRow | undefined): Promise<UserRecord | undefined> {
  if (!row) return undefined;
  return { ...row, roles: await rolesOf(ex, row.id) };
}

export async function rolesOf(ex: Executor, userId: number): Promise<string[]> {
  const rows = await ex
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

export async function findUserById(ex: Executor, id: number): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return withRoles(ex, row);
}

/** Locks the account's row for the rest of the transaction (failed-login bookkeeping, profile edits). */
export async function findUserByIdForUpdate(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return withRoles(ex, row);
}

export async function findUserByUsername(ex: Executor, username: string): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return withRoles(ex, row);
}

export async function emailExists(ex: Executor, email: string): Promise<boolean> {
  const rows = await ex.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

export async function usernameExists(ex: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  const condition = sql`lower(${users.username}) = lower(${username})`;
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)));
  return rows.length > 0;
}

export async function insertUser(ex: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await ex.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function grantRoles(ex: Executor, userId: number, roles: readonly string[]): Promise<void> {
  if (roles.length === 0) return;
  await ex
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

export async function updateUser(ex: Executor, id: number, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await ex.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** Ids of the given e-mail addresses that have an account (demo seeders resolve their people with it). */
export async function userIdsByEmail(ex: Executor, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await ex.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The id of the account with this e-mail address, compared without case. */
export async function findUserIdByEmail(ex: Executor, email: string): Promise<number | undefined> {
  const [row] = await ex.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id;
}
