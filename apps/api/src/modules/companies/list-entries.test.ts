import { companySummarySchema, type CompanySummary } from '@paytable/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, multipartFile, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { businessTypes, companies, companyBusinessTypes, companyJurisdictions, companyListEntries, licenseJurisdictions } from '../../db/schema/index';

const V1 = '/api/v1';
const summaryKeys = Object.keys(companySummarySchema.shape) as (keyof CompanySummary)[];

/**
 * The list read model (company_list_entries, kept by triggers): after every kind of write, a company's stored
 * entry is exactly what the company read live (joins, GET /companies/{id}) shows, and the lists serve it.
 */
describe('company list entries (read model)', () => {
  let t: TestApp;
  let admin: Actor;
  let http: ReturnType<typeof api>;
  let typeIds: number[];
  let jurisdictionIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInSuperuser(t.app);
    http = api(t.app);
    typeIds = ((await http.get(`${V1}/business-types`)).json().data as { id: number }[]).map((type) => type.id);
    jurisdictionIds = ((await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number }[]).map((place) => place.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function storedEntry(companyId: number): Promise<unknown> {
    const [row] = await t.database.db.select().from(companyListEntries).where(eq(companyListEntries.companyId, companyId));
    return row ? JSON.parse(row.entry) : undefined;
  }

  /** The summary fields of the company read live; `logoUrl` is added when served, never stored. */
  async function liveSummary(companyId: number): Promise<CompanySummary> {
    const res = await http.get(`${V1}/companies/${companyId}`, admin.token);
    expect(res.statusCode).toBe(200);
    const company = res.json().data as CompanySummary;
    return Object.fromEntries(summaryKeys.map((key) => [key, company[key]])) as CompanySummary;
  }

  /** Stored entry = live read, and the admin list (which reads entries in SQL) serves the same item. */
  async function expectEntryCurrent(companyId: number): Promise<CompanySummary> {
    const live = await liveSummary(companyId);
    const { logoUrl: _servedOnly, ...stored } = live;
    expect(await storedEntry(companyId)).toEqual(stored);
    const listed = await http.get(`${V1}/admin/companies?search=${encodeURIComponent(live.name)}&size=100`, admin.token);
    expect((listed.json().data.content as CompanySummary[]).find((item) => item.id === companyId)).toEqual(live);
    return live;
  }

  it('follows a company through create, edit, references, logo, status and delete', async () => {
    const created = await http.post(`${V1}/companies`, admin.token, {
      name: unique('Entry Co'),
      website: 'https://entry.example',
      description: 'First words',
      businessTypeIds: typeIds.slice(0, 2),
      jurisdictionIds: jurisdictionIds.slice(0, 1),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    let live = await expectEntryCurrent(id);
    expect(live.businessTypes.map((type) => type.id).sort()).toEqual(typeIds.slice(0, 2).sort());
    expect(live.jurisdictions).toHaveLength(1);

    // Edited columns.
    const name = unique('Entry Renamed');
    expect((await http.put(`${V1}/companies/${id}`, admin.token, { name, website: null, description: 'Second words' })).statusCode).toBe(200);
    live = await expectEntryCurrent(id);
    expect(live).toMatchObject({ name, website: null, description: 'Second words' });

    // Business types and jurisdictions replaced, then emptied.
    expect((await http.put(`${V1}/companies/${id}`, admin.token, { businessTypeIds: typeIds.slice(2, 3), jurisdictionIds: jurisdictionIds.slice(1, 3) })).statusCode).toBe(200);
    live = await expectEntryCurrent(id);
    expect(live.businessTypes.map((type) => type.id)).toEqual(typeIds.slice(2, 3));
    expect(live.jurisdictions).toHaveLength(2);
    expect((await http.put(`${V1}/companies/${id}`, admin.token, { businessTypeIds: [], jurisdictionIds: [] })).statusCode).toBe(200);
    live = await expectEntryCurrent(id);
    expect(live).toMatchObject({ businessTypes: [], jurisdictions: [] });

    // Logo stored, then removed.
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } }).png().toBuffer();
    expect((await http.upload(`${V1}/companies/${id}/logo`, admin.token, multipartFile('file', 'logo.png', 'image/png', png))).statusCode).toBe(200);
    live = await expectEntryCurrent(id);
    expect(live.logo).not.toBeNull();
    expect(live.logoUrl).toContain(live.logo);
    expect((await http.delete(`${V1}/companies/${id}/logo`, admin.token)).statusCode).toBe(200);
    expect(await expectEntryCurrent(id)).toMatchObject({ logo: null, logoUrl: null });

    // Status and badge.
    expect((await http.post(`${V1}/admin/companies/${id}/deactivate`, admin.token)).statusCode).toBe(200);
    expect(await expectEntryCurrent(id)).toMatchObject({ status: 'INACTIVE' });
    expect((await http.get(`${V1}/companies?search=${encodeURIComponent(name)}`)).json().data.totalElements).toBe(0);
    expect((await http.post(`${V1}/admin/companies/${id}/verify`, admin.token)).statusCode).toBe(200);
    expect((await http.post(`${V1}/admin/companies/${id}/activate`, admin.token)).statusCode).toBe(200);
    expect(await expectEntryCurrent(id)).toMatchObject({ status: 'ACTIVE', verified: true });
    expect((await http.get(`${V1}/companies?search=${encodeURIComponent(name)}`)).json().data.content).toEqual([await liveSummary(id)]);

    // Deleted: its entry goes with it.
    expect((await http.delete(`${V1}/companies/${id}`, admin.token)).statusCode).toBe(200);
    expect(await storedEntry(id)).toBeUndefined();
  });

  it('follows a business type or jurisdiction renamed in the catalogue', async () => {
    const created = await http.post(`${V1}/companies`, admin.token, { name: unique('Entry Refs'), businessTypeIds: typeIds.slice(3, 4), jurisdictionIds: jurisdictionIds.slice(3, 4) });
    const id = created.json().data.id as number;
    const typeName = unique('Renamed type');
    await t.database.db.update(businessTypes).set({ name: typeName }).where(eq(businessTypes.id, typeIds[3]!));
    await t.database.db.update(licenseJurisdictions).set({ code: 'ZZ-9' }).where(eq(licenseJurisdictions.id, jurisdictionIds[3]!));
    const live = await expectEntryCurrent(id);
    expect(live.businessTypes).toEqual([{ id: typeIds[3], name: typeName }]);
    expect(live.jurisdictions[0]).toMatchObject({ id: jurisdictionIds[3], code: 'ZZ-9' });
  });

  it('has an entry for companies written by SQL alone, as a seeder writes them', async () => {
    const rows = await t.database.db
      .insert(companies)
      .values([{ name: unique('Seeded A'), status: 'ACTIVE' }, { name: unique('Seeded B'), status: 'PENDING', isIndividual: true }])
      .returning({ id: companies.id });
    await t.database.db.insert(companyBusinessTypes).values(rows.map((row, i) => ({ companyId: row.id, businessTypeId: typeIds[i]! })));
    await t.database.db.insert(companyJurisdictions).values(rows.map((row) => ({ companyId: row.id, jurisdictionId: jurisdictionIds[0]! })));
    for (const row of rows) await expectEntryCurrent(row.id);
  });
});
