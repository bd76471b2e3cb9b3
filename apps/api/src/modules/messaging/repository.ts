import { and, asc, count, desc, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  companyMembers,
  directConversations,
  directMessages,
  groupChatMembers,
  groupChats,
  groupMessages,
  userBlocks,
  userConnections,
  users,
  type DirectMessageRow,
  type GroupChatRow,
  type GroupMessageRow,
} from '../../db/schema/index';
import { networkUserColumns, type NetworkUserRow } from '../../db/schema/index';
import { advanceMarksCtes, markPlaceholderValues, type Mark, type MarkKey, type MarkKeyParams } from '../realtime/index';
import { executeRows } from '../../db/raw-rows';
import { executePrepared } from '../../platform/prepared-sql';

/** The only Drizzle code of the messaging module. */
export type Executor = Db | Tx;

/** Placeholders named like `values`' keys: a hot statement's text is built once with them (executePrepared). */
const placeholdersOf = (values: Readonly<Record<string, unknown>>): Record<string, Placeholder> =>
  Object.fromEntries(Object.keys(values).map((key) => [key, sql.placeholder(key)]));

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pairLow = sql`least(${directMessages.senderId}, ${directMessages.recipientId})`;
const pairHigh = sql`greatest(${directMessages.senderId}, ${directMessages.recipientId})`;

// ---- who may write to whom ---------------------------------------------------------------------------

export type MessagingVerdict = 'allowed' | 'blocked' | 'not_connected';

/** What the messaging rule knows about one pair, read in one statement. */
export interface MessagingFacts {
  /** The recipient exists and is enabled. */
  found: boolean;
  /** A connection or a colleague: someone one may start a conversation (or a group) with. */
  reachable: boolean;
  verdict: MessagingVerdict;
}

/** A statement parameter: a value, or the placeholder of a statement whose text is built once. */
type Param = number | string | Placeholder;

const requiredParam = (params: Readonly<Record<string, Param>>, name: string): Param => {
  const value = params[name];
  if (value === undefined) throw new Error(`statement parameter ${name} is missing`);
  return value;
};

/** The pair a messaging rule is read for: writer, recipient, and the two ids in order (the pair index). */
interface PairParams {
  from: Param;
  to: Param;
  low: Param;
  high: Param;
}

const pairOf = (from: number, to: number): { from: number; to: number; low: number; high: number } => ({
  from,
  to,
  low: Math.min(from, to),
  high: Math.max(from, to),
});

/**
 * The messaging rule as one row (found, reachable, verdict) for `from` writing to `to`: a block in either
 * direction stops everything; connections (a 'connected' user_connections row) and colleagues (ACTIVE
 * members of the same company, as companies' getMembership reads them) may start a conversation; once one
 * exists either side may go on replying. Each read is one index probe.
 */
function messagingFactsQuery({ from, to, low, high }: PairParams): SQL {
  return sql`
    select found, reachable,
           case when blocked then 'blocked' when reachable or conversation then 'allowed' else 'not_connected' end as verdict
    from (select
      exists (select 1 from ${users} u where u.id = ${to}::int and u.is_enabled) as found,
      exists (select 1 from ${userBlocks} b
               where (b.blocker_id = ${from}::int and b.blocked_id = ${to}::int) or (b.blocker_id = ${to}::int and b.blocked_id = ${from}::int)) as blocked,
      (exists (select 1 from ${userConnections} c
                where least(c.requester_id, c.receiver_id) = ${low}::int and greatest(c.requester_id, c.receiver_id) = ${high}::int
                  and c.status in ('pending', 'connected') and c.status = 'connected')
       or exists (select 1 from ${companyMembers} a join ${companyMembers} b on b.company_id = a.company_id
                   where a.user_id = ${from}::int and b.user_id = ${to}::int and a.status = 'ACTIVE' and b.status = 'ACTIVE')) as reachable,
      exists (select 1 from ${directConversations} d where d.user_id = ${from}::int and d.contact_id = ${to}::int) as conversation
    ) pair`;
}

type FactsRow = { found: boolean; reachable: boolean; verdict: MessagingVerdict };
const toFacts = (row: FactsRow | undefined): MessagingFacts => ({
  found: row?.found === true,
  reachable: row?.reachable === true,
  verdict: row?.verdict ?? 'not_connected',
});

export async function messagingFacts(ex: Executor, from: number, to: number): Promise<MessagingFacts> {
  const [row] = await executeRows<FactsRow>(ex, messagingFactsQuery(pairOf(from, to)));
  return toFacts(row);
}

