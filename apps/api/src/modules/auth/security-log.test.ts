import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, securityEvents } from '../../db/schema/index';
import { memoryMailer, newAccount, signUpAndLogIn, tokenFromMail } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pruneSecurityLog, SECURITY_LOG_RETENTION_DAYS } from './security-log';

const V1 = '/api/v1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('active sessions and the security log', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof memoryMailer>;
  let http: ReturnType<typeof api>;
  let root: Actor;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({ publicUrl: 'https://paytable.test' }, { mailer });
    http = api(t.app);
    root = await signInSuperuser(t.app);
  });
  afterAll(() => t.close());

  const signIn = async (usernameOrEmail: string, password: string, userAgent: string, ip: string) => {
    const res = await t.app.inject({ method: 'POST', url: `${V1}/auth/login`, remoteAddress: ip, headers: { 'user-agent': userAgent }, payload: { usernameOrEmail, password, rememberMe: false } });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; refreshToken: string };
  };
  const eventsOf = async (userId: number) =>
    (await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.id)).map((row) => ({ type: row.type, details: row.details, ip: row.ipAddress, actor: row.actorUserId, company: row.companyId }));
  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, ip = '203.0.113.9', userAgent = FIREFOX) =>
    t.app.inject({ method, url, remoteAddress: ip, headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent } });

  describe('sessions', () => {
    it('lists each device with address, times and this device; signs out one, then all others', async () => {
      const account = newAccount();
      await http.post(`${V1}/auth/register`, undefined, account);
      const laptop = await signIn(account.username, account.password, FIREFOX, '198.51.100.7');
      const phone = await signIn(account.email, account.password, IPHONE, '198.51.100.8');
      const tablet = await signIn(account.email, account.password, IPHONE, '198.51.100.9');

      const listed = await request('GET', `${V1}/auth/sessions`, laptop.token);
      expect(listed.statusCode).toBe(200);
      const sessions = listed.json().data as { id: string; device: string; platform: string; ipAddress: string; current: boolean; signedInAt: string; lastUsedAt: string }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.find((session) => session.current)).toMatchObject({ device: 'Firefox 133 on Windows 10', platform: 'desktop', ipAddress: '198.51.100.7' });
      expect(sessions.filter((session) => !session.current).map((session) => session.device)).toEqual(['Safari 18 on iOS', 'Safari 18 on iOS']);

      // A refresh is a use of the session: its last use and address move, its start stays.
      const phoneId = JSON.parse(Buffer.from(phone.token.split('.')[1]!, 'base64url').toString()).sid as string;
      const before = sessions.find((session) => session.id === phoneId)!;
      const refreshed = await t.app.inject({ method: 'POST', url: `${V1}/auth/refresh-token`, remoteAddress: '198.51.100.77', headers: { 'user-agent': IPHONE }, payload: { refreshToken: phone.refreshToken } });
      expect(refreshed.statusCode).toBe(200);
      const after = ((await request('GET', `${V1}/auth/sessions`, laptop.token)).json().data as typeof sessions).find((session) => session.id === phoneId)!;
      expect(after).toMatchObject({ ipAddress: '198.51.100.77', signedInAt: before.signedInAt });
      expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));

      expect((await request('DELETE', `${V1}/auth/sessions/${phoneId}`, laptop.token)).statusCode).toBe(200);
      expect((await request('GET', `${V1}/auth/profile`, refreshed.json().data.token)).statusCode).toBe(401);
      expect((await request('DELETE', `${V1}/auth/sessions/${phoneId}`, laptop.token)).statusCode).toBe(404);

      const others = await request('POST', `${V1}/auth/sessions/sign-out-others`, laptop.token);
      expect(others.json().data).toEqual({ signedOut: 1 });
      expect((await request('GET', `${V1}/auth/profile`, tablet.token)).statusCode).toBe(401);
      expect((await request('GET', `${V1}/auth/profile`, laptop.token)).statusCode).toBe(200);
      expect(((await request('GET', `${V1}/auth/sessions`, laptop.token)).json().data as unknown[]).length).toBe(1);
    });

    it("answers 404 for another person's session and leaves it alive", async () => {
      const owner = await signUpAndLogIn(t.app);
      const other = await signUp(t.app);
      const ownerSession = JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()).sid as string;
      expect((await request('DELETE', `${V1}/auth/sessions/${ownerSession}`, other.token)).statusCode).toBe(404);
      expect((await request('GET', `${V1}/auth/sessions`, other.token)).json().data.map((session: { id: string }) => session.id)).not.toContain(ownerSession);
      expect((await request('GET', `${V1}/auth/profile`, owner.token)).statusCode).toBe(200);
      expect((await request('DELETE', `${V1}/auth/sessions/not%20an%20id`, other.token)).statusCode).toBe(400);
    });
  });

  describe('security events', () => {
    it('records sign-in, failed sign-in, lockout, sign-out and the session actions with address and device', async () => {
      const account = newAccount();
      const registered = await http.post(`${V1}/auth/register`, undefined, account);
      const userId = registered.json().data.user.id as number;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.app.inject({ method: 'POST', url: `${V1}/auth/login`, remoteAddress: '192.0.2.44', payload: { usernameOrEmail: account.username, password: 'Wrong-password-1', rememberMe: false } });
      }
      await t.app.inject({ method: 'POST', url: `${V1}/auth/login`, remoteAddress: '192.0.2.44', payload: { usernameOrEmail: account.username, password: account.password, rememberMe: false } });
      const events = await eventsOf(userId);
      expect(events.map((event) => event.type)).toEqual([...Array(5).fill('SIGN_IN_FAILED'), 'ACCOUNT_LOCKED', 'SIGN_IN_FAILED']);
      expect(events[0]).toMatchObject({ details: { reason: 'wrong_password', failures: 1 }, ip: '192.0.2.44' });
      expect(events.at(-1)).toMatchObject({ details: { reason: 'locked' } });

      // An unknown account leaves no trace: there is nobody to show it to.
      const before = await t.database.db.$count(securityEvents);
      await t.app.inject({ method: 'POST', url: `${V1}/auth/login`, payload: { usernameOrEmail: 'nobody-here@example.com', password: 'x', rememberMe: false } });
      expect(await t.database.db.$count(securityEvents)).toBe(before);

      const person = await signUpAndLogIn(t.app);
      const second = await signIn(person.account.username, person.account.password, IPHONE, '198.51.100.20');
      await request('POST', `${V1}/auth/sessions/sign-out-others`, person.token);
      const third = await signIn(person.account.username, person.account.password, IPHONE, '198.51.100.21');
      const thirdId = JSON.parse(Buffer.from(third.token.split('.')[1]!, 'base64url').toString()).sid as string;
      await request('DELETE', `${V1}/auth/sessions/${thirdId}`, person.token);
      await t.app.inject({ method: 'POST', url: `${V1}/auth/logout`, headers: { authorization: `Bearer ${person.token}` }, payload: { refreshToken: person.refreshToken } });
      expect(second.token).toBeTruthy();
      const trail = await eventsOf(person.user.id);
      expect(trail.map((event) => event.type)).toEqual(['SIGN_IN', 'SIGN_IN', 'OTHER_SESSIONS_SIGNED_OUT', 'SIGN_IN', 'SESSION_REVOKED', 'SIGN_OUT']);
      expect(trail[1]).toMatchObject({ ip: '198.51.100.20' });
      expect(trail[2]).toMatchObject({ details: { count: 1 }, ip: '203.0.113.9' });
      expect(trail[4]).toMatchObject({ details: { session: thirdId, current: false } });
    });

    it('records a password reset', async () => {
      const person = await signUpAndLogIn(t.app);
      const mail = mailer.next(person.account.email);
      await http.post(`${V1}/auth/forgot-password`, undefined, { email: person.account.email });
      const token = tokenFromMail(await mail, 'reset-password');
      expect((await http.post(`${V1}/auth/reset-password`, undefined, { token, newPassword: 'A-brand-new-pass-9' })).statusCode).toBe(200);
      expect((await eventsOf(person.user.id)).map((event) => event.type)).toEqual(['SIGN_IN', 'PASSWORD_RESET']);
    });

    it('records role changes by an admin, with the admin as actor', async () => {
      const person = await signUp(t.app);
      await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: person.userId, role: 'ROLE_SUPPORT_ADMIN' });
      await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: person.userId, role: 'ROLE_SUPPORT_ADMIN' });
      await http.post(`${V1}/admin/user-roles/remove`, root.token, { userId: person.userId, role: 'ROLE_SUPPORT_ADMIN' });
      const changes = (await eventsOf(person.userId)).filter((event) => event.type.startsWith('ROLE_'));
      expect(changes).toEqual([
        expect.objectContaining({ type: 'ROLE_GRANTED', actor: root.userId, details: { role: 'ROLE_SUPPORT_ADMIN' } }),
        expect.objectContaining({ type: 'ROLE_REVOKED', actor: root.userId, details: { role: 'ROLE_SUPPORT_ADMIN' } }),
      ]);
    });

    it('records an admin disabling and enabling an account, in the change, with the admin as actor', async () => {
      const person = await signUp(t.app);
      expect((await http.post(`${V1}/admin/users/${person.userId}/disable`, root.token)).statusCode).toBe(200);
      expect((await http.post(`${V1}/admin/users/${person.userId}/disable`, root.token)).statusCode).toBe(200);
      expect((await http.post(`${V1}/admin/users/${person.userId}/enable`, root.token)).statusCode).toBe(200);
      // A refused change (nobody disables their own account) leaves no event.
      expect((await http.post(`${V1}/admin/users/${root.userId}/disable`, root.token)).statusCode).toBe(403);
      const changes = (await eventsOf(person.userId)).filter((event) => event.type.startsWith('ACCOUNT_'));
      expect(changes).toEqual([
        expect.objectContaining({ type: 'ACCOUNT_DISABLED', actor: root.userId }),
        expect.objectContaining({ type: 'ACCOUNT_ENABLED', actor: root.userId }),
      ]);
      expect((await eventsOf(root.userId)).filter((event) => event.type.startsWith('ACCOUNT_'))).toEqual([]);
    });

    it("records company and member privilege changes and the company's key regenerations", async () => {
      const company = await approvedCompany(t.app, root);
      const staff = await staffMember(t.app, company.companyId, company);
      await grantCompanyPrivilege(t.app, root, company, 'company_integrations');
      expect((await http.post(`${V1}/company/user-privileges/grant`, company.token, { userId: staff.userId, privilege: 'company_integrations' })).statusCode).toBe(200);
      expect((await http.post(`${V1}/company/user-privileges/revoke`, company.token, { userId: staff.userId, privilege: 'company_integrations' })).statusCode).toBe(200);
      await http.post(`${V1}/company-integrations/${company.companyId}/generate-api-key`, company.token);
      expect((await http.post(`${V1}/company-integrations/${company.companyId}/regenerate-api-key`, company.token)).statusCode).toBe(200);
      expect((await http.post(`${V1}/company-integrations/${company.companyId}/regenerate-hmac`, company.token)).statusCode).toBe(200);
      expect((await http.delete(`${V1}/admin/companies/${company.companyId}/privileges/company_integrations`, root.token)).statusCode).toBe(200);

      const rows = await t.database.db.select().from(securityEvents).where(eq(securityEvents.companyId, company.companyId)).orderBy(securityEvents.id);
      expect(rows.map((row) => [row.type, row.userId, row.actorUserId, row.details.privilege ?? row.details.credential])).toEqual([
        ['PRIVILEGE_GRANTED', null, root.userId, expect.any(String)],
        ['PRIVILEGE_GRANTED', null, root.userId, 'company_integrations'],
        ['PRIVILEGE_GRANTED', staff.userId, company.userId, 'company_integrations'],
        ['PRIVILEGE_REVOKED', staff.userId, company.userId, 'company_integrations'],
        ['API_KEY_REGENERATED', company.userId, null, 'api_key'],
        ['API_KEY_REGENERATED', company.userId, null, 'webhook_secret'],
        ['PRIVILEGE_REVOKED', null, root.userId, 'company_integrations'],
      ]);
    });

    it('lets a person read only their own log, and admins everyone’s filtered by person, type and day', async () => {
      const person = await signUpAndLogIn(t.app);
      const other = await signUpAndLogIn(t.app, { firstName: 'Quentin', lastName: `Oddname${Date.now().toString(36)}` });
      const ownResponse = await request('GET', `${V1}/auth/security-events`, person.token);
      expect(ownResponse.statusCode, ownResponse.body).toBe(200);
      const own = ownResponse.json().data;
      expect(own.content.map((event: { user: { id: number } }) => event.user.id)).toEqual([person.user.id]);
      expect(own.content[0]).toMatchObject({ type: 'SIGN_IN', user: { id: person.user.id, email: person.account.email }, actor: null });
      expect((await request('GET', `${V1}/auth/security-events?type=SIGN_IN_FAILED`, person.token)).json().data.totalElements).toBe(0);
      expect((await request('GET', `${V1}/admin/security-events`, person.token)).statusCode).toBe(403);

      const byPerson = (await request('GET', `${V1}/admin/security-events?userId=${other.user.id}`, root.token)).json().data;
      expect(byPerson.content.map((event: { user: { id: number }; type: string }) => [event.user.id, event.type])).toEqual([[other.user.id, 'SIGN_IN']]);
      // By part of the person's name or e-mail address, without regard to case.
      const byAddress = (await request('GET', `${V1}/admin/security-events?q=${encodeURIComponent(other.account.email.toUpperCase())}`, root.token)).json().data;
      expect(byAddress.content.map((event: { user: { id: number } }) => event.user.id)).toEqual([other.user.id]);
      const byName = (await request('GET', `${V1}/admin/security-events?q=${encodeURIComponent(`quentin ${other.account.lastName.toLowerCase()}`)}&size=100`, root.token)).json().data;
      expect(byName.content.map((event: { user: { id: number } }) => event.user.id)).toContain(other.user.id);
      expect(byName.content.map((event: { user: { id: number } }) => event.user.id)).not.toContain(person.user.id);
      expect((await request('GET', `${V1}/admin/security-events?q=${encodeURIComponent('%')}`, root.token)).json().data.totalElements).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      const typed = (await request('GET', `${V1}/admin/security-events?type=SIGN_IN&from=${today}&to=${today}&size=100`, root.token)).json().data;
      expect(typed.content.every((event: { type: string }) => event.type === 'SIGN_IN')).toBe(true);
      expect(typed.content.map((event: { user: { id: number } }) => event.user.id)).toEqual(expect.arrayContaining([person.user.id, other.user.id]));
      expect((await request('GET', `${V1}/admin/security-events?from=2000-01-01&to=2000-01-02`, root.token)).json().data.totalElements).toBe(0);
      expect((await request('GET', `${V1}/admin/security-events?type=NOPE`, root.token)).statusCode).toBe(400);
      expect((await request('GET', `${V1}/admin/security-events?from=yesterday`, root.token)).statusCode).toBe(400);
    });

    it('removes events past the retention period and keeps the rest', async () => {
      const person = await signUp(t.app);
      const now = new Date();
      const old = new Date(now.getTime() - (SECURITY_LOG_RETENTION_DAYS + 1) * 86_400_000);
      await t.database.db.insert(securityEvents).values({ type: 'SIGN_IN', userId: person.userId, occurredAt: old });
      await pruneSecurityLog(t.database.db, now);
      expect((await eventsOf(person.userId)).map((event) => event.type)).toEqual(['SIGN_IN']);
      const [kept] = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, person.userId));
      expect(kept!.occurredAt.getTime()).toBeGreaterThan(old.getTime());
    });
  });

  it('keeps the user agent and address on the session row', async () => {
    const person = await signUpAndLogIn(t.app);
    const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.user.id));
    expect(row).toMatchObject({ ipAddress: expect.any(String), rotatedAt: null });
    expect(row!.signedInAt.getTime()).toBe(row!.lastUsedAt.getTime());
  });
});
