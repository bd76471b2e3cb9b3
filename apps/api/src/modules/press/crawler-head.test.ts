import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipartBody, pngImage } from '../../../test/upload-helpers';

const V1 = '/api/v1';
const SHELL = '<!doctype html><html><head><meta charset="utf-8"><title>Paytable</title><meta name="description" content="The B2B network"><meta property="og:title" content="Paytable" /></head><body><div id="root"></div></body></html>';
const HOSTILE = 'Launch </script><script>alert(1)</script> "quoted" & <b>bold</b>';

/** The JSON-LD objects of a page, parsed back. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('crawler heads of press releases', () => {
  let t: TestApp;
  let webDir: string;
  let studio: Actor & { companyId: number };
  let releaseId: number;
  let draftId: number;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), SHELL);
    t = await createTestApp({ webDistDir: webDir, publicUrl: 'https://paytable.example' });
    const http = api(t.app);
    const admin = await signInSuperuser(t.app);
    studio = await approvedCompany(t.app, admin, unique('Studio '));
    await grantCompanyPrivilege(t.app, admin, studio, 'company_press');
    const input = { title: HOSTILE, summary: 'Summary with <img src=x onerror=alert(1)> and "quotes"', content: '<p>Body</p>', tags: ['slots'] };
    releaseId = (await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, input)).json().data.id;
    const { payload, headers } = await multipartBody({ field: 'file', name: 'cover.png', type: 'image/png', content: await pngImage(1200, 630) }, { altText: 'Cover "art"' });
    await t.app.inject({ method: 'POST', url: `${V1}/press-releases/${releaseId}/images`, remoteAddress: randomIp(), payload, headers: { ...headers, authorization: `Bearer ${studio.token}` } });
    await http.post(`${V1}/press-releases/${releaseId}/company/${studio.companyId}/publish`, studio.token, {});
    draftId = (await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, { ...input, title: 'Secret draft' })).json().data.id;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('writes title, description, canonical URL, image, Open Graph, Twitter card and NewsArticle into the shell', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/press-releases/${releaseId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    // The page's own title replaces the shell's, and the generic description goes.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Launch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; | Paytable</title>');
    expect(html).not.toContain('content="The B2B network"');
    expect(html).not.toContain('content="Paytable" />');
    expect(html).toContain(`<link rel="canonical" href="https://paytable.example/press-releases/${releaseId}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:description" content="Summary with &lt;img src=x onerror=alert(1)&gt; and &quot;quotes&quot;">');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https://paytable.example/api/v1/files/pressImages/${releaseId}/[\\w-]+\\.webp">`));
    expect(html).toContain('<meta property="og:image:alt" content="Cover &quot;art&quot;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="article:tag" content="slots">');
    // Nothing the author typed became markup: exactly one script element, the JSON-LD.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<b>bold');
    const [article] = jsonLdOf(html);
    expect(article).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: HOSTILE, url: `https://paytable.example/press-releases/${releaseId}`, author: { '@type': 'Organization', name: expect.stringMatching(/^Studio /) } });
    expect((article!.image as string[])[0]).toMatch(/^https:\/\/paytable\.example\/api\/v1\/files\/pressImages\//);
    // The head is inside <head>, before the shell's body.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the same head at /dashboard/press-releases/{id}, compressed when asked', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/dashboard/press-releases/${releaseId}?utm_source=x`, headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(page.rawPayload).toString();
    expect(html).toContain(`<link rel="canonical" href="https://paytable.example/press-releases/${releaseId}">`);
  });

  it('sends the plain shell for drafts, unknown ids, bad ids and other routes', async () => {
    for (const url of [`/press-releases/${draftId}`, '/press-releases/999999', '/press-releases/abc', '/press-releases/1e99', '/press-releases', '/pricing']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    }
  });
});
