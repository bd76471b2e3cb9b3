import { POLL_SERVER_TIMEOUT_S, type PollRequest, type PollUpdate } from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { wireChannel, type ChannelEvent } from './changes';
import { readMarks, type MarkKey } from './repository';
import { isLiveTopic, type RealtimeTopic, type TopicContext, type TopicProvider } from './topics';

/** "Never changed": older than any mark. */
export const EPOCH = '1970-01-01T00:00:00.000000Z';
const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/;

/**
 * lastUpdate as a fixed-width UTC string with microseconds, so that string order is time order:
 * the server's own timestamps come back unchanged; epoch milliseconds and other ISO forms are converted.
 */
export function normalizeTimestamp(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const exact = ISO.exec(value);
    if (exact) return `${exact[1]}.${(exact[2] ?? '').padEnd(6, '0')}Z`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('lastUpdate must be a timestamp from an earlier update');
  return date.toISOString().replace('Z', '000Z');
}

interface Subscription {
  topic: RealtimeTopic;
  params: Record<string, unknown>;
  lastUpdate: string | null;
  follows: MarkKey | null;
}

/** A poll waiting for news; the set of them is closed early when the server shuts down. */
export interface HeldPoll {
  finish(): void;
}

export interface PollDeps {
  platform: Platform;
  log: FastifyBaseLogger;
  topics: ReadonlyMap<string, RealtimeTopic>;
  held: Set<HeldPoll>;
}

/**
 * One long poll (seed 000 §7): answers at once with every subscription whose state changed after its
 * lastUpdate, else waits for the first change published on the followed channels, else answers no
 * updates at the timeout (capped at 25 s). While it waits it costs two listeners and a timer: no query
 * runs until there is something to answer. `onAbort` lets the caller stop it when the client goes away.
 */
export async function poll(
  deps: PollDeps,
  userId: number,
  request: PollRequest,
  onAbort: (abort: () => void) => void,
): Promise<PollUpdate[]> {
  const { platform, topics } = deps;
  const context: TopicContext = { db: platform.db, userId };
  const timeoutMs = Math.min(request.timeout ?? POLL_SERVER_TIMEOUT_S, POLL_SERVER_TIMEOUT_S) * 1000;

  const subscriptions: Subscription[] = await Promise.all(
    request.subscriptions.map(async (subscription) => {
      const topic = topics.get(subscription.type);
      if (!topic) throw badRequest('Unknown subscription type');
      const params = subscription.params ?? {};
      return {
        topic,
        params,
        lastUpdate: normalizeTimestamp(subscription.lastUpdate),
        follows: isLiveTopic(topic) ? await topic.follow(context, params) : null,
      };
    }),
  );

  return new Promise<PollUpdate[]>((resolve, reject) => {
    /** Subscriptions known to have news, with the time of that news. */
    const ready = new Map<Subscription, string>();
    const unsubscribers: Promise<() => Promise<void>>[] = [];
    let settled = false;
    let answerScheduled = false;

    const cleanup = () => {
      clearTimeout(timer);
      deps.held.delete(held);
      for (const unsubscribe of unsubscribers) void unsubscribe.then((off) => off()).catch(() => undefined);
    };
    const finish = (updates: PollUpdate[]) => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(updates);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(error);
    };
    const held: HeldPoll = { finish: () => finish([]) };

    /** Loads the data of every ready subscription (one query per type) and answers. */
    const answer = () => {
      if (settled) return;
      const entries = [...ready];
      Promise.all(
        entries.map(async ([subscription, timestamp]): Promise<PollUpdate> => {
          const { topic } = subscription;
          const data = isLiveTopic(topic) ? await topic.load(context, subscription.params) : topic.initial?.();
          return { type: topic.type, data, timestamp };
        }),
      ).then(finish, fail);
    };
    const scheduleAnswer = () => {
      if (answerScheduled || settled) return;
      answerScheduled = true;
      // Let changes published in the same tick join this answer.
      setImmediate(answer);
    };

    // The timeout counts the waiting only: the first check always runs, even with timeout 0.
    let timer: ReturnType<typeof setTimeout> | undefined;
    deps.held.add(held);
    onAbort(() => finish([]));

    // 1. Listen first, so that a change committed while the marks are read is not missed.
    const live = subscriptions.filter((s): s is Subscription & { follows: MarkKey; topic: TopicProvider } => s.follows !== null);
    const channels = new Set(live.map((s) => s.follows.channel));
    for (const channel of channels) {
      const listener = (message: unknown) => {
        const event = message as Partial<ChannelEvent>;
        for (const change of event.changes ?? []) {
          for (const subscription of live) {
            if (subscription.follows.channel !== channel || subscription.follows.topic !== change.topic) continue;
            if (subscription.lastUpdate !== null && change.changedAt <= subscription.lastUpdate) continue;
            const known = ready.get(subscription);
            if (known === undefined || known < change.changedAt) ready.set(subscription, change.changedAt);
            scheduleAnswer();
          }
        }
      };
      unsubscribers.push(wireChannel(platform, channel).then((name) => platform.pubsub.subscribe(name, listener)));
    }

    // 2. Then compare what the client holds with the marks (one query for all subscriptions).
    Promise.all(unsubscribers)
      .then(() => readMarks(platform.db, live.map((s) => s.follows)))
      .then((marks) => {
        const markOf = new Map(marks.map((mark) => [`${mark.channel}\u0000${mark.topic}`, mark.changedAt]));
        for (const subscription of subscriptions) {
          const { follows, topic, lastUpdate } = subscription;
          if (follows) {
            const current = markOf.get(`${follows.channel}\u0000${follows.topic}`) ?? EPOCH;
            if (lastUpdate !== null && current <= lastUpdate) continue;
            const known = ready.get(subscription);
            if (known === undefined || known < current) ready.set(subscription, current);
          } else if (!isLiveTopic(topic) && topic.initial && lastUpdate === null) {
            ready.set(subscription, EPOCH);
          }
        }
        if (ready.size > 0) scheduleAnswer();
        else if (!settled) timer = setTimeout(() => finish([]), timeoutMs);
      })
      .catch(fail);
  });
}
