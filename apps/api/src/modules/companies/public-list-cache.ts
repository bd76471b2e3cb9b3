import { MemoCache } from '../../platform/memo-cache';

/**
 * Short-lived, per-process memory of the public company list (GET /companies). The list is the same
 * for every visitor and is read far more often than companies change, so its parts are read once per
 * TTL and shared by everyone asking in that window — concurrent requests for one part share one
 * computation. Every company write of this module calls forgetPublicCompanyList, so the writer (and
 * anyone on this instance) sees its change at once; other instances, and edits made by other modules
 * (a business type renamed), show within the TTL. Kept per database: tests run several side by side.
 */

/**
 * List rows by company id. Rows are shared by every order (a search, another sort) and read a
 * neighbourhood at a time: whoever asks for rows not remembered reads, in one statement, every row of
 * `around` not remembered either (the blocks of the order around its page), so the next pages a visitor
 * turns to — and concurrent requests for neighbouring pages — find their rows here.
 */
export class RowMemo<R> {
  private readonly rows: MemoCache<number, R | undefined>;
  /** maxRows bounds memory: past it the least recently used rows go first. */
  constructor(ttlMs: number, maxRows: number) {
    this.rows = new MemoCache({ max: maxRows, ttlMs });
  }

  /**
   * The rows of `ids` in that order (an id whose company is gone is left out). `around` must contain
   * `ids`; `read` answers the rows it finds of the ids it is given.
   */
  async get(ids: readonly number[], around: readonly number[], read: (ids: number[]) => Promise<Map<number, R>>): Promise<R[]> {
    const reading = new Map<number, Promise<R | undefined>>();
    if (!ids.every((id) => this.rows.has(id))) {
      const wanted = around.filter((id) => !this.rows.has(id));
      const found = read(wanted);
      for (const id of wanted) {
        const row = found.then((rows) => rows.get(id));
        // Rows of neighbours nobody awaits yet must not surface as unhandled rejections.
        row.catch(() => undefined);
        reading.set(id, this.rows.set(id, row));
      }
    }
    const rows = await Promise.all(ids.map((id) => reading.get(id) ?? this.rows.get(id)));
    return rows.filter((row): row is Awaited<R> => row !== undefined);
  }

  clear(): void {
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
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
  pages: MemoCache<string, unknown>;
  orders: MemoCache<string, number[] | undefined>;
  rows: RowMemo<unknown>;
}
const memos = new WeakMap<object, Memos>();

function memosOf(db: object): Memos {
  let found = memos.get(db);
  if (!found) {
    found = {
      pages: new MemoCache({ max: MAX_PAGES, ttlMs: PAGE_TTL_MS }),
      orders: new MemoCache({ max: MAX_ORDERS, ttlMs: ORDER_TTL_MS }),
      rows: new RowMemo(ROW_TTL_MS, MAX_ROWS),
    };
    memos.set(db, found);
  }
  return found;
}

export function rememberedPublicPage<V>(db: object, key: string, compute: () => Promise<V>): Promise<V> {
  return memosOf(db).pages.remember(key, compute).value as Promise<V>;
}

export function rememberedPublicOrder(db: object, key: string, compute: () => Promise<number[] | undefined>): Promise<number[] | undefined> {
  return memosOf(db).orders.remember(key, compute).value;
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
