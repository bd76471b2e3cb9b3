import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, tokenFromMail, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, multipartFile, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { getMembership, requireCompanyPrivilege } from './index';

const V1 = '/api/v1';

describe('companies', () => {
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

  describe('company association', () => {
    it('answers 404 when the user has none, then creates a pending company with the user as its admin', async () => {
      const user = await signUp(t.app);
      expect((await http.get(`${V1}/user/company-association`, user.token)).statusCode).toBe(404);

      const name = unique('Aurora ');
      const created = await http.post(`${V1}/user/company-association`, user.token, {
        associationType: 'COMPANY',
        companyName: name,
        companyWebsite: 'https://aurora.example',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        associationType: 'COMPANY',
        companyName: name,
        role: 'ADMIN',
        status: 'ACTIVE',
        companyStatus: 'PENDING',
        isNewCompany: true,
        pendingApproval: true,
        requiresVerification: true,
      });

      const profile = (await http.get(`${V1}/auth/profile`, user.token)).json().data;
      expect(profile).toMatchObject({
        companyId: created.json().data.companyId,
        companyName: name,
        company: { name, status: 'PENDING', verified: false, role: 'ADMIN' },
        companyAssociation: { associationType: 'COMPANY', companyId: created.json().data.companyId, pendingApproval: true, requiresVerification: true },
        companyVerified: false,
      });

      const again = await http.post(`${V1}/user/company-association`, user.token, { associationType: 'COMPANY', companyName: unique('Other ') });
      expect(again.statusCode).toBe(409);
    });

    it('refuses bad input with 400 and the contract message, and an unknown business type', async () => {
      const user = await signUp(t.app);
      const missing = await http.post(`${V1}/user/company-association`, user.token, { associationType: 'COMPANY' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Choose a company to join or enter the name of a new one');
      const badType = await http.post(`${V1}/user/company-association`, user.token, { associationType: 'INDIVIDUAL', companyName: 'X Corp' });
      expect(badType.statusCode).toBe(400);
      const unknownType = await http.post(`${V1}/user/company-association`, user.token, {
        associationType: 'COMPANY',
        companyName: unique('Typed '),
        businessTypeIds: [999999],
      });
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().message).toBe('Unknown or inactive business type');
    });

    it('keeps a company name unique, whatever its case', async () => {
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      const name = unique('Unique ');
      expect((await http.post(`${V1}/user/company-association`, first.token, { associationType: 'COMPANY', companyName: name })).statusCode).toBe(201);
      const clash = await http.post(`${V1}/user/company-association`, second.token, { associationType: 'COMPANY', companyName: name.toUpperCase() });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('A company with this name already exists');
    });

    it('sends a join request to an approved company, which its admin approves; a pending company cannot be joined', async () => {
      const company = await approvedCompany(t.app, admin);
      const pendingFounder = await signUp(t.app);
      const pending = await http.post(`${V1}/user/company-association`, pendingFounder.token, { associationType: 'COMPANY', companyName: unique('Pending ') });

      const joiner = await signUp(t.app);
      const toPending = await http.post(`${V1}/user/company-association`, joiner.token, { associationType: 'COMPANY', companyId: pending.json().data.companyId });
      expect(toPending.statusCode).toBe(404);

      const join = await http.post(`${V1}/user/company-association`, joiner.token, { associationType: 'COMPANY', companyId: company.companyId });
      expect(join.statusCode).toBe(201);
      expect(join.json().message).toBe('Join request sent to the company admin');
      expect(join.json().data).toMatchObject({ status: 'PENDING', role: 'MEMBER', pendingApproval: true });

      const staff = await http.get(`${V1}/company/users`, company.token);
      expect(staff.json().data.content.find((u: { id: number }) => u.id === joiner.userId)).toMatchObject({ status: 'PENDING' });

      expect((await http.post(`${V1}/company/users/${joiner.userId}/approve`, company.token)).statusCode).toBe(200);
      const after = await http.get(`${V1}/user/company-association`, joiner.token);
      expect(after.json().data).toMatchObject({ status: 'ACTIVE', pendingApproval: false });
    });

    it('lets the last admin leave only when nobody else is left, and withdraws a never-approved one-person company', async () => {
      const company = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const blocked = await http.delete(`${V1}/user/company-association`, company.token);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe('Appoint another company admin before leaving the company');
      expect((await http.delete(`${V1}/user/company-association`, member.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/user/company-association`, member.token)).statusCode).toBe(404);

      const solo = await signUp(t.app);
      const created = await http.post(`${V1}/user/company-association`, solo.token, { associationType: 'INDIVIDUAL_SERVICE_PROVIDER' });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.associationType).toBe('INDIVIDUAL_SERVICE_PROVIDER');
      const companyId = created.json().data.companyId;
      expect((await http.delete(`${V1}/user/company-association`, solo.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/admin/companies/${companyId}/users`, admin.token)).statusCode).toBe(404);
    });

    it('updates the name of its company for a company admin only, and never another user\u2019s association', async () => {
      const company = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const own = (await http.get(`${V1}/user/company-association`, company.token)).json().data;
      const memberOwn = (await http.get(`${V1}/user/company-association`, member.token)).json().data;
      const renamed = unique('Renamed ');
      const res = await http.put(`${V1}/user/company-association/${own.id}`, company.token, { companyName: renamed });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.companyName).toBe(renamed);
      expect((await http.put(`${V1}/user/company-association/${memberOwn.id}`, company.token, { companyName: 'Hijack' })).statusCode).toBe(404);
      expect((await http.put(`${V1}/user/company-association/${memberOwn.id}`, member.token, { companyName: 'Hijack' })).statusCode).toBe(403);
    });
  });

  describe('registration choice becomes a real association when the e-mail is verified', () => {
    async function registerAndVerify(overrides: Record<string, unknown>) {
      const name = unique('reg');
      const email = `${name}@example.com`;
      const mail = mailer.next(email);
      const res = await http.post(`${V1}/auth/register`, undefined, {
        email,
        username: name,
        password: 'Correct-horse-7',
        firstName: 'Reg',
        lastName: 'Istrant',
        ...overrides,
      });
      expect(res.statusCode).toBe(201);
      const verified = await http.post(`${V1}/auth/verify-email`, undefined, { token: tokenFromMail(await mail, 'verify-email') });
      expect(verified.statusCode).toBe(200);
      return verified.json().data.user;
    }

    it('founds a pending company for a new company name, with the user as its admin', async () => {
      const companyName = unique('Founded ');
      const user = await registerAndVerify({ associationType: 'COMPANY', companyName, companyWebsite: 'https://founded.example' });
      expect(user).toMatchObject({ companyName, company: { status: 'PENDING', role: 'ADMIN' }, companyAssociation: { isNewCompany: true, pendingApproval: true } });
      const queue = (await http.get(`${V1}/admin/companies?status=PENDING&search=${encodeURIComponent(companyName)}`, admin.token)).json().data;
      expect(queue.content[0]).toMatchObject({ name: companyName, website: 'https://founded.example', status: 'PENDING' });
    });

    it('asks to join when the name is an existing company, and creates a one-person profile for a service provider', async () => {
      const company = await approvedCompany(t.app, admin);
      const existingName = (await http.get(`${V1}/companies/${company.companyId}`)).json().data.name;
      const joiner = await registerAndVerify({ associationType: 'COMPANY', companyName: existingName.toLowerCase() });
      expect(joiner).toMatchObject({ companyId: company.companyId, company: { membershipStatus: 'PENDING', role: 'MEMBER' } });

      const provider = await registerAndVerify({ associationType: 'INDIVIDUAL_SERVICE_PROVIDER' });
      expect(provider).toMatchObject({ companyName: 'Reg Istrant', companyAssociation: { associationType: 'INDIVIDUAL_SERVICE_PROVIDER' } });

      const individual = await registerAndVerify({ associationType: 'INDIVIDUAL' });
      expect(individual).toMatchObject({ companyId: null, company: null, companyAssociation: { associationType: 'INDIVIDUAL' } });
    });

    it('lets an invited address in at once', async () => {
      const company = await approvedCompany(t.app, admin);
      const email = `${unique('invited')}@example.com`;
      const invitationMail = mailer.next(email);
      const invited = await http.post(`${V1}/company/invitations`, company.token, { emails: [email], message: 'Join us' });
      expect(invited.statusCode).toBe(201);
      expect(invited.json().data.invited).toHaveLength(1);
      expect((await invitationMail).text).toContain(`/dashboard/company-profile?join=${company.companyId}`);
      const again = await http.post(`${V1}/company/invitations`, company.token, { emails: [email] });
      expect(again.json().data.skipped).toEqual([{ email, reason: 'Already invited' }]);

      const name = (await http.get(`${V1}/companies/${company.companyId}`)).json().data.name;
      const mail = mailer.next(email);
      await http.post(`${V1}/auth/register`, undefined, {
        email,
        username: unique('inv'),
        password: 'Correct-horse-7',
        firstName: 'In',
        lastName: 'Vited',
        associationType: 'COMPANY',
        companyName: name,
      });
      const verified = await http.post(`${V1}/auth/verify-email`, undefined, { token: tokenFromMail(await mail, 'verify-email') });
      expect(verified.json().data.user).toMatchObject({ companyId: company.companyId, company: { membershipStatus: 'ACTIVE' } });
      const invitations = (await http.get(`${V1}/company/invitations`, company.token)).json().data;
      expect(invitations[0]).toMatchObject({ email, status: 'ACCEPTED' });
    });
  });

  describe('company list and detail', () => {
    it('lists only approved companies, by name ascending, with search and coerced paging', async () => {
      const prefix = unique('Zlist');
      const names = [`${prefix} Charlie`, `${prefix} alpha`, `${prefix} Bravo`];
      for (const name of names) await approvedCompany(t.app, admin, name);
      const founder = await signUp(t.app);
      await http.post(`${V1}/user/company-association`, founder.token, { associationType: 'COMPANY', companyName: `${prefix} Delta pending` });

      const res = await http.get(`${V1}/companies?search=${encodeURIComponent(prefix)}&page=-3&size=abc`);
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ number: 0, size: 20, totalElements: 3, totalPages: 1 });
      expect(page.content.map((c: { name: string }) => c.name)).toEqual([`${prefix} alpha`, `${prefix} Bravo`, `${prefix} Charlie`]);

      const desc = (await http.get(`${V1}/companies?search=${encodeURIComponent(prefix)}&sortDir=desc&size=2`)).json().data;
      expect(desc.content.map((c: { name: string }) => c.name)).toEqual([`${prefix} Charlie`, `${prefix} Bravo`]);
      expect(desc.totalPages).toBe(2);

      const bad = await http.get(`${V1}/companies?sortBy=password`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('sortBy must be one of: name, createdAt, updatedAt');
    });

    it('remembers a public page briefly, yet shows an edit and a deactivation at once', async () => {
      const prefix = unique('Zcache');
      const company = await approvedCompany(t.app, admin, `${prefix} Original`);
      const url = `${V1}/companies?search=${encodeURIComponent(prefix)}`;
      const names = async () => (await http.get(url)).json().data.content.map((c: { name: string }) => c.name);
      expect(await names()).toEqual([`${prefix} Original`]);

      expect((await http.put(`${V1}/companies/${company.companyId}`, company.token, { name: `${prefix} Renamed` })).statusCode).toBe(200);
      expect(await names()).toEqual([`${prefix} Renamed`]);

      expect((await http.post(`${V1}/admin/companies/${company.companyId}/deactivate`, admin.token)).statusCode).toBe(200);
      const after = (await http.get(url)).json().data;
      expect(after).toMatchObject({ content: [], totalElements: 0 });
    });

    it('shows a pending company to its members and admins only', async () => {
      const founder = await signUp(t.app);
      const created = await http.post(`${V1}/user/company-association`, founder.token, { associationType: 'COMPANY', companyName: unique('Hidden ') });
      const id = created.json().data.companyId;
      const outsider = await signUp(t.app);
      expect((await http.get(`${V1}/companies/${id}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${id}`, outsider.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${id}`, founder.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/companies/${id}`, admin.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/companies/abc`)).statusCode).toBe(400);
    });

    it('edits a company for its admin and a platform admin; another company gets 404 and staff 403', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const types = (await http.get(`${V1}/business-types`)).json().data as { id: number; name: string }[];
      const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number; code: string }[];
      const edit = {
        description: 'Payments for regulated operators',
        businessTypeIds: [types[0]!.id, types[1]!.id],
        jurisdictionIds: [places.find((p) => p.code === 'MT-MGA')!.id],
      };
      const ok = await http.put(`${V1}/companies/${company.companyId}`, company.token, edit);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.businessTypes).toHaveLength(2);
      expect(ok.json().data.jurisdictions).toEqual([expect.objectContaining({ code: 'MT-MGA' })]);
      const bt = await http.get(`${V1}/companies/${company.companyId}/business-types`);
      expect(bt.json().data.map((b: { id: number }) => b.id).sort()).toEqual(edit.businessTypeIds.sort());

      expect((await http.put(`${V1}/companies/${company.companyId}`, other.token, { description: 'x' })).statusCode).toBe(404);
      expect((await http.put(`${V1}/companies/${company.companyId}`, member.token, { description: 'x' })).statusCode).toBe(403);
      expect((await http.put(`${V1}/companies/${company.companyId}`, admin.token, { headquarters: 'Valletta' })).statusCode).toBe(200);
      const empty = await http.put(`${V1}/companies/${company.companyId}`, company.token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to update');

      expect((await http.delete(`${V1}/companies/${company.companyId}`, other.token)).statusCode).toBe(404);
      expect((await http.delete(`${V1}/companies/${company.companyId}`, member.token)).statusCode).toBe(403);
      expect((await http.delete(`${V1}/companies/${company.companyId}`, company.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/companies/${company.companyId}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/user/company-association`, member.token)).statusCode).toBe(404);
    });

    it('lets a platform admin list a company directly, active', async () => {
      const res = await http.post(`${V1}/companies`, admin.token, { name: unique('Listed ') });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ status: 'ACTIVE', memberCount: 0 });
    });
  });

  describe('admin companies', () => {
    it('is refused to plain users and company admins', async () => {
      const company = await approvedCompany(t.app, admin);
      expect((await http.get(`${V1}/admin/companies`, company.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/companies/${company.companyId}/verify`, company.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/admin/companies`)).statusCode).toBe(401);
    });

    it('lists newest first, verifies, deactivates and reactivates, and lists the users of a company', async () => {
      const founder = await signUp(t.app);
      const name = unique('Queue ');
      const created = await http.post(`${V1}/user/company-association`, founder.token, { associationType: 'COMPANY', companyName: name });
      const id = created.json().data.companyId;
      const approvalMail = mailer.next(founder.email);

      const list = (await http.get(`${V1}/admin/companies?size=5`, admin.token)).json().data.content as { createdAt: string }[];
      expect(list.map((c) => c.createdAt)).toEqual([...list.map((c) => c.createdAt)].sort().reverse());
      expect(list[0]).toMatchObject({ id, status: 'PENDING' });

      const verified = await http.post(`${V1}/admin/companies/${id}/verify`, admin.token);
      expect(verified.json().data).toMatchObject({ status: 'ACTIVE', verified: true });
      expect((await approvalMail).subject).toBe(`${name} is approved on Paytable`);
      expect((await http.get(`${V1}/companies/${id}`)).statusCode).toBe(200);

      expect((await http.post(`${V1}/admin/companies/${id}/deactivate`, admin.token)).json().data.status).toBe('INACTIVE');
      expect((await http.get(`${V1}/companies/${id}`)).statusCode).toBe(404);
      expect((await http.post(`${V1}/admin/companies/${id}/activate`, admin.token)).json().data.status).toBe('ACTIVE');

      const users = (await http.get(`${V1}/admin/companies/${id}/users`, admin.token)).json().data;
      expect(users.content).toEqual([expect.objectContaining({ id: founder.userId, role: 'ADMIN', status: 'ACTIVE', isEnabled: true })]);
      expect((await http.post(`${V1}/admin/companies/999999/verify`, admin.token)).statusCode).toBe(404);
    });
  });

  describe('company staff', () => {
    it('lets a company admin switch a member off and on; other companies and staff cannot', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      expect((await http.post(`${V1}/company/users/${member.userId}/disable`, other.token)).statusCode).toBe(404);
      expect((await http.post(`${V1}/company/users/${company.userId}/disable`, member.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/company/users`, member.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/company/users/${company.userId}/disable`, company.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/company/users/${member.userId}/disable`, company.token)).statusCode).toBe(200);
      const row = (await http.get(`${V1}/company/users?search=${encodeURIComponent(member.email)}`, company.token)).json().data.content[0];
      expect(row).toMatchObject({ id: member.userId, isEnabled: false });
      expect((await http.post(`${V1}/company/users/${member.userId}/enable`, company.token)).statusCode).toBe(200);
    });
  });

  describe('privileges', () => {
    it('runs a request from a company admin through the admin queue to approval', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const plain = await signUp(t.app);

      expect((await http.get(`${V1}/company-privileges`, plain.token)).json().data.map((p: { code: string }) => p.code)).toContain('company_jobs');
      expect((await http.post(`${V1}/company-privileges/requests`, member.token, { privilege: 'company_jobs' })).statusCode).toBe(403);
      expect((await http.post(`${V1}/company-privileges/requests`, plain.token, { privilege: 'company_jobs' })).statusCode).toBe(404);
      const bad = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'root' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Choose a privilege from the catalogue');

      const created = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_jobs', reason: 'We hire' });
      expect(created.statusCode).toBe(201);
      const request = created.json().data;
      expect(request).toMatchObject({ privilege: 'company_jobs', status: 'PENDING', reason: 'We hire', requestedBy: { id: company.userId } });
      expect((await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_jobs' })).statusCode).toBe(409);

      // Another company cannot see or cancel it.
      expect((await http.delete(`${V1}/company-privileges/requests/${request.id}`, other.token)).statusCode).toBe(404);
      expect((await http.delete(`${V1}/company-privileges/requests/${request.id}`, member.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/company-privileges/requests/my-requests`, other.token)).json().data.content).toEqual([]);
      expect((await http.get(`${V1}/company-privileges/requests/my-requests`, company.token)).json().data.content[0].id).toBe(request.id);

      expect((await http.post(`${V1}/company-privileges/requests/${request.id}/approve`, company.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/company-privileges/admin/requests`, company.token)).statusCode).toBe(403);
      const queue = (await http.get(`${V1}/company-privileges/admin/requests?status=PENDING`, admin.token)).json().data.content;
      expect(queue[0].id).toBe(request.id);

      const verification = await http.post(`${V1}/company-privileges/requests/${request.id}/request-verification`, admin.token, { adminNotes: 'Send your license' });
      expect(verification.json().data).toMatchObject({ status: 'VERIFICATION_REQUESTED', adminNotes: 'Send your license' });
      const approved = await http.post(`${V1}/company-privileges/requests/${request.id}/approve`, admin.token, { adminNotes: 'License checked' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'APPROVED', adminNotes: 'License checked', reviewedBy: { id: admin.userId } });
      expect((await http.post(`${V1}/company-privileges/requests/${request.id}/reject`, admin.token)).statusCode).toBe(409);

      const mine = (await http.get(`${V1}/company-privileges/my-privileges`, company.token)).json().data;
      expect(mine).toMatchObject({ companyId: company.companyId, isCompanyAdmin: true });
      expect(mine.privileges).toEqual(expect.arrayContaining(['company_jobs', 'admin_access']));
      expect((await http.get(`${V1}/company-privileges/my-privileges`, member.token)).json().data.privileges).toEqual([]);
      expect((await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_jobs' })).json().message).toBe(
        'Your company already holds this privilege',
      );
    });

    it('lets a requester cancel an open request and an admin reject another', async () => {
      const company = await approvedCompany(t.app, admin);
      const press = (await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_press' })).json().data;
      const cancelled = await http.delete(`${V1}/company-privileges/requests/${press.id}`, company.token);
      expect(cancelled.json().data.status).toBe('CANCELLED');
      expect((await http.delete(`${V1}/company-privileges/requests/${press.id}`, company.token)).statusCode).toBe(409);
      const events = (await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_events' })).json().data;
      const rejected = await http.post(`${V1}/company-privileges/requests/${events.id}/reject`, admin.token, { adminNotes: 'Not an event organiser' });
      expect(rejected.json().data).toMatchObject({ status: 'REJECTED', adminNotes: 'Not an event organiser' });
    });

    it('refuses requests from a company awaiting approval', async () => {
      const founder = await signUp(t.app);
      await http.post(`${V1}/user/company-association`, founder.token, { associationType: 'COMPANY', companyName: unique('Early ') });
      const res = await http.post(`${V1}/company-privileges/requests`, founder.token, { privilege: 'company_jobs' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your company must be approved and active first');
    });

    it('lets a company admin share its privileges with its own staff only, never with itself', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const lacking = await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: member.userId, privilege: 'company_jobs' });
      expect(lacking.statusCode).toBe(409);
      expect(lacking.json().message).toBe('The company does not hold this privilege; request it first');

      const request = (await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_jobs' })).json().data;
      await http.post(`${V1}/company-privileges/requests/${request.id}/approve`, admin.token);

      expect((await http.post(`${V1}/company/user-privileges/grant`, other.token, { userId: member.userId, privilege: 'company_jobs' })).statusCode).toBe(404);
      expect((await http.get(`${V1}/company/user-privileges/user/${member.userId}`, other.token)).statusCode).toBe(404);
      expect((await http.post(`${V1}/company/user-privileges/grant`, member.token, { userId: member.userId, privilege: 'company_jobs' })).statusCode).toBe(403);
      const self = await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: company.userId, privilege: 'company_jobs' });
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('You cannot change your own privileges');

      const granted = await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: member.userId, privilege: 'company_jobs' });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().data).toMatchObject({ userId: member.userId, effective: ['company_jobs'], isCompanyAdmin: false });
      expect((await http.get(`${V1}/company-privileges/my-privileges`, member.token)).json().data.privileges).toEqual(['company_jobs']);

      const found = (await http.get(`${V1}/company/user-privileges/search-users?searchTerm=${encodeURIComponent(member.email)}`, company.token)).json().data;
      expect(found.content).toEqual([expect.objectContaining({ id: member.userId, companyId: company.companyId })]);
      const outsiders = (await http.get(`${V1}/company/user-privileges/search-users?searchTerm=${encodeURIComponent(other.email)}`, company.token)).json().data;
      expect(outsiders.content).toEqual([]);

      const revoked = await http.post(`${V1}/company/user-privileges/revoke`, company.token, { userId: member.userId, privilege: 'company_jobs' });
      expect(revoked.json().data.effective).toEqual([]);
    });

    it('enforces company scope in requireCompanyPrivilege: 404 for another company, 403 without the privilege', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const db = t.database.db;
      await expect(requireCompanyPrivilege(db, other.userId, company.companyId, 'admin_access')).rejects.toMatchObject({ statusCode: 404 });
      await expect(requireCompanyPrivilege(db, member.userId, company.companyId, 'company_jobs')).rejects.toMatchObject({ statusCode: 403 });
      await expect(requireCompanyPrivilege(db, company.userId, company.companyId, 'company_jobs')).rejects.toMatchObject({ statusCode: 403 });
      await expect(requireCompanyPrivilege(db, company.userId, company.companyId, 'admin_access')).resolves.toMatchObject({ companyId: company.companyId });
      expect(await getMembership(db, member.userId)).toMatchObject({ companyId: company.companyId, role: 'MEMBER', isCompanyAdmin: false });
      expect(await getMembership(db, admin.userId)).toBeNull();
      await http.post(`${V1}/admin/companies/${company.companyId}/deactivate`, admin.token);
      await expect(requireCompanyPrivilege(db, company.userId, company.companyId, 'admin_access')).rejects.toMatchObject({ statusCode: 403 });
    });

    it('gives platform admins the user-privilege tools for every company, and nobody else', async () => {
      const company = await approvedCompany(t.app, admin);
      const member = await staffMember(t.app, company.companyId, company);
      const loner = await signUp(t.app);
      const request = (await http.post(`${V1}/company-privileges/requests`, company.token, { privilege: 'company_press' })).json().data;
      await http.post(`${V1}/company-privileges/requests/${request.id}/approve`, admin.token);

      expect((await http.get(`${V1}/admin/user-privileges/user/${member.userId}`, company.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/user-privileges/grant`, member.token, { userId: member.userId, privilege: 'company_press' })).statusCode).toBe(403);
      const granted = await http.post(`${V1}/admin/user-privileges/grant`, admin.token, { userId: member.userId, privilege: 'company_press' });
      expect(granted.json().data.effective).toEqual(['company_press']);
      expect((await http.post(`${V1}/admin/user-privileges/grant`, admin.token, { userId: loner.userId, privilege: 'company_press' })).statusCode).toBe(409);
      expect((await http.get(`${V1}/admin/user-privileges/user/${loner.userId}`, admin.token)).json().data).toMatchObject({ companyId: null, effective: [] });
      const search = (await http.get(`${V1}/admin/user-privileges/search-users?searchTerm=${encodeURIComponent(member.email)}`, admin.token)).json().data;
      expect(search.content[0]).toMatchObject({ id: member.userId, companyId: company.companyId });
      expect((await http.post(`${V1}/admin/user-privileges/revoke`, admin.token, { userId: member.userId, privilege: 'company_press' })).json().data.effective).toEqual([]);
    });
  });

  describe('logo', () => {
    const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#4f46e5' } }).png().toBuffer();

    it('stores a logo checked by its content, re-encoded, and removes it', async () => {
      const company = await approvedCompany(t.app, admin);
      const res = await http.upload(`${V1}/companies/${company.companyId}/logo`, company.token, multipartFile('file', 'logo.png', 'image/png', await png()));
      expect(res.statusCode).toBe(200);
      const logoUrl = res.json().data.logoUrl as string;
      expect(logoUrl).toMatch(new RegExp(`^/api/v1/files/companyLogos/${company.companyId}/[\\w-]+\\.webp$`));
      const served = await t.app.inject({ method: 'GET', url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain('image/webp');

      const removed = await http.delete(`${V1}/companies/${company.companyId}/logo?imageUrl=${encodeURIComponent(logoUrl)}`, company.token);
      expect(removed.json().data.logoUrl).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    });

    it('refuses a renamed non-image, a truncated image and a 20 MB file, storing nothing; other companies get 404', async () => {
      const company = await approvedCompany(t.app, admin);
      const other = await approvedCompany(t.app, admin);
      const url = `${V1}/companies/${company.companyId}/logo`;
      const renamed = await http.upload(url, company.token, multipartFile('file', 'logo.png', 'image/png', Buffer.from('%PDF-1.7 not an image at all')));
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe('The file is not a valid image');
      const full = await png();
      const truncated = await http.upload(url, company.token, multipartFile('file', 'logo.png', 'image/png', full.subarray(0, Math.floor(full.length / 2))));
      expect(truncated.statusCode).toBe(400);
      const huge = await http.upload(url, company.token, multipartFile('file', 'logo.png', 'image/png', Buffer.alloc(20 * 1024 * 1024, 1)));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('The file is too large (max 5 MB)');
      expect((await http.upload(url, other.token, multipartFile('file', 'logo.png', 'image/png', full))).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${company.companyId}`)).json().data.logo).toBeNull();
    });
  });

  it('documents every companies endpoint with an access policy in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/companies',
      '/api/v1/companies/{id}/logo',
      '/api/v1/user/company-association',
      '/api/v1/company-privileges/requests/{id}/approve',
      '/api/v1/admin/companies/{id}/verify',
      '/api/v1/company/user-privileges/grant',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
