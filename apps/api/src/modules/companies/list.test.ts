import zlib from 'node:zlib';
import { companySummarySchema, envelopeSchema, pageSchema } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { companies, companyBusinessTypes } from '../../db/schema/index';

const V1 = '/api/v1';
/** More than one block of remembered rows (250, service.ts), so pages are cut across block edges. */
const COUNT = 260;

interface Item {
  id: number;
  name: string;
  businessTypes: { id: number; name: string }[];
}

/** The public list, with the list memory on (the default) and off, over the same companies. */
describe('public company list pages', () => {
  const withMemo: { t?: TestApp; admin?: Actor } = {};
  const withoutMemo: { t?: TestApp } = {};
  const prefix = unique('Zpages');
  // Mixed case and a shuffled insertion order: the list sorts by lower(name), then id.
  const names = Array.from({ length: COUNT }, (_, i) => `${prefix} ${i % 2 === 0 ? 'co' : 'Co'} ${String((i * 37) % COUNT).padStart(3, '0')}`);
  const expected = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

  async function insertCompanies(t: TestApp) {
    const rows = await t.database.db
      .insert(companies)
      .values(names.map((name) => ({ name, status: 'ACTIVE' })))
      .returning({ id: companies.id });
    // Every third company gets a business type, so pages carry references too.
    const types = (await api(t.app).get(`${V1}/business-types`)).json().data as { id: number }[];
    await t.database.db
      .insert(companyBusinessTypes)
      .values(rows.filter((_, i) => i % 3 === 0).map((row, i) => ({ companyId: row.id, businessTypeId: types[i % types.length]!.id })));
  }

  beforeAll(async () => {
    withMemo.t = await createTestApp();
    withMemo.admin = await signInSuperuser(withMemo.t.app);
    withoutMemo.t = await createTestApp({ companyListMemo: false });
    await Promise.all([insertCompanies(withMemo.t), insertCompanies(withoutMemo.t)]);
  });
  afterAll(async () => {
    await withMemo.t?.close();
    await withoutMemo.t?.close();
  });

  const page = async (t: TestApp, query: string) => {
    const res = await api(t.app).get(`${V1}/companies?search=${encodeURIComponent(prefix)}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { content: Item[]; totalElements: number; totalPages: number; number: number; size: number };
  };

  /** What two databases holding the same companies agree on (ids and timestamps are their own). */
  const comparable = (data: { content: Item[] }) => ({
    ...data,
    content: data.content.map(({ name, businessTypes }) => ({ name, businessTypes })),
  });

  it('cuts every page, across the edges of the remembered blocks, exactly as the database pages it', async () => {
    const size = 30;
    for (let number = 0; number * size < COUNT + size; number += 1) {
      const remembered = await page(withMemo.t!, `page=${number}&size=${size}`);
      const read = await page(withoutMemo.t!, `page=${number}&size=${size}`);
      expect(remembered.content.map((c) => c.name)).toEqual(expected.slice(number * size, (number + 1) * size));
      expect(comparable(remembered)).toEqual(comparable(read));
      expect(remembered).toMatchObject({ totalElements: COUNT, totalPages: Math.ceil(COUNT / size), number, size });
    }
    const withTypes = (await page(withMemo.t!, 'size=100')).content.filter((c) => c.businessTypes.length > 0);
    expect(withTypes.length).toBeGreaterThan(0);
  });

  it('sends a remembered page compressed as the client asks, the same JSON each time', async () => {
    const url = `${V1}/companies?search=${encodeURIComponent(prefix)}&page=1&size=20`;
    const br = await withMemo.t!.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await withMemo.t!.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await withMemo.t!.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.json()).toMatchObject({ success: true, data: { number: 1, size: 20, totalElements: COUNT } });
    // A row read in a block carries the same fields, timestamps included, as the company read alone.
    const item = plain.json().data.content[0] as Item;
    const alone = (await api(withMemo.t!.app).get(`${V1}/companies/${item.id}`)).json().data;
    expect(alone).toMatchObject(item);
  });

  it('answers exactly the text the contract serializes, with the memory on and off', async () => {
    const contract = envelopeSchema(pageSchema(companySummarySchema));
    for (const t of [withMemo.t!, withoutMemo.t!]) {
      const res = await api(t.app).get(`${V1}/companies?search=${encodeURIComponent(prefix)}&page=0&size=100`);
      // What the route's zod serializer would write: the same keys, in the same order, nothing more.
      expect(res.body).toBe(JSON.stringify(contract.parse(JSON.parse(res.body))));
    }
  });

  it('shows a rename at once on every remembered page and order, deep pages included', async () => {
    const t = withMemo.t!;
    const lastPage = `page=${Math.ceil(COUNT / 20) - 1}&size=20`;
    const last = (await page(t, lastPage)).content.at(-1)!;
    expect(last.name).toBe(expected.at(-1));
    // Renamed to sort first: the first page, the last page and the total all change at once.
    const renamed = `${prefix} aaa first`;
    expect((await api(t.app).put(`${V1}/companies/${last.id}`, withMemo.admin!.token, { name: renamed })).statusCode).toBe(200);
    expect((await page(t, 'page=0&size=20')).content[0]).toMatchObject({ id: last.id, name: renamed });
    expect((await page(t, lastPage)).content.at(-1)!.name).toBe(expected.at(-2));
  });
});
