import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUPPORT_COUNT_CAP, type StaffTicketsQuery, type TicketStatus } from '@paytable/contracts';
import { genericPlanExecutor, type Db, type Tx } from '../../db/client';
import {
  companies,
  supportContractSlas,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  userRoles,
  users,
  type NewSupportContractSlaRow,
  type NewSupportTicketRow,
  type SupportContractSlaRow,
  type SupportTicketAttachmentRow,
  type SupportTicketMessageRow,
  type SupportTicketRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';
import { filterShape, PreparedStatements } from '../../platform/prepared-sql';

/**
 * The only file of the support module that touches Drizzle. It writes only the support tables; it reads
 * people's names and roles (requester, assignee, authors, the support team) and company names for display.
 */
export type Executor = Db | Tx;

export interface Person {
  id: number;
  name: string;
}

export interface TicketView {
  ticket: SupportTicketRow;
  requester: Person | null;
  assignee: Person | null;
  company: { id: number; name: string } | null;
}

const requesters = alias(users, 'requesters');
const assignees = alias(users, 'assignees');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

const viewColumns = {
  ticket: supportTickets,
  requesterId: requesters.id,
  requesterName: fullName(requesters),
  requesterUsername: requesters.username,
  assigneeId: assignees.id,
  assigneeName: fullName(assignees),
  assigneeUsername: assignees.username,
  companyId: companies.id,
  companyName: companies.name,
};

type ViewRow = {
  ticket: SupportTicketRow;
  requesterId: number | null;
  requesterName: string | null;
  requesterUsername: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  assigneeUsername: string | null;
  companyId: number | null;
  companyName: string | null;
};

const toView = (row: ViewRow): TicketView => ({
  ticket: row.ticket,
  requester: row.requesterId === null ? null : { id: row.requesterId, name: row.requesterName ?? row.requesterUsername ?? '' },
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? row.assigneeUsername ?? '' },
  company: row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '' },
});

function viewQuery(ex: Executor) {
  return ex
    .select(viewColumns)
    .from(supportTickets)
    .leftJoin(requesters, eq(requesters.id, supportTickets.requesterId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId));
}

export async function findTicketView(ex: Executor, id: number): Promise<TicketView | undefined> {
  const [row] = await viewQuery(ex).where(eq(supportTickets.id, id));
  return row === undefined ? undefined : toView(row);
}

export async function findTicketForUpdate(tx: Tx, id: number): Promise<SupportTicketRow | undefined> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row;
}

export async function insertTicket(tx: Tx, row: NewSupportTicketRow): Promise<SupportTicketRow> {
  const [inserted] = await tx.insert(supportTickets).values(row).returning();
  if (!inserted) throw new Error('support ticket insert returned nothing');
  return inserted;
}

export async function updateTicket(tx: Tx, id: number, values: Partial<NewSupportTicketRow>): Promise<void> {
  await tx.update(supportTickets).set(values).where(eq(supportTickets.id, id));
}

