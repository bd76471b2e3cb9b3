import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { prospects, userRoles, users } from '../../db/schema/index';

/** The only Drizzle code of the prospects list (admin/prospects). Account names are joined read-only. */
export type Executor = Db | Tx;

export type ProspectRow = typeof prospects.$inferSelect;
export type NewProspectRow = typeof prospects.$inferInsert;

const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const owner = alias(users, 'owner');
const linked = alias(users, 'linked');

export interface PersonRow {
  id: number;
  fullName: string;
  email: string;
}

export interface ProspectView extends ProspectRow {
  owner: PersonRow | null;
  linkedUser: PersonRow | null;
}

const viewColumns = {
  prospect: prospects,
  ownerId: owner.id,
  ownerName: sql<string>`trim(${owner.firstName} || ' ' || ${owner.lastName})`,
  ownerEmail: owner.email,
  linkedId: linked.id,
  linkedName: sql<string>`trim(${linked.firstName} || ' ' || ${linked.lastName})`,
  linkedEmail: linked.email,
};

type ViewRow = {
  prospect: ProspectRow;
  ownerId: number | null;
  ownerName: string;
  ownerEmail: string | null;
  linkedId: number | null;
  linkedName: string;
  linkedEmail: string | null;
};

const toView = (row: ViewRow): ProspectView => ({
  ...row.prospect,
  owner: row.ownerId === null ? null : { id: row.ownerId, fullName: row.ownerName, email: row.ownerEmail ?? '' },
  linkedUser: row.linkedId === null ? null : { id: row.linkedId, fullName: row.linkedName, email: row.linkedEmail ?? '' },
});

export interface ProspectFilter {
  status?: string | undefined;
  ownerId?: number | undefined;
  search?: string | undefined;
}

export async function listProspects(ex: Executor, filter: ProspectFilter, window: { limit: number; offset: number }): Promise<{ rows: ProspectView[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(prospects.status, filter.status) : undefined,
    filter.ownerId ? eq(prospects.ownerUserId, filter.ownerId) : undefined,
    filter.search
      ? sql`(lower(${prospects.companyName}) like ${containsPattern(filter.search)} or lower(coalesce(${prospects.contactName}, '')) like ${containsPattern(filter.search)} or ${prospects.contactEmail} like ${containsPattern(filter.search)})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ex
      .select(viewColumns)
      .from(prospects)
      .leftJoin(owner, eq(owner.id, prospects.ownerUserId))
      .leftJoin(linked, eq(linked.id, prospects.linkedUserId))
      .where(where)
      .orderBy(desc(prospects.createdAt), desc(prospects.id))
      .limit(window.limit)
      .offset(window.offset),
    ex.select({ count: sql<number>`count(*)::int` }).from(prospects).where(where),
  ]);
  return { rows: rows.map(toView), total: counted?.count ?? 0 };
}

export async function findProspect(ex: Executor, id: number): Promise<ProspectView | undefined> {
  const [row] = await ex
    .select(viewColumns)
    .from(prospects)
    .leftJoin(owner, eq(owner.id, prospects.ownerUserId))
    .leftJoin(linked, eq(linked.id, prospects.linkedUserId))
    .where(eq(prospects.id, id));
  return row ? toView(row) : undefined;
}

export async function lockProspect(tx: Tx, id: number): Promise<ProspectRow | undefined> {
  const [row] = await tx.select().from(prospects).where(eq(prospects.id, id)).for('update');
  return row;
}

export async function insertProspect(tx: Tx, values: NewProspectRow): Promise<number> {
  const [row] = await tx.insert(prospects).values(values).returning({ id: prospects.id });
  if (!row) throw new Error('prospect was not inserted');
  return row.id;
}

export async function updateProspect(tx: Tx, id: number, values: Partial<NewProspectRow>): Promise<void> {
  await tx.update(prospects).set(values).where(eq(prospects.id, id));
}

export async function deleteProspect(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(prospects).where(eq(prospects.id, id)).returning({ id: prospects.id });
  return rows.length > 0;
}

/** The admin team who may own prospects: accounts holding one of `roles` (or the matching user type). */
export async function staffMembers(ex: Executor, roles: readonly string[], userTypes: readonly string[]): Promise<PersonRow[]> {
  return ex
    .select({ id: users.id, fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isEnabled, true),
        sql`(${inArray(users.userType, [...userTypes])} or exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ${inArray(sql`ur.role`, [...roles])}))`,
      ),
    )
    .orderBy(sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`, users.id)
    .limit(500);
}

export async function isStaffMember(ex: Executor, userId: number, roles: readonly string[], userTypes: readonly string[]): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.isEnabled, true),
        sql`(${inArray(users.userType, [...userTypes])} or exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ${inArray(sql`ur.role`, [...roles])}))`,
      ),
    );
  return row !== undefined;
}

/** An open prospect (not yet linked) with this contact address: an invitation to register. */
export async function invitedProspectExists(ex: Executor, email: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.contactEmail, email), sql`${prospects.invitedAt} is not null`, sql`${prospects.linkedUserId} is null`))
    .limit(1);
  return row !== undefined;
}

/** Links the prospect of `email` (if any, not yet linked) to the account registered with it. */
export async function linkProspect(tx: Tx, email: string, userId: number, at: Date): Promise<void> {
  await tx
    .update(prospects)
    .set({
      linkedUserId: userId,
      linkedAt: at,
      status: sql`case when ${prospects.status} = 'LOST' then 'LOST' else 'ONBOARDED' end`,
      updatedAt: at,
    })
    .where(and(eq(prospects.contactEmail, email), sql`${prospects.linkedUserId} is null`));
}

/** The e-mail address of an account (to link the prospect it answers). */
export async function accountEmail(ex: Executor, userId: number): Promise<string | undefined> {
  const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function accountExists(ex: Executor, email: string): Promise<boolean> {
  const [row] = await ex.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row !== undefined;
}
