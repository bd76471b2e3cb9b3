/**
 * Short-lived, per-process memory of the public company list (GET /companies). The list is the same
 * for every visitor and is read far more often than companies change, so a page is computed once per
 * TTL and shared by everyone asking in that window — concurrent requests for one page share one
 * computation. Every company write of this module calls forgetPublicCompanyList, so the writer (and
 * anyone on this instance) sees its change at once; other instances, and edits made by other modules
 * (a business type renamed), show within the TTL. Kept per database: tests run several side by side.
 */
interface Entry<V> {
  at: number;
  value: Promise<V>;
}

class TtlMemo<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** maxEntries bounds memory: past it the memo starts afresh (entries are seconds old anyway). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { at: now, value });
    // A failed computation is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Pages: 2 s. Orders (every matching id in list order, which also gives the total): 5 s — reading them
 * is the dearest part of a page, and with the order at hand any page, however deep, is a slice of it
 * and one read of its 20 rows by primary key.
 */
const PAGE_TTL_MS = 2_000;
const ORDER_TTL_MS = 5_000;
/**
 * A page holds 20 rows; an order holds every matching id (10,000 for a broad search at 10,000
 * companies), so far fewer orders are kept: varied searches cannot grow the process without bound.
 */
const MAX_PAGES = 2_000;
const MAX_ORDERS = 64;

interface Memos {
  pages: TtlMemo<unknown>;
  orders: TtlMemo<number[] | undefined>;
}
const memos = new WeakMap<object, Memos>();

function memosOf(db: object): Memos {
  let found = memos.get(db);
  if (!found) {
    found = { pages: new TtlMemo(PAGE_TTL_MS, MAX_PAGES), orders: new TtlMemo(ORDER_TTL_MS, MAX_ORDERS) };
    memos.set(db, found);
  }
  return found;
}

export function rememberedPublicPage<V>(db: object, key: string, compute: () => Promise<V>): Promise<V> {
  return memosOf(db).pages.get(key, compute) as Promise<V>;
}

export function rememberedPublicOrder(db: object, key: string, compute: () => Promise<number[] | undefined>): Promise<number[] | undefined> {
  return memosOf(db).orders.get(key, compute);
}

/** After a write that can change what the public list shows (a company listed, edited, approved, hidden…). */
export function forgetPublicCompanyList(db: object): void {
  const found = memos.get(db);
  found?.pages.clear();
  found?.orders.clear();
}
