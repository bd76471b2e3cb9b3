import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createInProcessPubSub } from '../../platform/pubsub';
import { newAccount, randomIp } from '../../../test/auth-helpers';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('admin settings', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  const staff: Record<string, Actor> = {};
  let plain: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    plain = await signUp(t.app);
    for (const role of ['ROLE_ADMIN', 'ROLE_FINANCE_ADMIN', 'ROLE_SUPPORT_ADMIN'] as const) {
      staff[role] = await signUp(t.app);
      expect((await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: staff[role]?.userId, role })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const register = (email?: string) =>
    t.app.inject({ method: 'POST', url: `${V1}/auth/register`, remoteAddress: randomIp(), payload: newAccount(email ? { email } : {}) });

  it('lets the four admin roles of the seed read and change settings, and nobody else', async () => {
    for (const actor of Object.values(staff)) {
      expect((await http.get(`${V1}/admin/settings`, actor.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/admin/settings/audit`, actor.token)).statusCode).toBe(200);
    }
    expect((await http.get(`${V1}/admin/settings`, plain.token)).statusCode).toBe(403);
    expect((await http.put(`${V1}/admin/settings`, plain.token, { defaultPageSize: 30 })).statusCode).toBe(403);
    expect((await http.get(`${V1}/admin/settings/audit`, plain.token)).statusCode).toBe(403);
    expect((await http.get(`${V1}/admin/settings`)).statusCode).toBe(401);
    const support = staff.ROLE_SUPPORT_ADMIN as Actor;
    const saved = await http.put(`${V1}/admin/settings`, support.token, { maintenanceBannerText: 'Back soon' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.updatedBy).toEqual(expect.objectContaining({ id: support.userId }));
  });

  it('refuses bad values with the field message and keeps the stored ones', async () => {
    const before = (await http.get(`${V1}/admin/settings`, root.token)).json().data;
    for (const [body, message] of [
      [{ defaultPageSize: 500 }, 'Default page size must be between 5 and 100'],
      [{ uploadMaxBytes: 10 }, 'Upload limit must be between 64 KB and 5 MB'],
      [{ mailFrom: 'not an address' }, 'Sender must be an e-mail address, optionally as Name <address>'],
      [{ registrationMode: 'CLOSED' }, 'Registration must be OPEN or INVITATION_ONLY'],
      [{}, 'Change at least one setting'],
      [{ maintenanceBannerEnabled: true, maintenanceBannerText: '' }, 'Enter the banner text to show the maintenance banner'],
    ] as const) {
      const res = await http.put(`${V1}/admin/settings`, root.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await http.get(`${V1}/admin/settings`, root.token)).json().data.version).toBe(before.version);
  });

  it('records one audit entry per changed setting with actor and old and new values; filters by setting and actor', async () => {
    const admin = staff.ROLE_ADMIN as Actor;
    const { version } = (await http.get(`${V1}/admin/settings`, admin.token)).json().data;
    const res = await http.put(`${V1}/admin/settings`, admin.token, { version, defaultPageSize: 25, uploadMaxBytes: 1024 * 1024, registrationMode: 'OPEN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Settings saved');
    const audit = (await http.get(`${V1}/admin/settings/audit?actor=${encodeURIComponent(admin.email)}`, root.token)).json().data;
    expect(audit.totalElements).toBe(2);
    expect(audit.content.map((entry: { setting: string }) => entry.setting).sort()).toEqual(['defaultPageSize', 'uploadMaxBytes']);
    expect(audit.content).toContainEqual(expect.objectContaining({ setting: 'defaultPageSize', oldValue: 20, newValue: 25, actor: expect.objectContaining({ id: admin.userId }) }));
    const bySetting = (await http.get(`${V1}/admin/settings/audit?setting=defaultPageSize&size=1`, root.token)).json().data;
    expect(bySetting.content).toEqual([expect.objectContaining({ setting: 'defaultPageSize', newValue: 25 })]);
    expect((await http.get(`${V1}/admin/settings/audit?setting=colour`, root.token)).statusCode).toBe(400);

    const stale = await http.put(`${V1}/admin/settings`, root.token, { version, defaultPageSize: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The settings were changed by someone else meanwhile. Reload them and try again.');
  });

  it('applies the default page size to lists that follow it, and the upload limit to uploads', async () => {
    await http.put(`${V1}/admin/settings`, root.token, { defaultPageSize: 7, uploadMaxBytes: 64 * 1024 });
    const users = (await http.get(`${V1}/admin/users`, root.token)).json().data;
    expect(users.size).toBe(7);
    expect((await http.get(`${V1}/admin/users?size=3`, root.token)).json().data.size).toBe(3);
    // Search pages by its own size (seed: 10) whatever the platform default.
    expect((await http.get(`${V1}/search?query=test`, root.token)).json().data.size).toBe(10);

    const boundary = '----paytablelimit';
    const big = Buffer.alloc(100 * 1024, 1);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${V1}/profile-images/me/image`,
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${plain.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(413);
    expect(upload.json().message).toBe('The file is too large (max 64 KB)');
    await http.put(`${V1}/admin/settings`, root.token, { defaultPageSize: 20, uploadMaxBytes: 5 * 1024 * 1024 });
  });

  it('sends mail from the configured sender', async () => {
    await http.put(`${V1}/admin/settings`, root.token, { mailFrom: 'Paytable Team <team@paytable.example>' });
    const account = newAccount();
    expect((await register(account.email)).statusCode).toBe(201);
    const dir = path.join(t.config.dataDir, 'mail');
    const files = (await fs.readdir(dir)).filter((name) => name.includes(account.email.replace(/[^\w.@-]/g, '_')));
    expect(files).toHaveLength(1);
    const mail = await fs.readFile(path.join(dir, files[0] as string), 'utf8');
    expect(mail).toMatch(/^From: Paytable Team <team@paytable\.example>$/m);
  });

  it('shows the maintenance banner publicly only while it is on', async () => {
    await http.put(`${V1}/admin/settings`, root.token, { maintenanceBannerEnabled: true, maintenanceBannerText: 'Maintenance tonight 22:00 UTC' });
    const on = (await http.get(`${V1}/settings/public`)).json().data;
    expect(on).toEqual({ registrationMode: 'OPEN', maintenanceBanner: { text: 'Maintenance tonight 22:00 UTC' } });
    await http.put(`${V1}/admin/settings`, root.token, { maintenanceBannerEnabled: false });
    expect((await http.get(`${V1}/settings/public`)).json().data.maintenanceBanner).toBeNull();
  });

  it('refuses registration without an invitation while it is invitation only, and allows it again when reopened', async () => {
    await http.put(`${V1}/admin/settings`, root.token, { registrationMode: 'INVITATION_ONLY' });
    const refused = await register();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'REGISTRATION_INVITATION_ONLY',
      message: 'Registration is by invitation only. Ask a company on Paytable or our team for an invitation.',
    });
    // An invited prospect's address may register.
    const email = `invited-${Date.now()}@example.com`;
    const prospect = (await http.post(`${V1}/admin/prospects`, root.token, { companyName: 'Invited Ltd', contactEmail: email })).json().data;
    expect((await register(email)).statusCode).toBe(403);
    expect((await http.post(`${V1}/admin/prospects/${prospect.id}/invite`, root.token, {})).statusCode).toBe(200);
    expect((await register(email)).statusCode).toBe(201);

    await http.put(`${V1}/admin/settings`, root.token, { registrationMode: 'OPEN' });
    expect((await register()).statusCode).toBe(201);
  });

  it('applies a change on a second instance without restart: at once through pub/sub, and by version check', async () => {
    const shared = await buildApp(t.config, { database: t.database, migrate: false, pubsub: (t.app.platform.pubsub) });
    const alone = await buildApp(t.config, { database: t.database, migrate: false, pubsub: createInProcessPubSub() });
    await Promise.all([shared.ready(), alone.ready()]);
    try {
      expect((await api(shared).get(`${V1}/settings/public`)).json().data.maintenanceBanner).toBeNull();
      await http.put(`${V1}/admin/settings`, root.token, { maintenanceBannerEnabled: true, maintenanceBannerText: 'Upgrade in progress', registrationMode: 'INVITATION_ONLY' });
      await expect.poll(async () => (await api(shared).get(`${V1}/settings/public`)).json().data.maintenanceBanner, { timeout: 2_000 }).toEqual({ text: 'Upgrade in progress' });
      // The instance that heard nothing still refuses sign-up: registration checks the version first.
      const refused = await alone.inject({ method: 'POST', url: `${V1}/auth/register`, remoteAddress: randomIp(), payload: newAccount() });
      expect(refused.statusCode).toBe(403);
      expect((await api(alone).get(`${V1}/settings/public`)).json().data.maintenanceBanner).toEqual({ text: 'Upgrade in progress' });
    } finally {
      await http.put(`${V1}/admin/settings`, root.token, { maintenanceBannerEnabled: false, registrationMode: 'OPEN' });
      await shared.close();
      await alone.close();
    }
  });
});
