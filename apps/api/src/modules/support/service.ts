import {
  activeTicketStatuses,
  assignTicketSchema,
  CompanyMessage,
  createTicketSchema,
  escalateTicketSchema,
  hasAnyRole,
  mergeTicketSchema,
  rateTicketSchema,
  Role,
  SupportMessage,
  ticketMessageInputSchema,
  ticketTransitions,
  updateTicketSchema,
  type MyTicketsQuery,
  type Page,
  type StaffTicket,
  type StaffTicketDetail,
  type StaffTicketsQuery,
  type SupportAgent,
  type SupportAnalytics,
  type SupportAnalyticsQuery,
  type Ticket,
  type TicketCategory,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '@paytable/contracts';
import type { Db, Tx } from '../../db/client';
import type { SupportTicketRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { randomFileName, type Storage } from '../../platform/storage';
import type { UploadedFile } from '../../platform/uploads';
import { getMembership } from '../companies/index';
import { transactionWithChanges, type Notify } from '../realtime/index';
import { checkAttachment, type CheckedAttachment } from './attachments';
import { slaOfCompany, slaResolver } from './contract-sla';
import { openingClock, policyChange, publicMessage, statusChange, type TicketChanges } from './lifecycle';
import { toStaffTicket, toStaffTicketDetail, toTicket, toTicketDetail, type SlaSettings } from './mapper';
import type { SupportNotifier } from './notifier';
import * as repo from './repository';

/** Who works the desk (seed 000 §6: admin/support for admin, superuser and support_admin; superuser passes every role check). */
export const SUPPORT_STAFF_ROLES = [Role.ADMIN, Role.SUPPORT_ADMIN] as const;
export const isSupportStaff = (user: AuthUser) => hasAnyRole(user, SUPPORT_STAFF_ROLES);

export interface SupportDeps {
  platform: Platform;
  storage: Storage;
  notifier: SupportNotifier;
  sla: SlaSettings;
}

type FileUpload = Pick<UploadedFile, 'buffer' | 'originalName'>;
const ticketNotFound = () => notFound(SupportMessage.ticketNotFound);
const EXCERPT_LENGTH = 280;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);
const displayName = (user: AuthUser) => user.username;

type StoredAttachment = CheckedAttachment & { key: string };

/**
 * Checks every file first (one refused file refuses the request, nothing stored), then stores them
 * before the transaction; withStoredFiles removes them again if the transaction fails.
 */
async function storeAttachments(deps: SupportDeps, ownerId: number, files: readonly FileUpload[]): Promise<StoredAttachment[]> {
  const checked: CheckedAttachment[] = [];
  for (const file of files) checked.push(await checkAttachment(file));
  const stored: StoredAttachment[] = [];
  try {
    for (const attachment of checked) stored.push({ ...attachment, key: await deps.storage.put('ticketFiles', ownerId, randomFileName(attachment.extension), attachment.buffer) });
  } catch (error) {
    await removeStored(deps, stored);
    throw error;
  }
  return stored;
}

const removeStored = (deps: SupportDeps, stored: readonly { key: string }[]) => Promise.all(stored.map((entry) => deps.storage.remove(entry.key)));

async function withStoredFiles<T>(deps: SupportDeps, stored: readonly { key: string }[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeStored(deps, stored);
    throw error;
  }
}

/** The stored files as attachment rows of a ticket (and of one of its messages). */
async function insertAttachments(tx: Tx, stored: readonly StoredAttachment[], ticketId: number, messageId: number | undefined, now: Date): Promise<void> {
  for (const file of stored) {
    await repo.insertAttachment(tx, { ticketId, messageId, storageKey: file.key, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.buffer.length, activeContent: file.activeContent, createdAt: now });
  }
}

const inTransaction = <T>(deps: SupportDeps, work: (tx: Tx, changes: Notify) => Promise<T>) => transactionWithChanges(deps.platform, work);

/** The ticket for a write by `user`: staff reach every ticket, the requester their own; anyone else gets 404. */
async function ticketForWrite(tx: Tx, user: AuthUser, id: number): Promise<{ row: SupportTicketRow; staff: boolean }> {
  const row = await repo.findTicketForUpdate(tx, id);
  const staff = isSupportStaff(user);
  if (row === undefined || (!staff && row.requesterId !== user.id)) throw ticketNotFound();
  return { row, staff };
}

const policyOf = (sla: SlaSettings, priority: string) => sla.policies[priority as TicketPriority];

// ---------------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------------

export async function listStaffTickets(db: Db, deps: SupportDeps, query: StaffTicketsQuery, now = new Date()): Promise<Page<StaffTicket>> {
  const { rows, total } = await repo.listStaffTickets(db, query, { limit: query.size, offset: pageOffset(query) });
  const slaOf = await slaResolver(db, deps.sla, rows.map((view) => view.ticket.companyId), now);
  return toPage(rows.map((view) => toStaffTicket(view, slaOf(view.ticket.companyId), now)), total, query);
}

export async function listMyTickets(db: Db, deps: SupportDeps, user: AuthUser, query: MyTicketsQuery, now = new Date()): Promise<Page<Ticket>> {
  const { rows, total } = await repo.listRequesterTickets(db, user.id, query.status, { limit: query.size, offset: pageOffset(query) });
  const slaOf = await slaResolver(db, deps.sla, rows.map((view) => view.ticket.companyId), now);
  return toPage(rows.map((view) => toTicket(view, slaOf(view.ticket.companyId), now)), total, query);
}

export async function listBreaches(db: Db, deps: SupportDeps, query: { page: number; size: number }, now = new Date()): Promise<Page<StaffTicket>> {
  const { rows, total } = await repo.listBreaches(db, { limit: query.size, offset: pageOffset(query) });
  const slaOf = await slaResolver(db, deps.sla, rows.map((view) => view.ticket.companyId), now);
  return toPage(rows.map((view) => toStaffTicket(view, slaOf(view.ticket.companyId), now)), total, query);
}

/** One ticket with its thread: staff see internal notes and their files; the requester never does. */
export async function getTicket(db: Db, deps: SupportDeps, user: AuthUser, id: number, now = new Date()): Promise<TicketDetail | StaffTicketDetail> {
  const view = await repo.findTicketView(db, id);
  const staff = isSupportStaff(user);
  if (view === undefined || (!staff && view.ticket.requesterId !== user.id)) throw ticketNotFound();
  const [messages, attachments] = await Promise.all([repo.listMessages(db, id, staff), repo.listAttachments(db, id)]);
  const visible = attachments.filter((entry) => staff || !entry.internal).map((entry) => entry.attachment);
  const sla = await slaOfCompany(db, deps.sla, view.ticket.companyId, now);
  return staff ? toStaffTicketDetail(view, messages, visible, sla, now) : toTicketDetail(view, messages, visible, sla, now);
}

/** A file of a ticket: the requester's own ticket (not an internal note's file) or any ticket for staff. */
export async function getAttachment(db: Db, deps: SupportDeps, user: AuthUser, ticketId: number, attachmentId: number): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const view = await repo.findTicketView(db, ticketId);
  const staff = isSupportStaff(user);
  if (view === undefined || (!staff && view.ticket.requesterId !== user.id)) throw notFound(SupportMessage.attachmentNotFound);
  const entry = (await repo.listAttachments(db, ticketId)).find(({ attachment }) => attachment.id === attachmentId);
  if (entry === undefined || (!staff && entry.internal)) throw notFound(SupportMessage.attachmentNotFound);
  const body = await deps.storage.readIfExists(entry.attachment.storageKey);
  if (body === undefined) throw notFound(SupportMessage.attachmentNotFound);
  return { body, contentType: entry.attachment.contentType, fileName: entry.attachment.fileName };
}

