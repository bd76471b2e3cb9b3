import {
  GROUP_MAX_MEMBERS,
  MessagingMessage,
  type CreateGroupChatRequest,
  type GroupChat,
  type GroupChatSummary,
  type GroupMember,
  type GroupMemberRole,
  type GroupMessage,
  type MessageSearchQuery,
  type Page,
  type PageQuery,
  type ThreadQuery,
  type UpdateGroupChatRequest,
} from '@paytable/contracts';
import type { Tx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { toNetworkUser } from '../connections/index';
import { groupChannel, transactionWithChanges, userChannel, type Notify } from '../realtime/index';
import { toGroupMessage, toGroupSummary } from './mapper';
import { messagingPolicy, type MessagingDeps } from './policy';
import * as repo from './repository';

/**
 * Group chat rules. Only members see a group (anyone else gets 404, as if it did not exist). The owner
 * may do everything; admins add and remove plain members and rename; members write, read and leave.
 */

const toGroupMember = (member: Awaited<ReturnType<typeof repo.listMembers>>[number], me: number): GroupMember => ({
  user: toNetworkUser(member.user),
  role: member.role as GroupMemberRole,
  joinedAt: member.joinedAt.toISOString(),
  isMe: member.user.id === me,
});

const groupNotFound = () => notFound(MessagingMessage.groupNotFound);
const canManageMembers = (role: string) => role === 'owner' || role === 'admin';

/** The chat lists (and unread totals) of these users changed. */
function chatListsChanged(notify: Notify, userIds: Iterable<number>, options: { unread?: boolean } = {}) {
  for (const userId of userIds) {
    notify({ channel: userChannel(userId), topic: 'group_chats' });
    if (options.unread) notify({ channel: userChannel(userId), topic: 'message_unread_count' });
  }
}

async function requireMember(ex: repo.Executor, groupId: number, userId: number) {
  const membership = await repo.findMembership(ex, groupId, userId);
  if (!membership) throw groupNotFound();
  return membership;
}

/** Locks the group, then checks membership: membership changes of one group never interleave. */
async function lockAsMember(tx: Tx, groupId: number, userId: number) {
  const group = await repo.lockGroup(tx, groupId);
  if (!group) throw groupNotFound();
  return { group, membership: await requireMember(tx, groupId, userId) };
}

/** People the actor may bring into a group: existing, enabled users they may reach (connections, colleagues). */
async function checkNewMembers(deps: MessagingDeps, tx: Tx, actor: number, userIds: number[]) {
  const policy = messagingPolicy(deps);
  for (const userId of userIds) {
    const facts = await policy.facts(tx, actor, userId);
    if (facts.verdict === 'blocked' || !facts.reachable) throw badRequest(MessagingMessage.cannotAddNonConnection);
  }
}

async function summaryRowOf(ex: repo.Executor, me: number, groupId: number) {
  const [row] = await repo.listGroupSummaries(ex, me, { groupId });
  if (!row) throw groupNotFound();
  const [last] = row.last_message_id === null ? [] : await repo.groupMessagesByIds(ex, [row.last_message_id]);
  return { row, summary: toGroupSummary(row, last ? toGroupMessage(last, me) : null) };
}

async function detailOf(ex: repo.Executor, me: number, groupId: number): Promise<GroupChat> {
  const [{ row, summary }, members] = await Promise.all([summaryRowOf(ex, me, groupId), repo.listMembers(ex, groupId)]);
  return {
    ...summary,
    createdById: row.created_by_id ?? 0,
    members: members.map((member) => toGroupMember(member, me)),
  };
}

export async function createGroup(deps: MessagingDeps, me: number, input: CreateGroupChatRequest): Promise<GroupChat> {
  const others = [...new Set(input.memberIds)].filter((id) => id !== me);
  if (others.length + 1 > GROUP_MAX_MEMBERS) throw badRequest(MessagingMessage.tooManyMembers);
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    await checkNewMembers(deps, tx, me, others);
    const group = await repo.insertGroup(tx, { name: input.name, description: input.description, createdById: me });
    await repo.insertMembers(tx, group.id, [{ userId: me, role: 'owner' }, ...others.map((userId) => ({ userId, role: 'member' }))]);
    chatListsChanged(notify, [me, ...others]);
    return detailOf(tx, me, group.id);
  });
}

