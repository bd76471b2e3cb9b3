import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

type Person = Awaited<ReturnType<typeof signUpAndLogIn>>;

describe('user connections', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let ana: Person;
  let ben: Person;
  let cleo: Person;
  let dev: Person;
  const as = (person: Person) => ({ token: person.token });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    ana = await signUpAndLogIn(t.app, { firstName: 'Ana', lastName: 'Lopez', userType: 'operator' });
    ben = await signUpAndLogIn(t.app, { firstName: 'Ben', lastName: 'Okafor', userType: 'operator' });
    cleo = await signUpAndLogIn(t.app, { firstName: 'Cleo', lastName: 'Novak', userType: 'provider' });
    dev = await signUpAndLogIn(t.app, { firstName: 'Dev', lastName: 'Patel', userType: 'game_supplier' });
  });
  afterAll(() => t.close());

  const request = (from: Person, to: Person) => api.post('/api/v1/connections/request', { receiverId: to.user.id }, as(from));
  const statusOf = async (viewer: Person, other: Person) => (await api.get(`/api/v1/connections/status/${other.user.id}`, as(viewer))).json().data;

  it('requires a signed-in user', async () => {
    expect((await api.get('/api/v1/connections')).statusCode).toBe(401);
    expect((await api.post('/api/v1/connections/request', { receiverId: 1 })).statusCode).toBe(401);
  });

  it('sends a request, shows it as sent and received, and rejects a duplicate with an "already" message', async () => {
    const sent = await request(ana, ben);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'pending', requestingUserId: ana.user.id, receiverId: ben.user.id, direction: 'sent' });
    expect(sent.json().data.user).toMatchObject({ id: ben.user.id, fullName: 'Ben Okafor' });
    expect(sent.json().data.user).not.toHaveProperty('email');

    expect(await statusOf(ana, ben)).toMatchObject({ status: 'pending_sent', requestId: sent.json().data.id });
    expect(await statusOf(ben, ana)).toMatchObject({ status: 'pending_received', requestId: sent.json().data.id });

    const received = (await api.get('/api/v1/connections/requests/received', as(ben))).json().data;
    expect(received.content.map((r: { user: { id: number } }) => r.user.id)).toEqual([ana.user.id]);
    const outgoing = (await api.get('/api/v1/connections/requests/sent', as(ana))).json().data;
    expect(outgoing).toMatchObject({ totalElements: 1, number: 0, size: 20 });
    const all = (await api.get('/api/v1/connections/requests', as(ben))).json().data;
    expect(all.content[0]).toMatchObject({ direction: 'received' });
    expect((await api.get('/api/v1/connections/pending', as(ben))).json().data).toEqual({ received: 1, sent: 0 });

    const duplicate = await request(ana, ben);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('already');
    const reverse = await request(ben, ana);
    expect(reverse.statusCode).toBe(400);
    expect(reverse.json().message).toContain('already');
  });

  it('validates the body: receiverId must be an integer, not yourself, an existing user', async () => {
    const text = await api.post('/api/v1/connections/request', { receiverId: 'abc' }, as(ana));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('receiverId must be an integer');
    expect((await api.post('/api/v1/connections/request', { receiverId: 1.5 }, as(ana))).json().message).toBe('receiverId must be an integer');
    const self = await request(ana, ana);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot connect with yourself');
    const ghost = await api.post('/api/v1/connections/request', { receiverId: 999_999 }, as(ana));
    expect(ghost.statusCode).toBe(404);
  });

  it('lets only the receiver accept: anyone else gets 404', async () => {
    const { id } = (await api.get('/api/v1/connections/requests/received', as(ben))).json().data.content[0];
    expect((await api.post(`/api/v1/connections/requests/${id}/accept`, undefined, as(ana))).statusCode).toBe(404);
    expect((await api.post(`/api/v1/connections/requests/${id}/accept`, undefined, as(cleo))).statusCode).toBe(404);
    expect((await api.post(`/api/v1/connections/requests/${id}/decline`, undefined, as(cleo))).statusCode).toBe(404);

    const accepted = await api.post(`/api/v1/connections/requests/${id}/accept`, undefined, as(ben));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('connected');
    const again = await api.post(`/api/v1/connections/requests/${id}/accept`, undefined, as(ben));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This connection request is no longer pending');

    expect(await statusOf(ana, ben)).toMatchObject({ status: 'connected', requestId: null });
    expect((await request(ana, ben)).json().message).toBe('You are already connected with this user');
  });

  it('declines, after which the status is none and a new request may be sent', async () => {
    const sent = (await request(cleo, ben)).json().data;
    const declined = await api.post(`/api/v1/connections/requests/${sent.id}/decline`, undefined, as(ben));
    expect(declined.json().data.status).toBe('declined');
    expect(await statusOf(cleo, ben)).toMatchObject({ status: 'none' });
    expect((await request(cleo, ben)).statusCode).toBe(201);
  });

  it('lists connections with search, and lets either side remove one (others get 404)', async () => {
    await request(ana, cleo);
    const { id: requestId } = (await api.get('/api/v1/connections/requests/received', as(cleo))).json().data.content[0];
    await api.post(`/api/v1/connections/requests/${requestId}/accept`, undefined, as(cleo));

    const list = (await api.get('/api/v1/connections', as(ana))).json().data;
    expect(list.totalElements).toBe(2);
    const found = (await api.get('/api/v1/connections?search=nov', as(ana))).json().data;
    expect(found.content.map((c: { user: { fullName: string } }) => c.user.fullName)).toEqual(['Cleo Novak']);
    expect((await api.get('/api/v1/connections?search=%25', as(ana))).json().data.totalElements).toBe(0);

    const withBen = list.content.find((c: { user: { id: number } }) => c.user.id === ben.user.id);
    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/v1/connections/${withBen.id}`, headers: { authorization: `Bearer ${dev.token}` } });
    expect(stranger.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/connections/${withBen.id}`, headers: { authorization: `Bearer ${ben.token}` } });
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(ana, ben)).toMatchObject({ status: 'none' });
  });

  it('suggests people ranked by mutual connections, then the same company type, never existing contacts', async () => {
    // ana–cleo connected; cleo's pending request to ben; dev is a stranger to everyone.
    const { id } = (await request(dev, cleo)).json().data;
    await api.post(`/api/v1/connections/requests/${id}/accept`, undefined, as(cleo));
    const page = (await api.get('/api/v1/connections/suggestions', as(ana))).json().data;
    const ids = page.content.map((s: { user: { id: number } }) => s.user.id);
    expect(ids).not.toContain(ana.user.id);
    expect(ids).not.toContain(cleo.user.id);
    // dev shares cleo with ana; ben is an operator like ana.
    expect(ids.indexOf(dev.user.id)).toBeLessThan(ids.indexOf(ben.user.id));
    expect(page.content[ids.indexOf(dev.user.id)]).toMatchObject({ mutualConnections: 1, reasons: ['shared_connections'] });
    expect(page.content[ids.indexOf(ben.user.id)]).toMatchObject({ sameCompanyType: true, reasons: ['same_company_type'] });
  });

  it('blocking ends the connection and stops new requests both ways', async () => {
    const blocked = await api.post(`/api/v1/connections/blocked/${dev.user.id}`, undefined, as(cleo));
    expect(blocked.statusCode).toBe(200);
    expect(await statusOf(cleo, dev)).toMatchObject({ status: 'none', blocked: true });
    expect(await statusOf(dev, cleo)).toMatchObject({ status: 'none', blocked: false });
    expect((await request(dev, cleo)).json().message).toBe('You cannot connect with this user');
    expect((await request(cleo, dev)).statusCode).toBe(400);
    expect((await api.get('/api/v1/connections/blocked', as(cleo))).json().data[0].user.id).toBe(dev.user.id);
    const unblocked = await t.app.inject({ method: 'DELETE', url: `/api/v1/connections/blocked/${dev.user.id}`, headers: { authorization: `Bearer ${cleo.token}` } });
    expect(unblocked.statusCode).toBe(200);
    expect((await request(dev, cleo)).statusCode).toBe(201);
  });

  it('answers 400 for a malformed path id', async () => {
    const res = await api.get('/api/v1/connections/status/abc', as(ana));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('User id must be a positive integer');
  });
});
