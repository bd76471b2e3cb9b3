import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openMemoryDatabase, type Database } from '../db/client';
import { countTogether, readTogether } from './read-together';

describe('readTogether', () => {
  let database: Database;
  let query: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    query = vi.spyOn((database.db as unknown as { $client: PGlite }).$client, 'query');
  });
  afterAll(() => database.close());

  it('sends the reads started together as one statement, each answering its own rows in order', async () => {
    query.mockClear();
    const days = sql`select to_char(day, 'YYYY-MM-DD'), n from (values (date '2030-01-02', 2), (date '2030-01-01', 1)) as t(day, n) order by day`;
    const [named, positional, none, count] = await Promise.all([
      readTogether<{ kind: string; total: number }>(database.db, sql`select 'a' as kind, ${40}::int + 2 as total`),
      readTogether<{ day: string; value: number }>(database.db, days, ['day', 'value']),
      readTogether(database.db, sql`select 1 as one where false`),
      countTogether(database.db, sql`select count(*) from generate_series(1, ${7}::int)`),
    ]);
    expect(named).toEqual([{ kind: 'a', total: 42 }]);
    expect(positional).toEqual([
      { day: '2030-01-01', value: 1 },
      { day: '2030-01-02', value: 2 },
    ]);
    expect(none).toEqual([]);
    expect(count).toBe(7);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('sends a read started after an await in a statement of its own', async () => {
    query.mockClear();
    expect(await countTogether(database.db, sql`select 1`)).toBe(1);
    expect(await countTogether(database.db, sql`select 2`)).toBe(2);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
