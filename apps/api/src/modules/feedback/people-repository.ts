import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';

/**
 * People as the feedback module shows them (reporter, assignee, author, tester): read from the accounts
 * for display, never written. Admins are who triage bug reports (seed 000 §6: admin and superuser).
 */
export type Executor = Db | Tx;

export interface Person {
  id: number;
  name: string;
}

/** "First Last", else the username: the SQL both the lists and the details use. */
export const personName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.username})`;

export const toPerson = (id: number | null, name: string | null): Person | null => (id === null || name === null ? null : { id, name });

const ADMIN_TYPES = ['admin', 'superuser'];

/** Whether the account is an enabled admin or superuser (by role or by user type). */
export async function isAdminAccount(ex: Executor, userId: number, roles: readonly string[]): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isEnabled, true), or(inArray(userRoles.role, [...roles]), inArray(users.userType, ADMIN_TYPES))))
    .limit(1);
  return row !== undefined;
}

/** Every enabled admin and superuser: who a bug report can be assigned to. */
export async function listAdminAccounts(ex: Executor, roles: readonly string[]): Promise<Person[]> {
  const rows = await ex
    .selectDistinct({ id: users.id, name: personName(users) })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isEnabled, true), or(inArray(userRoles.role, [...roles]), inArray(users.userType, ADMIN_TYPES))))
    .orderBy(users.id);
  return rows;
}