// ---- direct messages ---------------------------------------------------------------------------------

export async function conversationExists(ex: Executor, userId: number, contactId: number): Promise<boolean> {
  const rows = await ex
    .select({ userId: directConversations.userId })
    .from(directConversations)
    .where(and(eq(directConversations.userId, userId), eq(directConversations.contactId, contactId)));
  return rows.length > 0;
}

export interface UnreadCounts {
  direct: number;
  group: number;
}

export interface SendOutcome extends MessagingFacts {
  /** The stored message; null when the rule refused it (then nothing was written). */
  message: DirectMessageRow | null;
  /**
   * The advanced real-time marks, to publish now that the statement has committed; `undisturbed` ones
   * (see advanceMarksCtes) may carry `recipientUnread`.
   */
  marks: (Mark & { undisturbed: boolean })[];
  /** The recipient's unread counts as of the new marks, this message included. */
  recipientUnread: UnreadCounts;
}

/**
 * The send statement (see sendDirectMessage) from its parameters: the pair (from, to, low, high), content,
 * the two inbox rows in user-id order (first*, second*) and `markCount` keys (markChannel<i>, markTopic<i>).
 */
function directSendStatement(p: Readonly<Record<string, Param>>, markCount: number, checkRule: boolean): SQL {
  const param = (name: string) => requiredParam(p, name);
  const textParam = (name: string): string | Placeholder => {
    const value = param(name);
    if (typeof value === 'number') throw new Error(`statement parameter ${name} must be text`);
    return value;
  };
  const pair: PairParams = { from: param('from'), to: param('to'), low: param('low'), high: param('high') };
  const marks =
    markCount === 0
      ? sql`advanced_marks as (select null::text as channel, null::text as topic, null::text as changed_at, false as undisturbed where false)`
      : advanceMarksCtes(
          Array.from({ length: markCount }, (_, i): MarkKeyParams => ({ channel: textParam(`markChannel${i}`), topic: textParam(`markTopic${i}`) })),
          sql`(select count(*) from inbox) > 0`,
        );
  return sql`
    with facts as (${messagingFactsQuery(pair)}),
    message as (
      insert into ${directMessages} (sender_id, recipient_id, content)
      select ${pair.from}::int, ${pair.to}::int, ${param('content')}::text from facts where ${checkRule ? sql`facts.found and facts.verdict = 'allowed'` : sql`true`}
      returning id, created_at
    ),
    inbox as (
      insert into ${directConversations} (user_id, contact_id, last_message_id, last_message_at, unread_count)
      select side.user_id, side.contact_id, message.id, message.created_at, side.unread
      from message, (values (${param('firstUser')}::int, ${param('firstContact')}::int, ${param('firstUnread')}::int),
                            (${param('secondUser')}::int, ${param('secondContact')}::int, ${param('secondUnread')}::int)) as side(user_id, contact_id, unread)
      on conflict (user_id, contact_id) do update
        set last_message_id = excluded.last_message_id,
            last_message_at = excluded.last_message_at,
            unread_count = ${directConversations.unreadCount} + excluded.unread_count
      returning user_id
    ),
    ${marks}
    select facts.found, facts.reachable, facts.verdict, message.id, to_json(message.created_at) #>> '{}' as created_at,
           (select coalesce(json_agg(json_build_object('channel', channel, 'topic', topic, 'changedAt', changed_at, 'undisturbed', undisturbed)), '[]'::json)
              from advanced_marks) as marks,
           (select row_to_json(counts) from (${unreadCountsQuery(pair.to)}) counts) as unread
    from facts left join message on true`;
}

/**
 * A whole direct-message send as ONE self-committing statement (one round trip, one transaction): reads
 * the messaging rule and, only when it allows, inserts the message, moves both inbox rows of the pair to
 * it (counting it unread for the recipient), advances the `changed` real-time marks and reads the
 * recipient's unread counts (the snapshot's, plus this message). Inbox rows are written in user-id order
 * and the marks only after the whole inbox write (they wait on its row count): the lock order of every
 * other writer, so messages crossing in opposite directions cannot deadlock. On PostgreSQL it runs as a
 * named prepared statement whose text is built once per number of marks (platform/prepared-sql.ts): a send
 * only binds its values — unnamed, parsing and planning were three quarters of its database time.
 */
