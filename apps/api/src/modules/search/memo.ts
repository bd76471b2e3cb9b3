import type { SharedJsonBody } from '../../platform/compression';

/**
 * A short memory of recent search answers, per app instance (tests run several side by side). People
 * repeat searches (a popular term, a page turned back, the results page reloaded) and the same term is
 * asked by many visitors in a short time; an answer is the same for everyone of one audience (visitors,
 * or signed-in members, who also find people), so for SEARCH_MEMO_TTL_MS it is served as it was
 * encoded (serialized once, compressed at most once per encoding) instead of costing four statements.
 *
 * Search is a read model over other modules' tables and nothing tells it about their writes, so a new
 * or renamed company, game or person shows in searches asked again within that time only after it has
 * passed. Concurrent identical searches share one computation; a failed one is not remembered.
 * Least recently used answers go first past SEARCH_MEMO_MAX_ENTRIES, which bounds memory (an answer of
 * 10 results is about 4 KB of JSON and 1 KB compressed).
 */
export const SEARCH_MEMO_TTL_MS = 10_000;
export const SEARCH_MEMO_MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  body: Promise<SharedJsonBody>;
}

export class SearchMemo {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SEARCH_MEMO_TTL_MS,
    private readonly maxEntries = SEARCH_MEMO_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The remembered answer for `key`, or `compute`'s (then remembered); `hit` tells which. */
  answer(key: string, compute: () => Promise<SharedJsonBody>): { body: Promise<SharedJsonBody>; hit: boolean } {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry !== undefined && now - entry.at < this.ttlMs) {
      // Map order is insertion order: moving the entry to the end keeps the oldest-used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { body: entry.body, hit: true };
    }
    if (entry !== undefined) this.entries.delete(key);
    const body = compute();
    const fresh = { at: now, body };
    this.entries.set(key, fresh);
    body.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return { body, hit: false };
  }

  get size(): number {
    return this.entries.size;
  }
}