export async function listGroups(deps: MessagingDeps, me: number, page: PageQuery): Promise<Page<GroupChatSummary>> {
  const { db } = deps.platform;
  const rows = await repo.listGroupSummaries(db, me, { limit: page.size, offset: pageOffset(page) });
  const lastIds = rows.map((row) => row.last_message_id).filter((id): id is number => id !== null);
  const lastMessages = new Map((await repo.groupMessagesByIds(db, lastIds)).map((message) => [message.id, toGroupMessage(message, me)]));
  const total = rows[0]?.total ?? (page.page === 0 ? 0 : (await repo.listGroupSummaries(db, me, { limit: 1, offset: 0 }))[0]?.total ?? 0);
  return toPage(
    rows.map((row) => toGroupSummary(row, row.last_message_id === null ? null : (lastMessages.get(row.last_message_id) ?? null))),
    total,
    page,
  );
}

export async function getGroup(deps: MessagingDeps, me: number, groupId: number): Promise<GroupChat> {
  await requireMember(deps.platform.db, groupId, me);
  return detailOf(deps.platform.db, me, groupId);
}

export async function renameGroup(deps: MessagingDeps, me: number, groupId: number, input: UpdateGroupChatRequest): Promise<GroupChat> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    const { membership } = await lockAsMember(tx, groupId, me);
    if (!canManageMembers(membership.role)) throw forbidden(MessagingMessage.notAllowed);
    await repo.updateGroup(tx, groupId, input);
    chatListsChanged(notify, await repo.memberIds(tx, groupId));
    return detailOf(tx, me, groupId);
  });
}

export async function listMembers(deps: MessagingDeps, me: number, groupId: number): Promise<GroupMember[]> {
  const { db } = deps.platform;
  await requireMember(db, groupId, me);
  const members = await repo.listMembers(db, groupId);
  return members.map((member) => toGroupMember(member, me));
}

export async function addMembers(deps: MessagingDeps, me: number, groupId: number, userIds: number[]): Promise<GroupChat> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    const { membership } = await lockAsMember(tx, groupId, me);
    if (!canManageMembers(membership.role)) throw forbidden(MessagingMessage.notAllowed);
    const current = new Set(await repo.memberIds(tx, groupId));
    const added = [...new Set(userIds)].filter((id) => !current.has(id));
    if (added.length === 0) throw badRequest(MessagingMessage.alreadyMember);
    if (current.size + added.length > GROUP_MAX_MEMBERS) throw badRequest(MessagingMessage.tooManyMembers);
    await checkNewMembers(deps, tx, me, added);
    await repo.insertMembers(tx, groupId, added.map((userId) => ({ userId, role: 'member' })));
    chatListsChanged(notify, [...current, ...added]);
    return detailOf(tx, me, groupId);
  });
}

export async function removeMember(deps: MessagingDeps, me: number, groupId: number, userId: number): Promise<void> {
  if (userId === me) throw badRequest(MessagingMessage.useLeave);
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    const { membership } = await lockAsMember(tx, groupId, me);
    if (!canManageMembers(membership.role)) throw forbidden(MessagingMessage.notAllowed);
    const target = await repo.findMembership(tx, groupId, userId);
    if (!target) throw notFound(MessagingMessage.memberNotFound);
    if (target.role === 'owner') throw forbidden(MessagingMessage.ownerCannotBeRemoved);
    // Admins remove plain members; only the owner removes admins.
    if (target.role === 'admin' && membership.role !== 'owner') throw forbidden(MessagingMessage.notAllowed);
    const before = await repo.memberIds(tx, groupId);
    await repo.deleteMember(tx, groupId, userId);
    chatListsChanged(notify, before);
    notify({ channel: userChannel(userId), topic: 'message_unread_count' });
  });
}

