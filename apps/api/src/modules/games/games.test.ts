import { envelopeSchema, gameSchema, pageSchema } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, multipartFile, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { addGame, gameStudio } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('games', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let studio: Actor & { companyId: number };
  let typeIds: Map<string, number>;
  let jurisdictionIds: Map<string, number>;

  beforeAll(async () => {
    // These tests search again right after a write and expect to see it: without the search memo, whose
    // answers may lag a write by up to its TTL (search module, memo.ts).
    t = await createTestApp({ searchMemo: false });
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    studio = await gameStudio(t.app, admin);
    const types = (await http.get(`${V1}/game-types/active`)).json().data as { id: number; name: string }[];
    typeIds = new Map(types.map((type) => [type.name, type.id]));
    const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number; code: string }[];
    jurisdictionIds = new Map(places.map((place) => [place.code, place.id]));
  });
  afterAll(() => t.close());

  describe('game types', () => {
    it('lets admins create, rename, toggle and delete types; everyone reads them', async () => {
      const name = unique('Scratch ');
      expect((await http.post(`${V1}/game-types`, studio.token, { name })).statusCode).toBe(403);
      const created = await http.post(`${V1}/game-types`, admin.token, { name, description: 'Scratch cards' });
      expect(created.statusCode).toBe(201);
      const type = created.json().data;
      expect(type).toMatchObject({ name, description: 'Scratch cards', isActive: true });
      expect((await http.post(`${V1}/game-types`, admin.token, { name: name.toUpperCase() })).statusCode).toBe(409);

      const toggled = await http.post(`${V1}/game-types/${type.id}/toggle-status`, admin.token);
      expect(toggled.json()).toMatchObject({ data: { isActive: false }, message: 'Game type deactivated' });
      const active = (await http.get(`${V1}/game-types/active`)).json().data as { id: number }[];
      expect(active.map((each) => each.id)).not.toContain(type.id);
      const all = (await http.get(`${V1}/game-types`)).json().data as { id: number }[];
      expect(all.map((each) => each.id)).toContain(type.id);

      expect((await http.put(`${V1}/game-types/${type.id}`, admin.token, { name: `${name} Cards`, isActive: true })).json().data.name).toBe(`${name} Cards`);
      expect((await http.delete(`${V1}/game-types/${type.id}`, admin.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/game-types/${type.id}`)).statusCode).toBe(404);
    });

    it('searches by q and answers the full list for a blank q', async () => {
      const everything = (await http.get(`${V1}/game-types`)).json().data as unknown[];
      expect((await http.get(`${V1}/game-types/search?q=`)).json().data).toHaveLength(everything.length);
      expect((await http.get(`${V1}/game-types/search?q=%20%20`)).json().data).toHaveLength(everything.length);
      const slots = (await http.get(`${V1}/game-types/search?q=slot`)).json().data as { name: string }[];
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((each) => each.name.toLowerCase().includes('slot'))).toBe(true);
      expect((await http.get(`${V1}/game-types/search?q=%25`)).json().data).toEqual([]);
    });

    it('refuses to delete a type games use', async () => {
      const name = unique('Keno ');
      const type = (await http.post(`${V1}/game-types`, admin.token, { name })).json().data;
      await addGame(t.app, studio, { gameTypeId: type.id });
      const refused = await http.delete(`${V1}/game-types/${type.id}`, admin.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This game type is used by games; deactivate it instead of deleting it');
    });
  });

  describe('managing games', () => {
    it('adds an unpublished game that only its studio sees until it is published', async () => {
      const created = await http.post(`${V1}/games`, studio.token, {
        providerId: studio.companyId,
        name: 'Book of Anubis',
        description: 'Egyptian adventure',
        gameTypeId: typeIds.get('Video Slots'),
        themes: ['Ancient Egypt', 'ancient egypt', 'Adventure'],
        rtp: 96.21,
        volatility: 'HIGH',
        maxWin: 5000,
        paylines: 10,
        mechanics: ['Free Spins', 'Expanding Wilds'],
        releaseDate: '2025-05-01',
        jurisdictionIds: [jurisdictionIds.get('MT-MGA'), jurisdictionIds.get('GB-UKGC')],
        languages: ['EN', 'de'],
        currencies: ['eur', 'USD'],
        demoUrl: 'https://demo.example/anubis',
      });
      expect(created.statusCode).toBe(201);
      const game = created.json().data;
      expect(game).toMatchObject({
        name: 'Book of Anubis',
        provider: { id: studio.companyId },
        gameType: { name: 'Video Slots' },
        themes: ['Ancient Egypt', 'Adventure'],
        rtp: 96.21,
        volatility: 'HIGH',
        languages: ['en', 'de'],
        currencies: ['EUR', 'USD'],
        isActive: false,
      });
      expect(game.jurisdictions.map((place: { code: string }) => place.code).sort()).toEqual(['GB-UKGC', 'MT-MGA']);

      const visitor = await signUp(t.app);
      expect((await http.get(`${V1}/games/${game.id}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/games/${game.id}`, visitor.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/games/${game.id}`, studio.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/games/provider/${studio.companyId}`)).json().data.content.map((g: { id: number }) => g.id)).not.toContain(game.id);
      expect((await http.get(`${V1}/games/provider/${studio.companyId}`, studio.token)).json().data.content.map((g: { id: number }) => g.id)).toContain(game.id);

      const published = await http.post(`${V1}/games/${game.id}/toggle-status`, studio.token);
      expect(published.json()).toMatchObject({ data: { isActive: true }, message: 'Game published' });
      expect((await http.get(`${V1}/games/${game.id}`)).json().data.name).toBe('Book of Anubis');
    });

    it('answers 404 to another company and 403 to its own staff without game_content', async () => {
      const gameId = await addGame(t.app, studio);
      const other = await gameStudio(t.app, admin);
      const update = { name: 'Taken over' };
      expect((await http.put(`${V1}/games/${gameId}`, other.token, update)).statusCode).toBe(404);
      expect((await http.post(`${V1}/games/${gameId}/toggle-status`, other.token)).statusCode).toBe(404);
      expect((await http.post(`${V1}/games`, other.token, { providerId: studio.companyId, name: 'Sneaky' })).statusCode).toBe(404);

      const colleague = await staffMember(t.app, studio.companyId, studio);
      expect((await http.put(`${V1}/games/${gameId}`, colleague.token, update)).statusCode).toBe(403);
      const noPrivilege = await approvedCompany(t.app, admin);
      expect((await http.post(`${V1}/games`, noPrivilege.token, { providerId: noPrivilege.companyId, name: 'Mine' })).statusCode).toBe(403);

      // Platform admins moderate any game.
      expect((await http.put(`${V1}/games/${gameId}`, admin.token, { name: 'Renamed by admin' })).json().data.name).toBe('Renamed by admin');
    });

    it('refuses invalid input with the contract messages', async () => {
      const bad = async (fields: Record<string, unknown>) => {
        const res = await http.post(`${V1}/games`, studio.token, { providerId: studio.companyId, name: unique('Bad '), ...fields });
        expect(res.statusCode).toBe(400);
        return res.json().message as string;
      };
      expect(await bad({ rtp: 101 })).toBe('RTP must be at most 99.99%');
      expect(await bad({ rtp: 96.123 })).toBe('RTP may have at most two decimals');
      expect(await bad({ volatility: 'EXTREME' })).toBe('Volatility must be one of: LOW, MEDIUM, HIGH, VERY_HIGH');
      expect(await bad({ releaseDate: '2025-13-45' })).toBe('Release date must be a real date');
      expect(await bad({ languages: ['english'] })).toBe('Languages must be two-letter codes (ISO 639-1)');
      expect(await bad({ demoUrl: 'javascript:alert(1)' })).toBe('Demo link must be an http(s) address');
      expect(await bad({ gameTypeId: 999_999 })).toBe('Choose an active game type');
      expect(await bad({ name: 'x' })).toBe('Game name must be at least 2 characters');
      const name = unique('Twice ');
      await addGame(t.app, studio, { name });
      const clash = await http.post(`${V1}/games`, studio.token, { providerId: studio.companyId, name: name.toUpperCase() });
      expect(clash.statusCode).toBe(409);
    });

    it('uploads a tile as WebP within 800×600 and removes it by URL', async () => {
      const gameId = await addGame(t.app, studio);
      const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2255aa' } }).png().toBuffer();
      const other = await gameStudio(t.app, admin);
      expect((await http.upload(`${V1}/games/${gameId}/tile`, other.token, multipartFile('image', 'tile.png', 'image/png', png))).statusCode).toBe(404);

      const uploaded = await http.upload(`${V1}/games/${gameId}/tile`, studio.token, multipartFile('image', 'tile.png', 'image/png', png));
      expect(uploaded.statusCode).toBe(200);
      const { tile, tileUrl } = uploaded.json().data;
      expect(tileUrl).toBe(`/api/v1/files/gameTiles/${gameId}/${tile}`);
      const served = await t.app.inject({ method: 'GET', url: tileUrl });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 600]);

      const notImage = await http.upload(`${V1}/games/${gameId}/tile`, studio.token, multipartFile('image', 'x.png', 'image/png', Buffer.from('not an image')));
      expect(notImage.json().message).toBe('The file is not a valid image');

      expect((await http.delete(`${V1}/games/tile?imageUrl=${encodeURIComponent(tileUrl)}`, other.token)).statusCode).toBe(404);
      const removed = await http.delete(`${V1}/games/tile?imageUrl=${encodeURIComponent(tileUrl)}`, studio.token);
      expect(removed.json()).toMatchObject({ data: { tile: null, tileUrl: null }, message: 'Game tile removed' });
      expect((await t.app.inject({ method: 'GET', url: tileUrl })).statusCode).toBe(404);
      expect((await http.delete(`${V1}/games/tile?imageUrl=${encodeURIComponent(tileUrl)}`, studio.token)).statusCode).toBe(404);
    });
  });

  describe('the catalogue', () => {
    let filterStudio: Actor & { companyId: number };
    let theme: string;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      filterStudio = await gameStudio(t.app, admin);
      theme = unique('Theme');
      const slots = typeIds.get('Video Slots')!;
      const live = typeIds.get('Live Casino')!;
      const mga = jurisdictionIds.get('MT-MGA')!;
      const ukgc = jurisdictionIds.get('GB-UKGC')!;
      const base = { themes: [theme] };
      ids.highSlotMga = await addGame(t.app, filterStudio, { ...base, name: 'Alpha High', gameTypeId: slots, volatility: 'HIGH', rtp: 96.5, jurisdictionIds: [mga], releaseDate: '2025-01-01', maxWin: 10_000 });
      ids.highSlotUk = await addGame(t.app, filterStudio, { ...base, name: 'Bravo High', gameTypeId: slots, volatility: 'HIGH', rtp: 94.0, jurisdictionIds: [ukgc], releaseDate: '2025-02-01', maxWin: 2000 });
      ids.lowSlotMga = await addGame(t.app, filterStudio, { ...base, name: 'Charlie Low', gameTypeId: slots, volatility: 'LOW', rtp: 97.1, jurisdictionIds: [mga, ukgc], releaseDate: '2025-03-01', maxWin: 500 });
      ids.liveMga = await addGame(t.app, filterStudio, { ...base, name: 'Delta Live', gameTypeId: live, volatility: 'LOW', rtp: 98.6, jurisdictionIds: [mga], releaseDate: '2024-12-01', maxWin: 100 });
      ids.draft = await addGame(t.app, filterStudio, { ...base, name: 'Echo Draft', gameTypeId: slots, volatility: 'HIGH', rtp: 96.5, jurisdictionIds: [mga] }, { publish: false });
    });

    const listIds = async (query: string) => {
      const res = await http.get(`${V1}/games?theme=${encodeURIComponent(theme)}&${query}`);
      expect(res.statusCode).toBe(200);
      // The list answers without the zod encode: exactly the contract's fields, no field more.
      envelopeSchema(pageSchema(gameSchema.strict())).strict().parse(res.json());
      return (res.json().data.content as { id: number }[]).map((game) => game.id);
    };

    it('combines filters: every one must match, and drafts never show', async () => {
      expect(await listIds('')).toEqual([ids.lowSlotMga, ids.highSlotUk, ids.highSlotMga, ids.liveMga]);
      expect(await listIds(`gameTypeId=${typeIds.get('Video Slots')}&volatility=HIGH`)).toEqual([ids.highSlotUk, ids.highSlotMga]);
      expect(await listIds(`gameTypeId=${typeIds.get('Video Slots')}&volatility=HIGH&jurisdictionId=${jurisdictionIds.get('MT-MGA')}`)).toEqual([ids.highSlotMga]);
      expect(await listIds(`rtpMin=96.5&rtpMax=97.1`)).toEqual([ids.lowSlotMga, ids.highSlotMga]);
      expect(await listIds(`rtpMin=96.51`)).toEqual([ids.lowSlotMga, ids.liveMga]);
      expect(await listIds(`providerId=${filterStudio.companyId}&volatility=LOW&jurisdictionId=${jurisdictionIds.get('GB-UKGC')}`)).toEqual([ids.lowSlotMga]);
      expect(await listIds(`providerId=${studio.companyId}`)).toEqual([]);
      expect(await listIds(`volatility=&gameTypeId=&rtpMin=`)).toHaveLength(4);
      // A card carries its provider, type and jurisdictions (by name), read with the page.
      const cards = (await http.get(`${V1}/games?theme=${encodeURIComponent(theme)}&sort=name`)).json().data.content;
      expect(cards[2]).toMatchObject({
        id: ids.lowSlotMga,
        provider: { id: filterStudio.companyId },
        gameType: { id: typeIds.get('Video Slots'), name: 'Video Slots' },
        jurisdictions: [expect.objectContaining({ code: 'MT-MGA' }), expect.objectContaining({ code: 'GB-UKGC' })],
      });
    });

    it('sorts by name, RTP and max win', async () => {
      expect(await listIds('sort=name')).toEqual([ids.highSlotMga, ids.highSlotUk, ids.lowSlotMga, ids.liveMga]);
      expect(await listIds('sort=rtp')).toEqual([ids.liveMga, ids.lowSlotMga, ids.highSlotMga, ids.highSlotUk]);
      expect(await listIds('sort=maxWin')).toEqual([ids.highSlotMga, ids.highSlotUk, ids.lowSlotMga, ids.liveMga]);
    });

    it('filters by jurisdiction without a theme (its read model) as games itself does', async () => {
      const mga = jurisdictionIds.get('MT-MGA')!;
      const ukgc = jurisdictionIds.get('GB-UKGC')!;
      const slots = typeIds.get('Video Slots')!;
      // Other tests' games share the catalogue: a page is cut down to this block's games, in its order.
      const ours = new Set(Object.values(ids));
      const page = async (query: string) => {
        const res = await http.get(`${V1}/games?size=100&${query}`);
        expect(res.statusCode).toBe(200);
        envelopeSchema(pageSchema(gameSchema.strict())).strict().parse(res.json());
        const data = res.json().data as { content: { id: number }[]; totalElements: number };
        return { ids: data.content.map((game) => game.id), total: data.totalElements };
      };
      const oursIn = async (query: string) => (await page(query)).ids.filter((id) => ours.has(id));
      expect(await oursIn(`jurisdictionId=${mga}`)).toEqual([ids.lowSlotMga, ids.highSlotMga, ids.liveMga]);
      expect(await oursIn(`jurisdictionId=${mga}&gameTypeId=${slots}&volatility=HIGH`)).toEqual([ids.highSlotMga]);
      expect(await oursIn(`jurisdictionId=${mga}&gameTypeId=${slots}&rtpMin=96.6`)).toEqual([ids.lowSlotMga]);
      expect(await oursIn(`jurisdictionId=${ukgc}&volatility=HIGH`)).toEqual([ids.highSlotUk]);
      expect(await oursIn(`jurisdictionId=${mga}&sort=rtp`)).toEqual([ids.liveMga, ids.lowSlotMga, ids.highSlotMga]);
      expect(await oursIn(`jurisdictionId=${mga}&sort=maxWin`)).toEqual([ids.highSlotMga, ids.lowSlotMga, ids.liveMga]);
      // Name order reads games' own indexes: the same games and the same total as the read model.
      for (const query of [`jurisdictionId=${mga}`, `jurisdictionId=${ukgc}&gameTypeId=${slots}`, `jurisdictionId=${mga}&volatility=LOW&rtpMax=98`]) {
        const [byModel, byGames] = await Promise.all([page(query), page(`${query}&sort=name`)]);
        expect(byModel.total).toBe(byGames.total);
        expect([...byModel.ids].sort()).toEqual([...byGames.ids].sort());
      }
    });

    it('pages at the edges: last partial page, past the end, and coerced page values', async () => {
      const page = async (query: string) => (await http.get(`${V1}/games?theme=${encodeURIComponent(theme)}&sort=name&${query}`)).json().data;
      expect(await page('page=1&size=3')).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
      expect((await page('page=1&size=3')).content.map((g: { id: number }) => g.id)).toEqual([ids.liveMga]);
      expect(await page('page=9&size=3')).toMatchObject({ content: [], totalElements: 4, number: 9 });
      expect(await page('page=-1&size=abc')).toMatchObject({ number: 0, size: 20 });
      expect((await page('size=0')).size).toBe(1);
      expect((await page('size=5000')).size).toBe(100);
    });

    it('searches names with prefixes and typos, exact name first', async () => {
      expect(await listIds('search=charl')).toEqual([ids.lowSlotMga]);
      expect(await listIds('search=charlei')).toEqual([ids.lowSlotMga]);
      expect((await listIds('search=high')).sort()).toEqual([ids.highSlotMga, ids.highSlotUk].sort());
      expect((await listIds('search=bravo%20high'))[0]).toBe(ids.highSlotUk);
    });

    it('lists providers, types and themes of published games', async () => {
      const providers = (await http.get(`${V1}/games/providers`)).json().data as { id: number; gameCount: number }[];
      expect(providers.find((provider) => provider.id === filterStudio.companyId)?.gameCount).toBe(4);
      const types = (await http.get(`${V1}/games/types`)).json().data as { name: string }[];
      expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['Video Slots', 'Live Casino']));
      const themes = (await http.get(`${V1}/games/themes`)).json().data as { name: string; gameCount: number }[];
      expect(themes.find((each) => each.name === theme)?.gameCount).toBe(4);
    });

    it("follows the provider's approval and changed jurisdictions (trigger-kept copies on games)", async () => {
      const mga = jurisdictionIds.get('MT-MGA')!;
      const ukgc = jurisdictionIds.get('GB-UKGC')!;
      const byPlace = (place: number) => listIds(`jurisdictionId=${place}`);
      const bravo = { name: 'Bravo High', gameTypeId: typeIds.get('Video Slots'), volatility: 'HIGH', rtp: 94.0, themes: [theme], releaseDate: '2025-02-01', maxWin: 2000 };
      // Re-certify Bravo from UKGC to MGA: the list filter sees the change at once.
      expect((await http.put(`${V1}/games/${ids.highSlotUk}`, filterStudio.token, { ...bravo, jurisdictionIds: [mga] })).statusCode).toBe(200);
      expect(await byPlace(ukgc)).toEqual([ids.lowSlotMga]);
      expect((await byPlace(mga)).sort()).toEqual([ids.lowSlotMga, ids.highSlotUk, ids.highSlotMga, ids.liveMga].sort());
      // And so does the jurisdiction read model (a jurisdiction without a theme), in the same statement.
      const placeIds = async (place: number) => ((await http.get(`${V1}/games?size=100&jurisdictionId=${place}`)).json().data.content as { id: number }[]).map((game) => game.id);
      expect(await placeIds(mga)).toContain(ids.highSlotUk);
      expect(await placeIds(ukgc)).not.toContain(ids.highSlotUk);
      expect((await http.put(`${V1}/games/${ids.highSlotUk}`, filterStudio.token, { ...bravo, jurisdictionIds: [ukgc] })).statusCode).toBe(200);
      expect(await byPlace(ukgc)).toEqual([ids.lowSlotMga, ids.highSlotUk]);

      // A suspended provider's games leave the catalogue, its counts and search; they return with it.
      const searchGames = async () => (await http.get(`${V1}/search/games?query=alpha%20high`)).json().data.content as { id: number }[];
      expect((await searchGames()).map((game) => game.id)).toContain(ids.highSlotMga);
      expect((await http.post(`${V1}/admin/companies/${filterStudio.companyId}/deactivate`, admin.token)).statusCode).toBe(200);
      expect(await listIds('')).toEqual([]);
      expect((await http.get(`${V1}/games?theme=${encodeURIComponent(theme)}`)).json().data.totalElements).toBe(0);
      expect(await placeIds(mga)).not.toContain(ids.highSlotMga);
      expect((await searchGames()).map((game) => game.id)).not.toContain(ids.highSlotMga);
      expect((await http.post(`${V1}/admin/companies/${filterStudio.companyId}/activate`, admin.token)).statusCode).toBe(200);
      expect(await listIds('')).toHaveLength(4);
      expect((await searchGames()).map((game) => game.id)).toContain(ids.highSlotMga);
      // Unpublished, a game leaves search as well (its trigger-kept search document goes); published, it is back.
      expect((await http.post(`${V1}/games/${ids.highSlotMga}/toggle-status`, filterStudio.token)).statusCode).toBe(200);
      expect((await searchGames()).map((game) => game.id)).not.toContain(ids.highSlotMga);
      expect((await http.post(`${V1}/games/${ids.highSlotMga}/toggle-status`, filterStudio.token)).statusCode).toBe(200);
      expect((await searchGames()).map((game) => game.id)).toContain(ids.highSlotMga);
    });

    it('answers each card exactly as the game itself reads, image URLs in every stored form', async () => {
      // The page's cards are JSON built by the database (repository gameCardJson); a game alone goes
      // through toGame. Both must agree field for field, for each form an image column can hold.
      const cardStudio = await gameStudio(t.app, admin);
      const cardTheme = unique('Cards');
      const mga = jurisdictionIds.get('MT-MGA')!;
      const ukgc = jurisdictionIds.get('GB-UKGC')!;
      const full = { themes: [cardTheme, 'Gold'], gameTypeId: typeIds.get('Video Slots'), volatility: 'VERY_HIGH' as const, rtp: 96.47, maxWin: 25_000, paylines: 20, mechanics: ['Megaways', 'Free Spins'], releaseDate: '2024-02-29', jurisdictionIds: [ukgc, mga], languages: ['en', 'de'], currencies: ['EUR'], demoUrl: 'https://demo.example/x?a="b"', description: 'Quotes " and \\ and\nnew line, ünïcødé' };
      const ids = [await addGame(t.app, cardStudio, full), await addGame(t.app, cardStudio, { themes: [cardTheme] })];
      const forms = ['tile.webp', 'https://cdn.example/t.png', 'HTTP://cdn.example/T.PNG', '/static/t.png', ''];
      for (const [index, form] of forms.entries()) {
        await t.app.platform.db.execute(sql`update games set tile = ${form} where id = ${ids[index % 2]!}`);
        await t.app.platform.db.execute(sql`update companies set logo = ${forms[(index + 2) % forms.length]!} where id = ${cardStudio.companyId}`);
        const cards = (await http.get(`${V1}/games?theme=${encodeURIComponent(cardTheme)}&sort=name`)).json().data.content as { id: number }[];
        expect(cards).toHaveLength(2);
        for (const card of cards) expect(card).toEqual((await http.get(`${V1}/games/${card.id}`)).json().data);
      }
    });

    it('treats injection attempts in every parameter as plain values', async () => {
      const attacks = ["' or '1'='1", "'; drop table games; --", '%', '_', '\\', 'a:* | !b', '(((', '<script>alert(1)</script>', 'Ω≈ç√'];
      for (const attack of attacks) {
        const q = encodeURIComponent(attack);
        // Searched as words (letters and digits only): at most ordinary matches, never an error.
        expect((await http.get(`${V1}/games?search=${q}`)).statusCode, attack).toBe(200);
        const byTheme = await http.get(`${V1}/games?theme=${q}`);
        expect(byTheme.statusCode, attack).toBe(200);
        expect(byTheme.json().data.content).toEqual([]);
        for (const query of [`providerId=${q}`, `gameTypeId=${q}`, `jurisdictionId=${q}`, `rtpMin=${q}`, `volatility=${q}`, `sort=${q}`]) {
          const res = await http.get(`${V1}/games?${query}`);
          expect(res.statusCode, `${query}`).toBe(400);
          expect(res.json().success).toBe(false);
        }
        expect((await http.get(`${V1}/games/provider/${filterStudio.companyId}?search=${q}`)).statusCode).toBe(200);
      }
      expect(await listIds('')).toHaveLength(4);
      expect((await http.get(`${V1}/games?rtpMin=97&rtpMax=96`)).json().message).toBe('rtpMin must not be greater than rtpMax');
    });
  });
});
