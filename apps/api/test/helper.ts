import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import webpush from 'web-push';
import { testConfig, type Config } from '../src/config';
import { openMemoryDatabase, openPostgresDatabase, type Database } from '../src/db/client';
import { onServer, uniqueDatabaseName } from './support/postgres-server';

/** The PostgreSQL server of the api-postgres project, or undefined on the embedded suite (test/global-setup.ts). */
export const testServerUrl = (): string | undefined => inject('postgresServerUrl');

/** The Redis of the api-postgres project when TEST_REDIS_URL is set; undefined otherwise (in-process pub/sub and limits). */
export const testRedisUrl = (): string | undefined => inject('redisUrl');

/**
 * A fresh, migrated database for one test file, copied from the project's template (test/global-setup.ts):
 * an in-memory PGlite loaded from the template's dump, or, on the api-postgres project, a new database
 * created on that PostgreSQL server from the template database and dropped after.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const template = await fs.readFile(inject('pgliteTemplatePath'));
    return openMemoryDatabase(new Blob([template]));
  }
  const name = uniqueDatabaseName('paytable_test');
  await onServer(serverUrl, `create database ${name} template ${inject('postgresTemplateName')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
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

/** buildApp on a fresh database with a private DATA_DIR; Redis is used when the project has one (testRedisUrl). */
export async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-test-'));
  const config = testConfig({
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    redisUrl: testRedisUrl(),
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
