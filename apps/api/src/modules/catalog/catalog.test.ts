import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, multipartFile, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { parseCsv } from './csv';

const V1 = '/api/v1';

describe('catalog', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let plain: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    plain = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('starts with a realistic default catalogue, readable by anyone', async () => {
    const types = (await http.get(`${V1}/business-types`)).json().data as { name: string; integrationTypeIds: number[] }[];
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['Payment Processing', 'KYC & Identity Verification', 'Game Aggregator']));
    expect(types[0]!.integrationTypeIds).toEqual([]);
    const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { code: string; regulator: string }[];
    expect(places.map((place) => place.code)).toEqual(expect.arrayContaining(['MT-MGA', 'GB-UKGC', 'CW-CGA', 'GI-GRA', 'IM-GSC', 'CA-ON-AGCO']));
  });

  it('lets admins create, rename, deactivate and delete business types; plain users get 403', async () => {
    const name = unique('Esports Betting ');
    expect((await http.post(`${V1}/business-types`, plain.token, { name })).statusCode).toBe(403);
    expect((await http.post(`${V1}/business-types`, undefined, { name })).statusCode).toBe(401);
    const created = await http.post(`${V1}/business-types`, admin.token, { name, description: 'Betting on esports', integrationTypeIds: [] });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await http.post(`${V1}/business-types`, admin.token, { name: name.toUpperCase() })).statusCode).toBe(409);
    const short = await http.post(`${V1}/business-types`, admin.token, { name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Name must be at least 2 characters');

    const updated = await http.put(`${V1}/business-types/${id}`, admin.token, { name, description: null, isActive: false });
    expect(updated.json().data).toMatchObject({ isActive: false, description: null });
    expect((await http.get(`${V1}/business-types`)).json().data.some((type: { id: number }) => type.id === id)).toBe(false);
    expect((await http.get(`${V1}/business-types?activeOnly=false`)).json().data.some((type: { id: number }) => type.id === id)).toBe(true);
    expect((await http.delete(`${V1}/business-types/${id}`, plain.token)).statusCode).toBe(403);
    expect((await http.delete(`${V1}/business-types/${id}`, admin.token)).statusCode).toBe(200);
    expect((await http.get(`${V1}/business-types/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a business type or jurisdiction a company uses', async () => {
    const company = await approvedCompany(t.app, admin);
    const type = (await http.post(`${V1}/business-types`, admin.token, { name: unique('Used ') })).json().data;
    const place = (await http.post(`${V1}/license-jurisdictions`, admin.token, { name: unique('Place '), code: unique('X').toUpperCase() })).json().data;
    await http.put(`${V1}/companies/${company.companyId}`, company.token, { businessTypeIds: [type.id], jurisdictionIds: [place.id] });
    const res = await http.delete(`${V1}/business-types/${type.id}`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This business type is used by companies; deactivate it instead of deleting it');
    expect((await http.delete(`${V1}/license-jurisdictions/${place.id}`, admin.token)).statusCode).toBe(409);
  });

  it('maintains license jurisdictions with unique names and codes', async () => {
    const input = { name: unique('Isle '), code: 'tst-1', regulator: 'Test Authority', countryCode: 'mt' };
    expect((await http.post(`${V1}/license-jurisdictions`, plain.token, input)).statusCode).toBe(403);
    const created = await http.post(`${V1}/license-jurisdictions`, admin.token, input);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'TST-1', countryCode: 'MT', isActive: true });
    expect((await http.post(`${V1}/license-jurisdictions`, admin.token, { ...input, name: unique('Other ') })).statusCode).toBe(409);
    const badCountry = await http.post(`${V1}/license-jurisdictions`, admin.token, { name: unique('Bad '), code: 'BAD-1', countryCode: 'Malta' });
    expect(badCountry.json().message).toBe('Country code must be two letters (ISO 3166-1)');
    const id = created.json().data.id;
    expect((await http.put(`${V1}/license-jurisdictions/${id}`, admin.token, { ...input, isActive: false })).json().data.isActive).toBe(false);
    expect((await http.delete(`${V1}/license-jurisdictions/${id}`, admin.token)).statusCode).toBe(200);
    expect((await http.put(`${V1}/license-jurisdictions/${id}`, admin.token, input)).statusCode).toBe(404);
  });

  describe('bulk upload', () => {
    const upload = (csv: string | Buffer, token = admin.token) =>
      http.upload(`${V1}/business-types/bulk/upload`, token, multipartFile('file', 'types.csv', 'text/csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv)));

    it('creates the valid rows and reports every bad row with its line and reason', async () => {
      const fresh = unique('Bulk ');
      const csv = [
        'name,description,isActive',
        `${fresh} One,"Quoted, with comma",true`,
        `"${fresh} Two",,no`,
        ',missing name,true',
        `${fresh} One,duplicate in file,true`,
        'Payment Processing,already in the catalogue,true',
        `${fresh} Three,bad flag,maybe`,
        `x,too short,true`,
        '',
      ].join('\r\n');
      const res = await upload(csv);
      expect(res.statusCode).toBe(200);
      const report = res.json().data;
      expect(report).toMatchObject({ totalRows: 7, createdCount: 2, failedCount: 5 });
      expect(report.created.map((type: { name: string; isActive: boolean }) => [type.name, type.isActive])).toEqual([
        [`${fresh} One`, true],
        [`${fresh} Two`, false],
      ]);
      expect(report.errors).toEqual([
        { row: 4, name: null, message: 'Name must be at least 2 characters' },
        { row: 5, name: `${fresh} One`, message: 'Duplicate of line 2' },
        { row: 6, name: 'Payment Processing', message: 'A business type with this name already exists' },
        { row: 7, name: `${fresh} Three`, message: 'isActive must be true or false' },
        { row: 8, name: 'x', message: 'Name must be at least 2 characters' },
      ]);
    });

    it('refuses a file without a name column, a binary file and a missing file; plain users get 403', async () => {
      expect((await upload('title,description\nA,B')).json().message).toBe('The CSV needs a header row with a "name" column');
      const binary = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
      expect(binary.statusCode).toBe(400);
      expect(binary.json().message).toBe('The file is not a valid CSV (expected UTF-8 text)');
      const none = await http.post(`${V1}/business-types/bulk/upload`, admin.token, {});
      expect(none.statusCode).toBe(400);
      expect((await upload('name\nSomething', plain.token)).statusCode).toBe(403);
      expect((await upload('name\n"unclosed')).statusCode).toBe(400);
    });
  });

  it('parses RFC 4180 quoting, CRLF and a byte-order mark', () => {
    expect(parseCsv('\ufeffa,b\r\n"x ""y""",z\n\n"multi\nline",w')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x "y"', 'z'] },
      { line: 4, fields: ['multi\nline', 'w'] },
    ]);
  });
});
