import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

/** The modules that tell people things: each write below leaves its notification (and nothing when undone). */
describe('notification producers', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const V1 = '/api/v1';
  const notices = async (actor: Actor) => (await http.get(`${V1}/notifications`, actor.token)).json().data.content as { type: string; title: string; link: string | null; entityId: number | null }[];
  const unread = async (actor: Actor) => (await http.get(`${V1}/notifications/unread-count`, actor.token)).json().data.count as number;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
    http = api(t.app);
  });
  afterAll(async () => t?.close());

  it('a connection request notifies the receiver; accepting it notifies the requester', async () => {
    const ana = await signUp(t.app, { firstName: 'Ana', lastName: 'Silva' });
    const ben = await signUp(t.app, { firstName: 'Ben', lastName: 'Okafor' });
    const sent = await http.post(`${V1}/connections/request`, ana.token, { receiverId: ben.userId });
    expect(sent.statusCode).toBe(201);
    expect(await unread(ben)).toBe(1);
    expect((await notices(ben))[0]).toMatchObject({ type: 'connection_request', title: 'Ana Silva wants to connect', link: '/dashboard/network?tab=requests' });
    // A refused duplicate writes nothing.
    expect((await http.post(`${V1}/connections/request`, ana.token, { receiverId: ben.userId })).statusCode).toBe(400);
    expect(await unread(ben)).toBe(1);
    const accepted = await http.post(`${V1}/connections/requests/${sent.json().data.id}/accept`, ben.token);
    expect(accepted.statusCode).toBe(200);
    expect((await notices(ana))[0]).toMatchObject({ type: 'connection_accepted', title: 'Ben Okafor accepted your connection request', link: `/dashboard/profile/${ben.userId}` });
  });

  it('a direct message still unread after two minutes notifies its recipient once; a read one does not', async () => {
    const cara = await signUp(t.app, { firstName: 'Cara', lastName: 'Lind' });
    const dan = await signUp(t.app, { firstName: 'Dan', lastName: 'Moss' });
    const request = await http.post(`${V1}/connections/request`, cara.token, { receiverId: dan.userId });
    await http.post(`${V1}/connections/requests/${request.json().data.id}/accept`, dan.token);
    for (const content of ['Are you at ICE London?', 'Second message']) {
      expect((await http.post(`${V1}/messages`, cara.token, { recipientId: dan.userId, content })).statusCode).toBe(201);
    }
    await t.app.platform.jobs.drain();
    expect((await notices(dan)).filter((notice) => notice.type === 'message_unread')).toHaveLength(0);
    await t.app.platform.jobs.drain({ until: new Date(Date.now() + 3 * 60_000) });
    const reminders = (await notices(dan)).filter((notice) => notice.type === 'message_unread');
    expect(reminders).toEqual([expect.objectContaining({ title: 'Cara Lind sent you a message', link: `/dashboard/messages?with=${cara.userId}` })]);

    await http.post(`${V1}/messages`, dan.token, { recipientId: cara.userId, content: 'Yes, stand 12' });
    await http.post(`${V1}/messages/conversations/${dan.userId}/mark-read`, cara.token);
    await t.app.platform.jobs.drain({ until: new Date(Date.now() + 3 * 60_000) });
    expect((await notices(cara)).filter((notice) => notice.type === 'message_unread')).toHaveLength(0);
  });

  it('company connection requests and decisions reach the companies’ admins; verification and privilege decisions too', async () => {
    const admin = await signInSuperuser(t.app);
    const alpha = await approvedCompany(t.app, admin);
    const beta = await approvedCompany(t.app, admin);
    const asked = await http.post(`${V1}/companies/${beta.companyId}/connect`, alpha.token);
    expect(asked.statusCode).toBe(201);
    // The recipients' own company is not named again in the title.
    expect((await notices(beta)).find((notice) => notice.type === 'company_connection_request')).toMatchObject({
      link: '/dashboard/company-connections',
      title: expect.stringMatching(/ wants to connect with your company$/),
    });
    const approved = await http.post(`${V1}/companies/connection-requests/${asked.json().data.id}/approve?companyId=${beta.companyId}`, beta.token);
    expect(approved.statusCode).toBe(200);
    expect((await notices(alpha)).find((notice) => notice.type === 'company_connection_decision')?.title).toContain('approved your company connection');

    expect((await http.post(`${V1}/admin/companies/${alpha.companyId}/verify`, admin.token)).statusCode).toBe(200);
    expect((await notices(alpha)).find((notice) => notice.type === 'company_verified')).toMatchObject({ title: 'Your company is verified', entityId: alpha.companyId, link: `/dashboard/company-profile/${alpha.companyId}` });

    const requested = await http.post(`${V1}/company-privileges/requests`, alpha.token, { privilege: 'company_jobs', reason: 'We hire' });
    expect(requested.statusCode).toBe(201);
    await http.post(`${V1}/company-privileges/requests/${requested.json().data.id}/reject`, admin.token, { adminNotes: 'Add a careers page first' });
    expect((await notices(alpha)).find((notice) => notice.type === 'privilege_request_decided')).toMatchObject({ title: 'Your request for the Jobs privilege was rejected' });
  });
});
