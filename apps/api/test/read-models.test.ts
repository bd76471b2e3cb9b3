import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { executeRows } from '../src/db/raw-rows';
import { readModels } from '../src/db/read-models/index';
import { seedDemoDataOnce } from '../src/modules/demo-data/index';
import { createTestApp, type TestApp } from './helper';

type LiveFunction = {
  name: string;
  arguments: string;
  result: string;
  language: string;
  volatility: string;
  strict: boolean;
  securityDefiner: boolean;
  parallel: string;
  cost: number;
  rows: number;
  returnsSet: boolean;
  leakproof: boolean;
  /** `name=value` per SET clause of the function. */
  config: string[] | null;
  source: string;
};

type LiveTrigger = {
  name: string;
  tableName: string;
  functionName: string;
  /** 'O': fires in the usual sessions. A file's DROP + CREATE could not keep any other state. */
  enabled: string;
  definition: string;
};

/** The project's own functions (pg_trgm's belong to the extension) as the migrated database holds them. */
async function liveFunctions(db: Db): Promise<Map<string, LiveFunction>> {
  const rows = await executeRows<LiveFunction>(
    db,
    sql`select p.proname as name, pg_get_function_arguments(p.oid) as arguments, pg_get_function_result(p.oid) as result,
          l.lanname as language, p.provolatile as volatility, p.proisstrict as strict, p.prosecdef as "securityDefiner",
          p.proparallel as parallel, p.procost::float8 as cost, p.prorows::float8 as rows, p.proretset as "returnsSet",
          p.proleakproof as leakproof, p.proconfig as config, p.prosrc as source
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by p.proname`,
  );
  return new Map(rows.map((row) => [row.name, row]));
}

async function liveTriggers(db: Db): Promise<LiveTrigger[]> {
  return executeRows<LiveTrigger>(
    db,
    sql`select t.tgname as name, c.relname as "tableName", p.proname as "functionName", t.tgenabled as enabled, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public'
        order by c.relname, t.tgname`,
  );
}

const VOLATILITY: Record<string, string> = { i: ' IMMUTABLE', s: ' STABLE', v: '' };
const PARALLEL: Record<string, string> = { s: ' PARALLEL SAFE', r: ' PARALLEL RESTRICTED', u: '' };

/** PostgreSQL's defaults for a function in SQL or PL/pgSQL: the file writes only what differs. */
const DEFAULT_COST = 100;
const DEFAULT_SET_ROWS = 1000;

/** `name=value` of a function's SET clause as SQL (the value as a string literal: no list-valued setting is used). */
const setClause = (entry: string) => {
  const at = entry.indexOf('=');
  return `SET ${entry.slice(0, at)} TO '${entry.slice(at + 1).replace(/'/g, "''")}'`;
};

/**
 * A function as applicable SQL, written from the catalogue's fields (the same on every server version).
 * Every attribute counts: CREATE OR REPLACE resets what it does not say, so a lost ROWS or SET clause
 * would change the function when the migrator applies the file.
 */
function functionSql(fn: LiveFunction): string {
  const options = [
    `LANGUAGE ${fn.language}${VOLATILITY[fn.volatility] ?? ''}${fn.strict ? ' STRICT' : ''}${fn.securityDefiner ? ' SECURITY DEFINER' : ''}`,
    `${fn.leakproof ? ' LEAKPROOF' : ''}${PARALLEL[fn.parallel] ?? ''}`,
    `${Number(fn.cost) !== DEFAULT_COST ? ` COST ${Number(fn.cost)}` : ''}${fn.returnsSet && Number(fn.rows) !== DEFAULT_SET_ROWS ? ` ROWS ${Number(fn.rows)}` : ''}`,
  ].join('');
  const settings = (fn.config ?? []).map((entry) => `  ${setClause(entry)}\n`).join('');
  return `CREATE OR REPLACE FUNCTION public.${fn.name}(${fn.arguments})\n  RETURNS ${fn.result}\n  ${options}\n${settings}AS $function$${fn.source}$function$;\n`;
}