export async function listAgents(db: Db): Promise<SupportAgent[]> {
  return repo.listSupportAgents(db, SUPPORT_STAFF_ROLES);
}

// ---------------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------------

/** Opens a ticket for the signed-in user, on their own company unless they name none; the SLA clock starts. */
export async function createTicket(deps: SupportDeps, user: AuthUser, input: unknown, files: readonly FileUpload[] = [], now = new Date()): Promise<TicketDetail> {
  const data = createTicketSchema.parse(input);
  const membership = await getMembership(deps.platform.db, user.id);
  const ownCompanyId = membership !== null && membership.status === 'ACTIVE' ? membership.companyId : null;
  if (data.companyId !== undefined && data.companyId !== ownCompanyId) throw notFound(CompanyMessage.companyNotFound);
  const stored = await storeAttachments(deps, user.id, files);
  const id = await withStoredFiles(deps, stored, () =>
    inTransaction(deps, async (tx) => {
      const companyId = data.companyId ?? ownCompanyId;
      const sla = await slaOfCompany(tx, deps.sla, companyId, now);
      const ticket = await repo.insertTicket(tx, {
        requesterId: user.id,
        companyId,
        title: data.title,
        subject: data.subject,
        description: data.description,
        priority: data.priority,
        category: data.category,
        tags: data.tags,
        status: 'new',
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
        ...openingClock(sla.calendar, policyOf(sla, data.priority), now),
      });
      await insertAttachments(tx, stored, ticket.id, undefined, now);
      return ticket.id;
    }),
  );
  return getTicket(deps.platform.db, deps, user, id, now) as Promise<TicketDetail>;
}

