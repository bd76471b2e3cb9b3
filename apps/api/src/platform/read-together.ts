import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeNamed } from './prepared-sql';
import { TickBatch } from './tick-batch';

interface Read {
  query: SQL;
  columns: readonly string[] | undefined;
}

/** The reads waiting for their batch, by key (a key is never reused). */
const waiting = new Map<string, Read>();
let lastKey = 0;

/**
 * Every read started in one synchronous stretch on one database (TickBatch) becomes one statement: each
 * read a scalar subquery that answers its rows as one JSON array. A report starts a dozen small reads at
 * once (counts, a few days of a series); on a shared machine each round trip to the database (a write on
 * the socket, a wake-up on either side) cost more CPU than the read itself, so they go in one.
 */
const batch = new TickBatch<Db, unknown[]>(async (db, _group, keys) => {
  const reads = keys.map((key) => {
    const read = waiting.get(key)!;
    waiting.delete(key);
    return read;
  });
  const columns = reads.map(({ query, columns }, index) => {
    const alias = columns === undefined ? sql`r` : sql`r(${sql.join(columns.map((column) => sql.identifier(column)), sql`, `)})`;
    // coalesce: an aggregate over no rows is null. json_agg keeps the subquery's order (an ORDER BY in it).
    return sql`(select coalesce(json_agg(r), '[]'::json)::text from (${query}) as ${alias}) as ${sql.identifier(`r${index}`)}`;
  });
  // Named by its text: a report sends the same set of reads each time, parsed once per connection.
  const [row] = await executeNamed<Record<string, string>>(db, 'read_together', sql`select ${sql.join(columns, sql`, `)}`);
  return new Map(keys.map((key, index) => [key, JSON.parse(row?.[`r${index}`] ?? '[]') as unknown[]]));
});

/**
 * The rows of `query`, read in one statement with every other read started in the same synchronous
 * stretch on `db` (the figure functions a report starts together with Promise.all). Rows arrive as JSON:
 * numbers (counts, sums) as numbers, dates and times as ISO text, each row keyed by the query's column
 * names, or by `columns` (in order) for a query whose columns have none (a query builder's expressions).
 * For reads outside a transaction only: a transaction's statements stay on its own connection.
 */
export async function readTogether<Row extends object>(db: Db, query: SQLWrapper, columns?: readonly (keyof Row & string)[]): Promise<Row[]> {
  lastKey += 1;
  const key = String(lastKey);
  waiting.set(key, { query: query.getSQL(), columns });
  return ((await batch.get(db, '', key)) ?? []) as Row[];
}

/** The count a one-column query answers (`select count(*) …`), read together with the other reads. */
export async function countTogether(db: Db, query: SQLWrapper): Promise<number> {
  const [row] = await readTogether<{ n: number }>(db, query, ['n']);
  return Number(row?.n ?? 0);
}
