import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { Db } from '../../db/client';
import type { Mark, MarkKey } from './mark-statements';
import { advanceMarks, databaseName } from './repository';

/** Channel of everything that concerns one user (their counters, requests, chat list). */
export const userChannel = (userId: number) => `user:${userId}`;
/** Channel of one group chat's messages. */
export const groupChannel = (groupId: number) => `group:${groupId}`;

/** Topics are the poll's subscription types whose state a write can change. */
export type Topic = 'message_unread_count' | 'connection_requests' | 'group_chats' | 'group_messages';

/**
 * One committed change: a mark, and — when the writer could compute it exactly for this mark — `data`, the
 * state the key's topic answers (what its `load` would read now), so a poll can answer without a query.
 */
export interface Change extends Mark {
  data?: unknown;
}

/** What travels on the deployment's change feed after a commit. */
export interface ChangeEvent {
  changes: Change[];
}

export type Notify = (change: MarkKey | MarkKey[]) => void;

const namespaces = new WeakMap<Db, Promise<string>>();

/**
 * The pub/sub channel that carries every change of this deployment: named after the database (read once
 * per process), so that deployments or test databases sharing one Redis, whose user and group ids overlap,
 * never wake each other's polls. Each instance subscribes to it once and fans changes out in process
 * (hub.ts), so held polls cost no pub/sub subscriptions of their own.
 */
export async function changeFeedChannel(platform: Platform): Promise<string> {
  let namespace = namespaces.get(platform.db);
  if (!namespace) {
    namespace = databaseName(platform.db);
    namespaces.set(platform.db, namespace);
    // A failed read (database briefly down) is retried by the next caller rather than cached.
    namespace.catch(() => namespaces.delete(platform.db));
  }
  return `${await namespace}/realtime`;
}

const keyOf = (key: MarkKey) => `${key.channel}\u0000${key.topic}`;

/**
 * Runs `work` in one transaction and lets it name the real-time topics it changes. The marks are
 * advanced in the same transaction (so the change and its mark commit together), and the events are
 * published only after the commit, so a woken poll always reads the committed state. The transaction is
 * the event bus's, so `work` may publish domain events.
 */
export async function transactionWithChanges<T>(platform: Platform, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
  const { result, marks } = await platform.events.transaction(async (tx) => {
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
 * Publishes committed changes on the change feed, in one message. transactionWithChanges calls it after its
 * commit; a write that advances its marks inside one self-committing statement (advanceMarksStatement)
 * calls it itself, after that statement returned.
 */
export async function publishChanges(platform: Platform, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  const event: ChangeEvent = { changes };
  // The pub/sub neither fails nor waits long when Redis is away (it sends through the database instead),
  // and a change no way could carry is caught up from the committed marks at the next gap or poll.
  await platform.pubsub.publish(await changeFeedChannel(platform), event);
}
