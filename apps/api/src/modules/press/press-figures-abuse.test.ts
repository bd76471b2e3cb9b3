import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { PRESS_PDF_LIMIT } from './routes';

const V1 = '/api/v1';
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('press figures cannot be inflated, and PDFs are built a few at a time (exact limits)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let company: Actor & { companyId: number };
  let reader: Actor;

  async function publishedRelease(): Promise<number> {
    const created = await http.post(`${V1}/press-releases/company/${company.companyId}`, company.token, {
      title: unique('Northlight ships '),
      summary: 'A new slot with cascading reels.',
      content: '<p>Forty new roles in design.</p>',
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const id = created.json().data.id as number;
    expect((await http.post(`${V1}/press-releases/${id}/company/${company.companyId}/publish`, company.token, {})).statusCode).toBe(200);
    return id;
  }
  const figures = async (id: number) => (await http.get(`${V1}/press-releases/${id}/company/${company.companyId}`, company.token)).json().data.figures as Record<string, number>;
  const viewFrom = (id: number, address: string, userAgent: string, extra: { visitorId?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${V1}/press-releases/public/${id}/events`,
      remoteAddress: address,
      headers: { 'user-agent': userAgent, ...(extra.token ? { authorization: `Bearer ${extra.token}` } : {}) },
      payload: { type: 'view', ...(extra.visitorId ? { visitorId: extra.visitorId } : {}) },
    });
  const downloadFrom = (id: number, address: string, userAgent: string, format = 'txt') =>
    t.app.inject({ method: 'GET', url: `${V1}/press-releases/${id}/download?format=${format}`, remoteAddress: address, headers: { 'user-agent': userAgent } });

  beforeAll(async () => {
    t = await createTestApp({ writeRateLimitMultiplier: 1 });
    http = api(t.app);
    const admin = await signInSuperuser(t.app);
    company = await approvedCompany(t.app, admin, unique('Studio '));
    await grantCompanyPrivilege(t.app, admin, company, 'company_press');
    reader = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('counts 60 anonymous views with made-up visitor ids from one browser as one view', async () => {
    const id = await publishedRelease();
    for (let view = 0; view < 60; view += 1) {
      expect((await viewFrom(id, '10.40.0.1', BROWSER, { visitorId: `made-up-visitor-${view}` })).statusCode).toBe(200);
    }
    expect((await figures(id)).views).toBe(1);
    // Another browser elsewhere is another reader.
    expect((await viewFrom(id, '10.40.0.2', BROWSER)).json().data.counted).toBe(true);
    expect((await figures(id)).views).toBe(2);
  });

  it('counts a signed-in reader once whatever address they come from', async () => {
    const id = await publishedRelease();
    expect((await viewFrom(id, '10.41.0.1', BROWSER, { token: reader.token })).json().data.counted).toBe(true);
    expect((await viewFrom(id, '10.41.0.2', `${BROWSER} Edge`, { token: reader.token })).json().data.counted).toBe(false);
    expect((await figures(id)).views).toBe(1);
  });

  it('leaves out known bots from views and downloads', async () => {
    const id = await publishedRelease();
    expect((await viewFrom(id, '10.42.0.1', GOOGLEBOT)).json().data.counted).toBe(false);
    expect((await downloadFrom(id, '10.42.0.1', GOOGLEBOT)).statusCode).toBe(200);
    expect(await figures(id)).toMatchObject({ views: 0, downloads: 0 });
  });

  it('counts one download per reader per day', async () => {
    const id = await publishedRelease();
    for (let download = 0; download < 5; download += 1) expect((await downloadFrom(id, '10.43.0.1', BROWSER)).statusCode).toBe(200);
    await downloadFrom(id, '10.43.0.2', BROWSER, 'md');
    expect((await figures(id)).downloads).toBe(2);
  });

  it('builds at most a few PDFs a minute for one address: then 429 with Retry-After; other formats and addresses go on', async () => {
    const id = await publishedRelease();
    for (let pdf = 0; pdf < PRESS_PDF_LIMIT.max; pdf += 1) expect((await downloadFrom(id, '10.44.0.1', BROWSER, 'pdf')).statusCode).toBe(200);
    const refused = await downloadFrom(id, '10.44.0.1', BROWSER, 'pdf');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: Number(refused.headers['retry-after']) });
    expect((await downloadFrom(id, '10.44.0.1', BROWSER, 'txt')).statusCode).toBe(200);
    expect((await downloadFrom(id, '10.44.0.2', BROWSER, 'pdf')).statusCode).toBe(200);
  });
});