export async function deleteTicket(tx: Tx, id: number): Promise<void> {
  await tx.delete(supportTickets).where(eq(supportTickets.id, id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

type StaffFilter = 'status' | 'priority' | 'category' | 'assigneeId' | 'companyId' | 'escalated' | 'q';

/** The desk's optional filters in a fixed order, each with its letter in the statement's name. */
const STAFF_FILTERS = [
  ['status', 's'],
  ['priority', 'p'],
  ['category', 'c'],
  ['assigneeId', 'a'],
  ['companyId', 'o'],
  ['escalated', 'e'],
  ['q', 'k'],
] as const satisfies readonly (readonly [StaffFilter, string])[];

type StaffShape = { present: ReadonlySet<StaffFilter>; unassigned: boolean; sort: NonNullable<StaffTicketsQuery['sort']> | 'createdAt'; direction: 'asc' | 'desc'; name: string };

function staffShape(query: StaffTicketsQuery): StaffShape {
  const unassigned = query.assigneeId === 'unassigned';
  const { present, letters } = filterShape<StaffFilter>(query, STAFF_FILTERS, (key, letter) => (key === 'assigneeId' && unassigned ? 'u' : letter));
  const sort = query.sort ?? 'createdAt';
  const direction = query.sort === 'slaDue' ? (query.direction ?? 'asc') : (query.direction ?? 'desc');
  return { present, unassigned, sort, direction, name: `support_staff_${letters}_${sort}_${direction}` };
}

const staffValue = (name: StaffFilter | 'qLike' | 'qId' | 'limit' | 'offset') => sql.placeholder(name);

function staffConditions(shape: StaffShape): SQL | undefined {
  const has = (key: StaffFilter) => shape.present.has(key);
  return and(
    has('status') ? sql`${supportTickets.status} = ${staffValue('status')}::text` : undefined,
    has('priority') ? sql`${supportTickets.priority} = ${staffValue('priority')}::text` : undefined,
    has('category') ? sql`${supportTickets.category} = ${staffValue('category')}::text` : undefined,
    has('assigneeId') ? (shape.unassigned ? isNull(supportTickets.assigneeId) : sql`${supportTickets.assigneeId} = ${staffValue('assigneeId')}::int`) : undefined,
    has('companyId') ? sql`${supportTickets.companyId} = ${staffValue('companyId')}::int` : undefined,
    has('escalated') ? sql`${supportTickets.escalated} = ${staffValue('escalated')}::boolean` : undefined,
    has('q') ? sql`(${supportTickets.title} ilike ${staffValue('qLike')}::text or ${supportTickets.id}::text = ${staffValue('qId')}::text)` : undefined,
  );
}

const staffOrder = (shape: StaffShape): SQL[] => {
  const direction = shape.direction === 'asc' ? asc : desc;
  switch (shape.sort) {
    case 'updatedAt':
      return [direction(supportTickets.updatedAt), direction(supportTickets.id)];
    case 'priority':
      return [direction(sql`array_position(array['low','medium','high','urgent'], ${supportTickets.priority})`), desc(supportTickets.createdAt), desc(supportTickets.id)];
    case 'slaDue':
      return [sql`${supportTickets.resolutionDueAt} ${sql.raw(shape.direction)} nulls last`, desc(supportTickets.id)];
    default:
      return [direction(supportTickets.createdAt), direction(supportTickets.id)];
  }
};

const staffCountCap = sql.raw(String(SUPPORT_COUNT_CAP + 1));
const cappedStaffCount = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${supportTickets} ${where === undefined ? sql`` : sql`where ${where}`} limit ${staffCountCap}) as capped)`;

/**
 * A page of the desk and its count (up to SUPPORT_COUNT_CAP + 1) in ONE statement, prepared per shape:
 * which filters, which order. The count is a capped subquery PostgreSQL runs once, so a busy desk with
 * 100,000 tickets neither plans a statement per request nor counts every ticket.
 */
function prepareStaffPage(ex: Executor, shape: StaffShape) {
  const where = staffConditions(shape);
  return ex
    .select({ ...viewColumns, total: cappedStaffCount(where) })
    .from(supportTickets)
    .leftJoin(requesters, eq(requesters.id, supportTickets.requesterId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .where(where)
    .orderBy(...staffOrder(shape))
    .limit(staffValue('limit'))
    .offset(staffValue('offset'))
    .prepare(shape.name);
}

function prepareStaffCount(ex: Executor, shape: StaffShape) {
  const matches = ex.select({ one: sql`1` }).from(supportTickets).where(staffConditions(shape)).limit(SUPPORT_COUNT_CAP + 1);
  return ex.select({ total: count() }).from(matches.as('matches')).prepare(`${shape.name}_count`);
}

const staffPages = new PreparedStatements<ReturnType<typeof prepareStaffPage>>();
const staffCounts = new PreparedStatements<ReturnType<typeof prepareStaffCount>>();

/**
 * A page of every ticket for support staff and how many match, counted up to SUPPORT_COUNT_CAP + 1 (the
 * desk says "1,000+ tickets" beyond). A page past the last match has no row to carry the count.
 */
export async function listStaffTickets(ex: Executor, query: StaffTicketsQuery, window: PageWindow): Promise<{ rows: TicketView[]; total: number }> {
  const shape = staffShape(query);
  const values = {
    status: query.status,
    priority: query.priority,
    category: query.category,
    assigneeId: query.assigneeId === 'unassigned' ? undefined : query.assigneeId,
    companyId: query.companyId,
    escalated: query.escalated,
    qLike: query.q === undefined ? undefined : `%${escapeLike(query.q)}%`,
    qId: query.q?.replace(/^#/, ''),
    limit: window.limit,
    offset: window.offset,
  };
  // Equalities on the desk's indexes and a page window: one plan serves every value. A text search keeps
  // custom plans, as its pattern decides how many rows match.
  const planned = shape.present.has('q') ? ex : genericPlanExecutor(ex);
  const rows = await staffPages.get(planned, shape.name, () => prepareStaffPage(planned, shape)).execute(values);
  if (rows.length > 0) return { rows: rows.map(toView), total: rows[0]!.total };
  if (window.offset === 0) return { rows: [], total: 0 };
  const [counted] = await staffCounts.get(planned, shape.name, () => prepareStaffCount(planned, shape)).execute(values);
  return { rows: [], total: counted?.total ?? 0 };
}

export async function listRequesterTickets(ex: Executor, requesterId: number, status: TicketStatus | undefined, window: PageWindow): Promise<{ rows: TicketView[]; total: number }> {
  const where = and(eq(supportTickets.requesterId, requesterId), isNull(supportTickets.mergedIntoId), status === undefined ? undefined : eq(supportTickets.status, status));
  const [rows, [totals]] = await Promise.all([
    viewQuery(ex).where(where).orderBy(desc(supportTickets.createdAt), desc(supportTickets.id)).limit(window.limit).offset(window.offset),
    ex.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { rows: rows.map(toView), total: totals?.total ?? 0 };
}

/** Tickets whose running clock misses a target before `before` (the breach job), or has missed one (the breach list). */
export async function ticketsDueBefore(ex: Executor, before: Date, options: { unwarnedOnly: boolean; limit: number }): Promise<TicketView[]> {
  const due = or(
    and(isNull(supportTickets.firstResponseMinutes), isNotNull(supportTickets.firstResponseDueAt), lte(supportTickets.firstResponseDueAt, before)),
    // The next-response due instant exists only while a customer message waits for a reply.
    lte(supportTickets.nextResponseDueAt, before),
    and(isNull(supportTickets.resolutionMinutes), isNotNull(supportTickets.resolutionDueAt), lte(supportTickets.resolutionDueAt, before)),
  );
  const rows = await viewQuery(ex)
    .where(and(due, options.unwarnedOnly ? isNull(supportTickets.breachWarnedAt) : undefined))
    .orderBy(asc(sql`least(${supportTickets.firstResponseDueAt}, ${supportTickets.nextResponseDueAt}, ${supportTickets.resolutionDueAt})`), asc(supportTickets.id))
    .limit(options.limit);
  return rows.map(toView);
}

/** Tickets that missed an SLA target, the latest breach first. */
export async function listBreaches(ex: Executor, window: PageWindow): Promise<{ rows: TicketView[]; total: number }> {
  const where = isNotNull(supportTickets.slaBreachedAt);
  const [rows, [totals]] = await Promise.all([
    viewQuery(ex).where(where).orderBy(desc(supportTickets.slaBreachedAt), desc(supportTickets.id)).limit(window.limit).offset(window.offset),
    ex.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { rows: rows.map(toView), total: totals?.total ?? 0 };
}

/** Running clocks already past a due target and not yet marked: the breach job marks them. */
export async function markOverdueBreaches(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .update(supportTickets)
    .set({ slaBreachedAt: now })
    .where(
      and(
        isNull(supportTickets.slaBreachedAt),
        or(
          and(isNull(supportTickets.firstResponseMinutes), lte(supportTickets.firstResponseDueAt, now)),
          lte(supportTickets.nextResponseDueAt, now),
          and(isNull(supportTickets.resolutionMinutes), lte(supportTickets.resolutionDueAt, now)),
        ),
      ),
    )
    .returning({ id: supportTickets.id });
  return rows.length;
}

/** Resolved tickets quiet since before `before`: the auto-close job closes them. */
export async function resolvedQuietSince(tx: Tx, before: Date, limit: number): Promise<SupportTicketRow[]> {
  return tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.status, 'resolved'), lt(supportTickets.lastActivityAt, before)))
    .orderBy(asc(supportTickets.lastActivityAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function insertMessage(tx: Tx, row: typeof supportTicketMessages.$inferInsert): Promise<SupportTicketMessageRow> {
  const [inserted] = await tx.insert(supportTicketMessages).values(row).returning();
  if (!inserted) throw new Error('support message insert returned nothing');
  return inserted;
}

export interface MessageView {
  message: SupportTicketMessageRow;
  author: Person | null;
}

export async function listMessages(ex: Executor, ticketId: number, includeInternal: boolean): Promise<MessageView[]> {
  const rows = await ex
    .select({ message: supportTicketMessages, authorId: users.id, authorName: fullName(users), authorUsername: users.username })
    .from(supportTicketMessages)
    .leftJoin(users, eq(users.id, supportTicketMessages.authorId))
    .where(and(eq(supportTicketMessages.ticketId, ticketId), includeInternal ? undefined : eq(supportTicketMessages.isInternal, false)))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return rows.map((row) => ({ message: row.message, author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? row.authorUsername ?? '' } }));
}

export async function moveMessages(tx: Tx, fromTicketId: number, toTicketId: number): Promise<void> {
  await tx.update(supportTicketMessages).set({ ticketId: toTicketId }).where(eq(supportTicketMessages.ticketId, fromTicketId));
  await tx.update(supportTicketAttachments).set({ ticketId: toTicketId }).where(eq(supportTicketAttachments.ticketId, fromTicketId));
}

export async function countMessages(tx: Tx, ticketId: number): Promise<{ messages: number; internal: number }> {
  const [row] = await tx
    .select({ messages: sql<number>`count(*) filter (where not ${supportTicketMessages.isInternal})::int`, internal: sql<number>`count(*) filter (where ${supportTicketMessages.isInternal})::int` })
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId));
  return { messages: row?.messages ?? 0, internal: row?.internal ?? 0 };
}

export async function insertAttachment(tx: Tx, row: typeof supportTicketAttachments.$inferInsert): Promise<SupportTicketAttachmentRow> {
  const [inserted] = await tx.insert(supportTicketAttachments).values(row).returning();
  if (!inserted) throw new Error('support attachment insert returned nothing');
  return inserted;
}

/** A ticket's files with whether the message they belong to is internal (null message: the ticket's own). */
export async function listAttachments(ex: Executor, ticketId: number): Promise<{ attachment: SupportTicketAttachmentRow; internal: boolean }[]> {
  const rows = await ex
    .select({ attachment: supportTicketAttachments, internal: supportTicketMessages.isInternal })
    .from(supportTicketAttachments)
    .leftJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
    .where(eq(supportTicketAttachments.ticketId, ticketId))
    .orderBy(asc(supportTicketAttachments.id));
  return rows.map((row) => ({ attachment: row.attachment, internal: row.internal ?? false }));
}

export async function attachmentKeys(tx: Tx, ticketId: number): Promise<string[]> {
  const rows = await tx.select({ key: supportTicketAttachments.storageKey }).from(supportTicketAttachments).where(eq(supportTicketAttachments.ticketId, ticketId));
  return rows.map((row) => row.key);
}

/** Support staff: enabled accounts holding admin, support admin or superuser. */
export async function listSupportAgents(ex: Executor, roles: readonly string[]): Promise<(Person & { email: string })[]> {
  const rows = await ex
    .selectDistinct({ id: users.id, name: fullName(users), username: users.username, email: users.email })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isEnabled, true), or(inArray(userRoles.role, [...roles]), inArray(users.userType, ['admin', 'superuser', 'support_admin']))))
    .orderBy(asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.username, email: row.email }));
}

export async function isSupportAgent(ex: Executor, userId: number, roles: readonly string[]): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isEnabled, true), or(inArray(userRoles.role, [...roles]), inArray(users.userType, ['admin', 'superuser', 'support_admin']))))
    .limit(1);
  return row !== undefined;
}

/** The analytics of the tickets opened since `from` (optionally one company's), in one round trip per figure. */
export async function analytics(ex: Executor, from: Date, companyId: number | undefined) {
  const company = companyId === undefined ? sql`true` : sql`${supportTickets.companyId} = ${companyId}`;
  const inPeriod = sql`${supportTickets.createdAt} >= ${from} and ${company}`;
  const [opened, resolved, backlog, totals, categories, byCompany] = await Promise.all([
    ex
      .select({ week: sql<string>`to_char(date_trunc('week', ${supportTickets.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(inPeriod)
      .groupBy(sql`1`),
    ex
      .select({ week: sql<string>`to_char(date_trunc('week', ${supportTickets.resolvedAt} at time zone 'UTC'), 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(and(sql`${supportTickets.resolvedAt} >= ${from}`, company))
      .groupBy(sql`1`),
    ex
      .select({ status: supportTickets.status, count: count() })
      .from(supportTickets)
      .where(and(inArray(supportTickets.status, ['new', 'open', 'pending_customer', 'pending_third_party']), companyId === undefined ? undefined : eq(supportTickets.companyId, companyId)))
      .groupBy(supportTickets.status),
    ex
      .select({
        firstResponse: sql<number | null>`avg(${supportTickets.firstResponseMinutes})::float8`,
        resolution: sql<number | null>`avg(${supportTickets.resolutionMinutes})::float8`,
        tickets: sql<number>`count(*)::int`,
        met: sql<number>`count(*) filter (where ${supportTickets.slaBreachedAt} is null)::int`,
        rating: sql<number | null>`avg(${supportTickets.rating})::float8`,
        ratings: sql<number>`count(${supportTickets.rating})::int`,
      })
      .from(supportTickets)
      .where(inPeriod),
    ex
      .select({ category: supportTickets.category, opened: sql<number>`count(*)::int`, resolved: sql<number>`count(${supportTickets.resolvedAt})::int` })
      .from(supportTickets)
      .where(inPeriod)
      .groupBy(supportTickets.category)
      .orderBy(desc(sql`count(*)`)),
    ex
      .select({ companyId: companies.id, name: companies.name, opened: sql<number>`count(*)::int`, averageRating: sql<number | null>`avg(${supportTickets.rating})::float8` })
      .from(supportTickets)
      .innerJoin(companies, eq(companies.id, supportTickets.companyId))
      .where(inPeriod)
      .groupBy(companies.id, companies.name)
      .orderBy(desc(sql`count(*)`), asc(companies.name))
      .limit(10),
  ]);
  return { opened, resolved, backlog, totals: totals[0], categories, byCompany };
}

// ---------------------------------------------------------------------------------------------------
// Contract SLAs
// ---------------------------------------------------------------------------------------------------

const prepareContractSlasOf = (ex: Executor) =>
  ex
    .select()
    .from(supportContractSlas)
    .where(sql`${supportContractSlas.companyId} = any(${sql.placeholder('companyIds')}::int[])`)
    .prepare('support_contract_slas_of');
const contractSlaReads = new PreparedStatements<ReturnType<typeof prepareContractSlasOf>>();

/** The contract SLAs of these companies (the tickets on a page, or one ticket): read with every desk page. */
export async function contractSlasOf(ex: Executor, companyIds: readonly number[]): Promise<SupportContractSlaRow[]> {
  if (companyIds.length === 0) return [];
  const planned = genericPlanExecutor(ex);
  return contractSlaReads.get(planned, 'of', () => prepareContractSlasOf(planned)).execute({ companyIds: [...companyIds] });
}

/** Every contract SLA with its company's name, by name. */
export async function listContractSlas(ex: Executor): Promise<{ sla: SupportContractSlaRow; companyName: string }[]> {
  return ex
    .select({ sla: supportContractSlas, companyName: companies.name })
    .from(supportContractSlas)
    .innerJoin(companies, eq(companies.id, supportContractSlas.companyId))
    .orderBy(asc(companies.name), asc(supportContractSlas.companyId));
}

export async function companyNames(ex: Executor, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return ex.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...ids])).orderBy(asc(companies.name));
}

export async function upsertContractSla(tx: Tx, values: NewSupportContractSlaRow): Promise<void> {
  const { companyId: _key, createdAt: _created, ...changes } = values;
  void _key;
  void _created;
  await tx.insert(supportContractSlas).values(values).onConflictDoUpdate({ target: supportContractSlas.companyId, set: changes });
}

export async function deleteContractSla(tx: Tx, companyId: number): Promise<boolean> {
  const rows = await tx.delete(supportContractSlas).where(eq(supportContractSlas.companyId, companyId)).returning({ companyId: supportContractSlas.companyId });
  return rows.length > 0;
}

/** A company's tickets whose clock may still change (not closed), locked: a new contract re-derives their due instants. */
export async function companyTicketsForUpdate(tx: Tx, companyId: number): Promise<SupportTicketRow[]> {
  return tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, companyId), ne(supportTickets.status, 'closed')))
    .orderBy(asc(supportTickets.id))
    .for('update');
}
