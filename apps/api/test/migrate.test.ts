import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/client';
import { findMigrationsDir, migrate } from '../src/db/migrate';
import fs from 'node:fs';
import path from 'node:path';

const serverUrl = process.env.TEST_DATABASE_URL;

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
