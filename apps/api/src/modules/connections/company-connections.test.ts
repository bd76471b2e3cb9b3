import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

describe('company connections', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let aurora: Actor & { companyId: number };
  let northlight: Actor & { companyId: number };
  let third: Actor & { companyId: number };
  let auroraStaff: Actor;
  let loner: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    const root = await signInSuperuser(t.app);
    aurora = await approvedCompany(t.app, root);
    northlight = await approvedCompany(t.app, root);
    third = await approvedCompany(t.app, root);
    auroraStaff = await staffMember(t.app, aurora.companyId, aurora);
    loner = await signUp(t.app);
  });
  afterAll(() => t.close());

  const status = async (actor: Actor, companyId: number) => (await http.get(`/api/v1/companies/${companyId}/connection-status`, actor.token)).json().data;

  it('lets a company admin ask; staff without the privilege and users without a company cannot', async () => {
    expect((await http.post(`/api/v1/companies/${northlight.companyId}/connect`, auroraStaff.token)).statusCode).toBe(403);
    const lonely = await http.post(`/api/v1/companies/${northlight.companyId}/connect`, loner.token);
    expect(lonely.statusCode).toBe(400);
    expect((await http.post(`/api/v1/companies/${aurora.companyId}/connect`, aurora.token)).json().message).toBe('A company cannot connect with itself');

    const sent = await http.post(`/api/v1/companies/${northlight.companyId}/connect`, aurora.token);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'pending', requestingCompanyId: aurora.companyId, targetCompanyId: northlight.companyId });
    expect((await http.post(`/api/v1/companies/${northlight.companyId}/connect`, aurora.token)).json().message).toContain('already');
    expect(await status(aurora, northlight.companyId)).toMatchObject({ status: 'pending', direction: 'outgoing' });
    expect(await status(northlight, aurora.companyId)).toMatchObject({ status: 'pending', direction: 'incoming' });
    expect(await status(loner, aurora.companyId)).toMatchObject({ status: 'none' });
  });

  it('lists incoming and outgoing requests by company; a stranger sees empty lists', async () => {
    expect((await http.get('/api/v1/companies/connection-requests/incoming', northlight.token)).json().data.content[0].company.id).toBe(aurora.companyId);
    expect((await http.get('/api/v1/companies/connection-requests/outgoing?page=0&size=5', auroraStaff.token)).json().data).toMatchObject({ totalElements: 1, size: 5 });
    expect((await http.get('/api/v1/companies/connection-requests/incoming', loner.token)).json().data.totalElements).toBe(0);
  });

  it('approves only with the receiving companyId and its privilege; others get 404 or 403', async () => {
    const { id } = (await http.get('/api/v1/companies/connection-requests/incoming', northlight.token)).json().data.content[0];
    // The requester cannot approve its own request, even naming its own company.
    expect((await http.post(`/api/v1/companies/connection-requests/${id}/approve?companyId=${aurora.companyId}`, aurora.token)).statusCode).toBe(404);
    // Naming a company one does not belong to answers 404.
    expect((await http.post(`/api/v1/companies/connection-requests/${id}/approve?companyId=${northlight.companyId}`, third.token)).statusCode).toBe(404);
    expect((await http.post(`/api/v1/companies/connection-requests/${id}/approve`, northlight.token)).json().message).toBe('companyId is required');
    const approved = await http.post(`/api/v1/companies/connection-requests/${id}/approve?companyId=${northlight.companyId}`, northlight.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('connected');
    expect(await status(auroraStaff, northlight.companyId)).toMatchObject({ status: 'connected' });
    expect((await http.get('/api/v1/companies/connected', aurora.token)).json().data.content.map((c: { company: { id: number } }) => c.company.id)).toEqual([northlight.companyId]);
  });

  it('rejects (reads as none) and disconnects', async () => {
    await http.post(`/api/v1/companies/${third.companyId}/connect`, aurora.token);
    const { id } = (await http.get('/api/v1/companies/connection-requests/incoming', third.token)).json().data.content[0];
    expect((await http.post(`/api/v1/companies/connection-requests/${id}/reject?companyId=${third.companyId}`, third.token)).json().data.status).toBe('rejected');
    expect(await status(aurora, third.companyId)).toMatchObject({ status: 'none' });

    expect((await http.delete(`/api/v1/companies/${northlight.companyId}/disconnect`, auroraStaff.token)).statusCode).toBe(403);
    expect((await http.delete(`/api/v1/companies/${northlight.companyId}/disconnect`, aurora.token)).statusCode).toBe(200);
    expect(await status(northlight, aurora.companyId)).toMatchObject({ status: 'none' });
    expect((await http.delete(`/api/v1/companies/${northlight.companyId}/disconnect`, aurora.token)).statusCode).toBe(404);
  });

  it('lets colleagues message each other without a connection', async () => {
    const res = await http.post('/api/v1/messages', auroraStaff.token, { recipientId: aurora.userId, content: 'Board deck is ready' });
    expect(res.statusCode).toBe(201);
    expect((await http.post('/api/v1/messages', loner.token, { recipientId: aurora.userId, content: 'Hi' })).statusCode).toBe(403);
  });
});
