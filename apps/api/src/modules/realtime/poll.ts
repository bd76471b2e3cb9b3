import { POLL_SERVER_TIMEOUT_S, type PollRequest, type PollUpdate } from '@paytable/contracts';
import { badRequest } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { Change } from './changes';
import type { ChangeHub } from './hub';
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
type LiveSubscription = Subscription & { follows: MarkKey; topic: TopicProvider };

/** A poll waiting for news; the set of them is closed early when the server shuts down. */
export interface HeldPoll {
  finish(): void;
}

export interface PollDeps {
  platform: Platform;
  hub: ChangeHub;
  topics: ReadonlyMap<string, RealtimeTopic>;
  held: Set<HeldPoll>;
}

/**
 * One long poll (seed 000 §7): answers at once with every subscription whose state changed after its
 * lastUpdate, else waits for the first change of the followed keys, else answers no updates at the timeout
 * (capped at 25 s). What changed is judged from the instance's change hub, or the marks in the database for
 * keys the hub has not seen; the answer's data comes with the change when its writer sent it, else from one
 * query per topic. While it waits it costs a listener and a timer: no query runs until there is news.
 * `onAbort` lets the caller stop it when the client goes away.
 */
export async function poll(
  deps: PollDeps,
  userId: number,
  request: PollRequest,
  onAbort: (abort: () => void) => void,
): Promise<PollUpdate[]> {
  const { platform, topics, hub } = deps;
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
    /** Subscriptions known to have news, with that news (its time, and its data when it came with it). */
    const ready = new Map<Subscription, Change>();
    const stops: (() => void)[] = [];
    let settled = false;
    let answerScheduled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const cleanup = () => {
      clearTimeout(timer);
      deps.held.delete(held);
      for (const stop of stops) stop();
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

    /** Answers every ready subscription: with the data its change carried, else one query per type. */
    const answer = () => {
      if (settled) return;
      Promise.all(
        [...ready].map(async ([subscription, change]): Promise<PollUpdate> => {
          const { topic } = subscription;
          const data = !isLiveTopic(topic) ? topic.initial?.() : 'data' in change ? change.data : await topic.load(context, subscription.params);
          return { type: topic.type, data, timestamp: change.changedAt };
        }),
      ).then(finish, fail);
    };
    const scheduleAnswer = () => {
      if (answerScheduled || settled) return;
      answerScheduled = true;
      clearTimeout(timer);
      // Let changes arriving in the same tick join this answer.
      setImmediate(answer);
    };
    /** Records a change of the key this subscription follows, if it is news to the client. */
    const consider = (subscription: Subscription, change: Change) => {
      if (subscription.lastUpdate !== null && change.changedAt <= subscription.lastUpdate) return;
      const known = ready.get(subscription);
      if (known === undefined || known.changedAt < change.changedAt || (known.changedAt === change.changedAt && !('data' in known))) ready.set(subscription, change);
    };

    deps.held.add(held);
    onAbort(() => finish([]));

    // 1. Listen first, so that a change committed while the marks are compared is not missed.
    const live = subscriptions.filter((s): s is LiveSubscription => s.follows !== null);
    for (const channel of new Set(live.map((s) => s.follows.channel))) {
      stops.push(
        hub.follow(channel, (change) => {
          for (const subscription of live) {
            if (subscription.follows.channel === channel && subscription.follows.topic === change.topic) consider(subscription, change);
          }
          if (ready.size > 0) scheduleAnswer();
        }),
      );
    }

    // 2. Then compare what the client holds with the latest marks: the hub's, else the database's (one
    //    query for the keys the hub has not seen). After a gap the hub knows nothing: compare again.
    const compare = async () => {
      const unknown = live.filter((s) => hub.known(s.follows) === undefined).map((s) => s.follows);
      if (unknown.length > 0) {
        const generation = hub.readGeneration;
        const marks = await readMarks(platform.db, unknown);
        const found = new Map(marks.map((mark) => [`${mark.channel}\u0000${mark.topic}`, mark]));
        // A key without a row never changed: remembered as EPOCH, so the next poll need not ask again.
        hub.remember(
          unknown.map((key) => found.get(`${key.channel}\u0000${key.topic}`) ?? { ...key, changedAt: EPOCH }),
          generation,
        );
        for (const subscription of live) {
          const mark = found.get(`${subscription.follows.channel}\u0000${subscription.follows.topic}`);
          consider(subscription, mark ?? { ...subscription.follows, changedAt: EPOCH });
        }
      }
      for (const subscription of live) {
        const change = hub.known(subscription.follows);
        if (change) consider(subscription, change);
      }
    };
    stops.push(hub.onGap(() => compare().then(() => ready.size > 0 && scheduleAnswer(), fail)));

    for (const subscription of subscriptions) {
      const { topic, lastUpdate } = subscription;
      if (!isLiveTopic(topic) && topic.initial && lastUpdate === null) ready.set(subscription, { channel: '', topic: topic.type, changedAt: EPOCH });
    }
    compare()
      .then(() => {
        if (ready.size > 0) scheduleAnswer();
        // The timeout counts the waiting only: the first check always runs, even with timeout 0.
        else if (!settled) timer = setTimeout(() => finish([]), timeoutMs);
      })
      .catch(fail);
  });
}
