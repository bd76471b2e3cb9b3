import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { Db } from '../../db/client';
import { advanceMarks, databaseName, type Mark, type MarkKey } from './repository';

/** Channel of everything that concerns one user (their counters, requests, chat list). */
export const userChannel = (userId: number) => `user:${userId}`;
/** Channel of one group chat's messages. */
export const groupChannel = (groupId: number) => `group:${groupId}`;

/** Topics are the poll's subscription types whose state a write can change. */
export type Topic = 'message_unread_count' | 'connection_requests' | 'group_chats' | 'group_messages';

/** What travels on a channel after a commit. */
export interface ChannelEvent {
  changes: { topic: string; changedAt: string }[];
}

export type Notify = (change: MarkKey | MarkKey[]) => void;

const namespaces = new WeakMap<Db, Promise<string>>();

/**
 * The name a channel has on the pub/sub: prefixed with the database's name (read once per process), so
 * that deployments or test databases sharing one Redis, whose user and group ids overlap, never wake
 * each other's polls. Every instance of one deployment shares the database, hence the names.
 */
export async function wireChannel(platform: Platform, channel: string): Promise<string> {
  let namespace = namespaces.get(platform.db);
  if (!namespace) {
    namespace = databaseName(platform.db);
    namespaces.set(platform.db, namespace);
    // A failed read (database briefly down) is retried by the next caller rather than cached.
    namespace.catch(() => namespaces.delete(platform.db));
  }
  return `${await namespace}/${channel}`;
}

const keyOf = (key: MarkKey) => `${key.channel}\u0000${key.topic}`;

/**
 * Runs `work` in one transaction and lets it name the real-time topics it changes. The marks are
 * advanced in the same transaction (so the change and its mark commit together), and the events are
 * published only after the commit, so a woken poll always reads the committed state.
 */
export async function transactionWithChanges<T>(platform: Platform, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
  const { result, marks } = await platform.db.transaction(async (tx) => {
    const pending = new Map<string, MarkKey>();
    const notify: Notify = (change) => {
      for (const key of Array.isArray(change) ? change : [change]) pending.set(keyOf(key), key);
    };
    const value = await work(tx, notify);
    return { result: value, marks: await advanceMarks(tx, [...pending.values()]) };
  });
  await publishChanges(platform, marks);
  return result;
}

/**
 * Publishes committed marks to their channels. transactionWithChanges calls it after its commit; a write
 * that advances its marks inside one self-committing statement (advanceMarksStatement) calls it itself,
 * after that statement returned.
 */
export async function publishChanges(platform: Platform, marks: Mark[]): Promise<void> {
  const byChannel = new Map<string, ChannelEvent>();
  for (const mark of marks) {
    const event = byChannel.get(mark.channel) ?? { changes: [] };
    event.changes.push({ topic: mark.topic, changedAt: mark.changedAt });
    byChannel.set(mark.channel, event);
  }
  // A lost publish only delays the update to the next poll (the mark is committed), so failures are
  // not the writer's error: they are swallowed here rather than failing a request that succeeded.
  await Promise.allSettled([...byChannel].map(async ([channel, event]) => platform.pubsub.publish(await wireChannel(platform, channel), event)));
}
