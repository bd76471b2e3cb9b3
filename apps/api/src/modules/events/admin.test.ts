import type { EventInput } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { eventInput } from '../../../test/events-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('admin events', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let expo: Actor & { companyId: number };
  let studio: Actor & { companyId: number };
  const create = async (company: Actor, overrides: Partial<EventInput> = {}) => {
    const res = await http.post(`${V1}/events`, company.token, eventInput(overrides));
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    expo = await approvedCompany(t.app, root, unique('Expo '));
    studio = await approvedCompany(t.app, root, unique('Studio '));
    for (const company of [expo, studio]) await grantCompanyPrivilege(t.app, root, company, 'company_events');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses members, even company_events holders (403)', async () => {
    for (const path of ['/admin/events', '/admin/events/statistics', `/admin/events/company/${expo.companyId}`]) expect((await http.get(`${V1}${path}`, expo.token)).statusCode).toBe(403);
    expect((await http.post(`${V1}/admin/events`, expo.token, { ...eventInput(), companyId: studio.companyId })).statusCode).toBe(403);
  });

  it('lists every company’s events, drafts and members-only ones included, and one company’s', async () => {
    const draft = await create(expo, { title: 'Expo Draft Night' });
    const membersOnly = await create(studio, { status: 'PUBLISHED', isPublic: false, title: 'Studio Members Webinar' });
    const all = (await http.get(`${V1}/admin/events?size=100`, root.token)).json().data.content.map((event: { id: number }) => event.id);
    expect(all).toEqual(expect.arrayContaining([draft, membersOnly]));
    const expoOnly = (await http.get(`${V1}/admin/events/company/${expo.companyId}?status=DRAFT`, root.token)).json().data.content;
    expect(expoOnly.map((event: { id: number }) => event.id)).toEqual([draft]);
    expect((await http.get(`${V1}/admin/events/company/2147483647`, root.token)).statusCode).toBe(404);
    expect((await http.get(`${V1}/admin/events?q=Webinar&size=100`, root.token)).json().data.content.map((event: { id: number }) => event.id)).toContain(membersOnly);
  });

  it('creates, edits, links across companies, unlinks and deletes with the organisers’ rules', async () => {
    const created = await http.post(`${V1}/admin/events`, root.token, { ...eventInput({ title: 'Admin Made Summit', status: 'PUBLISHED' }), companyId: studio.companyId });
    expect(created.statusCode).toBe(201);
    const main = created.json().data as { id: number; organiser: { id: number }; status: string };
    expect(main).toMatchObject({ organiser: { id: studio.companyId }, status: 'PUBLISHED' });
    expect((await http.post(`${V1}/admin/events`, root.token, { ...eventInput(), companyId: 2147483647 })).statusCode).toBe(404);

    const side = await create(expo, { title: 'Expo Side Breakfast' });
    const linked = await http.post(`${V1}/admin/events/${side}/link`, root.token, { linkedEventId: main.id });
    expect(linked.json().data).toMatchObject({ linkedEventId: main.id });
    expect((await http.get(`${V1}/admin/events/${main.id}/linked`, root.token)).json().data.map((event: { id: number }) => event.id)).toEqual([side]);
    const cross = (await http.get(`${V1}/admin/events/cross-company?size=100`, root.token)).json().data.content;
    expect(cross).toEqual(expect.arrayContaining([expect.objectContaining({ sideEvent: expect.objectContaining({ id: side, companyId: expo.companyId }), mainEvent: expect.objectContaining({ id: main.id, companyId: studio.companyId }) })]));
    // One level: the main event cannot become a side event of the side event.
    expect((await http.post(`${V1}/admin/events/${main.id}/link`, root.token, { linkedEventId: side })).statusCode).toBe(409);
    expect((await http.delete(`${V1}/admin/events/${side}/link`, root.token)).json().data.linkedEventId).toBeNull();

    const edited = await http.put(`${V1}/admin/events/${main.id}`, root.token, eventInput({ title: 'Admin Made Summit 2027', status: 'POSTPONED' }));
    expect(edited.json().data).toMatchObject({ title: 'Admin Made Summit 2027', status: 'POSTPONED' });
    expect((await http.put(`${V1}/admin/events/${main.id}`, root.token, eventInput({ status: 'DRAFT' }))).statusCode).toBe(409);
    expect((await http.delete(`${V1}/admin/events/${main.id}`, root.token)).statusCode).toBe(200);
    expect((await http.get(`${V1}/admin/events/${main.id}`, root.token)).json().data.status).toBe('CANCELLED');
    expect((await http.delete(`${V1}/admin/events/${side}`, root.token)).statusCode).toBe(200);
    expect((await http.get(`${V1}/admin/events/${side}`, root.token)).statusCode).toBe(404);
  });

  it('answers analytics and statistics over every company', async () => {
    const id = await create(studio, { status: 'PUBLISHED', country: 'ES', city: 'Barcelona', title: 'Barcelona Affiliate Day' });
    await http.get(`${V1}/events/${id}`);
    const analytics = (await http.get(`${V1}/admin/events/analytics`, root.token)).json().data;
    expect(analytics.totals.views).toBeGreaterThanOrEqual(1);
    expect(analytics.byCountry).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'ES', events: 1 })]));
    expect(analytics.byMonth.length).toBeGreaterThan(0);
    const statistics = (await http.get(`${V1}/admin/events/statistics`, root.token)).json().data;
    expect(statistics.total).toBe(statistics.upcoming + statistics.running + statistics.past);
    expect(statistics.byStatus.PUBLISHED).toBeGreaterThanOrEqual(1);
    expect(statistics.membersOnly).toBeGreaterThanOrEqual(1);
  });
});
