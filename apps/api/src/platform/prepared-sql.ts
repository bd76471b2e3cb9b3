import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * Statement texts already given a name, by name. A name must always stand for one text: node-postgres
 * prepares it once per connection and refuses the same name with another text.
 */
const texts = new Map<string, string>();

/**
 * Runs a raw SQL query as a named prepared statement on PostgreSQL (parsed and planned once per pooled
 * connection, then only bound and executed), or as an ordinary query on the embedded database. Drizzle
 * prepares only its query builder's statements; the search statements are raw SQL. Every value stays a
 * bound parameter, so one name serves every term.
 */
export async function executePrepared<T extends Record<string, unknown>>(ex: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = texts.get(name);
  if (known === undefined) texts.set(name, text);
  else if (known !== text) throw new Error(`prepared statement ${name} was given two different texts`);
  const client = (ex as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<T>({ name, text, values: params })).rows;
  return (await client.query<T>(text, params)).rows;
}
