import { EventEmitter } from 'node:events';

export type Listener = (message: unknown) => void;

/**
 * Publish/subscribe between server instances. In-process by default; with REDIS_URL every instance
 * sees every message, so an update published through one wakes a long poll held by another.
 */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Calls `listener` whenever messages may have been lost: the Redis subscriber connection dropped and came
   * back (it re-subscribes by itself). Never for the in-process pub/sub. Returns a function that removes it.
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

/**
 * Redis pub/sub: one publishing connection and one subscriber connection per process; local listeners
 * are multiplexed over it (the realtime module subscribes one channel per instance and fans out itself).
 */
export async function createRedisPubSub(url: string): Promise<PubSub> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true } as const;
  // Publishes made in one tick of the event loop (several sends answered together under load) leave in one
  // write, as a pipeline: fewer system calls on both sides, the same messages in the same order.
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // 'ready' after the first connect means a reconnect: whatever was published meanwhile never arrived.
  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  subscriber.on('ready', () => gaps.emit('gap'));
  subscriber.on('message', (channel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    local.emit(channel, message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, listener) {
      if (local.listenerCount(channel) === 0) await subscriber.subscribe(channel);
      local.on(channel, listener);
      return async () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0) await subscriber.unsubscribe(channel);
      };
    },
    onGap(listener) {
      gaps.on('gap', listener);
      return () => gaps.off('gap', listener);
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      local.removeAllListeners();
      gaps.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export async function createPubSub(redisUrl: string | undefined): Promise<PubSub> {
  return redisUrl ? createRedisPubSub(redisUrl) : createInProcessPubSub();
}