/** Owner only. Making someone 'owner' hands the group over: the previous owner becomes an admin. */
export async function setMemberRole(deps: MessagingDeps, me: number, groupId: number, userId: number, role: GroupMemberRole): Promise<GroupChat> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    const { membership } = await lockAsMember(tx, groupId, me);
    if (membership.role !== 'owner') throw forbidden(MessagingMessage.notAllowed);
    if (userId === me) throw badRequest(MessagingMessage.notAllowed);
    const target = await repo.findMembership(tx, groupId, userId);
    if (!target) throw notFound(MessagingMessage.memberNotFound);
    await repo.setMemberRole(tx, groupId, userId, role);
    if (role === 'owner') await repo.setMemberRole(tx, groupId, me, 'admin');
    chatListsChanged(notify, [me, userId]);
    return detailOf(tx, me, groupId);
  });
}

/** Leaving: an owner's group passes to the longest-standing admin (else member); an empty group is deleted. */
export async function leaveGroup(deps: MessagingDeps, me: number, groupId: number): Promise<void> {
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    const { membership } = await lockAsMember(tx, groupId, me);
    const before = await repo.memberIds(tx, groupId);
    await repo.deleteMember(tx, groupId, me);
    if (membership.role === 'owner') {
      const heir = await repo.nextOwner(tx, groupId);
      if (heir === undefined) await repo.deleteGroup(tx, groupId);
      else await repo.setMemberRole(tx, groupId, heir, 'owner');
    }
    chatListsChanged(notify, before);
    notify({ channel: userChannel(me), topic: 'message_unread_count' });
  });
}

export async function sendGroupMessage(deps: MessagingDeps, me: number, groupId: number, content: string): Promise<GroupMessage> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    await requireMember(tx, groupId, me);
    const message = await repo.insertGroupMessage(tx, groupId, me, content);
    const recipientIds = (await repo.memberIds(tx, groupId)).filter((id) => id !== me);
    await deps.platform.events.publish(tx, 'message.sent', { kind: 'group', messageId: message.id, senderId: me, groupId, recipientIds, sentAt: message.createdAt });
    notify({ channel: groupChannel(groupId), topic: 'group_messages' });
    chatListsChanged(notify, recipientIds, { unread: true });
    const [withSender] = await repo.groupMessagesByIds(tx, [message.id]);
    return toGroupMessage(withSender ?? { ...message, sender: null }, me);
  });
}

export async function listGroupMessages(deps: MessagingDeps, me: number, groupId: number, query: ThreadQuery): Promise<Page<GroupMessage>> {
  const { db } = deps.platform;
  await requireMember(db, groupId, me);
  const { rows, total } = await repo.listGroupMessages(db, groupId, { before: query.before, limit: query.size, offset: pageOffset(query) });
  return toPage(
    rows.map((row) => toGroupMessage(row, me)),
    total,
    query,
  );
}

export async function searchGroupMessages(deps: MessagingDeps, me: number, groupId: number, query: MessageSearchQuery): Promise<Page<GroupMessage>> {
  const { db } = deps.platform;
  await requireMember(db, groupId, me);
  const { rows, total } = await repo.listGroupMessages(db, groupId, { query: query.query, limit: query.size, offset: pageOffset(query) });
  return toPage(
    rows.map((row) => toGroupMessage(row, me)),
    total,
    query,
  );
}

export async function markGroupRead(deps: MessagingDeps, me: number, groupId: number): Promise<{ markedRead: number }> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    await requireMember(tx, groupId, me);
    const markedRead = await repo.markGroupRead(tx, groupId, me);
    if (markedRead > 0) chatListsChanged(notify, [me], { unread: true });
    return { markedRead };
  });
}

export async function groupUnreadCount(deps: MessagingDeps, me: number, groupId: number): Promise<{ count: number }> {
  const { db } = deps.platform;
  await requireMember(db, groupId, me);
  return { count: await repo.groupUnreadCount(db, groupId, me) };
}
