import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  companies,
  companyMembers,
  companyPrivileges,
  privilegeRequests,
  userPrivileges,
  type PrivilegeRequestRow,
} from '../../db/schema/index';
import { countOf, type Executor, type PageWindow } from './repository';

/** Company and per-user privileges, and the requests for them. */

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
