import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { contentDemoSeeder } from './demo';
import { renderDocumentation } from './render';

const V1 = '/api/v1';

describe('renderDocumentation', () => {
  it('renders Markdown and strips everything active', () => {
    const html = renderDocumentation(
      '# Title\n\nSee [docs](https://example.com) and [local](/dashboard/news).\n\n<script>alert(1)</script>\n<img src="x" onerror="alert(1)">\n[bad](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">docs</a>');
    expect(html).toContain('<a href="/dashboard/news">local</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toMatch(/<script|onerror|href="javascript/i);
  });
});

describe('documentation pages', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let admin: Actor;
  let financeAdmin: Actor;
  let plain: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    [admin, financeAdmin, plain] = await Promise.all([signUp(t.app, { firstName: 'Ada', lastName: 'Editor' }), signUp(t.app), signUp(t.app)]);
    expect((await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: admin.userId, role: 'admin' })).statusCode).toBe(200);
    expect((await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: financeAdmin.userId, role: 'finance_admin' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('serves the built-in text, rendered, before anyone saved a version', async () => {
    const list = (await http.get(`${V1}/documentation`)).json().data;
    expect(list.map((page: { slug: string }) => page.slug)).toEqual(['api', 'integration', 'security', 'deployment']);
    const page = (await http.get(`${V1}/documentation/security`)).json().data;
    expect(page).toMatchObject({ slug: 'security', title: 'Security Documentation', version: 0, latestVersion: 0, updatedBy: null });
    expect(page.markdown).toContain('## Keys and secrets');
    expect(page.html).toContain('<h2>Keys and secrets</h2>');
    expect((await http.get(`${V1}/documentation/nope`)).statusCode).toBe(400);
  });

  it('lets only admins edit: finance admins and plain users are refused, visitors must sign in', async () => {
    const body = { title: 'T', markdown: 'x', baseVersion: 0 };
    expect((await http.put(`${V1}/admin/documentation/api`, undefined, body)).statusCode).toBe(401);
    for (const actor of [financeAdmin, plain]) {
      expect((await http.put(`${V1}/admin/documentation/api`, actor.token, body)).statusCode).toBe(403);
      expect((await http.get(`${V1}/admin/documentation/api/versions`, actor.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/documentation/preview`, actor.token, { markdown: 'x' })).statusCode).toBe(403);
    }
    expect((await http.get(`${V1}/documentation/api`)).json().data.version).toBe(0);
  });

  it('keeps every saved version with its author, refuses a stale save and restores an old version', async () => {
    const first = await http.put(`${V1}/admin/documentation/deployment`, admin.token, { title: 'Deploying', summary: 'Steps', markdown: '1. Build\n2. Ship', baseVersion: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Documentation saved', data: { version: 1, title: 'Deploying', updatedBy: { id: admin.userId, name: 'Ada Editor' } } });
    expect(first.json().data.html).toContain('<ol>');

    const second = await http.put(`${V1}/admin/documentation/deployment`, root.token, { title: 'Deploying v2', markdown: 'Ship **carefully**', baseVersion: 1 });
    expect(second.json().data).toMatchObject({ version: 2, html: '<p>Ship <strong>carefully</strong></p>' });

    // Another admin still editing version 1 must not overwrite version 2.
    const stale = await http.put(`${V1}/admin/documentation/deployment`, admin.token, { title: 'Late', markdown: 'late', baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: 'This page was changed by someone else since you opened it. Reload it to see their version.' });

    const history = (await http.get(`${V1}/admin/documentation/deployment/versions`, admin.token)).json().data;
    expect(history).toEqual([
      expect.objectContaining({ version: 2, title: 'Deploying v2', restoredFrom: null, author: { id: root.userId, name: expect.any(String) } }),
      expect.objectContaining({ version: 1, title: 'Deploying', author: { id: admin.userId, name: 'Ada Editor' } }),
    ]);

    const old = (await http.get(`${V1}/admin/documentation/deployment/versions/1`, admin.token)).json().data;
    expect(old).toMatchObject({ version: 1, latestVersion: 2, markdown: '1. Build\n2. Ship' });
    expect((await http.get(`${V1}/admin/documentation/deployment/versions/9`, admin.token)).statusCode).toBe(404);

    const restored = await http.post(`${V1}/admin/documentation/deployment/versions/1/restore`, admin.token, { baseVersion: 2 });
    expect(restored.json()).toMatchObject({ message: 'Version restored', data: { version: 3, title: 'Deploying', markdown: '1. Build\n2. Ship' } });
    expect((await http.get(`${V1}/admin/documentation/deployment/versions`, admin.token)).json().data[0]).toMatchObject({ version: 3, restoredFrom: 1 });

    const published = (await http.get(`${V1}/documentation/deployment`)).json().data;
    expect(published).toMatchObject({ version: 3, title: 'Deploying', summary: 'Steps' });
  });

  it('rejects invalid input with the schema message and stores nothing', async () => {
    const empty = await http.put(`${V1}/admin/documentation/integration`, admin.token, { title: ' ', markdown: 'x', baseVersion: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Title is required');
    const blank = await http.put(`${V1}/admin/documentation/integration`, admin.token, { title: 'T', markdown: '   ', baseVersion: 0 });
    expect(blank.json().message).toBe('Content is required');
    expect((await http.get(`${V1}/documentation/integration`)).json().data.version).toBe(0);
  });

  it('previews Markdown sanitized, exactly as a page would render', async () => {
    const res = await http.post(`${V1}/admin/documentation/preview`, admin.token, { markdown: '*hi* <iframe src="https://evil.example"></iframe>' });
    expect(res.json().data.html).toBe('<p><em>hi</em> </p>');
  });

  it('seeds a demo history for the security page once, by the demo admin', async () => {
    const demoAdmin = await signUp(t.app, { email: 'admin@paytable.io' });
    await t.database.db.transaction((tx) => contentDemoSeeder.seed(tx, t.app.platform));
    await t.database.db.transaction((tx) => contentDemoSeeder.seed(tx, t.app.platform));
    const history = (await http.get(`${V1}/admin/documentation/security/versions`, root.token)).json().data;
    expect(history.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(history[0].author.id).toBe(demoAdmin.userId);
    expect((await http.get(`${V1}/documentation/security`)).json().data.html).toContain('<h2>Reporting a vulnerability</h2>');
  });
});