/**
 * PUT /support/tickets/{id}. The requester edits the text, priority, category and tags of a ticket that
 * is not closed, and may close it; support staff also move it through the life cycle.
 */
export async function updateTicket(deps: SupportDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<TicketDetail | StaffTicketDetail> {
  const data = updateTicketSchema.parse(input);
  await inTransaction(deps, async (tx, changes) => {
    const { row, staff } = await ticketForWrite(tx, user, id);
    if (row.status === 'closed') throw conflict(SupportMessage.closedTicket);
    if (!staff && data.status !== undefined && data.status !== 'closed') throw forbidden(SupportMessage.customerStatusOnly);
    let values: TicketChanges = {
      ...(data.title === undefined ? {} : { title: data.title }),
      ...(data.subject === undefined ? {} : { subject: data.subject }),
      ...(data.description === undefined ? {} : { description: data.description }),
      ...(data.category === undefined ? {} : { category: data.category }),
      ...(data.tags === undefined ? {} : { tags: data.tags }),
      updatedAt: now,
    };
    const priority = data.priority ?? row.priority;
    const sla = await slaOfCompany(tx, deps.sla, row.companyId, now);
    if (data.priority !== undefined && data.priority !== row.priority) {
      values = { ...values, priority: data.priority, ...policyChange(sla.calendar, policyOf(sla, data.priority), row, now) };
    }
    const statusChanged = data.status !== undefined && data.status !== row.status;
    if (statusChanged && data.status !== undefined) {
      if (!ticketTransitions[row.status as TicketStatus].includes(data.status)) throw badRequest(SupportMessage.invalidTransition(row.status as TicketStatus, data.status));
      values = { ...values, ...statusChange(sla.calendar, policyOf(sla, priority), row, data.status, now) };
    }
    await repo.updateTicket(tx, id, values);
    if (statusChanged && data.status !== undefined && staff && row.requesterId !== null && row.requesterId !== user.id) {
      await deps.notifier.ticketUpdated({ platform: deps.platform, tx, changes }, { recipientUserId: row.requesterId, ticketId: id, title: data.title ?? row.title, status: data.status });
    }
  });
  return getTicket(deps.platform.db, deps, user, id, now);
}

/** The requester deletes a new ticket nobody answered yet; staff delete any (spam, tests). Its files go too. */
export async function deleteTicket(deps: SupportDeps, user: AuthUser, id: number): Promise<void> {
  const keys = await inTransaction(deps, async (tx) => {
    const { row, staff } = await ticketForWrite(tx, user, id);
    if (!staff && (row.status !== 'new' || row.firstRespondedAt !== null)) throw conflict(SupportMessage.notDeletable);
    const stored = await repo.attachmentKeys(tx, id);
    await repo.deleteTicket(tx, id);
    return stored;
  });
  await Promise.all(keys.map((key) => deps.storage.remove(key)));
}

/**
 * A message on the thread. Staff may write an internal note (never shown or sent to the customer); a
 * public staff answer is the first response when it is the first, and opens a new ticket. A customer
 * reply reopens a resolved ticket and takes one waiting on the customer back to open.
 */
export async function addMessage(deps: SupportDeps, user: AuthUser, id: number, input: unknown, files: readonly FileUpload[] = [], now = new Date()): Promise<TicketDetail | StaffTicketDetail> {
  const data = ticketMessageInputSchema.parse(input);
  const stored = await storeAttachments(deps, user.id, files);
  await withStoredFiles(deps, stored, () =>
    inTransaction(deps, async (tx, changes) => {
      const { row, staff } = await ticketForWrite(tx, user, id);
      if (data.isInternal && !staff) throw forbidden('Only support staff can write internal notes');
      if (row.status === 'closed') throw conflict(SupportMessage.closedTicket);
      const fromSupport = staff && row.requesterId !== user.id;
      const message = await repo.insertMessage(tx, { ticketId: id, authorId: user.id, fromSupport, isInternal: data.isInternal, content: data.content, createdAt: now });
      await insertAttachments(tx, stored, id, message.id, now);
      const sla = await slaOfCompany(tx, deps.sla, row.companyId, now);
      let values: TicketChanges = { updatedAt: now, lastActivityAt: now };
      if (data.isInternal) {
        values.internalNoteCount = row.internalNoteCount + 1;
      } else {
        values.messageCount = row.messageCount + 1;
      }
      const context = { platform: deps.platform, tx, changes };
      if (!data.isInternal) values = { ...values, ...publicMessage(sla.calendar, policyOf(sla, row.priority), row, fromSupport, now) };
      if (fromSupport && !data.isInternal) {
        if (row.requesterId !== null) {
          await deps.notifier.supportReplied(context, { recipientUserId: row.requesterId, ticketId: id, title: row.title, excerpt: excerpt(data.content) });
        }
      } else if (!fromSupport && row.assigneeId !== null && row.assigneeId !== user.id) {
        await deps.notifier.customerReplied(context, { recipientUserIds: [row.assigneeId], ticketId: id, title: row.title, requesterName: displayName(user), excerpt: excerpt(data.content) });
      }
      await repo.updateTicket(tx, id, values);
    }),
  );
  return getTicket(deps.platform.db, deps, user, id, now);
}

/** Staff assign a ticket to a support team member (or nobody); the assignee and the requester are told. */
export async function assignTicket(deps: SupportDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<StaffTicketDetail> {
  const { assigneeId } = assignTicketSchema.parse(input);
  await inTransaction(deps, async (tx, changes) => {
    const { row } = await ticketForWrite(tx, user, id);
    if (assigneeId !== null && !(await repo.isSupportAgent(tx, assigneeId, SUPPORT_STAFF_ROLES))) throw badRequest(SupportMessage.assigneeNotStaff);
    if (assigneeId === row.assigneeId) return;
    await repo.updateTicket(tx, id, { assigneeId, updatedAt: now });
    if (assigneeId === null) return;
    const context = { platform: deps.platform, tx, changes };
    if (assigneeId !== user.id) await deps.notifier.ticketAssigned(context, { recipientUserId: assigneeId, ticketId: id, title: row.title, assignedBy: displayName(user) });
    const agent = (await repo.listSupportAgents(tx, SUPPORT_STAFF_ROLES)).find((candidate) => candidate.id === assigneeId);
    if (row.requesterId !== null && row.requesterId !== assigneeId) {
      await deps.notifier.ticketUpdated(context, { recipientUserId: row.requesterId, ticketId: id, title: row.title, status: row.status as TicketStatus, assigneeName: agent?.name ?? 'A support agent' });
    }
  });
  return getTicket(deps.platform.db, deps, user, id, now) as Promise<StaffTicketDetail>;
}

/** Staff escalate with a reason (kept on the desk, never shown to the customer). */
export async function escalateTicket(deps: SupportDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<StaffTicketDetail> {
  const { reason } = escalateTicketSchema.parse(input);
  await inTransaction(deps, async (tx) => {
    const { row } = await ticketForWrite(tx, user, id);
    if (row.status === 'closed') throw conflict(SupportMessage.closedTicket);
    await repo.updateTicket(tx, id, { escalated: true, escalationReason: reason, escalatedAt: now, updatedAt: now });
  });
  return getTicket(deps.platform.db, deps, user, id, now) as Promise<StaffTicketDetail>;
}

/**
 * Merges a duplicate into another ticket of the same requester: its messages and files move over, its
 * description becomes a message there, and the duplicate closes pointing at the ticket it joined.
 */
export async function mergeTicket(deps: SupportDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<StaffTicketDetail> {
  const { targetTicketId } = mergeTicketSchema.parse(input);
  if (targetTicketId === id) throw badRequest(SupportMessage.mergeIntoSelf);
  await inTransaction(deps, async (tx) => {
    // Lock in id order so two opposite merges cannot deadlock.
    const [first, second] = id < targetTicketId ? [id, targetTicketId] : [targetTicketId, id];
    const a = await repo.findTicketForUpdate(tx, first);
    const b = await repo.findTicketForUpdate(tx, second);
    const source = id === first ? a : b;
    const target = id === first ? b : a;
    if (source === undefined || target === undefined) throw ticketNotFound();
    if (source.status === 'closed') throw conflict(SupportMessage.closedTicket);
    if (target.status === 'closed') throw conflict(SupportMessage.mergeTargetClosed);
    if (source.requesterId !== target.requesterId) throw badRequest(SupportMessage.mergeDifferentRequester);
    await repo.insertMessage(tx, {
      ticketId: source.id,
      authorId: source.requesterId,
      fromSupport: false,
      isInternal: false,
      content: `Merged from #${source.id} “${source.title}”:\n\n${source.description}`,
      createdAt: source.createdAt,
    });
    await repo.moveMessages(tx, source.id, target.id);
    const counts = await repo.countMessages(tx, target.id);
    await repo.updateTicket(tx, target.id, { messageCount: counts.messages, internalNoteCount: counts.internal, updatedAt: now, lastActivityAt: now });
    const sla = await slaOfCompany(tx, deps.sla, source.companyId, now);
    await repo.updateTicket(tx, source.id, {
      ...statusChange(sla.calendar, policyOf(sla, source.priority), source, 'closed', now),
      mergedIntoId: target.id,
      messageCount: 0,
      internalNoteCount: 0,
    });
  });
  return getTicket(deps.platform.db, deps, user, targetTicketId, now) as Promise<StaffTicketDetail>;
}

/** The requester rates a resolved or closed ticket once, 1 to 5, with an optional comment. */
export async function rateTicket(deps: SupportDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<TicketDetail> {
  const { rating, comment } = rateTicketSchema.parse(input);
  await inTransaction(deps, async (tx) => {
    const row = await repo.findTicketForUpdate(tx, id);
    if (row === undefined || row.requesterId !== user.id) throw ticketNotFound();
    if (row.resolvedAt === null || row.mergedIntoId !== null) throw conflict(SupportMessage.notResolved);
    if (row.rating !== null) throw conflict(SupportMessage.alreadyRated);
    await repo.updateTicket(tx, id, { rating, ratingComment: comment || null, ratedAt: now });
  });
  const detail = await getTicket(deps.platform.db, deps, user, id, now);
  return detail as TicketDetail;
}

const WEEK = 7 * 86_400_000;
/** Monday 00:00 UTC of the week holding `at`. */
function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}
const round1 = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/** Volume, backlog, response and resolution times, SLA met %, CSAT, by category and company over `weeks` weeks. */
export async function supportAnalytics(db: Db, query: SupportAnalyticsQuery, now = new Date()): Promise<SupportAnalytics> {
  const from = new Date(weekStart(now).getTime() - (query.weeks - 1) * WEEK);
  const data = await repo.analytics(db, from, query.companyId);
  const openedBy = new Map(data.opened.map((row) => [row.week, row.count]));
  const resolvedBy = new Map(data.resolved.map((row) => [row.week, row.count]));
  const weeks = Array.from({ length: query.weeks }, (_, index) => {
    const key = new Date(from.getTime() + index * WEEK).toISOString().slice(0, 10);
    return { weekStart: key, opened: openedBy.get(key) ?? 0, resolved: resolvedBy.get(key) ?? 0 };
  });
  const totals = data.totals;
  return {
    companyId: query.companyId ?? null,
    from: from.toISOString(),
    weeks,
    backlog: activeTicketStatuses.map((status) => ({ status, count: data.backlog.find((row) => row.status === status)?.count ?? 0 })),
    averageFirstResponseMinutes: round1(totals?.firstResponse),
    averageResolutionMinutes: round1(totals?.resolution),
    slaMetPercent: totals && totals.tickets > 0 ? round1((totals.met / totals.tickets) * 100) : null,
    csat: { average: round1(totals?.rating), responses: totals?.ratings ?? 0 },
    byCategory: data.categories.map((row) => ({ category: row.category as TicketCategory, opened: row.opened, resolved: row.resolved })),
    byCompany: data.byCompany.map((row) => ({ ...row, averageRating: round1(row.averageRating) })),
  };
}
