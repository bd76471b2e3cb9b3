import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { createBackup, restoreBackup } from '../src/db/backup';
import { pgliteExtensions } from '../src/db/client';

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
  it('brings back every row, the uploads and the secrets into a new DATA_DIR, and refuses a non-empty one', async () => {
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
