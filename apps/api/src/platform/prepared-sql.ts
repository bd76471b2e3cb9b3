import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * Statement texts by name, with their parameters (values, or placeholders filled per call). A name must
 * always stand for one shape of statement: node-postgres prepares it once per connection. The callers
 * put the shape into the name (which kinds, which variant), so the set of names is small and fixed.
 */
const statements = new Map<string, { text: string; params: unknown[] }>();

/**
 * Runs a raw SQL statement as a named prepared statement on PostgreSQL (parsed and planned once per
 * pooled connection, then only bound and executed), or as an ordinary query on the embedded database.
 * Drizzle prepares only its query builder's statements; these are raw SQL. `build` runs once per name:
 * it writes its values as `sql.placeholder(key)`, and each call brings `values` by key, so a call costs
 * no SQL building. Every value stays a bound parameter.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  ex: Db,
  name: string,
  build: () => SQL,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  let statement = statements.get(name);
  if (statement === undefined) {
    const query = dialect.sqlToQuery(build());
    statement = { text: query.sql, params: query.params };
    statements.set(name, statement);
  }
  return queryRows<T>(ex, () => name, statement.text, fillPlaceholders(statement.params, values));
}

/** Runs `text` on the executor's driver: as a statement named `name()` on PostgreSQL, unnamed on PGlite. */
async function queryRows<T extends Record<string, unknown>>(ex: Db, name: () => string, text: string, values: unknown[]): Promise<T[]> {
  const client = (ex as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<T>({ name: name(), text, values })).rows;
  return (await client.query<T>(text, values)).rows;
}

/**
 * Runs `query` as a named statement on PostgreSQL, so each pooled connection parses it once: for a statement
 * built at each call whose text repeats (only its values change). The name is `prefix` and a hash of the
 * text, so two texts never share one. PGlite runs it unnamed.
 */
export async function executeNamed<T extends Record<string, unknown>>(ex: Db, prefix: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryRows<T>(ex, () => `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params);
}

/**
 * Drizzle prepared statements kept per executor and name, built on first use. A name must stand for one
 * shape of statement (callers put the shape into it, e.g. which filters are present), so the set stays
 * small; on PostgreSQL each is then parsed and planned once per pooled connection, and no request
 * builds SQL.
 */
export class PreparedStatements<Statement> {
  private readonly byExecutor = new WeakMap<object, Map<string, Statement>>();

  get(ex: object, name: string, build: () => Statement): Statement {
    let byName = this.byExecutor.get(ex);
    if (byName === undefined) {
      byName = new Map();
      this.byExecutor.set(ex, byName);
    }
    let statement = byName.get(name);
    if (statement === undefined) {
      statement = build();
      byName.set(name, statement);
    }
    return statement;
  }
}

/**
 * Which of a list's optional filters a request uses, and their letters in a fixed order: the part of a
 * prepared statement's name that tells its shape ('fwc' for function, workplace, country). `letterOf` may
 * give a filter another letter by its value, when that value changes the statement's text.
 */
export function filterShape<K extends string>(
  filters: Partial<Record<K, unknown>>,
  order: readonly (readonly [K, string])[],
  letterOf: (key: K, letter: string) => string = (_key, letter) => letter,
): { present: ReadonlySet<K>; letters: string } {
  const used = order.filter(([key]) => filters[key] !== undefined);
  return { present: new Set(used.map(([key]) => key)), letters: used.map(([key, letter]) => letterOf(key, letter)).join('') };
}
