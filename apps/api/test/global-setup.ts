import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase, openMemoryDatabase, openPostgresDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { onServer, uniqueDatabaseName } from './support/postgres-server';

/**
 * Migrates one template database per project (vitest.config.ts); every test file then starts from a copy of
 * it instead of applying every migration itself. On PGlite (`api`; initdb ~5 s) the template is dumped and
 * each file opens its own in-memory database from the dump; on `api-postgres` it is a database on the server
 * of TEST_DATABASE_URL, and each file gets `create database … template …` (a file copy on the server). The
 * project's workers learn their database from what is provided here, never from their own environment:
 * both projects run in one Vitest process, whose environment has TEST_DATABASE_URL for both.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name !== 'api-postgres') return setupPgliteTemplate(project);
  if (!serverUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  project.provide('postgresServerUrl', serverUrl);
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) project.provide('redisUrl', redisUrl);
  return setupPostgresTemplate(project, serverUrl);
}

/** The migrations, then the app started once: that installs the job queue's schema and every module's queue (a table each). */
async function prepareTemplate(database: Database): Promise<void> {
  await migrate(database.db);
  const app = await buildApp(testConfig({ jwtSecret: 'template-secret-that-is-long-enough-for-hs256' }), { database, migrate: false });
  await app.ready();
  await app.close();
}

async function setupPgliteTemplate(project: TestProject) {
  const database = await openMemoryDatabase();
  await prepareTemplate(database);
  const dump = await dumpEmbeddedDatabase(database);
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-template-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgresTemplate(project: TestProject, serverUrl: string) {
  const name = uniqueDatabaseName('paytable_template');
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgresDatabase(url.toString(), 2);
    try {
      await prepareTemplate(database);
    } finally {
      // No connection may stay open on a template while databases are created from it.
      await database.close();
    }
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('postgresTemplateName', name);
  return async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
    /** Set on the api-postgres project only. */
    postgresServerUrl?: string;
    /** Set on the api-postgres project when TEST_REDIS_URL is. */
    redisUrl?: string;
  }
}
