import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import webpush from 'web-push';
import { testConfig, type Config } from '../src/config';
import { openMemoryDatabase, openPostgresDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { installJobSchema } from '../src/platform/jobs';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's template, or,
 * when TEST_DATABASE_URL is set, a new database created on that PostgreSQL server and dropped after.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await fs.readFile(inject('pgliteTemplatePath'));
    return openMemoryDatabase(new Blob([template]));
  }
  const name = `paytable_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), 5);
  await migrate(database.db);
  await installJobSchema(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * A VAPID key pair for every test app: a deployment always has one (main.ts generates it into DATA_DIR when
 * none is configured), so routes that need it behave as they do in production.
 */
const testVapidKeys = webpush.generateVAPIDKeys();

/** buildApp on a fresh database with a private DATA_DIR; Redis is used when TEST_REDIS_URL is set. */
export async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-test-'));
  const config = testConfig({
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    redisUrl: process.env.TEST_REDIS_URL,
    // One Redis serves every test file at once: each app counts its limits under its own prefix.
    rateLimitNamespace: `paytable-rl-test:${path.basename(dataDir)}:`,
    webDistDir: path.join(dataDir, 'no-web-build'),
    vapid: { ...testVapidKeys, subject: 'mailto:ops@paytable.test' },
    ...overrides,
  });
  const app = await buildApp(config, { database, migrate: false, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
