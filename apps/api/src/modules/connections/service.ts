import {
  ConnectionMessage,
  type Connection,
  type ConnectionListQuery,
  type ConnectionRequest,
  type ConnectionStatus,
  type ConnectionSuggestion,
  type BlockedUser,
  type Page,
  type PageQuery,
  type PendingConnectionCounts,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { notify as notifyPeople } from '../notifications/index';
import { transactionWithChanges, userChannel, type Notify } from '../realtime/index';
import { toConnectionRequest, toNetworkUser } from './mapper';
import * as repo from './repository';

export interface ConnectionsDeps {
  platform: Platform;
}

/** Company types for "same company type" suggestions: the business user types. */
const COMPANY_TYPES = ['operator', 'game_supplier', 'provider'] as const;

/** Both people's request lists and counters changed. */
const requestsChanged = (notify: Notify, ...userIds: number[]) =>
  notify(userIds.map((id) => ({ channel: userChannel(id), topic: 'connection_requests' })));

const displayName = (user: repo.NetworkUserRow) => `${user.firstName} ${user.lastName}`.trim() || user.username;

async function requireUser(ex: repo.Executor, userId: number) {
  const user = await repo.findNetworkUser(ex, userId);
  if (!user) throw notFound(ConnectionMessage.userNotFound);
  return user;
}

export async function sendRequest(deps: ConnectionsDeps, me: number, receiverId: number): Promise<ConnectionRequest> {
  if (receiverId === me) throw badRequest(ConnectionMessage.self);
  try {
    return await transactionWithChanges(deps.platform, async (tx, notify) => {
      const receiver = await requireUser(tx, receiverId);
      if (await repo.isBlockedBetween(tx, me, receiverId)) throw badRequest(ConnectionMessage.notAllowed);
      const live = await repo.findLivePair(tx, me, receiverId);
      if (live?.status === 'connected') throw badRequest(ConnectionMessage.alreadyConnected);
      if (live) throw badRequest(live.requesterId === me ? ConnectionMessage.alreadySent : ConnectionMessage.alreadyReceived);
      const row = await repo.insertRequest(tx, me, receiverId);
      await deps.platform.events.publish(tx, 'connection.requested', { requestId: row.id, requesterId: me, receiverId });
      requestsChanged(notify, me, receiverId);
      const sender = displayName(await requireUser(tx, me));
      await notifyPeople(deps.platform, { tx, changes: notify }, {
        userIds: [receiverId],
        type: 'connection_request',
        title: `${sender} wants to connect`,
        message: `${sender} sent you a connection request. Accept it from your network page.`,
        entity: { type: 'connection_request', id: row.id },
        metadata: { requesterId: me },
      });
      return toConnectionRequest({ ...row, other: receiver }, me);
    });
  } catch (error) {
    // Two requests racing for the same pair: the unique index lets one in.
    if (repo.isLivePairConflict(error)) throw badRequest(ConnectionMessage.alreadySent);
    throw error;
  }
}

export async function listRequests(deps: ConnectionsDeps, me: number, direction: repo.RequestDirection, page: PageQuery): Promise<Page<ConnectionRequest>> {
  const { rows, total } = await repo.listPendingRequests(deps.platform.db, me, direction, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => toConnectionRequest(row, me)),
    total,
    page,
  );
}

/**
 * Accept or decline: only the receiver of a pending request may answer it. A request the user did not
 * receive answers 404, exactly like one that does not exist.
 */
export async function respond(deps: ConnectionsDeps, me: number, requestId: number, answer: 'connected' | 'declined'): Promise<ConnectionRequest> {
  return transactionWithChanges(deps.platform, async (tx, notify) => {
    const row = await repo.findConnectionRowForUpdate(tx, requestId);
    if (!row || row.receiverId !== me) throw notFound(ConnectionMessage.requestNotFound);
    if (row.status !== 'pending') throw badRequest(ConnectionMessage.notPending);
    const updated = await repo.setStatus(tx, requestId, answer, new Date());
    const requester = await requireUser(tx, row.requesterId);
    requestsChanged(notify, me, row.requesterId);
    if (answer === 'connected') {
      const receiver = displayName(await requireUser(tx, me));
      await notifyPeople(deps.platform, { tx, changes: notify }, {
        userIds: [row.requesterId],
        type: 'connection_accepted',
        title: `${receiver} accepted your connection request`,
        message: `You and ${receiver} are now connected.`,
        entity: { type: 'user', id: me },
      });
    }
    return toConnectionRequest({ ...updated, other: requester }, me);
  });
}