export async function sendDirectMessage(db: Db, senderId: number, recipientId: number, content: string, changed: MarkKey[]): Promise<SendOutcome> {
  const values = directSendValues(senderId, recipientId, content, changed);
  const [row] = await executePrepared<DirectSendRow>(
    db,
    `messaging_direct_send_${changed.length}`,
    () => directSendStatement(placeholdersOf(values), changed.length, true),
    values,
  );
  return toSendOutcome(row, senderId, recipientId, content);
}

/**
 * The same send inside the caller's transaction (so the caller may publish the message in it): the same
 * statement, run unnamed, since a named prepared statement goes to a pooled connection of its own.
 */
export async function sendDirectMessageInTransaction(tx: Tx, senderId: number, recipientId: number, content: string, changed: MarkKey[]): Promise<SendOutcome> {
  const [row] = await executeRows<DirectSendRow>(tx, directSendStatement(directSendValues(senderId, recipientId, content, changed), changed.length, true));
  return toSendOutcome(row, senderId, recipientId, content);
}

/**
 * Demo data and agreed messages: the same writes in the caller's transaction, without the rule check and
 * without marks. Answers the message's id and time.
 */
export async function seedDirectMessage(tx: Tx, senderId: number, recipientId: number, content: string): Promise<{ id: number; createdAt: Date }> {
  const [row] = await executeRows<DirectSendRow>(tx, directSendStatement(directSendValues(senderId, recipientId, content, []), 0, false));
  if (!row || row.id === null || row.created_at === null) throw new Error('the direct send statement wrote no message');
  return { id: Number(row.id), createdAt: new Date(row.created_at) };
}

/**
 * The send statement's parameters; the inbox rows in user-id order: first the lower id's row, then the other.
 * Written out field by field (no sort, no spread): it runs on every send.
 */
function directSendValues(senderId: number, recipientId: number, content: string, changed: MarkKey[]): Record<string, number | string> {
  const senderFirst = senderId <= recipientId;
  const values: Record<string, number | string> = {
    from: senderId,
    to: recipientId,
    low: senderFirst ? senderId : recipientId,
    high: senderFirst ? recipientId : senderId,
    content,
    firstUser: senderFirst ? senderId : recipientId,
    firstContact: senderFirst ? recipientId : senderId,
    firstUnread: senderFirst ? 0 : 1,
    secondUser: senderFirst ? recipientId : senderId,
    secondContact: senderFirst ? senderId : recipientId,
    secondUnread: senderFirst ? 1 : 0,
  };
  return markPlaceholderValues(changed, values);
}

type DirectSendRow = FactsRow & { id: number | null; created_at: string | null; marks: unknown; unread: unknown };

function toSendOutcome(row: DirectSendRow | undefined, senderId: number, recipientId: number, content: string): SendOutcome {
  const facts = toFacts(row);
  const none = { direct: 0, group: 0 };
  if (!row || row.id === null || row.created_at === null) return { ...facts, message: null, marks: [], recipientUnread: none };
  const published = parseJson(row.marks) as SendOutcome['marks'];
  // The statement reads the snapshot from before its own writes: add the message it just counted.
  const snapshot = parseJson(row.unread) as { direct: number; grp: number } | null;
  return {
    ...facts,
    message: { id: Number(row.id), senderId, recipientId, content, createdAt: new Date(row.created_at), readAt: null },
    marks: published,
    recipientUnread: { direct: Number(snapshot?.direct ?? 0) + 1, group: Number(snapshot?.grp ?? 0) },
  };
}

/** node-postgres parses json columns; PGlite may hand them over as text. */
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export type ConversationRow = {
  contact: NetworkUserRow;
  unreadCount: number;
  lastMessageAt: Date;
  lastMessage: DirectMessageRow | null;
};

/**
 * The inbox, most recent conversation first. The page's inbox rows are taken first (one index range scan on
 * direct_conversations, stopped after limit + offset rows), and only those are joined to their contact and
 * last message: joined first, the planner joined all of a busy user's conversations (1,000 here) and
 * sorted them to keep 20 — 11 ms of database time where this takes under 2.
 */
