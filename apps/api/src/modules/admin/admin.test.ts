import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('admin: users and roles', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let admin: Actor;
  let plain: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    admin = await signUp(t.app);
    plain = await signUp(t.app);
    const promoted = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: admin.userId, role: 'admin' });
    expect(promoted.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses every admin route to plain users and company admins', async () => {
    const company = await approvedCompany(t.app, root);
    for (const token of [plain.token, company.token]) {
      expect((await http.get(`${V1}/admin/users`, token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/admin/user-roles/available-roles`, token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/user-roles/assign`, token, { userId: plain.userId, role: 'ROLE_ADMIN' })).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/users/${plain.userId}/disable`, token)).statusCode).toBe(403);
    }
  });

  it('lists and searches accounts with their company and roles', async () => {
    const company = await approvedCompany(t.app, root);
    const page = (await http.get(`${V1}/admin/users?search=${encodeURIComponent(company.email)}`, admin.token)).json().data;
    expect(page.content).toEqual([expect.objectContaining({ id: company.userId, roles: ['ROLE_USER'], companyId: company.companyId, isEnabled: true })]);
    const admins = (await http.get(`${V1}/admin/users?role=ROLE_ADMIN&size=50`, admin.token)).json().data.content as { id: number }[];
    expect(admins.map((user) => user.id)).toEqual(expect.arrayContaining([admin.userId, root.userId]));
    const search = (await http.get(`${V1}/admin/user-roles/search-users?searchTerm=${encodeURIComponent(plain.email)}`, admin.token)).json();
    expect(search.data.content[0].id).toBe(plain.userId);
  });

  it('disables and enables an account; the disabled one is signed out at once; never yourself', async () => {
    const target = await signUp(t.app);
    const disabled = await http.post(`${V1}/admin/users/${target.userId}/disable`, admin.token);
    expect(disabled.json().data.isEnabled).toBe(false);
    expect((await http.get(`${V1}/auth/profile`, target.token)).statusCode).toBe(401);
    expect((await http.post(`${V1}/admin/users/${target.userId}/enable`, admin.token)).json().data.isEnabled).toBe(true);
    const self = await http.post(`${V1}/admin/users/${admin.userId}/disable`, admin.token);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own account or roles');
    expect((await http.post(`${V1}/admin/users/${root.userId}/disable`, admin.token)).statusCode).toBe(403);
    expect((await http.post(`${V1}/admin/users/999999/disable`, admin.token)).statusCode).toBe(404);
  });

  it('assigns and removes roles with lists in data; admin roles need a superuser; nobody changes its own', async () => {
    const target = await signUp(t.app);
    const available = (await http.get(`${V1}/admin/user-roles/available-roles`, admin.token)).json().data as { role: string }[];
    expect(available.map((entry) => entry.role)).toContain('ROLE_FINANCE_ADMIN');

    const assigned = await http.post(`${V1}/admin/user-roles/assign`, admin.token, { userId: target.userId, role: 'ROLE_FINANCE_ADMIN' });
    expect(assigned.statusCode).toBe(200);
    const roles = (await http.get(`${V1}/admin/user-roles/user/${target.userId}`, admin.token)).json().data as { role: string }[];
    expect(roles.map((entry) => entry.role)).toEqual(['ROLE_FINANCE_ADMIN', 'ROLE_USER']);
    const profile = (await http.get(`${V1}/auth/profile`, target.token)).json().data;
    expect(profile.isFinanceAdmin).toBe(true);

    const promote = await http.post(`${V1}/admin/user-roles/assign`, admin.token, { userId: target.userId, role: 'ROLE_ADMIN' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only a superuser can change this role or this account');
    expect((await http.post(`${V1}/admin/user-roles/assign`, admin.token, { userId: admin.userId, role: 'ROLE_FINANCE_ADMIN' })).statusCode).toBe(403);
    expect((await http.post(`${V1}/admin/user-roles/remove`, target.token, { userId: target.userId, role: 'ROLE_FINANCE_ADMIN' })).statusCode).toBe(403);
    const implicit = await http.post(`${V1}/admin/user-roles/remove`, admin.token, { userId: target.userId, role: 'ROLE_USER' });
    expect(implicit.statusCode).toBe(400);
    const unknown = await http.post(`${V1}/admin/user-roles/assign`, admin.token, { userId: target.userId, role: 'ROLE_GOD' });
    expect(unknown.statusCode).toBe(400);

    const removed = await http.post(`${V1}/admin/user-roles/remove`, admin.token, { userId: target.userId, role: 'finance_admin' });
    expect((removed.json().data as { role: string }[]).map((entry) => entry.role)).toEqual(['ROLE_USER']);
  });
});