export async function listConnections(deps: ConnectionsDeps, me: number, query: ConnectionListQuery): Promise<Page<Connection>> {
  const page = { page: query.page, size: query.size };
  const { rows, total } = await repo.listConnections(deps.platform.db, me, query.search || undefined, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => ({ id: row.id, user: toNetworkUser(row.other), connectedAt: new Date(row.connectedAt).toISOString() })),
    total,
    page,
  );
}

/** Either side may remove a connection; anyone else's connection answers 404. */
export async function removeConnection(deps: ConnectionsDeps, me: number, connectionId: number): Promise<void> {
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    const row = await repo.findConnectionRowForUpdate(tx, connectionId);
    const mine = row && (row.requesterId === me || row.receiverId === me);
    if (!row || !mine || row.status !== 'connected') throw notFound(ConnectionMessage.connectionNotFound);
    await repo.deleteConnectionRow(tx, connectionId);
    requestsChanged(notify, row.requesterId, row.receiverId);
  });
}

export async function connectionStatus(deps: ConnectionsDeps, me: number, userId: number): Promise<ConnectionStatus> {
  const { db } = deps.platform;
  if (userId !== me) await requireUser(db, userId);
  const [live, blocked] = await Promise.all([repo.findLivePair(db, me, userId), repo.hasBlocked(db, me, userId)]);
  const base = { userId, blocked, connectionId: null, requestId: null };
  if (!live) return { ...base, status: 'none' };
  if (live.status === 'connected') return { ...base, status: 'connected', connectionId: live.id };
  return { ...base, status: live.requesterId === me ? 'pending_sent' : 'pending_received', requestId: live.id };
}

export async function suggestions(deps: ConnectionsDeps, me: number, page: PageQuery): Promise<Page<ConnectionSuggestion>> {
  const { db } = deps.platform;
  const userType = (await repo.findUserTypeOf(db, me)) ?? 'user';
  const rows = await repo.listSuggestions(db, me, userType, COMPANY_TYPES, page.size, pageOffset(page));
  return toPage(
    rows.map((row) => ({
      user: toNetworkUser(row),
      mutualConnections: row.mutual,
      sameCompanyType: row.sameType,
      sharedJurisdictions: row.sharedJurisdictions,
      reasons: [
        ...(row.mutual > 0 ? (['shared_connections'] as const) : []),
        ...(row.sameType ? (['same_company_type'] as const) : []),
        ...(row.sharedJurisdictions > 0 ? (['shared_jurisdictions'] as const) : []),
      ],
      score: row.mutual * 3 + (row.sameType ? 2 : 0) + Math.min(row.sharedJurisdictions, 3),
    })),
    rows[0]?.total ?? (page.page === 0 ? 0 : await countSuggestionsFallback(db, me, userType)),
    page,
  );
}

/** A page past the end has no rows to carry the window count; count with page 0 instead. */
async function countSuggestionsFallback(db: Db, me: number, userType: string): Promise<number> {
  const [first] = await repo.listSuggestions(db, me, userType, COMPANY_TYPES, 1, 0);
  return first?.total ?? 0;
}

export async function pendingCounts(deps: ConnectionsDeps, me: number): Promise<PendingConnectionCounts> {
  return repo.pendingCounts(deps.platform.db, me);
}

/** Blocking ends any connection or pending request between the two, in either direction. */
export async function block(deps: ConnectionsDeps, me: number, userId: number): Promise<void> {
  if (userId === me) throw badRequest(ConnectionMessage.cannotBlockSelf);
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    await requireUser(tx, userId);
    await repo.deleteLivePair(tx, me, userId);
    await repo.insertBlock(tx, me, userId);
    requestsChanged(notify, me, userId);
  });
}

export async function unblock(deps: ConnectionsDeps, me: number, userId: number): Promise<void> {
  await transactionWithChanges(deps.platform, async (tx) => {
    if (!(await repo.deleteBlock(tx, me, userId))) throw notFound(ConnectionMessage.userNotFound);
  });
}

export async function listBlocked(deps: ConnectionsDeps, me: number): Promise<BlockedUser[]> {
  const rows = await repo.listBlocked(deps.platform.db, me);
  return rows.map((row) => ({ user: toNetworkUser(row.user), blockedAt: row.blockedAt.toISOString() }));
}
