import { envelopeSchema, pageSchema, pressReleaseSchema, publicPressQuerySchema, type PressReleaseInput } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipartBody, pngImage } from '../../../test/upload-helpers';
import type { AuthUser } from '../../platform/auth';
import { pdfText } from '../../../test/pdf-text';
import { SearchCorrections } from '../../platform/text-search';
import * as service from './service';

const V1 = '/api/v1';
const HOUR = 3_600_000;
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const OTHER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
type Company = Actor & { companyId: number };

function releaseInput(overrides: Partial<PressReleaseInput> = {}): PressReleaseInput {
  return {
    title: unique('Studio launches Reels '),
    summary: 'A six-reel slot goes live with twelve operators.',
    content: '<p>Today we <strong>launch</strong> <em>Reels</em>.</p><script>alert(1)</script><a href="javascript:evil()">x</a><ul><li>117,649 ways</li></ul><a href="https://example.com">site</a>',
    tags: ['Slots', 'launch'],
    category: 'PRODUCT_LAUNCH',
    ...overrides,
  };
}

const asAuthUser = (actor: Actor): AuthUser => ({ id: actor.userId, email: actor.email, username: actor.email, userType: 'user', roles: [], emailVerified: true, sessionId: 'test' });

describe('press releases', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let studio: Company;
  let rival: Company;
  let reader: Actor;

  async function createRelease(company: Company, overrides: Partial<PressReleaseInput> = {}): Promise<number> {
    const res = await http.post(`${V1}/press-releases/company/${company.companyId}`, company.token, releaseInput(overrides));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
    return res.json().data.id as number;
  }
  const publish = (company: Company, id: number, body: Record<string, unknown> = {}) => http.post(`${V1}/press-releases/${id}/company/${company.companyId}/publish`, company.token, body);
  async function publishedRelease(company: Company, overrides: Partial<PressReleaseInput> = {}): Promise<number> {
    const id = await createRelease(company, overrides);
    const res = await publish(company, id);
    if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
    return id;
  }
  // The list is serialized without re-encoding (trustedJsonSerializer): its answers must hold exactly the contract's fields.
  const boardAnswerSchema = envelopeSchema(pageSchema(pressReleaseSchema.strict()));
  const publicIds = async (query = '') => boardAnswerSchema.parse((await http.get(`${V1}/press-releases/public?size=100&${query}`)).json()).data.content.map((each) => each.id);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    studio = await approvedCompany(t.app, admin, unique('Studio '));
    await grantCompanyPrivilege(t.app, admin, studio, 'company_press');
    rival = await approvedCompany(t.app, admin, unique('Rival '));
    await grantCompanyPrivilege(t.app, admin, rival, 'company_press');
    reader = await signUp(t.app);
  });
  afterAll(() => t.close());

  describe('company releases', () => {
    it('creates a sanitized draft, reads, updates and deletes it', async () => {
      const created = await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, releaseInput({ title: 'Reels launch' }));
      expect(created.statusCode).toBe(201);
      const release = created.json().data;
      expect(release).toMatchObject({ status: 'DRAFT', title: 'Reels launch', tags: ['slots', 'launch'], isPublic: true, figures: { views: 0 } });
      expect(release.content).toContain('<strong>launch</strong>');
      expect(release.content).not.toMatch(/script|javascript:/);
      expect(release.content).toContain('rel="noopener noreferrer"');

      expect((await http.get(`${V1}/press-releases/${release.id}/company/${studio.companyId}`, studio.token)).json().data.title).toBe('Reels launch');
      const updated = await http.put(`${V1}/press-releases/${release.id}/company/${studio.companyId}`, studio.token, releaseInput({ title: 'Reels launch, updated', markets: ['mt', 'gb'] }));
      expect(updated.json().data).toMatchObject({ title: 'Reels launch, updated', markets: ['MT', 'GB'], status: 'DRAFT' });
      const list = (await http.get(`${V1}/press-releases/company/${studio.companyId}`, studio.token)).json().data;
      expect(list.size).toBe(20);
      expect(list.content.map((each: { id: number }) => each.id)).toContain(release.id);
      expect((await http.delete(`${V1}/press-releases/${release.id}/company/${studio.companyId}`, studio.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/press-releases/${release.id}/company/${studio.companyId}`, studio.token)).statusCode).toBe(404);
    });

    it("answers the seed's messages for the three required fields", async () => {
      for (const [field, message] of [
        ['title', 'Title is required'],
        ['content', 'Content is required'],
        ['summary', 'Summary is required'],
      ] as const) {
        const blank = await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, releaseInput({ [field]: '   ' }));
        expect(blank.statusCode).toBe(400);
        expect(JSON.stringify(blank.json())).toContain(message);
        const missing = await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, { ...releaseInput(), [field]: undefined });
        expect(JSON.stringify(missing.json())).toContain(message);
      }
      // A body of nothing but a script is empty once sanitized.
      const onlyScript = await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, releaseInput({ content: '<script>alert(1)</script>' }));
      expect(onlyScript.statusCode).toBe(400);
      expect(JSON.stringify(onlyScript.json())).toContain('Content is required');
    });

    it('keeps another company out (404) and a member without company_press from publishing (403)', async () => {
      const id = await createRelease(studio);
      expect((await http.get(`${V1}/press-releases/${id}/company/${rival.companyId}`, rival.token)).statusCode).toBe(404);
      expect((await http.put(`${V1}/press-releases/${id}/company/${rival.companyId}`, rival.token, releaseInput())).statusCode).toBe(404);
      expect((await publish(rival, id)).statusCode).toBe(404);
      expect((await http.get(`${V1}/press-releases/${id}/images`, rival.token)).statusCode).toBe(404);
      // The rival naming the studio's company in the path is not a member there: 404.
      expect((await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, rival.token)).statusCode).toBe(404);
      const colleague = await staffMember(t.app, studio.companyId, studio);
      expect((await http.post(`${V1}/press-releases/${id}/company/${studio.companyId}/publish`, colleague.token, {})).statusCode).toBe(403);
      expect((await http.get(`${V1}/press-releases/company/${studio.companyId}`, colleague.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data.status).toBe('DRAFT');
    });
  });

  describe('life cycle and the public list', () => {
    it('publishes, lists publicly (search, company, tag, date), and unpublishes', async () => {
      const id = await publishedRelease(studio, { title: 'Quasar jackpot network goes live', tags: ['jackpots'] });
      const detail = await http.get(`${V1}/press-releases/public/${id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({ id, status: 'PUBLISHED', company: { id: studio.companyId } });
      expect(await publicIds()).toContain(id);
      expect(await publicIds('q=quasar')).toContain(id);
      expect(await publicIds('q=quasr')).toEqual(expect.any(Array));
      expect((await http.get(`${V1}/press-releases/public/search?q=jackpot`)).json().data.content.map((each: { id: number }) => each.id)).toContain(id);
      expect(await publicIds(`companyId=${studio.companyId}`)).toContain(id);
      expect(await publicIds(`companyId=${rival.companyId}`)).not.toContain(id);
      expect(await publicIds('tag=jackpots')).toContain(id);
      expect(await publicIds('tag=nothing-like-it')).not.toContain(id);
      const today = new Date().toISOString().slice(0, 10);
      expect(await publicIds(`from=${today}&to=${today}`)).toContain(id);
      expect(await publicIds('to=2000-01-01')).not.toContain(id);
      expect((await http.get(`${V1}/press-releases/public?from=yesterday`)).statusCode).toBe(400);
      expect((await http.get(`${V1}/press-releases/public`)).json().data.size).toBe(20);

      expect((await publish(studio, id)).statusCode).toBe(409);
      const down = await http.post(`${V1}/press-releases/${id}/company/${studio.companyId}/unpublish`, studio.token);
      expect(down.json().data.status).toBe('UNPUBLISHED');
      expect((await http.get(`${V1}/press-releases/public/${id}`)).statusCode).toBe(404);
      expect(await publicIds()).not.toContain(id);
      expect((await publish(studio, id)).json().data.status).toBe('PUBLISHED');
    });

    it('shows a company-only release to its members alone', async () => {
      const id = await publishedRelease(studio, { isPublic: false });
      expect((await http.get(`${V1}/press-releases/public/${id}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/press-releases/public/${id}`, reader.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/press-releases/public/${id}`, studio.token)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
    });

    it('publishes a scheduled release when the queue reaches its time', async () => {
      const id = await createRelease(studio);
      const at = new Date(Date.now() + 48 * HOUR);
      expect((await publish(studio, id, { publishAt: new Date(Date.now() - HOUR).toISOString() })).statusCode).toBe(400);
      const scheduled = await publish(studio, id, { publishAt: at.toISOString() });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({ message: 'Press release scheduled', data: { status: 'SCHEDULED', scheduledAt: at.toISOString() } });
      expect((await http.get(`${V1}/press-releases/public/${id}`)).statusCode).toBe(404);
      // Nothing is due yet.
      await t.app.platform.jobs.drain();
      expect((await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data.status).toBe('SCHEDULED');
      await t.app.platform.jobs.drain({ until: new Date(at.getTime() + 1000) });
      const published = (await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data;
      expect(published).toMatchObject({ status: 'PUBLISHED', publishedAt: at.toISOString(), scheduledAt: null });
      expect((await http.get(`${V1}/press-releases/public/${id}`)).statusCode).toBe(200);
    });

    it('a rescheduled or cancelled schedule leaves the old job nothing to do', async () => {
      const id = await createRelease(studio);
      const first = new Date(Date.now() + 24 * HOUR);
      await publish(studio, id, { publishAt: first.toISOString() });
      const cancelled = await http.post(`${V1}/press-releases/${id}/company/${studio.companyId}/unpublish`, studio.token);
      expect(cancelled.json().data.status).toBe('DRAFT');
      await t.app.platform.jobs.drain({ until: new Date(first.getTime() + 1000) });
      expect((await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data.status).toBe('DRAFT');
    });

    it('keeps an embargoed release hidden from outsiders until the embargo lifts, then tells followers', async () => {
      const follower = await signUp(t.app);
      expect((await http.put(`${V1}/press-releases/notifications/preferences`, follower.token, { companyIds: [studio.companyId], categories: ['AWARDS'] })).json().data).toMatchObject({ companyIds: [studio.companyId], categories: ['AWARDS'] });
      const embargo = new Date(Date.now() + 6 * HOUR);
      const id = await publishedRelease(studio, { embargoUntil: embargo.toISOString(), title: 'Embargoed results' });
      expect((await http.get(`${V1}/press-releases/public/${id}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/press-releases/public/${id}`, studio.token)).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await http.get(`${V1}/press-releases/${id}/download?format=txt`)).statusCode).toBe(404);
      // The service at a later clock: visible from the embargo on.
      const later = new Date(embargo.getTime() + 1000);
      await expect(service.getPublicRelease(t.app.platform.db, id, undefined, new Date(embargo.getTime() - 1000))).rejects.toMatchObject({ statusCode: 404 });
      expect((await service.getPublicRelease(t.app.platform.db, id, undefined, later)).id).toBe(id);
      expect((await service.listPublicReleases(t.app.platform.db, new SearchCorrections(), publicPressQuerySchema.parse({ size: 100 }), later)).content.map((each) => each.id)).toContain(id);

      const notices = async () => ((await http.get(`${V1}/notifications?size=50`, follower.token)).json().data.content as { title: string }[]).map((each) => each.title);
      expect(await notices()).not.toContainEqual(expect.stringContaining('Embargoed results'));
      await t.app.platform.jobs.drain({ until: later });
      expect(await notices()).toContainEqual(expect.stringContaining('Embargoed results'));
    });

    it('tells the followers of a category when a release is published now', async () => {
      const follower = await signUp(t.app);
      await http.put(`${V1}/press-releases/notifications/preferences`, follower.token, { categories: ['FINANCIAL'] });
      await publishedRelease(rival, { category: 'FINANCIAL', title: 'Rival results are in' });
      const titles = ((await http.get(`${V1}/notifications?size=50`, follower.token)).json().data.content as { title: string }[]).map((each) => each.title);
      expect(titles).toContainEqual(expect.stringContaining('Rival results are in'));
      const categories = (await http.get(`${V1}/press-releases/notifications/categories`)).json().data;
      expect(categories.map((each: { id: string }) => each.id)).toContain('FINANCIAL');
    });
  });

  describe('compliance warning', () => {
    it('needs confirmation for jurisdictions without a verified licence, and the admin sees the release', async () => {
      const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number; code: string }[];
      const mga = places.find((place) => place.code === 'MT-MGA')!;
      const id = await createRelease(studio, { jurisdictionIds: [mga.id], title: 'Malta launch' });
      expect((await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data.unverifiedJurisdictions).toEqual([expect.objectContaining({ code: 'MT-MGA' })]);
      const refused = await publish(studio, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('confirm');
      const confirmed = await publish(studio, id, { confirmCompliance: true });
      expect(confirmed.json().data).toMatchObject({ status: 'PUBLISHED', complianceConfirmedAt: expect.any(String) });
      const list = await http.get(`${V1}/admin/press-releases/compliance`, admin.token);
      expect(list.json().data.content).toContainEqual(expect.objectContaining({ id, unverifiedJurisdictions: [expect.objectContaining({ code: 'MT-MGA' })] }));
      expect((await http.get(`${V1}/admin/press-releases/compliance`, studio.token)).statusCode).toBe(403);
    });
  });

  describe('images', () => {
    it('uploads, captions, reorders and deletes images; the first is the cover', async () => {
      const id = await createRelease(studio);
      const upload = async (color: string, caption: string) =>
        t.app.inject({ method: 'POST', url: `${V1}/press-releases/${id}/images`, remoteAddress: randomIp(), ...(await withToken(studio.token, multipartBody({ field: 'file', name: 'a.png', type: 'image/png', content: await pngImage(800, 420, color) }, { caption, altText: `${caption} alt` }))) });
      const first = await upload('#112233', 'First');
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ caption: 'First', altText: 'First alt', position: 0, url: expect.stringMatching(/^\/api\/v1\/files\/pressImages\/\d+\/.+\.webp$/) });
      const second = (await upload('#445566', 'Second')).json().data;
      const bad = await t.app.inject({ method: 'POST', url: `${V1}/press-releases/${id}/images`, remoteAddress: randomIp(), ...(await withToken(studio.token, multipartBody({ field: 'file', name: 'x.png', type: 'image/png', content: '<svg onload="alert(1)"/>' }))) });
      expect(bad.statusCode).toBe(400);

      const patched = await t.app.inject({ method: 'PATCH', url: `${V1}/press-releases/${id}/images/${second.id}`, remoteAddress: randomIp(), headers: { authorization: `Bearer ${studio.token}` }, payload: { altText: 'Key art' } });
      expect(patched.json().data).toMatchObject({ caption: 'Second', altText: 'Key art' });
      const order = await http.put(`${V1}/press-releases/${id}/images/order`, studio.token, { imageIds: [second.id, first.json().data.id] });
      expect(order.json().data.map((each: { id: number }) => each.id)).toEqual([second.id, first.json().data.id]);
      expect((await http.put(`${V1}/press-releases/${id}/images/order`, studio.token, { imageIds: [second.id] })).statusCode).toBe(400);
      const release = (await http.get(`${V1}/press-releases/${id}/company/${studio.companyId}`, studio.token)).json().data;
      expect(release.coverImageUrl).toBe(release.images[0].url);
      expect(release.images[0].id).toBe(second.id);
      // The public list reads the images in its own statement: the same images, in the same order.
      expect((await publish(studio, id)).statusCode).toBe(200);
      const listed = (await http.get(`${V1}/press-releases/public?companyId=${studio.companyId}&size=100`)).json().data.content.find((each: { id: number }) => each.id === id);
      expect(listed.images).toEqual(release.images);
      expect(listed.coverImageUrl).toBe(release.coverImageUrl);
      expect((await http.delete(`${V1}/press-releases/${id}/images/${second.id}`, studio.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/press-releases/${id}/images`, studio.token)).json().data).toEqual([expect.objectContaining({ id: first.json().data.id, position: 0 })]);
      expect((await http.delete(`${V1}/press-releases/${id}/images/${second.id}`, studio.token)).statusCode).toBe(404);
    });
  });

  describe('downloads', () => {
    let id: number;
    beforeAll(async () => {
      id = await createRelease(studio, {
        title: 'Northlight opens a studio in Lisbon',
        summary: 'Forty new roles in design, maths and engineering.',
        content: '<h2>Why Lisbon</h2><p>Talent and <strong>time zones</strong>.</p><ol><li>Design</li><li>Maths</li></ol><blockquote>We are thrilled</blockquote><p><a href="https://northlight.example">Northlight</a></p>',
      });
      for (const color of ['#aa3344', '#3344aa']) {
        await t.app.inject({ method: 'POST', url: `${V1}/press-releases/${id}/images`, remoteAddress: randomIp(), ...(await withToken(studio.token, multipartBody({ field: 'file', name: 'a.png', type: 'image/png', content: await pngImage(640, 360, color) }, { caption: `Studio ${color}` }))) });
      }
      await publish(studio, id);
    });

    it('builds a real PDF holding the title, the summary, the body and the link back', async () => {
      const res = await http.get(`${V1}/press-releases/${id}/download?format=pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="press-release-\d+-northlight-opens-a-studio-in-lisbon\.pdf"/);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Northlight opens a studio in Lisbon');
      expect(text).toContain('Forty new roles in design, maths and engineering.');
      expect(text).toContain('Why Lisbon');
      expect(text).toContain('time zones');
      expect(text).toContain('We are thrilled');
      expect(text).toContain(`/press-releases/${id}`);
    });

    it('builds a download again after an edit, and counts a download for each reader', async () => {
      const other = await publishedRelease(studio, { title: 'Studio tour, first edition' });
      // Three readers (addresses) with a browser: the test client's own user agent is a known bot, which counts nothing.
      const pdf = async () =>
        pdfText((await t.app.inject({ method: 'GET', url: `${V1}/press-releases/${other}/download?format=pdf`, remoteAddress: randomIp(), headers: { 'user-agent': BROWSER } })).rawPayload);
      expect(await pdf()).toContain('Studio tour, first edition');
      expect(await pdf()).toContain('Studio tour, first edition');
      expect((await http.put(`${V1}/press-releases/${other}/company/${studio.companyId}`, studio.token, releaseInput({ title: 'Studio tour, second edition' }))).statusCode).toBe(200);
      const text = await pdf();
      expect(text).toContain('Studio tour, second edition');
      expect(text).not.toContain('first edition');
      const figures = (await http.get(`${V1}/press-releases/${other}/company/${studio.companyId}`, studio.token)).json().data.figures;
      expect(figures.downloads).toBe(3);
    });

    it('prints names and text outside Western European scripts in the PDF', async () => {
      const other = await createRelease(studio, {
        title: 'Northlight opens offices in Łódź and Αθήνα',
        summary: 'Also in Київ and İstanbul.',
        content: '<p>Meet Zoë Kowalczyk, Ελένη Παπαδοπούλου and Дмитро Шевченко.</p>',
      });
      await publish(studio, other);
      const text = await pdfText((await http.get(`${V1}/press-releases/${other}/download?format=pdf`)).rawPayload);
      expect(text).toContain('Northlight opens offices in Łódź and Αθήνα');
      expect(text).toContain('Also in Київ and İstanbul.');
      expect(text).toContain('Ελένη Παπαδοπούλου and Дмитро Шевченко');
      expect(text).not.toContain('?');
    });

    it('serves html, md and txt with the same content, clean', async () => {
      const html = await http.get(`${V1}/press-releases/${id}/download?format=html`);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('<h1>Northlight opens a studio in Lisbon</h1>');
      expect(html.body).toContain('data:image/jpeg;base64,');
      expect(html.body).not.toMatch(/<script|javascript:|onerror/i);
      const md = await http.get(`${V1}/press-releases/${id}/download?format=md`);
      expect(md.headers['content-type']).toContain('text/markdown');
      expect(md.body).toContain('# Northlight opens a studio in Lisbon');
      expect(md.body).toContain('## Why Lisbon');
      expect(md.body).toContain('**time zones**');
      expect(md.body).toContain('1. Design');
      expect(md.body).toContain('[Northlight](https://northlight.example)');
      const txt = await http.get(`${V1}/press-releases/${id}/download?format=txt`);
      expect(txt.body).toContain('Northlight opens a studio in Lisbon');
      expect(txt.body).toContain('WHY LISBON');
      expect(txt.body).not.toContain('<');
      expect((await http.get(`${V1}/press-releases/${id}/download?format=docx`)).statusCode).toBe(400);
    });
  });

  describe('analytics', () => {
    it('counts one view, read and share per reader per day, and downloads, per release and per day', async () => {
      const id = await publishedRelease(rival);
      // A reader is one address and browser: two browsers on one address are two readers.
      const event = (type: string, browser: string) =>
        t.app.inject({ method: 'POST', url: `${V1}/press-releases/public/${id}/events`, remoteAddress: '10.20.30.40', headers: { 'user-agent': browser }, payload: { type } });
      expect((await event('view', BROWSER)).json().data.counted).toBe(true);
      expect((await event('view', BROWSER)).json().data.counted).toBe(false);
      await event('view', OTHER_BROWSER);
      await event('read', BROWSER);
      await event('share', BROWSER);
      await event('share', BROWSER);
      await t.app.inject({ method: 'GET', url: `${V1}/press-releases/${id}/download?format=txt`, remoteAddress: randomIp(), headers: { 'user-agent': BROWSER } });
      expect((await event('bogus', BROWSER)).statusCode).toBe(400);
      const analytics = (await http.get(`${V1}/press-releases/company/${rival.companyId}/analytics?days=7`, rival.token)).json().data;
      expect(analytics.daily).toHaveLength(7);
      expect(analytics.totals).toMatchObject({ views: 2, reads: 1, shares: 1, downloads: 1 });
      expect(analytics.releases).toContainEqual(expect.objectContaining({ id, views: 2, reads: 1, shares: 1, downloads: 1 }));
      expect((await http.get(`${V1}/press-releases/${id}/company/${rival.companyId}`, rival.token)).json().data.figures).toEqual({ views: 2, reads: 1, shares: 1, downloads: 1 });
      expect((await http.get(`${V1}/press-releases/company/${rival.companyId}/analytics?days=5`, rival.token)).statusCode).toBe(400);
      expect((await http.get(`${V1}/press-releases/company/${rival.companyId}/analytics`, studio.token)).statusCode).toBe(404);
      // Events on a release nobody may read are refused.
      const draft = await createRelease(rival);
      expect((await http.post(`${V1}/press-releases/public/${draft}/events`, undefined, { type: 'view', visitorId: 'visitor-aaaa' })).statusCode).toBe(404);
      expect(await service.recordEvent(t.app.platform.db, id, { type: 'view' }, asAuthUser(reader), `user:${reader.userId}`, new Date(Date.now() + 24 * HOUR))).toBe(true);
    });
  });
});

async function withToken(token: string, body: Promise<{ payload: Buffer; headers: Record<string, string> }>) {
  const { payload, headers } = await body;
  return { payload, headers: { ...headers, authorization: `Bearer ${token}` } };
}
