import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, newAccount, randomIp } from '../../../test/auth-helpers';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('admin prospects', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const mailer = memoryMailer();
  let root: Actor;
  let support: Actor;
  let finance: Actor;
  let plain: Actor;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    http = api(t.app);
    root = await signInSuperuser(t.app);
    support = await signUp(t.app);
    finance = await signUp(t.app);
    plain = await signUp(t.app);
    await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: support.userId, role: 'ROLE_SUPPORT_ADMIN' });
    await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: finance.userId, role: 'ROLE_FINANCE_ADMIN' });
  });
  afterAll(() => t.close());

  const email = () => `contact-${Math.random().toString(36).slice(2, 10)}@prospect.example`;

  it('is for admin, superuser and support_admin only (finance_admin and users are refused)', async () => {
    expect((await http.get(`${V1}/admin/prospects`, support.token)).statusCode).toBe(200);
    for (const actor of [finance, plain]) {
      expect((await http.get(`${V1}/admin/prospects`, actor.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/prospects`, actor.token, { companyName: 'X', contactEmail: email() })).statusCode).toBe(403);
    }
    expect((await http.get(`${V1}/admin/prospects`)).statusCode).toBe(401);
  });

  it('adds, lists, filters, edits and deletes prospects with status, owner, notes and next step', async () => {
    const contactEmail = email();
    const created = await http.post(`${V1}/admin/prospects`, support.token, {
      companyName: 'Nordic Spins',
      website: 'https://nordic-spins.example',
      contactName: 'Lena Berg',
      contactEmail: contactEmail.toUpperCase(),
      ownerId: support.userId,
      notes: 'Met at ICE',
      nextStep: 'Send deck',
      nextStepDate: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    const prospect = created.json().data;
    expect(prospect).toMatchObject({ companyName: 'Nordic Spins', contactEmail, status: 'NEW', owner: { id: support.userId }, nextStepDate: '2026-12-01', inviteCount: 0, linkedUser: null });

    const duplicate = await http.post(`${V1}/admin/prospects`, root.token, { companyName: 'Again', contactEmail });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A prospect with this e-mail address already exists');

    const notStaff = await http.post(`${V1}/admin/prospects`, root.token, { companyName: 'Y', contactEmail: email(), ownerId: plain.userId });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe('The owner must be a member of the admin team');
    const badStatus = await http.post(`${V1}/admin/prospects`, root.token, { companyName: 'Y', contactEmail: email(), status: 'WON' });
    expect(badStatus.statusCode).toBe(400);
    expect((await http.post(`${V1}/admin/prospects`, root.token, { companyName: ' ', contactEmail: 'nope' })).statusCode).toBe(400);

    const updated = await http.put(`${V1}/admin/prospects/${prospect.id}`, root.token, { ...prospect, ownerId: root.userId, status: 'INTERESTED', notes: 'Wants a demo' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ status: 'INTERESTED', owner: { id: root.userId }, notes: 'Wants a demo' });

    const interested = (await http.get(`${V1}/admin/prospects?status=INTERESTED`, support.token)).json().data;
    expect(interested.content.map((row: { id: number }) => row.id)).toContain(prospect.id);
    expect((await http.get(`${V1}/admin/prospects?status=LOST`, support.token)).json().data.totalElements).toBe(0);
    expect((await http.get(`${V1}/admin/prospects?search=nordic`, support.token)).json().data.totalElements).toBe(1);
    expect((await http.get(`${V1}/admin/prospects?ownerId=${root.userId}`, support.token)).json().data.totalElements).toBe(1);

    const owners = (await http.get(`${V1}/admin/prospects/owners`, support.token)).json().data as { id: number }[];
    expect(owners.map((owner) => owner.id)).toEqual(expect.arrayContaining([root.userId, support.userId]));
    expect(owners.map((owner) => owner.id)).not.toContain(finance.userId);

    expect((await http.delete(`${V1}/admin/prospects/${prospect.id}`, root.token)).statusCode).toBe(200);
    expect((await http.get(`${V1}/admin/prospects/${prospect.id}`, root.token)).statusCode).toBe(404);
    expect((await http.delete(`${V1}/admin/prospects/${prospect.id}`, root.token)).statusCode).toBe(404);
  });

  it('invites by e-mail, then links the prospect to the account its contact registers', async () => {
    const contactEmail = email();
    const prospect = (await http.post(`${V1}/admin/prospects`, support.token, { companyName: 'Baltic Pay', contactName: 'Jonas', contactEmail })).json().data;
    const mail = mailer.next(contactEmail);
    const invited = await http.post(`${V1}/admin/prospects/${prospect.id}/invite`, support.token, { message: 'Great meeting you in London.' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({ status: 'CONTACTED', inviteCount: 1, owner: { id: support.userId } });
    expect(invited.json().data.invitedAt).not.toBeNull();
    const sent = await mail;
    expect(sent.subject).toBe('Baltic Pay: your invitation to Paytable');
    expect(sent.text).toContain('Great meeting you in London.');
    expect(sent.text).toContain(`/register?email=${encodeURIComponent(contactEmail)}`);

    const registered = await t.app.inject({ method: 'POST', url: `${V1}/auth/register`, remoteAddress: randomIp(), payload: newAccount({ email: contactEmail }) });
    expect(registered.statusCode).toBe(201);
    const linked = (await http.get(`${V1}/admin/prospects/${prospect.id}`, root.token)).json().data;
    expect(linked).toMatchObject({ status: 'ONBOARDED', linkedUser: { id: registered.json().data.user.id, email: contactEmail } });

    const again = await http.post(`${V1}/admin/prospects/${prospect.id}/invite`, support.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person already has an account');
    expect((await http.post(`${V1}/admin/prospects/2147483000/invite`, support.token, {})).statusCode).toBe(404);
  });
});
