import { adminOverviewSchema, adminReportSchema, envelopeSchema, overviewFigureSchema, overviewGroupSchema, reportTableSchema, type AdminAnalytics, type AdminOverview } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { companies } from '../../db/schema/index';
import { SharedJsonBody } from '../../platform/compression';
import { asksFresh, REPORT_MEMO_TTL_MS, ReportMemo } from './memo';

const V1 = '/api/v1';
const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

// The routes write their answers with JSON.stringify: every answer must hold exactly the contract's fields.
const strictOverview = envelopeSchema(adminOverviewSchema.extend({ groups: z.array(overviewGroupSchema.extend({ figures: z.array(overviewFigureSchema.strict()) }).strict()) }).strict());
const strictReport = envelopeSchema(adminReportSchema.extend({ tables: z.array(reportTableSchema.strict()) }).strict());

describe('remembered report answers', () => {
  let t: TestApp;
  let root: Actor;
  let support: Actor;

  const get = async (url: string, actor: Actor, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `${V1}${url}`, headers: { authorization: `Bearer ${actor.token}`, ...headers } });
    expect(res.statusCode).toBe(200);
    return { memo: res.headers['x-report-memo'], body: res.json() as { data: unknown } };
  };
  const overview = async (actor: Actor, headers: Record<string, string> = {}) => {
    const { memo, body } = await get('/admin/overview', actor, headers);
    strictOverview.parse(body);
    const data = body.data as AdminOverview;
    const pending = data.groups.flatMap((group) => group.figures).find((figure) => figure.key === 'companies.pending');
    return { memo, data, pending: pending?.value };
  };

  beforeAll(async () => {
    t = await createTestApp();
    root = await signInSuperuser(t.app);
    support = await signUp(t.app);
    const res = await api(t.app).post(`${V1}/admin/user-roles/assign`, root.token, { userId: support.userId, role: 'support_admin' });
    if (res.statusCode !== 200) throw new Error(`role assignment failed: ${res.body}`);
  });
  afterAll(() => t.close());

  it('serves the overview remembered per audience, and computes it afresh when asked for no-cache', async () => {
    const first = await overview(root);
    expect(first.memo).toBe('miss');
    const again = await overview(root);
    expect(again.memo).toBe('hit');
    expect(again.data.generatedAt).toBe(first.data.generatedAt);

    // Another audience has its own answer: a support admin is never served the admin's revenue.
    const desk = await overview(support);
    expect(desk.memo).toBe('miss');
    expect(desk.data.groups.map((group) => group.key)).not.toContain('money');
    expect((await overview(support)).memo).toBe('hit');
    expect((await overview(root)).data.groups.map((group) => group.key)).toContain('money');

    await t.app.platform.db.insert(companies).values({ name: 'Memo Pending Gaming', status: 'PENDING' });
    const remembered = await overview(root);
    expect(remembered).toMatchObject({ memo: 'hit', pending: first.pending });

    const fresh = await overview(root, { 'cache-control': 'no-cache' });
    expect(fresh.memo).toBe('refresh');
    expect(fresh.pending).toBe(first.pending! + 1);
    // The fresh answer replaces the remembered one for everybody of that audience.
    expect(await overview(root)).toMatchObject({ memo: 'hit', pending: first.pending! + 1 });
    // The support desk's own answer is not refreshed by it.
    expect((await overview(support)).memo).toBe('hit');
  });

  it('remembers analytics and reports per resolved range', async () => {
    const today = Date.now();
    const month = `from=${isoDay(today - 29 * DAY)}&to=${isoDay(today)}`;
    const first = await get(`/admin/analytics?${month}`, root);
    expect(first.memo).toBe('miss');
    // The default range is the last 30 days: the same answer.
    const byDefault = await get('/admin/analytics', root);
    expect(byDefault.memo).toBe('hit');
    expect((byDefault.body.data as AdminAnalytics).generatedAt).toBe((first.body.data as AdminAnalytics).generatedAt);
    expect((await get(`/admin/analytics?from=${isoDay(today - 6 * DAY)}&to=${isoDay(today)}`, root)).memo).toBe('miss');

    const report = await get(`/admin/reporting?${month}`, root);
    expect(report.memo).toBe('miss');
    strictReport.parse(report.body);
    expect((await get(`/admin/reporting?${month}`, root)).memo).toBe('hit');
  });

  it('still refuses whoever may not read a report, whatever is remembered', async () => {
    await get('/admin/analytics', root);
    const member = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/admin/analytics`, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/admin/analytics`, headers: { authorization: `Bearer ${support.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/admin/overview` })).statusCode).toBe(401);
  });

  it('computes every answer with REPORT_MEMO=false', async () => {
    const direct = await createTestApp({ reportMemo: false });
    try {
      const admin = await signInSuperuser(direct.app);
      const read = async () => {
        const res = await direct.app.inject({ method: 'GET', url: `${V1}/admin/overview`, headers: { authorization: `Bearer ${admin.token}` } });
        expect(res.headers['x-report-memo']).toBeUndefined();
        const figures = (strictOverview.parse(res.json()).data as AdminOverview).groups.flatMap((group) => group.figures);
        return figures.find((figure) => figure.key === 'companies.pending')?.value;
      };
      const before = await read();
      await direct.app.platform.db.insert(companies).values({ name: 'Unremembered Gaming', status: 'PENDING' });
      expect(await read()).toBe(before! + 1);
    } finally {
      await direct.close();
    }
  });
});

describe('ReportMemo', () => {
  const body = (text: string) => Promise.resolve(new SharedJsonBody(text));

  it('answers a remembered body until REPORT_MEMO_TTL_MS after it was computed', async () => {
    let clock = 1_000_000;
    const memo = new ReportMemo(REPORT_MEMO_TTL_MS, () => clock);
    expect(memo.answer('k', false, () => body('1')).outcome).toBe('miss');
    clock += REPORT_MEMO_TTL_MS - 1;
    const remembered = memo.answer('k', false, () => body('2'));
    expect(remembered.outcome).toBe('hit');
    expect((await remembered.body).json).toBe('1');
    clock += 1;
    const expired = memo.answer('k', false, () => body('3'));
    expect(expired.outcome).toBe('miss');
    expect((await expired.body).json).toBe('3');
  });

  it('shares one computation between concurrent askers and forgets a failed one', async () => {
    const memo = new ReportMemo();
    let computed = 0;
    const compute = () => {
      computed += 1;
      return body('x');
    };
    const answers = [memo.answer('k', false, compute), memo.answer('k', false, compute)];
    await Promise.all(answers.map((answer) => answer.body));
    expect(computed).toBe(1);
    const failed = memo.answer('broken', false, () => Promise.reject(new Error('database down')));
    await expect(failed.body).rejects.toThrow('database down');
    expect(memo.answer('broken', false, () => body('ok')).outcome).toBe('miss');
  });

  it('reads a request for fresh figures from Cache-Control or Pragma', () => {
    expect(asksFresh({ 'cache-control': 'no-cache' })).toBe(true);
    expect(asksFresh({ 'cache-control': 'max-age=0, No-Store' })).toBe(true);
    expect(asksFresh({ pragma: 'no-cache' })).toBe(true);
    expect(asksFresh({ 'cache-control': 'max-age=60' })).toBe(false);
    expect(asksFresh({})).toBe(false);
  });
});
