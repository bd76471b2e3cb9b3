import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/raw-rows';
import { genericPlanExecutor, openMemoryDatabase, openPostgresDatabase, type Db } from '../src/db/client';
import { testServerUrl } from './helper';

const serverUrl = testServerUrl();

const planCacheMode = async (ex: Db) => (await executeRows<{ plan_cache_mode: string }>(ex, sql`show plan_cache_mode`))[0]?.plan_cache_mode;

describe('statements with a value-independent plan', () => {
  it.skipIf(!serverUrl)('run on PostgreSQL connections that keep the generic plan; other statements and transactions keep the default', async () => {
    const name = `paytable_plans_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openPostgresDatabase(url.toString(), 2);
    try {
      expect(await planCacheMode(database.db)).toBe('auto');
      expect(await planCacheMode(genericPlanExecutor(database.db))).toBe('force_generic_plan');
      await database.db.transaction(async (tx) => {
        expect(genericPlanExecutor(tx)).toBe(tx);
      });
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('run on the embedded database itself', async () => {
    const database = await openMemoryDatabase();
    try {
      expect(genericPlanExecutor(database.db)).toBe(database.db);
    } finally {
      await database.close();
    }
  });
});
