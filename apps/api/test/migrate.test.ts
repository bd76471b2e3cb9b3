import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/client';
import { findMigrationsDir, findReadModelsDir, migrate } from '../src/db/migrate';
import { executeRows } from '../src/db/raw-rows';
import { readModels } from '../src/db/read-models/index';
import { createTestDatabase, testServerUrl } from './helper';

const serverUrl = testServerUrl();

describe('migrations', () => {
  it.skipIf(!serverUrl)('apply exactly once when two instances start at the same moment', async () => {
    const name = `paytable_migrate_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const first = await openPostgresDatabase(url.toString(), 2);
    const second = await openPostgresDatabase(url.toString(), 2);
    try {
      const [a, b] = await Promise.all([migrate(first.db), migrate(second.db)]);
      const journal = JSON.parse(fs.readFileSync(path.join(findMigrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const allTags = journal.entries.map((entry) => entry.tag).sort();
      expect([...a.applied, ...b.applied].sort()).toEqual(allTags);
      expect(Math.min(a.applied.length, b.applied.length)).toBe(0);
      const again = await migrate(first.db);
      expect(again.applied).toEqual([]);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('read models in the migrator', () => {
  it('applies a read model file when its content changed, once, and leaves unchanged files alone', async () => {
    const database = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paytable-read-models-'));
    try {
      expect(await migrate(database.db)).toEqual({ applied: [], readModels: [] });

      fs.cpSync(findReadModelsDir(), dir, { recursive: true });
      const file = path.join(dir, 'game-themes.sql');
      const edited = fs.readFileSync(file, 'utf8').replace('BEGIN\n', 'BEGIN\n  -- edited in the file, applied by the migrator\n');
      expect(edited).toContain('-- edited in the file');
      fs.writeFileSync(file, edited);
      const source = async () =>
        (await executeRows<{ source: string }>(database.db, sql`select prosrc as source from pg_proc where proname = 'games_sync_themes'`))[0]?.source;

      expect(await migrate(database.db, findMigrationsDir(), dir)).toEqual({ applied: [], readModels: ['game-themes'] });
      expect(await source()).toContain('-- edited in the file, applied by the migrator');
      const triggers = await executeRows<{ name: string }>(database.db, sql`select tgname as name from pg_trigger where tgfoid = 'games_sync_themes'::regproc order by tgname`);
      expect(triggers.map((trigger) => trigger.name)).toEqual(['games_themes_inserted', 'games_themes_updated']);
      expect(await migrate(database.db, findMigrationsDir(), dir)).toEqual({ applied: [], readModels: [] });

      expect(await migrate(database.db)).toEqual({ applied: [], readModels: ['game-themes'] });
      expect(await source()).not.toContain('-- edited in the file');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.close();
    }
  });

  it('applies every read model file twice in a row without error (the files are idempotent)', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(sql`delete from schema_migrations where tag like 'read-model:%'`);
      expect((await migrate(database.db)).readModels).toEqual(readModels.map((model) => model.name));
      await database.db.execute(sql`delete from schema_migrations where tag like 'read-model:%'`);
      expect((await migrate(database.db)).readModels).toEqual(readModels.map((model) => model.name));
    } finally {
      await database.close();
    }
  });
});
