import { envelopeSchema, SEARCH_COUNT_CAP, searchPageSchema, searchResultSchema } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { addGame, gameStudio } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

interface Result {
  id: number;
  title: string;
  type: string;
  kind: string;
  url: string;
  description: string | null;
  metadata: Record<string, unknown>;
}

describe('search', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let member: Actor;
  let evolution: Actor & { companyId: number };
  let novaExact: number;
  let gameId: number;
  const tag = unique('').slice(0, 6);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    member = await signUp(t.app, { firstName: 'Quentin', lastName: `Zephyrine${tag}` });
    evolution = await gameStudio(t.app, admin, `Evolution Gaming ${tag}`);
    // Names that all start with "Nova…": the exact one must rank first.
    await approvedCompany(t.app, admin, `Novabet ${tag}`);
    await approvedCompany(t.app, admin, `Nova Gaming ${tag}`);
    novaExact = (await approvedCompany(t.app, admin, `Nova${tag}`)).companyId;
    gameId = await addGame(t.app, evolution, { name: `Lightning Roulette ${tag}`, description: 'Live roulette with multipliers' });
  });
  afterAll(() => t.close());

  const search = async (query: string, token?: string, extra = '') => {
    const res = await http.get(`${V1}/search?query=${encodeURIComponent(query)}${extra}`, token);
    expect(res.statusCode, query).toBe(200);
    // Answered without the zod encode: exactly the contract's fields, no field more.
    envelopeSchema(searchPageSchema.extend({ content: searchResultSchema.strict().array() }).strict()).strict().parse(res.json());
    return res.json().data as { content: Result[]; totalElements: number; counts: Record<string, number>; size: number };
  };

  it('answers an empty page for a blank or whitespace query', async () => {
    for (const blank of ['', '   ', '\t']) {
      expect(await search(blank, member.token)).toMatchObject({ content: [], totalElements: 0 });
    }
    expect((await http.get(`${V1}/search`)).json().data).toMatchObject({ content: [], totalElements: 0, size: 10 });
  });

  it("tolerates typos: 'evolutoin' finds Evolution", async () => {
    const { content } = await search('evolutoin');
    const company = content.find((result) => result.id === evolution.companyId && result.type === 'company');
    expect(company).toMatchObject({ title: `Evolution Gaming ${tag}`, kind: 'companies', url: `/company/${evolution.companyId}` });
  });

  it('matches prefixes while typing', async () => {
    for (const partial of ['evo', 'evolut', `evolution gam`]) {
      const { content } = await search(partial, undefined, '&type=companies');
      expect(content.map((result) => result.id), partial).toContain(evolution.companyId);
    }
  });

  it('leaves real words uncorrected: only misspellings widen the query', async () => {
    // 'Nova{tag}' is a known word: no look-alikes ('Novabet …') join its results; a typo of it still finds it.
    const exact = await search(`nova${tag}`, undefined, '&type=companies');
    expect(exact.content.map((result) => result.id)).toEqual([novaExact]);
    const typo = await search(`nvoa${tag}`, undefined, '&type=companies');
    expect(typo.content.map((result) => result.id)).toContain(novaExact);
  });

  it('ranks the exact name first', async () => {
    const { content } = await search(`nova${tag}`, undefined, '&type=companies');
    expect(content[0]?.id).toBe(novaExact);
    const { content: mixed } = await search(`Nova${tag}`);
    expect(mixed[0]).toMatchObject({ id: novaExact, type: 'company' });
  });

  it('finds games, products and business types with their urls and metadata', async () => {
    const { content, counts } = await search(`lightning roulette ${tag}`);
    expect(counts.games).toBe(1);
    expect(content[0]).toMatchObject({ id: gameId, type: 'game', kind: 'games', url: `/games/${gameId}`, metadata: { providerId: evolution.companyId } });

    await http.post(`${V1}/showcase/company/${evolution.companyId}`, evolution.token, { title: `Roulette studio ${tag}`, summary: 'Branded tables', isPublished: true });
    const products = await search(`roulette studio ${tag}`, undefined, '&type=products');
    expect(products.content[0]).toMatchObject({ type: 'product', kind: 'products', url: `/company/${evolution.companyId}` });

    const types = await search('payment', undefined, '&type=business-types');
    expect(types.content[0]).toMatchObject({ type: 'business_type', title: expect.stringMatching(/Payment/) });
    expect(types.content[0]!.url).toMatch(/^\/marketplace\?businessTypeId=\d+$/);
  });

  it('writes each kind\'s result as the contract has it, image URLs in every stored form', async () => {
    // Results are JSON built by the database (repository resultJson); image URLs as storedImageUrl makes them.
    const db = t.app.platform.db;
    const forms: [string, (folder: string, id: number) => string | null][] = [
      ['p.webp', (folder, id) => `/api/v1/files/${folder}/${id}/p.webp`],
      ['https://cdn.example/x.png', () => 'https://cdn.example/x.png'],
      ['/static/x.png', () => '/static/x.png'],
      ['', () => null],
    ];
    for (const [index, [stored, url]] of forms.entries()) {
      // A page size of its own per round: the search memo (on in this file) must not answer from before the write.
      const fresh = `&size=${7 - index}`;
      await db.execute(sql`update users set profile_image = ${stored} where id = ${member.userId}`);
      await db.execute(sql`update companies set logo = ${stored}, headquarters = 'Riga' where id = ${evolution.companyId}`);
      await db.execute(sql`update games set tile = ${stored}, rtp_bp = 9647, volatility = 'HIGH' where id = ${gameId}`);
      const person = (await search(`zephyrine${tag}`, member.token, fresh)).content[0]!;
      expect(person).toEqual({
        id: member.userId, title: `Quentin Zephyrine${tag}`, description: null, kind: 'users', type: 'user', url: `/profile/${member.userId}`,
        metadata: { profileImageUrl: url('profileImages', member.userId), companyName: null, companyId: null },
      });
      const company = (await search(`evolution gaming ${tag}`, undefined, fresh)).content.find((result) => result.kind === 'companies')!;
      expect(company.metadata).toEqual({ logoUrl: url('companyLogos', evolution.companyId), verified: expect.any(Boolean), headquarters: 'Riga', businessTypes: expect.any(Array) });
      const game = (await search(`lightning roulette ${tag}`, undefined, fresh)).content[0]!;
      expect(game).toEqual({
        id: gameId, title: `Lightning Roulette ${tag}`, description: 'Live roulette with multipliers', kind: 'games', type: 'game', url: `/games/${gameId}`,
        metadata: { tileUrl: url('gameTiles', gameId), providerName: `Evolution Gaming ${tag}`, providerId: evolution.companyId, gameType: null, rtp: 96.47, volatility: 'HIGH' },
      });
    }
  });

  it('shows people only to signed-in members', async () => {
    const anonymous = await search(`zephyrine${tag}`);
    expect(anonymous.content).toEqual([]);
    expect(anonymous.counts.users).toBeUndefined();
    expect((await http.get(`${V1}/search/users?query=zephyrine${tag}`)).statusCode).toBe(401);

    const signedIn = await search(`zephyrin${tag}`, member.token);
    expect(signedIn.content[0]).toMatchObject({ id: member.userId, type: 'user', title: `Quentin Zephyrine${tag}`, url: `/profile/${member.userId}` });
    const people = (await http.get(`${V1}/search/users?query=quentin`, member.token)).json().data;
    expect(people.content.map((result: Result) => result.id)).toContain(member.userId);
  });

  it('serves each kind on its own path and pages with size 10 by default', async () => {
    const companies = (await http.get(`${V1}/search/companies?query=nova`)).json().data;
    expect(companies.size).toBe(10);
    expect(companies.totalElements).toBeGreaterThanOrEqual(3);
    expect(companies.content.every((result: Result) => result.type === 'company')).toBe(true);
    const second = (await http.get(`${V1}/search/companies?query=nova&page=1&size=1`)).json().data;
    expect(second.content).toHaveLength(1);
    expect(second.number).toBe(1);
    expect((await http.get(`${V1}/search/games?query=${tag}&page=50`)).json().data.content).toEqual([]);
    expect((await http.get(`${V1}/search?query=nova&type=company`)).json().data.content.every((result: Result) => result.type === 'company')).toBe(true);
  });

  it('matches a short last word after others as a whole word, names starting with the whole term still first', async () => {
    // 'lightning r' is "lightning" and the word "r", not every word starting with r; the game's name starts
    // with the term, so the btree prefix lookup still finds it.
    const { content } = await search(`lightning r`, undefined, '&type=games');
    expect(content.map((result) => result.id)).toContain(gameId);
    // A long enough last word is a prefix: 'roul' finds Roulette.
    const partial = await search(`lightning roul`, undefined, '&type=games');
    expect(partial.content.map((result) => result.id)).toContain(gameId);
  });

  it('answers the total of a page past the end, and counts per kind capped', async () => {
    const past = (await http.get(`${V1}/search/companies?query=nova&page=50`)).json().data;
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBeGreaterThanOrEqual(3);
    for (const path of ['/search/companies', '/search/games', '/search']) {
      const far = await http.get(`${V1}${path}?query=nova&page=300000000&size=100`);
      expect(far.statusCode, path).toBe(200);
      expect(far.json().data.content).toEqual([]);
    }
    const { counts } = await search('nova');
    expect(counts.companies).toBeGreaterThanOrEqual(3);
    expect(Object.values(counts).every((count) => count <= SEARCH_COUNT_CAP)).toBe(true);
  });

  it('serves many different terms in a row with the same prepared statements', async () => {
    // More than five executions: PostgreSQL then switches the prepared statements to their generic plans.
    for (let round = 0; round < 2; round += 1) {
      for (const [term, expected] of [
        [`nova${tag}`, novaExact],
        [`evolution gaming ${tag}`, evolution.companyId],
        [`evolutoin`, evolution.companyId],
        [`nova gaming ${tag}`, undefined],
      ] as const) {
        const { content } = await search(term, undefined, '&type=companies');
        if (expected !== undefined) expect(content.map((result) => result.id), term).toContain(expected);
        else expect(content[0]?.title, term).toBe(`Nova Gaming ${tag}`);
      }
    }
  });

  it('remembers an answer briefly per audience: the same term again (any case) is served as it was', async () => {
    const term = `quasar${tag}`;
    const first = await http.get(`${V1}/search?query=${term}`);
    expect(first.headers['x-search-memo']).toBe('miss');
    const again = await http.get(`${V1}/search?query=${term.toUpperCase()}%20`);
    expect(again.headers['x-search-memo']).toBe('hit');
    expect(again.json()).toEqual(first.json());
    // Members also find people: their answer is another one.
    expect((await http.get(`${V1}/search?query=${term}`, member.token)).headers['x-search-memo']).toBe('miss');
    expect((await http.get(`${V1}/search?query=${term}&page=1`)).headers['x-search-memo']).toBe('miss');
  });

  it('treats injection attempts in every parameter as plain text', async () => {
    const attacks = ["' or 1=1 --", "'; drop table companies; --", 'evo:* | !x', '!!(', '%', '_%_', '\\', "nova' union select * from users --", '<img src=x onerror=alert(1)>'];
    for (const attack of attacks) {
      const q = encodeURIComponent(attack);
      for (const path of ['/search', '/search/companies', '/search/games', '/search/products', '/search/business-types']) {
        const res = await http.get(`${V1}${path}?query=${q}`, member.token);
        expect(res.statusCode, `${path} ${attack}`).toBe(200);
      }
      const badType = await http.get(`${V1}/search?query=nova&type=${q}`);
      expect(badType.statusCode, attack).toBe(400);
      expect(badType.json().message).toMatch(/^type must be one of/);
      const oddPage = await http.get(`${V1}/search?query=nova&page=${q}&size=${q}`);
      expect(oddPage.statusCode).toBe(200);
      expect(oddPage.json().data).toMatchObject({ number: 0, size: 10 });
    }
    // NUL cannot be stored or searched for: refused before the search runs.
    const nul = await http.get(`${V1}/search?query=nova%00`, member.token);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', details: [{ path: 'query.query' }] });
    // Still there, still found.
    expect((await search('evolutoin')).content.map((result) => result.id)).toContain(evolution.companyId);
  });
});
