import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../platform/unique-violation';
import { networkUserColumns, userBlocks, userConnections, users, type NetworkUserRow, type UserConnectionRow } from '../../db/schema/index';

export type { NetworkUserRow };
import { executeRows } from '../../db/raw-rows';

/** The only Drizzle code of the connections module. */
export type Executor = Db | Tx;


export async function findNetworkUser(ex: Executor, userId: number): Promise<NetworkUserRow | undefined> {
  const [row] = await ex
    .select(networkUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isEnabled, true)));
  return row;
}

export async function findUserTypeOf(ex: Executor, userId: number): Promise<string | undefined> {
  const [row] = await ex.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
  return row?.userType;
}

const pairIs = (a: number, b: number): SQL =>
  sql`least(${userConnections.requesterId}, ${userConnections.receiverId}) = ${Math.min(a, b)} and greatest(${userConnections.requesterId}, ${userConnections.receiverId}) = ${Math.max(a, b)}`;

/** The pending or connected row between two people, whichever asked. */
export async function findLivePair(ex: Executor, a: number, b: number): Promise<UserConnectionRow | undefined> {
  const [row] = await ex
    .select()
    .from(userConnections)
    .where(and(pairIs(a, b), sql`${userConnections.status} in ('pending', 'connected')`));
  return row;
}

export async function findConnectionRowForUpdate(ex: Executor, id: number): Promise<UserConnectionRow | undefined> {
  const [row] = await ex.select().from(userConnections).where(eq(userConnections.id, id)).for('update');
  return row;
}

export async function insertRequest(ex: Executor, requesterId: number, receiverId: number): Promise<UserConnectionRow> {
  const [row] = await ex.insert(userConnections).values({ requesterId, receiverId }).returning();
  if (!row) throw new Error('insert into user_connections returned no row');
  return row;
}

/** The live-pair unique index refused a second pending/connected row for the same two people. */
export const isLivePairConflict = (error: unknown) => isUniqueViolation(error, 'user_connections_live_pair_key');

export async function setStatus(ex: Executor, id: number, status: 'connected' | 'declined', at: Date): Promise<UserConnectionRow> {
  const [row] = await ex.update(userConnections).set({ status, respondedAt: at }).where(eq(userConnections.id, id)).returning();
  if (!row) throw new Error(`user_connections row ${id} vanished`);
  return row;
}

export async function deleteConnectionRow(ex: Executor, id: number): Promise<void> {
  await ex.delete(userConnections).where(eq(userConnections.id, id));
}

export async function deleteLivePair(ex: Executor, a: number, b: number): Promise<void> {
  await ex.delete(userConnections).where(and(pairIs(a, b), sql`${userConnections.status} in ('pending', 'connected')`));
}

/** Everyone this person is connected with (either side of an accepted request). */
export async function connectedUserIds(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex
    .select({ otherId: sql<number>`case when ${userConnections.requesterId} = ${userId} then ${userConnections.receiverId} else ${userConnections.requesterId} end` })
    .from(userConnections)
    .where(and(eq(userConnections.status, 'connected'), or(eq(userConnections.requesterId, userId), eq(userConnections.receiverId, userId))));
  return rows.map((row) => Number(row.otherId));
}

export async function areConnected(ex: Executor, a: number, b: number): Promise<boolean> {
  const row = await findLivePair(ex, a, b);
  return row?.status === 'connected';
}

// ---- requests ----------------------------------------------------------------------------------------

export type RequestDirection = 'received' | 'sent' | 'all';
export type RequestRow = UserConnectionRow & { other: NetworkUserRow };

