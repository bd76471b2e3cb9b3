import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw-rows';
import { likePrefix, prefixRange, prepareSearch, searchTokens } from './text-search';

/**
 * The tsquery rules live in the database (search_tsquery, migration 0026) so that a search is one
 * statement: these tests run them there, against a dictionary of known words.
 */
describe('search_tsquery', () => {
  let database: Database;
  const tsQuery = async (term: string) => (await prepareSearch(database.db, term)).tsQuery;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The dictionary is filled by triggers from names; these tests need exactly these words.
    await database.db.execute(sql`delete from search_words`);
    await database.db.execute(sql`insert into search_words (word) values ('legacy'), ('book'), ('evolution'), ('gaming'), ('dead'), ('anubis')`);
  });
  afterAll(() => database.close());

  it('matches the last word as a prefix, the words before it as whole words when they are known words', async () => {
    expect(await tsQuery('Legacy of Anubis')).toBe('legacy & of & anubis:*');
    // An unknown word before the last may be a fragment: it stays a prefix.
    expect(await tsQuery('evolu gaming')).toBe('evolu:* & gaming:*');
  });

  it('matches a word of one or two letters before the last as a whole word (the dictionary has none)', async () => {
    expect(await tsQuery('legacy of anubis')).toBe('legacy & of & anubis:*');
    expect(await tsQuery('ev gaming')).toBe('ev & gaming:*');
  });

  it('matches a short last word after others as a whole word, alone as a prefix', async () => {
    expect(await tsQuery('book o')).toBe('book & o');
    expect(await tsQuery('book of')).toBe('book & of');
    expect(await tsQuery('ev')).toBe('ev:*');
  });

  it('adds corrections of misspelt words as alternatives, never of a known word or the start of one', async () => {
    expect(await tsQuery('evolutoin')).toBe('(evolutoin:* | evolution)');
    expect(await tsQuery('evolutoin gaming')).toBe('(evolutoin:* | evolution) & gaming:*');
    // 'gamin' starts a known word (typing): no correction.
    expect(await tsQuery('gamin')).toBe('gamin:*');
  });

  it('lets no tsquery operator through, and has no query for a term without words', async () => {
    const tokens = searchTokens("evo:* | !x & (y) ' or 1=1 --");
    expect(tokens.every((token) => /^[\p{L}\p{N}]+$/u.test(token))).toBe(true);
    // Words of one or two letters match whole wherever they stand.
    expect(await tsQuery("evo:* | !x & (y) ' or 1=1 --")).toBe('evo:* & x & y & or & 1 & 1');
    expect(await tsQuery('!!! ***')).toBeNull();
    const [row] = await executeRows<{ query: string | null }>(database.db, sql`select search_tsquery('[]'::json) as query`);
    expect(row?.query).toBeNull();
  });
});

describe('search_matches', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses a kind it does not know instead of matching nothing silently', async () => {
    // Drizzle wraps the database's error: its message is the cause's.
    const failure: unknown = await executeRows(database.db, sql`select * from search_matches('companies', 'x:*', 10)`).catch((error: unknown) => error);
    expect(String((failure as Error).cause)).toMatch(/unknown kind companies/);
    expect(await executeRows(database.db, sql`select * from search_matches('games', null, 10)`)).toEqual([]);
  });

  it('scans from the first page, so a broad term is the same sample on every call (migration 0028)', async () => {
    // Only tables larger than a quarter of shared_buffers are scanned synchronised, so the large set would be
    // needed to see two samples differ; what makes them equal is the function's own setting.
    const [row] = await executeRows<{ config: string[] | null }>(database.db, sql`select proconfig as config from pg_proc where proname = 'search_matches'`);
    expect(row?.config).toContain('synchronize_seqscans=off');
  });
});

describe('prefix helpers', () => {
  it('bound every text starting with the term', () => {
    const { low, high } = prefixRange('book of');
    for (const name of ['book of', 'book of dead', 'book of ζ']) expect(name >= low && name < high).toBe(true);
    expect('book oe' >= low && 'book oe' < high).toBe(false);
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