export async function listConversations(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(directConversations.userId, userId);
  const page = db
    .select({
      contactId: directConversations.contactId,
      unreadCount: directConversations.unreadCount,
      lastMessageAt: directConversations.lastMessageAt,
      lastMessageId: directConversations.lastMessageId,
    })
    .from(directConversations)
    .where(where)
    .orderBy(desc(directConversations.lastMessageAt), desc(directConversations.contactId))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contact: networkUserColumns,
        unreadCount: page.unreadCount,
        lastMessageAt: page.lastMessageAt,
        lastMessage: directMessages,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.contactId))
      .leftJoin(directMessages, eq(directMessages.id, page.lastMessageId))
      .orderBy(desc(page.lastMessageAt), desc(page.contactId)),
    db.select({ n: count() }).from(directConversations).where(where),
  ]);
  return { rows: rows as ConversationRow[], total: total?.n ?? 0 };
}

/** Messages between two people, newest first; `before` pages by message id. */
export async function listThread(db: Db, a: number, b: number, before: number | undefined, limit: number, offset: number) {
  const pair = and(sql`${pairLow} = ${Math.min(a, b)}`, sql`${pairHigh} = ${Math.max(a, b)}`);
  const where = before === undefined ? pair : and(pair, lt(directMessages.id, before));
  const [rows, [total]] = await Promise.all([
    db.select().from(directMessages).where(where).orderBy(desc(directMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(directMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks what the contact sent the user as read and zeroes the inbox counter; answers how many. */
export async function markConversationRead(tx: Tx, userId: number, contactId: number, at: Date): Promise<number> {
  const marked = await tx
    .update(directMessages)
    .set({ readAt: at })
    .where(and(eq(directMessages.recipientId, userId), eq(directMessages.senderId, contactId), sql`${directMessages.readAt} is null`))
    .returning({ id: directMessages.id });
  await tx
    .update(directConversations)
    .set({ unreadCount: 0 })
    .where(and(eq(directConversations.userId, userId), eq(directConversations.contactId, contactId)));
  return marked.length;
}

export type MessageWithContactRow = DirectMessageRow & { contact: NetworkUserRow };

/**
 * The user's latest messages, sent or received. Each direction is read newest-first from its own index
 * and only the rows the page needs are merged, so the cost does not grow with the mailbox.
 */
export async function listRecent(db: Db, userId: number, limit: number, offset: number) {
  const window = limit + offset;
  const result = await executeRows<{ id: number }>(db, sql`
    select id from (
      (select id from ${directMessages} where sender_id = ${userId} order by id desc limit ${window})
      union all
      (select id from ${directMessages} where recipient_id = ${userId} order by id desc limit ${window})
    ) latest order by id desc limit ${limit} offset ${offset}`);
  const ids = result.map((row) => Number(row.id));
  const [rows, totals] = await Promise.all([
    ids.length === 0 ? Promise.resolve([]) : withContacts(db, userId, inArray(directMessages.id, ids)),
    executeRows<{ n: number }>(db,
      sql`select (select count(*) from ${directMessages} where sender_id = ${userId}) + (select count(*) from ${directMessages} where recipient_id = ${userId}) as n`,
    ),
  ]);
  const total = totals[0];
  return { rows: rows.sort((x, y) => y.id - x.id), total: Number(total?.n ?? 0) };
}

/** The user's own messages (sent or received) containing `query`, newest first. */
export async function searchDirect(db: Db, userId: number, query: string, limit: number, offset: number) {
  const where = and(
    sql`(${directMessages.senderId} = ${userId} or ${directMessages.recipientId} = ${userId})`,
    sql`${directMessages.content} ilike ${likePattern(query)}`,
  );
  const [rows, [total]] = await Promise.all([
    withContacts(db, userId, where, { limit, offset }),
    db.select({ n: count() }).from(directMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function withContacts(db: Db, userId: number, where: ReturnType<typeof and>, page?: { limit: number; offset: number }) {
  const contactId = sql`case when ${directMessages.senderId} = ${userId} then ${directMessages.recipientId} else ${directMessages.senderId} end`;
  const query = db
    .select({ message: directMessages, contact: networkUserColumns })
    .from(directMessages)
    .innerJoin(users, eq(users.id, contactId))
    .where(where)
    .orderBy(desc(directMessages.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row): MessageWithContactRow => ({ ...row.message, contact: row.contact }));
}

/** One row (direct, grp): the user's unread direct messages (inbox counters) and unread group messages. */
const unreadCountsQuery = (userId: Param): SQL => sql`
    select
      (select coalesce(sum(unread_count), 0)::int from ${directConversations} where user_id = ${userId}::int) as direct,
      (select count(*)::int from ${groupChatMembers} m
         join ${groupMessages} g on g.group_id = m.group_id and g.id > m.last_read_message_id
        where m.user_id = ${userId}::int and g.sender_id is distinct from ${userId}::int) as grp`;

/** Direct and group unread counts in one round trip. */
export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const [row] = await executePrepared<{ direct: number; grp: number }>(db, 'messaging_unread_counts', () => unreadCountsQuery(sql.placeholder('userId')), { userId });
  return { direct: Number(row?.direct ?? 0), group: Number(row?.grp ?? 0) };
}

// ---- group chats -------------------------------------------------------------------------------------

export async function insertGroup(tx: Tx, values: { name: string; description: string; createdById: number }): Promise<GroupChatRow> {
  const [row] = await tx.insert(groupChats).values(values).returning();
  if (!row) throw new Error('insert into group_chats returned no row');
  return row;
}

export async function updateGroup(tx: Tx, groupId: number, patch: { name: string; description?: string | undefined }): Promise<void> {
  await tx
    .update(groupChats)
    .set({ name: patch.name, ...(patch.description === undefined ? {} : { description: patch.description }), updatedAt: new Date() })
    .where(eq(groupChats.id, groupId));
}

export async function deleteGroup(tx: Tx, groupId: number): Promise<void> {
  await tx.delete(groupChats).where(eq(groupChats.id, groupId));
}

/** New members start with everything already sent counted as read. */
export async function insertMembers(tx: Tx, groupId: number, members: { userId: number; role: string }[]): Promise<void> {
  if (members.length === 0) return;
  const [latest] = await tx
    .select({ id: sql<number | null>`max(${groupMessages.id})` })
    .from(groupMessages)
    .where(eq(groupMessages.groupId, groupId));
  await tx
    .insert(groupChatMembers)
    .values(members.map((member) => ({ groupId, userId: member.userId, role: member.role, lastReadMessageId: Number(latest?.id ?? 0) })))
    .onConflictDoNothing();
}

export async function findMembership(ex: Executor, groupId: number, userId: number) {
  const [row] = await ex
    .select()
    .from(groupChatMembers)
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
  return row;
}

/** Locks the group's row: membership changes of one group run one at a time. */
export async function lockGroup(tx: Tx, groupId: number): Promise<GroupChatRow | undefined> {
  const [row] = await tx.select().from(groupChats).where(eq(groupChats.id, groupId)).for('update');
  return row;
}

export async function listMembers(ex: Executor, groupId: number) {
  return ex
    .select({ user: networkUserColumns, role: groupChatMembers.role, joinedAt: groupChatMembers.joinedAt })
    .from(groupChatMembers)
    .innerJoin(users, eq(users.id, groupChatMembers.userId))
    .where(eq(groupChatMembers.groupId, groupId))
    .orderBy(sql`case ${groupChatMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(groupChatMembers.joinedAt), asc(users.id));
}

export async function memberIds(ex: Executor, groupId: number): Promise<number[]> {
  const rows = await ex.select({ userId: groupChatMembers.userId }).from(groupChatMembers).where(eq(groupChatMembers.groupId, groupId));
  return rows.map((row) => row.userId);
}

export async function setMemberRole(tx: Tx, groupId: number, userId: number, role: string): Promise<void> {
  await tx
    .update(groupChatMembers)
    .set({ role })
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
}

export async function deleteMember(tx: Tx, groupId: number, userId: number): Promise<void> {
  await tx.delete(groupChatMembers).where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
}

/** The member who inherits a group when its owner leaves: the longest-standing admin, else member. */
export async function nextOwner(tx: Tx, groupId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ userId: groupChatMembers.userId })
    .from(groupChatMembers)
    .where(eq(groupChatMembers.groupId, groupId))
    .orderBy(sql`case ${groupChatMembers.role} when 'admin' then 0 else 1 end`, asc(groupChatMembers.joinedAt), asc(groupChatMembers.userId))
    .limit(1);
  return row?.userId;
}

export type GroupSummaryRow = {
  id: number;
  name: string;
  description: string;
  created_by_id: number | null;
  created_at: string;
  last_activity_at: string;
  role: string;
  member_count: number;
  unread_count: number;
  last_message_id: number | null;
  total: number;
};

/** The user's group chats (or one of them) with role, member count, unread count and last message id. */
export async function listGroupSummaries(db: Executor, userId: number, page: { limit: number; offset: number } | { groupId: number }) {
  const filter = 'groupId' in page ? sql`and g.id = ${page.groupId}` : sql``;
  const paging = 'groupId' in page ? sql`` : sql`limit ${page.limit} offset ${page.offset}`;
  const result = await executeRows<GroupSummaryRow>(db, sql`
    select g.id, g.name, g.description, g.created_by_id,
           to_json(g.created_at) #>> '{}' as created_at, to_json(g.last_activity_at) #>> '{}' as last_activity_at, m.role,
           (select count(*)::int from ${groupChatMembers} mm where mm.group_id = g.id) as member_count,
           (select count(*)::int from ${groupMessages} gm
              where gm.group_id = g.id and gm.id > m.last_read_message_id and gm.sender_id is distinct from ${userId}) as unread_count,
           (select max(gm.id) from ${groupMessages} gm where gm.group_id = g.id) as last_message_id,
           count(*) over ()::int as total
    from ${groupChatMembers} m
    join ${groupChats} g on g.id = m.group_id
    where m.user_id = ${userId} ${filter}
    order by g.last_activity_at desc, g.id desc
    ${paging}`);
  return result.map((row) => ({
    ...row,
    member_count: Number(row.member_count),
    unread_count: Number(row.unread_count),
    last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
    total: Number(row.total),
  }));
}

export type GroupMessageWithSenderRow = GroupMessageRow & { sender: NetworkUserRow | null };

export async function groupMessagesByIds(db: Executor, ids: number[]): Promise<GroupMessageWithSenderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ message: groupMessages, sender: networkUserColumns })
    .from(groupMessages)
    .leftJoin(users, eq(users.id, groupMessages.senderId))
    .where(inArray(groupMessages.id, ids));
  return rows.map((row) => ({ ...row.message, sender: row.sender }));
}

export async function insertGroupMessage(tx: Tx, groupId: number, senderId: number, content: string): Promise<GroupMessageRow> {
  const [row] = await tx.insert(groupMessages).values({ groupId, senderId, content }).returning();
  if (!row) throw new Error('insert into group_messages returned no row');
  await tx.update(groupChats).set({ lastActivityAt: row.createdAt }).where(eq(groupChats.id, groupId));
  // The sender has read everything up to what they just wrote.
  await tx
    .update(groupChatMembers)
    .set({ lastReadMessageId: row.id })
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, senderId)));
  return row;
}

export async function listGroupMessages(
  db: Db,
  groupId: number,
  options: { before?: number | undefined; query?: string; limit: number; offset: number },
) {
  const where = and(
    eq(groupMessages.groupId, groupId),
    options.before === undefined ? undefined : lt(groupMessages.id, options.before),
    options.query === undefined ? undefined : sql`${groupMessages.content} ilike ${likePattern(options.query)}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: groupMessages, sender: networkUserColumns })
      .from(groupMessages)
      .leftJoin(users, eq(users.id, groupMessages.senderId))
      .where(where)
      .orderBy(desc(groupMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(groupMessages).where(where),
  ]);
  return { rows: rows.map((row): GroupMessageWithSenderRow => ({ ...row.message, sender: row.sender })), total: total?.n ?? 0 };
}

export async function markGroupRead(tx: Tx, groupId: number, userId: number): Promise<number> {
  const [before] = await tx
    .select({ unread: sql<number>`(select count(*)::int from ${groupMessages} gm where gm.group_id = ${groupId} and gm.id > ${groupChatMembers.lastReadMessageId} and gm.sender_id is distinct from ${userId})` })
    .from(groupChatMembers)
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
  await tx
    .update(groupChatMembers)
    .set({ lastReadMessageId: sql`coalesce((select max(id) from ${groupMessages} where group_id = ${groupId}), 0)` })
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
  return Number(before?.unread ?? 0);
}

export async function groupUnreadCount(db: Executor, groupId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`(select count(*)::int from ${groupMessages} gm where gm.group_id = ${groupId} and gm.id > ${groupChatMembers.lastReadMessageId} and gm.sender_id is distinct from ${userId})` })
    .from(groupChatMembers)
    .where(and(eq(groupChatMembers.groupId, groupId), eq(groupChatMembers.userId, userId)));
  return Number(row?.unread ?? 0);
}

export async function latestGroupMessageId(db: Executor, groupId: number): Promise<number | null> {
  const [row] = await db.select({ id: sql<number | null>`max(${groupMessages.id})` }).from(groupMessages).where(eq(groupMessages.groupId, groupId));
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** One direct message by id (the unread reminder job reads it). */
export async function findDirectMessage(ex: Executor, id: number) {
  const [row] = await ex.select().from(directMessages).where(eq(directMessages.id, id));
  return row;
}
