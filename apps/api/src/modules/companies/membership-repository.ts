import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  companies,
  companyInvitations,
  companyMembers,
  userPrivileges,
  users,
  type CompanyInvitationRow,
  type CompanyMemberRow,
} from '../../db/schema/index';
import { containsPattern, type Executor, type PageWindow } from './repository';

/**
 * Memberships, invitations and the people behind them. Reads the auth module's `users` table for names
 * and e-mail addresses (staff lists, searches); never writes it.
 */

const fullNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

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

/** Whether `email` (lower-cased) holds a pending, unexpired invitation to any company's team. */
export async function hasOpenInvitationFor(ex: Executor, email: string, now: Date): Promise<boolean> {
  const [row] = await ex
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.email, email),
        eq(companyInvitations.status, 'PENDING'),
        sql`${companyInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
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

// ---- the company's two-factor rule ------------------------------------------------------------------------

/** Whether the person is an active member of a company whose admin requires two-factor sign-in. */
export async function membersCompanyRequiresTwoFactor(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await ex
    .select({ required: companies.requireTwoFactor })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, 'ACTIVE')));
  return row?.required ?? false;
}

export async function companyTwoFactorRule(ex: Executor, companyId: number): Promise<boolean> {
  const [row] = await ex.select({ required: companies.requireTwoFactor }).from(companies).where(eq(companies.id, companyId));
  return row?.required ?? false;
}

export async function setCompanyTwoFactorRule(ex: Executor, companyId: number, required: boolean, now: Date): Promise<void> {
  await ex.update(companies).set({ requireTwoFactor: required, updatedAt: now }).where(eq(companies.id, companyId));
}
