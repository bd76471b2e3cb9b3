import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs a raw SQL query and answers its rows. Both drivers (PGlite, node-postgres) answer `{ rows }`,
 * but the shared Db type leaves `execute`'s result untyped; this is the one place that says so.
 */
export async function executeRows<T extends Record<string, unknown>>(ex: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