/** Pending requests of a user, newest first, with the other person. */
export async function listPendingRequests(ex: Executor, userId: number, direction: RequestDirection, limit: number, offset: number) {
  const mine =
    direction === 'received'
      ? eq(userConnections.receiverId, userId)
      : direction === 'sent'
        ? eq(userConnections.requesterId, userId)
        : or(eq(userConnections.receiverId, userId), eq(userConnections.requesterId, userId));
  const where = and(mine, eq(userConnections.status, 'pending'));
  const otherId = sql`case when ${userConnections.requesterId} = ${userId} then ${userConnections.receiverId} else ${userConnections.requesterId} end`;
  const [rows, [total]] = await Promise.all([
    ex
      .select({ connection: userConnections, other: networkUserColumns })
      .from(userConnections)
      .innerJoin(users, eq(users.id, otherId))
      .where(where)
      .orderBy(desc(userConnections.createdAt), desc(userConnections.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(userConnections).where(where),
  ]);
  return { rows: rows.map((row): RequestRow => ({ ...row.connection, other: row.other })), total: total?.n ?? 0 };
}

export async function pendingCounts(ex: Executor, userId: number): Promise<{ received: number; sent: number }> {
  const [row] = await ex
    .select({
      received: sql<number>`count(*) filter (where ${userConnections.receiverId} = ${userId})::int`,
      sent: sql<number>`count(*) filter (where ${userConnections.requesterId} = ${userId})::int`,
    })
    .from(userConnections)
    .where(and(eq(userConnections.status, 'pending'), or(eq(userConnections.receiverId, userId), eq(userConnections.requesterId, userId))));
  return { received: row?.received ?? 0, sent: row?.sent ?? 0 };
}

// ---- connections -------------------------------------------------------------------------------------

/** A user's connections, most recent first, optionally filtered by name, username or company. */
export async function listConnections(ex: Executor, userId: number, search: string | undefined, limit: number, offset: number) {
  const otherId = sql`case when ${userConnections.requesterId} = ${userId} then ${userConnections.receiverId} else ${userConnections.requesterId} end`;
  const term = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(userConnections.status, 'connected'),
    or(eq(userConnections.receiverId, userId), eq(userConnections.requesterId, userId)),
    term
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(users.username, term),
          ilike(sql`coalesce(${users.requestedCompanyName}, '')`, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ex
      .select({ id: userConnections.id, connectedAt: sql<Date>`coalesce(${userConnections.respondedAt}, ${userConnections.createdAt})`, other: networkUserColumns })
      .from(userConnections)
      .innerJoin(users, eq(users.id, otherId))
      .where(where)
      .orderBy(desc(sql`coalesce(${userConnections.respondedAt}, ${userConnections.createdAt})`), desc(userConnections.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(userConnections).innerJoin(users, eq(users.id, otherId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- suggestions -------------------------------------------------------------------------------------

export interface SuggestionRow extends NetworkUserRow {
  mutual: number;
  sharedJurisdictions: number;
  sameType: boolean;
  total: number;
}

/**
 * People the user is not connected with, has no pending request with and has not blocked (nor been
 * blocked by), ranked by mutual connections (×3), the same company type (×2) and licence
 * jurisdictions shared with the user's company (×1, counting at most 3), then newest.
 * Company types are the business user types (operator, game supplier, provider).
 */
export async function listSuggestions(ex: Executor, userId: number, userType: string, businessTypes: readonly string[], limit: number, offset: number) {
  const typeList = sql.join(businessTypes.map((t) => sql`${t}`), sql`, `);
  const result = await executeRows<{
    id: number;
    first_name: string;
    last_name: string;
    username: string;
    user_type: string;
    company_name: string | null;
    mutual: number;
    shared: number;
    same_type: boolean;
    total: number;
  }>(ex, sql`
    with mine as (
      select case when requester_id = ${userId} then receiver_id else requester_id end as friend
      from user_connections
      where status = 'connected' and (requester_id = ${userId} or receiver_id = ${userId})
    ),
    mutual as (
      select case when c.requester_id = m.friend then c.receiver_id else c.requester_id end as candidate, count(*)::int as n
      from user_connections c
      join mine m on c.requester_id = m.friend or c.receiver_id = m.friend
      where c.status = 'connected'
      group by 1
    )
    ,
    -- Licences of the user's company (read from the companies module's tables for ranking only).
    my_jurisdictions as (
      select cj.jurisdiction_id
      from company_members cm
      join company_jurisdictions cj on cj.company_id = cm.company_id
      where cm.user_id = ${userId} and cm.status = 'ACTIVE'
    ),
    shared as (
      select cm.user_id as candidate, count(*)::int as n
      from company_members cm
      join company_jurisdictions cj on cj.company_id = cm.company_id
      where cm.status = 'ACTIVE' and cj.jurisdiction_id in (select jurisdiction_id from my_jurisdictions)
      group by cm.user_id
    )
    select u.id, u.first_name, u.last_name, u.username, u.user_type, u.requested_company_name as company_name,
           coalesce(mutual.n, 0) as mutual, coalesce(shared.n, 0) as shared,
           (u.user_type = ${userType} and u.user_type in (${typeList})) as same_type,
           count(*) over ()::int as total
    from users u
    left join mutual on mutual.candidate = u.id
    left join shared on shared.candidate = u.id
    where u.id <> ${userId}
      and u.is_enabled
      and not exists (
        select 1 from user_connections lc
        where lc.status in ('pending', 'connected')
          and least(lc.requester_id, lc.receiver_id) = least(u.id, ${userId})
          and greatest(lc.requester_id, lc.receiver_id) = greatest(u.id, ${userId}))
      and not exists (
        select 1 from user_blocks b
        where (b.blocker_id = ${userId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${userId}))
    order by coalesce(mutual.n, 0) * 3 + case when u.user_type = ${userType} and u.user_type in (${typeList}) then 2 else 0 end
               + least(coalesce(shared.n, 0), 3) desc,
             u.id desc
    limit ${limit} offset ${offset}`);
  return result.map(
    (row): SuggestionRow => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      userType: row.user_type,
      companyName: row.company_name,
      mutual: Number(row.mutual),
      sharedJurisdictions: Number(row.shared),
      sameType: row.same_type === true,
      total: Number(row.total),
    }),
  );
}

// ---- blocks ------------------------------------------------------------------------------------------

export async function isBlockedBetween(ex: Executor, a: number, b: number): Promise<boolean> {
  const rows = await ex
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))),
    );
  return rows.length > 0;
}

export async function hasBlocked(ex: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await ex
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return rows.length > 0;
}

export async function insertBlock(ex: Executor, blockerId: number, blockedId: number): Promise<void> {
  await ex.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(ex: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await ex
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

export async function listBlocked(ex: Executor, blockerId: number) {
  return ex
    .select({ blockedAt: userBlocks.createdAt, user: networkUserColumns })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}


/** Demo data: a request in a given state, idempotent per pair. */
export async function insertDemoConnection(ex: Executor, requesterId: number, receiverId: number, status: 'pending' | 'connected', at: Date): Promise<void> {
  if (await findLivePair(ex, requesterId, receiverId)) return;
  await ex.insert(userConnections).values({ requesterId, receiverId, status, createdAt: at, respondedAt: status === 'connected' ? at : null });
}
