import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, signUp } from '../../../test/company-helpers';
import { eventInput } from '../../../test/events-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';
const HOUR = 3_600_000;

/** GET /events/meetings/requests: what waits for my answer, for the dashboard home. */
describe('meeting requests waiting for me', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists the pending requests I am invited to across events, not those I sent or already answered', async () => {
    const root = await signInSuperuser(t.app);
    const organiser = await approvedCompany(t.app, root);
    await grantCompanyPrivilege(t.app, root, organiser, 'company_events');
    const start = new Date(Date.now() + 12 * 24 * HOUR);
    const created = await http.post(`${V1}/events`, organiser.token, eventInput({ status: 'PUBLISHED', startDateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 8 * HOUR).toISOString() }));
    const eventId = created.json().data.id as number;
    const [ana, ben, cleo] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    for (const person of [ana, ben, cleo]) await http.put(`${V1}/events/${eventId}/attendance`, person.token, { status: 'GOING', listed: true });
    const slot = (fromHour: number) => ({ startsAt: new Date(start.getTime() + fromHour * HOUR).toISOString(), endsAt: new Date(start.getTime() + fromHour * HOUR + 30 * 60_000).toISOString() });

    const fromAna = (await http.post(`${V1}/events/${eventId}/meetings`, ana.token, { inviteeUserId: ben.userId, ...slot(1) })).json().data;
    const fromCleo = (await http.post(`${V1}/events/${eventId}/meetings`, cleo.token, { inviteeUserId: ben.userId, ...slot(3) })).json().data;
    await http.post(`${V1}/events/${eventId}/meetings`, ben.token, { inviteeUserId: ana.userId, ...slot(5) });

    const waiting = async (token: string) => (await http.get(`${V1}/events/meetings/requests`, token)).json().data as { id: number; role: string; eventId: number }[];
    expect((await waiting(ben.token)).map((meeting) => meeting.id)).toEqual([fromAna.id, fromCleo.id]);
    expect((await waiting(ben.token)).every((meeting) => meeting.role === 'INVITEE' && meeting.eventId === eventId)).toBe(true);

    expect((await http.post(`${V1}/events/meetings/${fromAna.id}/decline`, ben.token)).statusCode).toBe(200);
    expect((await waiting(ben.token)).map((meeting) => meeting.id)).toEqual([fromCleo.id]);
    // Cleo asked and waits on Ben: nothing waits for her answer.
    expect(await waiting(cleo.token)).toEqual([]);
    expect((await http.get(`${V1}/events/meetings/requests`, undefined)).statusCode).toBe(401);
  });
});
