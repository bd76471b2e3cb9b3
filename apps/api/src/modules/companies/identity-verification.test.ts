import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { identityChanges } from './service';

const V1 = '/api/v1';

describe('a verified company that changes its legal name or website domain', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;

  async function verifiedCompany(website: string) {
    const owner = await approvedCompany(t.app, admin, unique('Northlight '));
    expect((await http.put(`${V1}/companies/${owner.companyId}`, owner.token, { website })).statusCode).toBe(200);
    expect((await http.post(`${V1}/admin/companies/${owner.companyId}/verify`, admin.token)).statusCode).toBe(200);
    expect((await http.get(`${V1}/companies/${owner.companyId}`, owner.token)).json().data.verified).toBe(true);
    return owner;
  }
  const company = async (owner: Actor & { companyId: number }) => (await http.get(`${V1}/companies/${owner.companyId}`, owner.token)).json().data;
  const auditOf = async (companyId: number) =>
    ((await http.get(`${V1}/admin/settings/audit?size=100`, admin.token)).json().data.content as { setting: string; companyId: number | null; oldValue: unknown; newValue: unknown; actor: { id: number } | null }[]).filter(
      (entry) => entry.companyId === companyId,
    );

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
  });
  afterAll(() => t.close());

  it('goes back to verification on a new legal name (no badge until an admin confirms), and the audit log says who changed what', async () => {
    const owner = await verifiedCompany('https://northlight.example');
    const settingsVersion = (await http.get(`${V1}/admin/settings`, admin.token)).json().data.version;
    const oldName = (await company(owner)).name as string;
    const newName = unique('Lucky Spins ');

    expect((await http.put(`${V1}/companies/${owner.companyId}`, owner.token, { name: newName })).json().data).toMatchObject({ name: newName, verified: false, verifiedAt: null });
    // The public list shows no badge either.
    const listed = (await http.get(`${V1}/companies?search=${encodeURIComponent(newName)}`)).json().data.content;
    expect(listed).toEqual([expect.objectContaining({ id: owner.companyId, verified: false })]);

    expect(await auditOf(owner.companyId)).toEqual([
      expect.objectContaining({ setting: 'companyVerified', oldValue: true, newValue: false, actor: expect.objectContaining({ id: owner.userId }) }),
      expect.objectContaining({ setting: 'companyName', oldValue: oldName, newValue: newName, actor: expect.objectContaining({ id: owner.userId }) }),
      expect.objectContaining({ setting: 'companyVerified', oldValue: false, newValue: true, actor: expect.objectContaining({ id: admin.userId }) }),
      // The website given before the first verification is in the log too.
      expect.objectContaining({ setting: 'companyWebsite', oldValue: null, newValue: 'https://northlight.example' }),
    ]);
    // Company entries do not move the platform settings' version (an admin's open settings form stays valid).
    expect((await http.get(`${V1}/admin/settings`, admin.token)).json().data.version).toBe(settingsVersion);

    // An admin confirms: the badge is back, dated now, and that is audited too.
    expect((await http.post(`${V1}/admin/companies/${owner.companyId}/verify`, admin.token)).statusCode).toBe(200);
    expect(await company(owner)).toMatchObject({ verified: true, verifiedAt: expect.any(String) });
    expect((await auditOf(owner.companyId))[0]).toMatchObject({ setting: 'companyVerified', oldValue: false, newValue: true });
  });

  it('goes back to verification on a new website domain, but not on another page of the same site or other details', async () => {
    const owner = await verifiedCompany('https://www.northlight.example/about');
    expect((await http.put(`${V1}/companies/${owner.companyId}`, owner.token, { website: 'https://northlight.example/team', description: 'Slots from Lisbon.' })).json().data.verified).toBe(true);
    // Only the first website and the verification are in the log: the same domain is the same identity.
    expect((await auditOf(owner.companyId)).map((entry) => entry.setting)).toEqual(['companyVerified', 'companyWebsite']);

    const moved = await http.put(`${V1}/companies/${owner.companyId}`, owner.token, { website: 'https://northlight-games.example' });
    expect(moved.json().data.verified).toBe(false);
    expect((await auditOf(owner.companyId)).slice(0, 2)).toEqual([
      expect.objectContaining({ setting: 'companyVerified', oldValue: true, newValue: false }),
      expect.objectContaining({ setting: 'companyWebsite', oldValue: 'https://northlight.example/team', newValue: 'https://northlight-games.example' }),
    ]);
    // Changed again while unverified: audited, nothing more to reset.
    await http.put(`${V1}/companies/${owner.companyId}`, owner.token, { website: 'https://spins.example' });
    expect((await auditOf(owner.companyId)).map((entry) => entry.setting).slice(0, 2)).toEqual(['companyWebsite', 'companyVerified']);
    // The filter finds company entries like settings.
    const filtered = (await http.get(`${V1}/admin/settings/audit?setting=companyWebsite&size=100`, admin.token)).json().data.content as { setting: string }[];
    expect(filtered.length).toBeGreaterThanOrEqual(2);
    expect(new Set(filtered.map((entry) => entry.setting))).toEqual(new Set(['companyWebsite']));
  });

  it('compares legal names as written and websites by domain', () => {
    const before = { name: 'Northlight Ltd', website: 'https://www.Northlight.example/about' };
    expect(identityChanges(before, { name: 'Northlight Ltd', website: 'northlight.example/careers' })).toEqual([]);
    expect(identityChanges(before, { name: 'Northlight Limited' })).toEqual([{ field: 'name', oldValue: 'Northlight Ltd', newValue: 'Northlight Limited' }]);
    expect(identityChanges(before, { website: null })).toEqual([{ field: 'website', oldValue: before.website, newValue: null }]);
    expect(identityChanges({ name: 'A', website: null }, { website: 'https://a.example' })).toEqual([{ field: 'website', oldValue: null, newValue: 'https://a.example' }]);
  });
});
