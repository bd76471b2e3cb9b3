import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { inDays, jobInput } from '../../../test/jobs-helpers';

const V1 = '/api/v1';
const SHELL = '<!doctype html><html><head><meta charset="utf-8"><title>Paytable</title><meta name="description" content="The B2B network"></head><body><div id="root"></div></body></html>';

/** The JSON-LD objects of a page, parsed back. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('crawler heads of job pages', () => {
  let t: TestApp;
  let webDir: string;
  let hirer: Actor & { companyId: number };
  async function create(title: string, status?: 'PUBLISHED' | 'CLOSED'): Promise<number> {
    const http = api(t.app);
    const id = (await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ title, description: '<p>Own the <strong>AML</strong> framework of a Malta-licensed operator.</p>', skills: ['AML'] }))).json().data.id as number;
    for (const next of status === 'CLOSED' ? ['PUBLISHED', 'CLOSED'] : status ? [status] : []) {
      await t.app.inject({ method: 'PATCH', url: `${V1}/jobs/${id}/company/${hirer.companyId}/status`, remoteAddress: randomIp(), headers: { authorization: `Bearer ${hirer.token}` }, payload: { status: next } });
    }
    return id;
  }

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), SHELL);
    t = await createTestApp({ webDistDir: webDir, publicUrl: 'https://paytable.example' });
    const admin = await signInSuperuser(t.app);
    hirer = await approvedCompany(t.app, admin, unique('Hirer '));
    await grantCompanyPrivilege(t.app, admin, hirer, 'company_jobs');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('writes the title, a description and a JobPosting with validThrough into a public job page, at both addresses', async () => {
    const id = await create('Head of AML <Malta>', 'PUBLISHED');
    for (const url of [`/jobs/${id}`, `/dashboard/jobs/${id}`]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('<title>Head of AML &lt;Malta&gt; at ');
      expect(html).toContain(`<link rel="canonical" href="https://paytable.example/jobs/${id}">`);
      expect(html).toContain('content="Own the AML framework of a Malta-licensed operator."');
      const [posting] = jsonLdOf(html);
      expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Head of AML <Malta>', validThrough: expect.stringContaining(inDays(30)), url: `https://paytable.example/jobs/${id}` });
      expect(posting).toMatchObject({ baseSalary: { currency: 'EUR', value: { minValue: 60_000, maxValue: 80_000, unitText: 'YEAR' } } });
    }
  });

  it('says a closed job is no longer open, and sends the plain shell for a draft or an unknown id', async () => {
    const closed = await create('Closed Compliance Role', 'CLOSED');
    expect((await t.app.inject({ method: 'GET', url: `/jobs/${closed}` })).body).toContain('content="This job is no longer open. Own the AML framework');
    const draft = await create('Draft Compliance Role');
    for (const url of [`/jobs/${draft}`, '/jobs/2147483647', '/dashboard/jobs/my-applications']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('<title>Paytable</title>');
      expect(jsonLdOf(html)).toEqual([]);
    }
  });
});
