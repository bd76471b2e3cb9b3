import type { SharedJsonBody } from '../../platform/compression';
import { MemoCache } from '../../platform/memo-cache';

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

/** Remembered search answers by key (audience and query); see above. */
/** A search answer as sent, with what the figures count of it (service.SearchAnswer). */
export interface RememberedSearch {
  body: SharedJsonBody;
  total: number;
  companyIds: number[];
}

export class SearchMemo {
  private readonly cache: MemoCache<string, RememberedSearch>;

  constructor(ttlMs = SEARCH_MEMO_TTL_MS, maxEntries = SEARCH_MEMO_MAX_ENTRIES, now?: () => number) {
    this.cache = new MemoCache({ max: maxEntries, ttlMs, ...(now ? { now } : {}) });
  }

  /** The remembered answer for `key`, or `compute`'s (then remembered); `hit` tells which. */
  answer(key: string, compute: () => Promise<RememberedSearch>): { remembered: Promise<RememberedSearch>; hit: boolean } {
    const { value, hit } = this.cache.remember(key, compute);
    return { remembered: value, hit };
  }

  get size(): number {
    return this.cache.size;
  }
}
