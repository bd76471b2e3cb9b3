import { LRUCache } from 'lru-cache';

export interface MemoCacheOptions {
  /** Entries kept at most; past it the least recently used go first (this bounds memory). */
  max: number;
  /** How long a remembered value is answered, from when it was computed. */
  ttlMs: number;
  /** The clock in whole milliseconds (Date.now unless a test gives its own). */
  now?: () => number;
}

/**
 * The one in-process cache of the API: a bounded, expiring memory of computed values (lru-cache), kept as
 * promises so that concurrent askers of one key share one computation. A computation that fails is not
 * remembered: the next asker tries again.
 */
export class MemoCache<K extends string | number, V> {
  private readonly cache: LRUCache<K, Promise<V>>;
  /** The results of the remembered computations that have finished (forgotten with their promise). */
  private readonly results = new WeakMap<Promise<V>, { value: V }>();

  constructor(options: MemoCacheOptions) {
    const clock = options.now ?? (() => Date.now());
    this.cache = new LRUCache<K, Promise<V>>({
      max: options.max,
      // lru-cache answers an entry until it is older than `ttl`; on a millisecond clock, ttlMs - 1 makes
      // it expire at exactly ttlMs.
      ttl: Math.max(1, options.ttlMs - 1),
      // Read the clock on every lookup rather than once per millisecond timer tick.
      ttlResolution: 0,
      perf: { now: clock },
    });
  }

  /** The remembered value of `key`, or `compute`'s (then remembered); `hit` tells which. */
  remember(key: K, compute: () => Promise<V>): { value: Promise<V>; hit: boolean } {
    const remembered = this.cache.get(key);
    if (remembered !== undefined) return { value: remembered, hit: true };
    return { value: this.set(key, compute()), hit: false };
  }

  /** Whether `key` has a value that has not expired (does not count as a use). */
  has(key: K): boolean {
    return this.cache.has(key);
  }

  get(key: K): Promise<V> | undefined {
    return this.cache.get(key);
  }

  /**
   * The remembered value of `key` when its computation has finished, without waiting: for a caller that
   * must start its next step in the same synchronous stretch (read-together's batches) when it can.
   */
  settled(key: K): { value: V } | undefined {
    const remembered = this.cache.get(key);
    return remembered === undefined ? undefined : this.results.get(remembered);
  }

  /** Remembers `value` for `key` until it expires, or until it fails. */
  set(key: K, value: Promise<V>): Promise<V> {
    this.cache.set(key, value);
    value.then(
      (result) => this.results.set(value, { value: result }),
      () => {
        if (this.cache.peek(key) === value) this.cache.delete(key);
      },
    );
    return value;
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
