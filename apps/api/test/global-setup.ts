import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase, openMemoryDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

/**
 * Runs initdb, the migrations and the job queue's set-up once for the whole run (~5 s) and dumps the result; every test file
 * then opens its own in-memory database from that template in well under a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openMemoryDatabase();
  await migrate(database.db);
  // Starting the app once installs the job queue's schema and creates every module's queue (a table each).
  const app = await buildApp(testConfig({ jwtSecret: 'template-secret-that-is-long-enough-for-hs256' }), { database, migrate: false });
  await app.ready();
  await app.close();
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

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}
