/**
 * Short-lived, per-process memory of the public company list (GET /companies). The list is the same
 * for every visitor and is read far more often than companies change, so its parts are read once per
 * TTL and shared by everyone asking in that window — concurrent requests for one part share one
 * computation. Every company write of this module calls forgetPublicCompanyList, so the writer (and
 * anyone on this instance) sees its change at once; other instances, and edits made by other modules
 * (a business type renamed), show within the TTL. Kept per database: tests run several side by side.
 */
interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/** A failed computation is not remembered: the next request tries again. */
function forgetOnFailure<K, V>(entries: Map<K, Entry<V>>, key: K, value: Promise<V>): void {
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
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
    forgetOnFailure(this.entries, key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * List rows by company id. Rows are shared by every order (a search, another sort) and read a
 * neighbourhood at a time: whoever asks for rows not remembered reads, in one statement, every row of
 * `around` not remembered either (the blocks of the order around its page), so the next pages a visitor
 * turns to — and concurrent requests for neighbouring pages — find their rows here.
 */
export class RowMemo<R> {
  private readonly entries = new Map<number, Entry<R | undefined>>();
  /** maxRows bounds memory as TtlMemo's maxEntries does. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxRows: number,
  ) {}

  /**
   * The rows of `ids` in that order (an id whose company is gone is left out). `around` must contain
   * `ids`; `read` answers the rows it finds of the ids it is given.
   */
  async get(ids: readonly number[], around: readonly number[], read: (ids: number[]) => Promise<Map<number, R>>): Promise<R[]> {
    const now = Date.now();
    const fresh = (id: number) => {
      const entry = this.entries.get(id);
      return entry !== undefined && now - entry.at < this.ttlMs;
    };
    if (!ids.every(fresh)) {
      let wanted = around.filter((id) => !fresh(id));
      if (this.entries.size + wanted.length > this.maxRows) {
        this.entries.clear();
        wanted = [...around];
      }
      const found = read(wanted);
      for (const id of wanted) {
        const row = found.then((rows) => rows.get(id));
        // Rows of neighbours nobody awaits yet must not surface as unhandled rejections.
        row.catch(() => undefined);
        this.entries.set(id, { at: now, value: row });
        forgetOnFailure(this.entries, id, row);
      }
    }
    const rows = await Promise.all(ids.map((id) => this.entries.get(id)?.value));
    return rows.filter((row): row is Awaited<R> => row !== undefined);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Pages (their encoded answers): 2 s. Orders (every matching id in list order, which also gives the
 * total) and rows: 5 s — reading them is the dearest part of a page, and with the order and its rows at
 * hand any page, however deep, is a slice of the one and a lookup in the other.
 */
const PAGE_TTL_MS = 2_000;
const ORDER_TTL_MS = 5_000;
const ROW_TTL_MS = 5_000;
/**
 * A page's answer is ~7 KB of JSON plus its compressed forms (~2 KB each); an order holds every matching
 * id (10,000 for a broad search at 10,000 companies), so far fewer orders are kept: varied searches
 * cannot grow the process without bound; a row is ~1 KB. Together at most ~60 MB, usually far less.
 */
const MAX_PAGES = 2_000;
const MAX_ORDERS = 64;
const MAX_ROWS = 20_000;

interface Memos {
  pages: TtlMemo<unknown>;
  orders: TtlMemo<number[] | undefined>;
  rows: RowMemo<unknown>;
}
const memos = new WeakMap<object, Memos>();

function memosOf(db: object): Memos {
  let found = memos.get(db);
  if (!found) {
    found = {
      pages: new TtlMemo(PAGE_TTL_MS, MAX_PAGES),
      orders: new TtlMemo(ORDER_TTL_MS, MAX_ORDERS),
      rows: new RowMemo(ROW_TTL_MS, MAX_ROWS),
    };
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

export function rememberedPublicRows<R>(
  db: object,
  ids: readonly number[],
  around: readonly number[],
  read: (ids: number[]) => Promise<Map<number, R>>,
): Promise<R[]> {
  return (memosOf(db).rows as RowMemo<R>).get(ids, around, read);
}

/** After a write that can change what the public list shows (a company listed, edited, approved, hidden…). */
export function forgetPublicCompanyList(db: object): void {
  const found = memos.get(db);
  found?.pages.clear();
  found?.orders.clear();
  found?.rows.clear();
}
