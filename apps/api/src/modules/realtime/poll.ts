import { POLL_SERVER_TIMEOUT_S, type PollRequest, type PollUpdate } from '@paytable/contracts';
import { badRequest } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { Change } from './changes';
import type { ChangeHub } from './hub';
import type { MarkKey } from './mark-statements';
import { readMarks } from './repository';
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
  const context: TopicContext = { db: deps.platform.db, userId, platform: deps.platform };
  const timeoutMs = Math.min(request.timeout ?? POLL_SERVER_TIMEOUT_S, POLL_SERVER_TIMEOUT_S) * 1000;

  // Every subscription is checked before any is followed, so that a bad one fails the poll without leaving
  // another's lookup behind.
  const subscriptions: Subscription[] = request.subscriptions.map((subscription) => {
    const topic = deps.topics.get(subscription.type);
    if (!topic) throw badRequest('Unknown subscription type');
    return { topic, params: subscription.params ?? {}, lastUpdate: normalizeTimestamp(subscription.lastUpdate), follows: null };
  });
  const follows: Promise<void>[] = [];
  for (const subscription of subscriptions) {
    const { topic } = subscription;
    if (isLiveTopic(topic)) follows.push(topic.follow(context, subscription.params).then((key) => void (subscription.follows = key)));
  }
  if (follows.length === 1) await follows[0];
  else if (follows.length > 1) await Promise.all(follows);

  return new Promise<PollUpdate[]>((resolve, reject) => {
    const waiting = new WaitingPoll(deps, context, subscriptions, resolve, reject);
    onAbort(waiting.finish);
    waiting.start(timeoutMs);
  });
}

/**
 * A poll between its subscriptions' resolution and its answer: one object (its listener, its timer and its
 * state), since a server holds thousands of them and every one that waits long enough is copied by each
 * young-generation garbage collection it lives through.
 */
class WaitingPoll implements HeldPoll {
  /** Subscriptions known to have news, with that news (its time, and its data when it came with it). */
  private readonly ready = new Map<Subscription, Change>();
  private readonly live: LiveSubscription[];
  private readonly stops: (() => void)[] = [];
  private settled = false;
  private answerScheduled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: PollDeps,
    private readonly context: TopicContext,
    private readonly subscriptions: Subscription[],
    private readonly resolve: (updates: PollUpdate[]) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.live = subscriptions.filter((s): s is LiveSubscription => s.follows !== null);
  }

  /** Answers no updates now (the timeout, the client went away, the server is closing). */
  readonly finish = (): void => this.settle([]);

  start(timeoutMs: number): void {
    const { hub, held } = this.deps;
    held.add(this);
    // 1. Listen first, so that a change committed while the marks are compared is not missed.
    const { live } = this;
    if (live.length === 1) {
      const [only] = live as [LiveSubscription];
      this.stops.push(hub.follow(only.follows.channel, (change) => this.changed(only.follows.channel, change)));
    } else if (live.length > 1) {
      for (const channel of new Set(live.map((s) => s.follows.channel))) {
        this.stops.push(hub.follow(channel, (change) => this.changed(channel, change)));
      }
    }
    // After a gap (lost pub/sub messages) the hub knows nothing: compare again with the database.
    this.stops.push(hub.onGap(() => this.compare().then(() => this.ready.size > 0 && this.scheduleAnswer(), this.fail)));

    for (const subscription of this.subscriptions) {
      const { topic, lastUpdate } = subscription;
      if (!isLiveTopic(topic) && topic.initial && lastUpdate === null) this.ready.set(subscription, { channel: '', topic: topic.type, changedAt: EPOCH });
    }
    // 2. Then compare what the client holds with the latest marks.
    this.compare().then(() => {
      if (this.ready.size > 0) this.scheduleAnswer();
      // The timeout counts the waiting only: the first check always runs, even with timeout 0.
      else if (!this.settled) this.timer = setTimeout(this.finish, timeoutMs);
    }, this.fail);
  }

  private changed(channel: string, change: Change): void {
    for (const subscription of this.live) {
      if (subscription.follows.channel === channel && subscription.follows.topic === change.topic) this.consider(subscription, change);
    }
    if (this.ready.size > 0) this.scheduleAnswer();
  }

  /** Records a change of the key this subscription follows, if it is news to the client. */
  private consider(subscription: Subscription, change: Change): void {
    if (subscription.lastUpdate !== null && change.changedAt <= subscription.lastUpdate) return;
    const known = this.ready.get(subscription);
    if (known === undefined || known.changedAt < change.changedAt || (known.changedAt === change.changedAt && !('data' in known))) this.ready.set(subscription, change);
  }

  /**
   * Compares what the client holds with the latest marks: the hub's, else the database's (one query for the
   * keys the hub has not seen, remembered there for the next polls).
   */
  private async compare(): Promise<void> {
    const { hub, platform } = this.deps;
    const { live } = this;
    let unknown: MarkKey[] | undefined;
    for (const subscription of live) {
      const change = hub.known(subscription.follows);
      if (change) this.consider(subscription, change);
      else (unknown ??= []).push(subscription.follows);
    }
    if (unknown === undefined) return;
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
      this.consider(subscription, mark ?? { ...subscription.follows, changedAt: EPOCH });
    }
    // A change that reached the hub while the marks were read is news too.
    for (const subscription of live) {
      const change = hub.known(subscription.follows);
      if (change) this.consider(subscription, change);
    }
  }

  private scheduleAnswer(): void {
    if (this.answerScheduled || this.settled) return;
    this.answerScheduled = true;
    clearTimeout(this.timer);
    // Let changes arriving in the same tick join this answer.
    setImmediate(answerReady, this);
  }

  /** Answers every ready subscription: with the data its change carried, else one query per type. */
  answer(): void {
    if (this.settled) return;
    const { context } = this;
    if (this.ready.size === 1) {
      const [[subscription, change]] = this.ready as unknown as [[Subscription, Change]];
      const { topic } = subscription;
      if (!isLiveTopic(topic) || 'data' in change) {
        this.settle([{ type: topic.type, data: isLiveTopic(topic) ? change.data : topic.initial?.(), timestamp: change.changedAt }]);
        return;
      }
    }
    Promise.all(
      [...this.ready].map(async ([subscription, change]): Promise<PollUpdate> => {
        const { topic } = subscription;
        const data = !isLiveTopic(topic) ? topic.initial?.() : 'data' in change ? change.data : await topic.load(context, subscription.params);
        return { type: topic.type, data, timestamp: change.changedAt };
      }),
    ).then((updates) => this.settle(updates), this.fail);
  }

  private readonly fail = (error: unknown): void => {
    if (this.settled) return;
    this.cleanup();
    this.reject(error);
  };

  private settle(updates: PollUpdate[]): void {
    if (this.settled) return;
    this.cleanup();
    this.resolve(updates);
  }

  private cleanup(): void {
    this.settled = true;
    clearTimeout(this.timer);
    this.deps.held.delete(this);
    for (const stop of this.stops) stop();
  }
}

const answerReady = (waiting: WaitingPoll) => waiting.answer();
