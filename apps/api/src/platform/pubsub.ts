import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis, RedisOptions } from 'ioredis';
import type { DatabaseNotifications } from './database-notifications';

export type Listener = (message: unknown) => void;

/**
 * Publish/subscribe between server instances. In-process by default; with REDIS_URL every instance
 * sees every message, so an update published through one wakes a long poll held by another.
 */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  /**
   * Sends `message` to every instance's listeners of `channel`, this one's included. Never fails and never
   * waits long on Redis: what Redis does not take within its command timeout goes through the database.
   */
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Calls `listener` whenever messages may have been lost: the Redis subscriber connection dropped and came
   * back (it re-subscribes by itself), the database fallback's LISTEN connection did, or a message too large
   * for the fallback was published. Never for the in-process pub/sub. Returns a function that removes it.
   */
  onGap(listener: () => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    async publish(channel, message) {
      // Deliver asynchronously, as Redis would, so callers never depend on synchronous delivery.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    async subscribe(channel, listener) {
      emitter.on(channel, listener);
      return async () => {
        emitter.off(channel, listener);
      };
    },
    onGap: () => () => undefined,
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** How long a publish waits for Redis before its message takes the database fallback (REDIS_COMMAND_TIMEOUT_MS's default). */
export const PUBLISH_TIMEOUT_MS = 250;
/**
 * Options of a Redis connection used on a request's path (publishing, rate-limit counters): while it is
 * disconnected a command fails at once instead of queueing for the reconnection, and a command Redis does
 * not answer fails after `commandTimeoutMs`. The caller then takes its fallback.
 */
export function requestPathRedisOptions(commandTimeoutMs = PUBLISH_TIMEOUT_MS) {
  return { enableOfflineQueue: false, commandTimeout: commandTimeoutMs, maxRetriesPerRequest: 0 } as const satisfies RedisOptions;
}
/** How long start-up waits for Redis; an instance that cannot reach it starts with the fallback. */
const CONNECT_WAIT_MS = 1_000;
/** How long a subscription waits for a connected Redis to confirm it (start-up only: instances subscribe then). */
const SUBSCRIBE_WAIT_MS = 5_000;
/** The database channel of the fallback (NOTIFY reaches the instances of one database only). */
export const PUBSUB_FALLBACK_CHANNEL = 'paytable_pubsub';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; larger messages are announced as a gap instead. */
const FALLBACK_PAYLOAD_MAX = 7_900;

export interface PubSubLog {
  warn(object: object, message: string): void;
}

/** What carries messages while Redis cannot: the database's NOTIFY, heard through LISTEN by every instance. */
export type PubSubFallback = DatabaseNotifications;

/** Waits for `work` at most `ms` (it carries on after that); answers whether it finished in time. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const finished = await Promise.race([work.then(() => true), delay(ms, false, { signal: timer.signal }).catch(() => false)]);
  timer.abort();
  return finished;
}

/** Closes a Redis connection: politely when Redis answers, at once when it does not (it may never). */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await within(connection.quit().catch(() => undefined), PUBLISH_TIMEOUT_MS);
  connection.disconnect();
}

type FallbackEnvelope = { channel: string; message: unknown } | { gap: true };

/**
 * Redis pub/sub: one publishing connection and one subscriber connection per process; local listeners
 * are multiplexed over it (the realtime module subscribes one channel per instance and fans out itself).
 *
 * Redis being away never holds a request: the publishing connection queues nothing while disconnected and
 * gives a command `commandTimeoutMs` (PUBLISH_TIMEOUT_MS unless configured), and a message it does not take goes out through `fallback` — a NOTIFY
 * that every instance LISTENs to (on one dedicated database connection), delivered to the same local
 * listeners. A message that made it through both ways (a publish that timed out but arrived) is delivered
 * twice: every listener takes a repeated message as it takes the first. What neither way could carry, and
 * what an instance missed while its subscriber or its LISTEN connection was down, is reported to onGap
 * listeners, who read again from the database. The subscriber connection keeps its SUBSCRIBE commands until
 * Redis is back, so an instance started while Redis is away subscribes when it returns.
 */
export interface PubSubOptions {
  fallback?: PubSubFallback;
  log?: PubSubLog;
  commandTimeoutMs?: number;
}

export async function createRedisPubSub(url: string, options: PubSubOptions = {}): Promise<PubSub> {
  const { fallback, log } = options;
  const { Redis } = await import('ioredis');
  const common: RedisOptions = { lazyConnect: true };
  // Publishes made in one tick of the event loop (several sends answered together under load) leave in one
  // write, as a pipeline: fewer system calls on both sides, the same messages in the same order.
  const publisher = new Redis(url, { ...common, ...requestPathRedisOptions(options.commandTimeoutMs), enableAutoPipelining: true });
  const subscriber = new Redis(url, { ...common, maxRetriesPerRequest: null });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  const gap = () => gaps.emit('gap');

  // One warning per outage, not one per reconnection attempt.
  let reported = false;
  const connectionError = (error: Error) => {
    if (reported) return;
    reported = true;
    log?.warn({ err: error }, 'Redis is unreachable; pub/sub messages go through the database until it is back');
  };
  publisher.on('error', connectionError);
  subscriber.on('error', connectionError);
  publisher.on('ready', () => (reported = false));
  // 'ready' after an earlier one means a reconnect: whatever was published meanwhile never arrived.
  let subscriberWasReady = false;
  /** False once a SUBSCRIBE went unanswered: later ones are not waited for until the connection is ready again. */
  let subscriberAnswers = true;
  // Reported once Redis answered a PING sent after the re-subscriptions: from then on nothing is missed, so
  // a listener that reads again from the database does not race a change published in between.
  subscriber.on('ready', () => {
    subscriberAnswers = true;
    if (subscriberWasReady) subscriber.ping().then(gap, gap);
    subscriberWasReady = true;
  });
  subscriber.on('message', (channel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    local.emit(channel, message);
  });

  const stopFallback: (() => Promise<void> | void)[] = [];
  if (fallback) {
    stopFallback.push(
      await fallback.listen(PUBSUB_FALLBACK_CHANNEL, (payload) => {
        let envelope: Partial<{ channel: unknown; message: unknown; gap: unknown }>;
        try {
          envelope = JSON.parse(payload) as typeof envelope;
        } catch {
          return;
        }
        if (envelope.gap === true) gap();
        else if (typeof envelope.channel === 'string') local.emit(envelope.channel, envelope.message);
      }),
    );
    stopFallback.push(fallback.onListeningChange((listening) => listening && gap()));
  }

  const viaDatabase = async (envelope: FallbackEnvelope): Promise<void> => {
    if (!fallback) return;
    let payload = JSON.stringify(envelope);
    if (payload.length > FALLBACK_PAYLOAD_MAX) payload = JSON.stringify({ gap: true } satisfies FallbackEnvelope);
    await fallback.notify(PUBSUB_FALLBACK_CHANNEL, payload);
  };

  await within(Promise.allSettled([publisher.connect(), subscriber.connect()]), CONNECT_WAIT_MS);

  return {
    kind: 'redis',
    async publish(channel, message) {
      const payload = JSON.stringify(message);
      if (publisher.status === 'ready') {
        try {
          await publisher.publish(channel, payload);
          return;
        } catch {
          // Timed out or the connection dropped: the fallback below carries it.
        }
      }
      try {
        await viaDatabase({ channel, message });
      } catch (error) {
        // Neither way: the database is away too, and its LISTEN connections with it, so every instance
        // reports a gap when it listens again.
        log?.warn({ err: error, channel }, 'a pub/sub message could not be sent');
      }
    },
    async subscribe(channel, listener) {
      if (local.listenerCount(channel) === 0) {
        // Kept by the connection until Redis answers; waited for (so that a message published next reaches
        // this listener) only while Redis is there and answering.
        const subscribed = subscriber.subscribe(channel).catch(() => undefined);
        if (subscriber.status === 'ready' && subscriberAnswers) subscriberAnswers = await within(subscribed, SUBSCRIBE_WAIT_MS);
      }
      local.on(channel, listener);
      return async () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0 && subscriber.status === 'ready') await subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
    onGap(listener) {
      gaps.on('gap', listener);
      return () => gaps.off('gap', listener);
    },
    async ping() {
      // Through the subscriber, which has no command timeout of its own: the caller says how long it waits.
      await subscriber.ping();
    },
    async close() {
      local.removeAllListeners();
      gaps.removeAllListeners();
      for (const stop of stopFallback.splice(0)) await stop();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

export async function createPubSub(redisUrl: string | undefined, options: PubSubOptions = {}): Promise<PubSub> {
  return redisUrl ? createRedisPubSub(redisUrl, options) : createInProcessPubSub();
}
