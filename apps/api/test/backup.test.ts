import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { createBackup, restoreBackup } from '../src/db/backup';
import { openPostgresDatabase, pgliteExtensions } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { testServerUrl } from './helper';

/** The PostgreSQL suite (api-postgres) checks the PostgreSQL path; the embedded suite the embedded one. */
const serverUrl = testServerUrl();

const temp = () => fs.mkdtemp(path.join(os.tmpdir(), 'paytable-backup-test-'));

/** A DATA_DIR with a migrated embedded database (the suite's template), one user and one uploaded file. */
async function dataDirWithData(): Promise<string> {
  const dataDir = await temp();
  const template = new Blob([await fs.readFile(inject('pgliteTemplatePath'))]);
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: pgliteExtensions, loadDataDir: template });
  await client.query(`insert into users (email, username, password_hash, first_name, last_name) values ('backed-up@example.com', 'backedup', 'x', 'Backed', 'Up')`);
  await client.close();
  await fs.mkdir(path.join(dataDir, 'uploads', 'logos', '1'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', 'logos', '1', 'logo.png'), Buffer.from('not really a png'));
  await fs.writeFile(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"kept"}');
  return dataDir;
}

describe('backup and restore of the embedded database', () => {
  it.skipIf(serverUrl)('brings back every row, the uploads and the secrets into a new DATA_DIR, and refuses a non-empty one', async () => {
    const source = await dataDirWithData();
    const backup = path.join(await temp(), 'backup');
    const manifest = await createBackup(testConfig({ dataDir: source }), backup);
    expect(manifest).toMatchObject({ database: 'embedded', uploads: { files: 1 }, secrets: true });
    expect(manifest.tables['public.users']).toBe(1);

    const target = await temp();
    const report = await restoreBackup(testConfig({ dataDir: target }), backup);
    expect(report.mismatches).toEqual([]);
    expect(report.secretsRestored).toBe(true);
    expect(await fs.readFile(path.join(target, 'uploads', 'logos', '1', 'logo.png'), 'utf8')).toBe('not really a png');
    const restored = await PGlite.create({ dataDir: path.join(target, 'db'), extensions: pgliteExtensions });
    expect((await restored.query<{ email: string }>('select email from users')).rows).toEqual([{ email: 'backed-up@example.com' }]);
    await restored.close();

    await expect(restoreBackup(testConfig({ dataDir: target }), backup)).rejects.toThrow(/not empty/);
    await expect(createBackup(testConfig({ dataDir: source }), backup)).rejects.toThrow(/not empty/);
    await Promise.all([source, path.dirname(backup), target].map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }, 120_000);
});

describe('backup and restore of PostgreSQL', () => {
  it.skipIf(!serverUrl)('dumps and counts one snapshot, restores into a new database only, with every row', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const stem = `paytable_backup_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const [source, target] = [`${stem}_a`, `${stem}_b`];
    const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
    const dirs = [await temp(), await temp()];
    try {
      await admin.query(`create database ${source}`);
      await admin.query(`create database ${target}`);
      const database = await openPostgresDatabase(urlOf(source), 2);
      await migrate(database.db);
      await database.close();
      const client = new pg.Client({ connectionString: urlOf(source) });
      await client.connect();
      await client.query(`insert into users (email, username, password_hash, first_name, last_name) values ('backed-up@example.com', 'backedup', 'x', 'Backed', 'Up')`);
      await client.end();

      const backup = path.join(dirs[0]!, 'backup');
      const manifest = await createBackup(testConfig({ dataDir: dirs[0]!, databaseUrl: urlOf(source) }), backup);
      expect(manifest).toMatchObject({ database: 'postgres', secrets: false });
      expect(manifest.tables['public.users']).toBe(1);

      const report = await restoreBackup(testConfig({ dataDir: dirs[1]!, databaseUrl: urlOf(target) }), backup);
      expect(report.mismatches).toEqual([]);
      await expect(restoreBackup(testConfig({ dataDir: dirs[1]!, databaseUrl: urlOf(target) }), backup)).rejects.toThrow(/not empty/);
    } finally {
      await admin.query(`drop database if exists ${source} with (force)`);
      await admin.query(`drop database if exists ${target} with (force)`);
      await admin.end();
      await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    }
  }, 120_000);
});
