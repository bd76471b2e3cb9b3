import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, newAccount, randomIp, tokenFromMail, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';
type Update = { type: string; data: { companyPrivileges: string[]; privileges: string[] }; timestamp: string };

describe('company admin extras', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof memoryMailer>;
  let http: ReturnType<typeof api>;
  let admin: Actor;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({ publicUrl: 'https://paytable.test' }, { mailer });
    http = api(t.app);
    admin = await signInSuperuser(t.app);
  });
  afterAll(() => t.close());

  /** A company holding `privilege` through the request → approve path. */
  async function companyHolding(privilege: string) {
    const company = await approvedCompany(t.app, admin);
    const created = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege });
    expect(created.statusCode).toBe(201);
    expect((await http.post(`${V1}/company-privileges/requests/${created.json().data.id}/approve`, admin.token, {})).statusCode).toBe(200);
    return { company, requestId: created.json().data.id as number };
  }

  const pollPrivileges = async (actor: Actor, lastUpdate: string | null, timeout: number): Promise<Update[]> => {
    const res = await http.post(`${V1}/poll`, actor.token, { subscriptions: [{ type: 'privileges', lastUpdate }], timeout });
    expect(res.statusCode).toBe(200);
    return res.json().data.updates as Update[];
  };

  describe('revoking a company privilege', () => {
    it('lists what a company holds and takes a privilege back from the company and its staff', async () => {
      const { company } = await companyHolding('company_jobs');
      const staff = await staffMember(t.app, company.companyId, company);
      expect((await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: staff.userId, privilege: 'company_jobs' })).statusCode).toBe(200);

      const held = await http.get(`${V1}/admin/companies/${company.companyId}/privileges`, admin.token);
      expect(held.statusCode).toBe(200);
      expect(held.json().data).toContainEqual(expect.objectContaining({ privilege: 'company_jobs', grantedByUserId: admin.userId, name: expect.any(String) }));

      const revoked = await http.delete(`${V1}/admin/companies/${company.companyId}/privileges/company_jobs`, admin.token);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().message).toBe('Company privilege revoked');
      expect(revoked.json().data.map((holding: { privilege: string }) => holding.privilege)).not.toContain('company_jobs');

      const mine = (await http.get(`${V1}/company-privileges/my-privileges`, company.token)).json().data;
      expect(mine.companyPrivileges).not.toContain('company_jobs');
      expect(mine.privileges).not.toContain('company_jobs');
      const staffView = (await http.get(`${V1}/admin/user-privileges/user/${staff.userId}`, admin.token)).json().data;
      expect(staffView.granted).toEqual([]);
      expect(staffView.effective).not.toContain('company_jobs');

      // The company may ask for it again, and an approval then does not silently restore the staff's share.
      const again = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_jobs' });
      expect(again.statusCode).toBe(201);
    });

    it('answers 404 for a privilege not held or an unknown company, 400 for a code outside the catalogue', async () => {
      const company = await approvedCompany(t.app, admin);
      const notHeld = await http.delete(`${V1}/admin/companies/${company.companyId}/privileges/company_press`, admin.token);
      expect(notHeld.statusCode).toBe(404);
      expect(notHeld.json()).toMatchObject({ success: false, message: 'The company does not hold this privilege' });
      expect((await http.delete(`${V1}/admin/companies/999999/privileges/company_jobs`, admin.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/admin/companies/999999/privileges`, admin.token)).statusCode).toBe(404);
      const unknown = await http.delete(`${V1}/admin/companies/${company.companyId}/privileges/root`, admin.token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().success).toBe(false);
    });

    it('is for platform admins only: the company itself, another company and a plain user are refused', async () => {
      const { company } = await companyHolding('company_events');
      const other = await approvedCompany(t.app, admin);
      const plain = await signUp(t.app);
      const url = `${V1}/admin/companies/${company.companyId}/privileges/company_events`;
      expect((await http.delete(url, company.token)).statusCode).toBe(403);
      expect((await http.delete(url, other.token)).statusCode).toBe(403);
      expect((await http.delete(url, plain.token)).statusCode).toBe(403);
      expect((await http.delete(url)).statusCode).toBe(401);
      expect((await http.get(`${V1}/admin/companies/${company.companyId}/privileges`, other.token)).statusCode).toBe(403);
      // Nothing changed.
      expect((await http.get(`${V1}/company-privileges/my-privileges`, company.token)).json().data.companyPrivileges).toContain('company_events');
    });
  });

  describe('privilegesUpdated across browsers (the privileges poll topic)', () => {
    it("wakes the requester's held poll when an admin approves, with the new privileges", async () => {
      const company = await approvedCompany(t.app, admin);
      const bystander = await approvedCompany(t.app, admin);
      const [first] = await pollPrivileges(company, null, 0);
      expect(first?.type).toBe('privileges');
      expect(first?.data.companyPrivileges).not.toContain('company_press');
      const [bystanderFirst] = await pollPrivileges(bystander, null, 0);

      const request = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_press' });
      const held = pollPrivileges(company, first?.timestamp ?? null, 10);
      const bystanderHeld = pollPrivileges(bystander, bystanderFirst?.timestamp ?? null, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await http.post(`${V1}/company-privileges/requests/${request.json().data.id}/approve`, admin.token, {})).statusCode).toBe(200);

      const [update] = await held;
      expect(update?.type).toBe('privileges');
      expect(update?.data.companyPrivileges).toContain('company_press');
      expect(update?.data.privileges).toContain('company_press');
      expect(update!.timestamp > first!.timestamp).toBe(true);
      // Another company's people hear nothing of it.
      expect(await bystanderHeld).toEqual([]);
    });

    it("tells a company's staff when a privilege is revoked, and a staff member when theirs is granted", async () => {
      const { company } = await companyHolding('company_jobs');
      const staff = await staffMember(t.app, company.companyId, company);
      const [before] = await pollPrivileges(staff, null, 0);
      await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: staff.userId, privilege: 'company_jobs' });
      const [granted] = await pollPrivileges(staff, before?.timestamp ?? null, 0);
      expect(granted?.data.privileges).toContain('company_jobs');

      await http.delete(`${V1}/admin/companies/${company.companyId}/privileges/company_jobs`, admin.token);
      const [revoked] = await pollPrivileges(staff, granted?.timestamp ?? null, 0);
      expect(revoked?.data.privileges).not.toContain('company_jobs');
      expect(revoked?.data.companyPrivileges).not.toContain('company_jobs');
    });

    it("wakes a joiner's held poll when the company admin approves the join request", async () => {
      const company = await approvedCompany(t.app, admin);
      const person = await signUp(t.app);
      const joined = await http.post(`${V1}/user/company-association`, person.token, { associationType: 'COMPANY', companyId: company.companyId });
      expect(joined.statusCode).toBe(201);
      const [waiting] = await pollPrivileges(person, null, 0);
      const held = pollPrivileges(person, waiting?.timestamp ?? null, 10);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await http.post(`${V1}/company/users/${person.userId}/approve`, company.token, {})).statusCode).toBe(200);
      const [update] = await held;
      expect(update?.type).toBe('privileges');
      expect(update!.timestamp > waiting!.timestamp).toBe(true);
      const association = (await http.get(`${V1}/user/company-association`, person.token)).json().data;
      expect(association.status).toBe('ACTIVE');
    });
  });

  describe('join requests mail the company admins', () => {
    it('mails every admin of the company a user asks to join, and nobody else', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const person = await signUp(t.app, { firstName: 'Jonas', lastName: 'Berg' });
      const mailToAdmin = mailer.next(company.email);
      const joined = await http.post(`${V1}/user/company-association`, person.token, { associationType: 'COMPANY', companyId: company.companyId });
      expect(joined.statusCode).toBe(201);
      const mail = await mailToAdmin;
      expect(mail.subject).toContain('Jonas Berg asked to join');
      expect(mail.text).toContain(person.email);
      expect(mail.text).toContain('https://paytable.test/dashboard/company-users');
      expect(mailer.messages.some((message) => message.to === other.email && message.subject.includes('asked to join'))).toBe(false);
      expect(mailer.messages.filter((message) => message.to === person.email && message.subject.includes('asked to join'))).toEqual([]);
    });

    it('does not mail for an invited address, which is let in at once', async () => {
      const company = await approvedCompany(t.app, admin);
      const email = `${unique('invited')}@example.com`;
      expect((await http.post(`${V1}/company/invitations`, company.token, { emails: [email] })).statusCode).toBe(201);
      const person = await signUp(t.app, { email });
      const sentBefore = mailer.messages.length;
      const joined = await http.post(`${V1}/user/company-association`, person.token, { associationType: 'COMPANY', companyId: company.companyId });
      expect(joined.json().data.status).toBe('ACTIVE');
      expect(mailer.messages.slice(sentBefore).some((message) => message.subject.includes('asked to join'))).toBe(false);
    });

    it('mails the admins when a registration naming an existing company is verified', async () => {
      const name = unique('Registered ');
      const company = await approvedCompany(t.app, admin, name);
      const account = newAccount({ associationType: 'COMPANY', companyName: name.toUpperCase(), firstName: 'Mira', lastName: 'Sol' });
      const verification = mailer.next(account.email);
      const registered = await t.app.inject({ method: 'POST', url: `${V1}/auth/register`, payload: account, remoteAddress: randomIp() });
      expect(registered.statusCode).toBe(201);
      const token = tokenFromMail(await verification, 'verify-email');
      const mailToAdmin = mailer.next(company.email);
      const verified = await t.app.inject({ method: 'POST', url: `${V1}/auth/verify-email`, payload: { token }, remoteAddress: randomIp() });
      expect(verified.statusCode).toBe(200);
      expect((await mailToAdmin).subject).toBe(`Mira Sol asked to join ${name} on Paytable`);
    });
  });
});