function readModelSql(model: (typeof readModels)[number], functions: Map<string, LiveFunction>, triggers: LiveTrigger[]): string {
  const header = [
    `-- Read model: ${model.name}. ${model.summary}`,
    `-- Stores: ${model.stores}. Sources: ${model.sources.join(', ')}.`,
    `-- Proof that stored = live: ${model.proof}.`,
    '-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this',
    '-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then',
    '-- let apps/api/test/read-models.test.ts write it back as the database holds it',
    '-- (npx vitest run test/read-models.test.ts -u in apps/api).',
    '',
  ];
  const body = model.functions.map((name) => {
    const fn = functions.get(name);
    if (!fn) throw new Error(`Read model ${model.name} names a function the database does not have: ${name}`);
    return functionSql(fn);
  });
  const ownTriggers = triggers
    .filter((trigger) => model.functions.includes(trigger.functionName))
    .map((trigger) => {
      if (trigger.enabled !== 'O') throw new Error(`Trigger ${trigger.name} is not in the usual enabled state, which its file cannot say`);
      return `DROP TRIGGER IF EXISTS ${trigger.name} ON public.${trigger.tableName};\n${trigger.definition};\n`;
    });
  return [...header, ...body, ...ownTriggers].join('\n');
}

describe('read models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.app);
  });
  afterAll(() => t.close());

  it('assigns every function and trigger of the database to exactly one read model', async () => {
    const db = t.app.platform.db;
    const named = readModels.flatMap((model) => model.functions);
    expect(new Set(named).size).toBe(named.length);
    expect([...(await liveFunctions(db)).keys()].sort()).toEqual([...named].sort());
    const unassigned = (await liveTriggers(db)).filter((trigger) => !named.includes(trigger.functionName)).map((trigger) => trigger.name);
    expect(unassigned).toEqual([]);
  });

  it.each(readModels.map((model) => [model.name, model] as const))('writes down the current SQL of %s', async (name, model) => {
    const db = t.app.platform.db;
    const text = readModelSql(model, await liveFunctions(db), await liveTriggers(db));
    await expect(text).toMatchFileSnapshot(`../src/db/read-models/${name}.sql`);
  });

  describe('stored = live after writes to the sources', () => {
    beforeAll(async () => {
      const db = t.app.platform.db;
      // Writes that each read model must follow: a supplier deactivated, a game's themes, state and name
      // changed, a game's jurisdictions changed.
      await db.execute(sql`update companies set status = 'INACTIVE' where id = (select min(provider_id) from games)`);
      await db.execute(sql`update games set themes = array['Space', 'Egypt'], name = name || ' Deluxe' where id = (select min(id) from games)`);
      await db.execute(sql`update games set is_active = false where id = (select max(id) from games)`);
      await db.execute(sql`delete from game_jurisdictions where game_id = (select min(game_id) from game_jurisdictions)`);
      await db.execute(sql`
        insert into game_jurisdictions (game_id, jurisdiction_id)
        select g.id, j.id from games g cross join license_jurisdictions j
        where g.id = (select max(id) from games) on conflict do nothing`);
    });

    /** Rows in one query and not the other, both ways. */
    async function difference(stored: string, live: string): Promise<number> {
      const [row] = await executeRows<{ n: number }>(
        t.app.platform.db,
        sql.raw(`select ((select count(*) from ((${stored}) except all (${live})) a) + (select count(*) from ((${live}) except all (${stored})) b))::int as n`),
      );
      return row?.n ?? -1;
    }

    it('game listing columns: provider_active and jurisdiction_ids equal their sources', async () => {
      const [games] = await executeRows<{ n: number }>(t.app.platform.db, sql`select count(*)::int as n from games`);
      expect(games?.n).toBeGreaterThan(0);
      expect(
        await difference(
          'select id, provider_active, jurisdiction_ids from games',
          `select g.id, coalesce(c.status = 'ACTIVE', false),
             coalesce((select array_agg(gj.jurisdiction_id order by gj.jurisdiction_id) from game_jurisdictions gj where gj.game_id = g.id), '{}'::integer[])
           from games g left join companies c on c.id = g.provider_id`,
        ),
      ).toBe(0);
    });

    it("company active listings: every job and press release carries its company's state", async () => {
      const db = t.app.platform.db;
      // A company with both kinds of row is suspended and one of its releases moved to another company.
      await db.execute(sql`update companies set status = 'INACTIVE' where id = (select min(j.company_id) from jobs j join press_releases p on p.company_id = j.company_id)`);
      await db.execute(sql`update press_releases set company_id = (select min(id) from companies where status = 'ACTIVE') where id = (select max(id) from press_releases)`);
      const [inactive] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where not company_active`);
      expect(inactive?.n).toBeGreaterThan(0);
      expect(await difference('select id, company_active from jobs', `select j.id, c.status = 'ACTIVE' from jobs j join companies c on c.id = j.company_id`)).toBe(0);
      expect(
        await difference('select id, company_active from press_releases', `select p.id, c.status = 'ACTIVE' from press_releases p join companies c on c.id = p.company_id`),
      ).toBe(0);
    });

    it('press search entries: exactly the releases the public may list, with what a search reads', async () => {
      const db = t.app.platform.db;
      const listed = sql`select count(*)::int as n from press_search_entries`;
      const [before] = await executeRows<{ n: number }>(db, listed);
      expect(before?.n).toBeGreaterThan(0);
      // A listed release retagged, then unpublished; a draft published under a members-only flag.
      await db.execute(sql`update press_releases set tags = array['retagged'], keywords = 'retagged' where id = (select min(release_id) from press_search_entries)`);
      await db.execute(sql`update press_releases set status = 'UNPUBLISHED' where id = (select min(release_id) from press_search_entries)`);
      await db.execute(sql`update press_releases set status = 'PUBLISHED', is_public = false, published_at = now() where status = 'DRAFT'`);
      const [after] = await executeRows<{ n: number }>(db, listed);
      expect(after?.n).toBe(before!.n - 1);
      expect(
        await difference(
          'select release_id, company_id, category, tags, embargo_until, published_at, search_vector::text from press_search_entries',
          `select p.id, p.company_id, p.category, p.tags, p.embargo_until, p.published_at, p.search_vector::text
           from press_releases p join companies c on c.id = p.company_id where p.status = 'PUBLISHED' and p.is_public and c.status = 'ACTIVE'`,
        ),
      ).toBe(0);
    });

    it('game themes and game jurisdiction listings: one row per theme or jurisdiction of each game, with its listing columns', async () => {
      const listing = 'g.id, g.is_active and g.provider_active, g.provider_id, g.game_type_id, g.volatility, g.rtp_bp, g.release_date, g.max_win';
      expect(
        await difference(
          'select theme, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win, jurisdiction_ids from game_themes',
          `select distinct theme, ${listing}, g.jurisdiction_ids from games g cross join lateral unnest(g.themes) as theme`,
        ),
      ).toBe(0);
      expect(
        await difference(
          'select jurisdiction_id, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win from game_jurisdiction_listings',
          `select distinct jurisdiction_id, ${listing} from games g cross join lateral unnest(g.jurisdiction_ids) as jurisdiction_id`,
        ),
      ).toBe(0);
    });

    it('game search documents: exactly the listed games, with their name and stripped vector', async () => {
      expect(
        await difference(
          'select game_id, sort_name, document::text from game_search_documents',
          'select id, lower(name), strip(search_vector)::text from games where is_active and provider_active',
        ),
      ).toBe(0);
    });

    it('search dictionary: holds every word of every searched column', async () => {
      const triggers = (await liveTriggers(t.app.platform.db)).filter((trigger) => trigger.functionName === 'search_words_collect');
      expect(triggers.length).toBeGreaterThan(0);
      for (const trigger of triggers) {
        const columns = [...(/search_words_collect\((.*)\)/.exec(trigger.definition)?.[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
        expect(columns.length, trigger.name).toBeGreaterThan(0);
        for (const column of columns) {
          const missing = await executeRows<{ w: string }>(
            t.app.platform.db,
            sql.raw(`select w from ${trigger.tableName} s, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(s.${column}::text, '')))) as w
                     where length(w) between 3 and 40 and w ~ '^[[:alnum:]]+$'
                     except select word from search_words`),
          );
          expect(missing, `${trigger.tableName}.${column}`).toEqual([]);
        }
      }
    });
  });
});
