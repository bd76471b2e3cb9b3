import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export { schema };

/** One type for both drivers, so that `.returning()` and transactions stay callable everywhere. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Round trip to the server; throws when it is down. */
  ping(): Promise<void>;
  /** The connection pools' usage now (node-postgres); the embedded database has one connection and no pool. */
  pools?(): PoolUsage[];
  close(): Promise<void>;
}

export interface PoolUsage {
  /** `main`, or `generic_plan` (the pool of value-independent statements, genericPlanExecutor). */
  name: string;
  max: number;
  /** Connections checked out by a query or transaction. */
  inUse: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const usageOf = (name: string, pool: pg.Pool): PoolUsage => ({
  name,
  max: pool.options.max ?? 10,
  inUse: pool.totalCount - pool.idleCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export const pgliteExtensions = { pg_trgm };

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The embedded database in `dataDir` (created on first use). */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** An in-memory embedded database, optionally loaded from a dumped data directory (tests). */
export async function openMemoryDatabase(loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create('memory://', {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(client);
}

/** Dumps an embedded database's data directory so tests can start from a migrated template. */
export async function dumpEmbeddedDatabase(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/**
 * Statements planned once for all values: their plan does not depend on the values bound (filters by
 * equality on a list's index, a page window). PostgreSQL's default plan cache re-plans such a named
 * statement at every execution, because the generic plan, costed with LIMIT and OFFSET unknown, looks
 * dearer than a custom plan for 10 rows; that planning costs more than running it. Their connections
 * use the generic plan always; every other statement keeps the default (custom plans while they pay).
 */
const genericPlanDbs = new WeakMap<object, Db>();

/**
 * The executor to run a statement with a value-independent plan on (see genericPlanDbs): the generic-plan
 * pool of a PostgreSQL database, or `ex` itself (the embedded database, or a transaction, which must keep
 * its own connection).
 */
export function genericPlanExecutor<E extends object>(ex: E): E | Db {
  return genericPlanDbs.get(ex) ?? ex;
}

export async function openPostgresDatabase(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  const genericPlanPool = new pg.Pool({ connectionString, max: Math.max(2, Math.ceil(max / 2)), options: '-c plan_cache_mode=force_generic_plan' });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  genericPlanPool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  genericPlanDbs.set(db, drizzlePg(genericPlanPool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pools: () => [usageOf('main', pool), usageOf('generic_plan', genericPlanPool)],
    close: async () => {
      await Promise.all([pool.end(), genericPlanPool.end()]);
    },
  };
}
