import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityEvents, twoFactorCredentials } from '../../db/schema/index';
import { client, completeSignIn, enrolmentOf, logIn, memoryMailer, nextCode, rememberEnrolment, signUpAndLogIn, unique } from '../../../test/auth-helpers';
import { api as companyApi, approvedCompany, signInSuperuser, staffMember } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ensureSuperuser } from './superuser-service';

const AUTH = '/api/v1/auth';
const TF = `${AUTH}/two-factor`;
const STEP = 30;
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * STEP });
const stepNow = () => Math.floor(Date.now() / 1000 / STEP);

describe('two-factor sign-in', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
    api = client(t.app);
  });
  afterAll(() => t.close());

  /** A member who turned two-factor on in the settings; answers the secret and recovery codes. */
  async function memberWithTwoFactor() {
    const member = await signUpAndLogIn(t.app);
    const setup = await api.post(`${TF}/setup`, undefined, { token: member.token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json().data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const step = stepNow();
    const enabled = await api.post(`${TF}/enable`, { code: await codeAt(secret, step) }, { token: member.token });
    expect(enabled.statusCode).toBe(200);
    const recoveryCodes = enabled.json().data.recoveryCodes as string[];
    rememberEnrolment(t.app, member.user.id, secret, recoveryCodes, step);
    return { ...member, secret, recoveryCodes, step };
  }

  const loginOf = (member: { account: { username: string; password: string } }, extra: Record<string, unknown> = {}) =>
    api.post(`${AUTH}/login`, { usernameOrEmail: member.account.username, password: member.account.password, ...extra });

  it('enrols from the settings: the secret is stored sealed and never answered again; ten recovery codes', async () => {
    const member = await memberWithTwoFactor();
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    const [row] = await t.database.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, member.user.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(member.secret);
    const status = await api.get(TF, { token: member.token });
    expect(status.json().data).toMatchObject({ enabled: true, requiredBy: null, recoveryCodesLeft: 10, trustedDevices: [] });
    expect(status.body).not.toContain(member.secret);
    // A second set-up is refused while it is on.
    expect((await api.post(`${TF}/setup`, undefined, { token: member.token })).json()).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
  });

  it('refuses a wrong first code, and confirming without a set-up', async () => {
    const member = await signUpAndLogIn(t.app);
    const none = await api.post(`${TF}/enable`, { code: '123456' }, { token: member.token });
    expect(none.statusCode).toBe(409);
    const setup = (await api.post(`${TF}/setup`, undefined, { token: member.token })).json().data;
    const wrong = await api.post(`${TF}/enable`, { code: (Number(await codeAt(setup.secret, stepNow())) + 1).toString().padStart(6, '0').slice(-6) }, { token: member.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_INVALID_CODE' });
    expect((await api.post(`${TF}/enable`, { code: 'abc' }, { token: member.token })).statusCode).toBe(400);
  });

  it('signs in with a second step: challenge instead of tokens, then a code; a replayed code and a wrong one are refused', async () => {
    const member = await memberWithTwoFactor();
    const login = await loginOf(member, { rememberMe: true });
    expect(login.statusCode).toBe(200);
    const challenge = login.json().data;
    expect(challenge).toMatchObject({ challenge: 'TWO_FACTOR', rememberMe: true, requiredBy: null });
    expect(challenge.accessToken).toBeUndefined();
    expect(challenge.refreshToken).toBeUndefined();
    // The challenge is no access token.
    expect((await api.get(`${AUTH}/profile`, { token: challenge.challengeToken })).statusCode).toBe(401);

    // The enrolment's own code (same step) was used: replay refused.
    const replay = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code: await codeAt(member.secret, member.step) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_INVALID_CODE' });
    const wrong = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code: '000000' === (await codeAt(member.secret, member.step + 1)) ? '111111' : '000000' });
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });

    const next = await codeAt(member.secret, member.step + 1);
    const done = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code: next });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ tokenType: 'Bearer', rememberMe: true, trustedDeviceToken: null, recoveryCodes: null });
    expect((await api.get(`${AUTH}/profile`, { token: done.json().data.accessToken })).statusCode).toBe(200);
    // The same code again, even on a fresh challenge: refused.
    const again = (await loginOf(member)).json().data;
    expect((await api.post(`${TF}/challenge/verify`, { challengeToken: again.challengeToken, code: next })).json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
  });

  it('accepts each recovery code once', async () => {
    const member = await memberWithTwoFactor();
    const [first] = member.recoveryCodes;
    const challenge = (await loginOf(member)).json().data;
    const used = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, recoveryCode: first!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const second = (await loginOf(member)).json().data;
    const reused = await api.post(`${TF}/challenge/verify`, { challengeToken: second.challengeToken, recoveryCode: first });
    expect(reused.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
    expect((await api.get(TF, { token: used.json().data.token })).json().data.recoveryCodesLeft).toBe(9);
  });

  it('limits answers per challenge, and counts wrong codes towards the account lockout', async () => {
    const member = await memberWithTwoFactor();
    const challenge = (await loginOf(member)).json().data;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, recoveryCode: `wrong-${i}` });
      statuses.push(res.statusCode);
    }
    // Five wrong answers lock the account (its fifth answer says so); the sixth is over the challenge's limit.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(401);
    expect(statuses[5]).toBe(429);
    const locked = await loginOf(member);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('refuses a forged, expired or wrong-kind challenge', async () => {
    const member = await memberWithTwoFactor();
    expect((await api.post(`${TF}/challenge/verify`, { challengeToken: 'not-a-token', code: '123456' })).json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    // An access token is no challenge.
    expect((await api.post(`${TF}/challenge/verify`, { challengeToken: member.token, code: '123456' })).json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    const challenge = (await loginOf(member)).json().data;
    // A TWO_FACTOR challenge cannot enrol anew.
    expect((await api.post(`${TF}/challenge/setup`, { challengeToken: challenge.challengeToken })).json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      const late = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code: await codeAt(member.secret, stepNow()) });
      expect(late.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('requires admins to enrol at sign-in: no tokens until the first code; then a code every sign-in', async () => {
    const email = `${unique('root')}@example.com`;
    await ensureSuperuser(t.database.db, { email, password: 'Superuser-pass-1' });
    const login = await api.post(`${AUTH}/login`, { usernameOrEmail: email, password: 'Superuser-pass-1' });
    const challenge = login.json().data;
    expect(challenge).toMatchObject({ challenge: 'TWO_FACTOR_ENROLMENT', requiredBy: 'ROLE' });
    expect(challenge.token).toBeUndefined();
    // An enrolment challenge is no second step.
    expect((await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code: '123456' })).json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    const setup = (await api.post(`${TF}/challenge/setup`, { challengeToken: challenge.challengeToken })).json().data;
    const step = stepNow();
    const enabled = await api.post(`${TF}/challenge/enable`, { challengeToken: challenge.challengeToken, code: await codeAt(setup.secret, step), trustDevice: false });
    expect(enabled.statusCode).toBe(200);
    const session = enabled.json().data;
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.user).toMatchObject({ isSuperUser: true });
    // Required: cannot be turned off, even with the password.
    const off = await api.post(`${TF}/disable`, { password: 'Superuser-pass-1' }, { token: session.token });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await api.get(TF, { token: session.token })).json().data).toMatchObject({ enabled: true, requiredBy: 'ROLE' });
    // The next sign-in asks for a code.
    const next = (await api.post(`${AUTH}/login`, { usernameOrEmail: email, password: 'Superuser-pass-1' })).json().data;
    expect(next.challenge).toBe('TWO_FACTOR');
  });

  it("lets a company admin require two-factor of the company's members", async () => {
    const admin = await signInSuperuser(t.app);
    const company = await approvedCompany(t.app, admin);
    const member = await staffMember(t.app, company.companyId, company);
    const companies = companyApi(t.app);
    expect((await companies.get('/api/v1/company/two-factor-policy', company.token)).json().data).toEqual({ required: false });
    // A member is not the company's admin: 403.
    expect((await companies.put('/api/v1/company/two-factor-policy', member.token, { required: true })).statusCode).toBe(403);
    const saved = await companies.put('/api/v1/company/two-factor-policy', company.token, { required: true });
    expect(saved.json()).toMatchObject({ success: true, data: { required: true } });
    expect((await companies.put('/api/v1/company/two-factor-policy', company.token, { required: 'yes' })).statusCode).toBe(400);

    const login = await api.post(`${AUTH}/login`, { usernameOrEmail: member.email, password: 'Correct-horse-7' });
    expect(login.json().data).toMatchObject({ challenge: 'TWO_FACTOR_ENROLMENT', requiredBy: 'COMPANY' });
    const session = await completeSignIn(t.app, login.json().data);
    expect((await api.get(TF, { token: session.token })).json().data).toMatchObject({ enabled: true, requiredBy: 'COMPANY' });

    // Off again: a member without two-factor signs in with the password alone.
    await companies.put('/api/v1/company/two-factor-policy', company.token, { required: false });
    const outsider = await api.post(`${AUTH}/login`, { usernameOrEmail: company.email, password: 'Correct-horse-7' });
    expect(outsider.json().data.accessToken).toEqual(expect.any(String));
  });

  it('skips the second step on a trusted device for 30 days; forgetting it, a new password or turning off ends that', async () => {
    const member = await memberWithTwoFactor();
    const challenge = (await loginOf(member)).json().data;
    const code = await nextCode(enrolmentOf(t.app, member.user.id)!);
    const trusted = await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, code, trustDevice: true }, { headers: { 'user-agent': 'Journey Browser' } });
    const deviceToken = trusted.json().data.trustedDeviceToken as string;
    expect(deviceToken).toEqual(expect.any(String));

    const skipped = await loginOf(member, { trustedDeviceToken: deviceToken });
    expect(skipped.json().data.accessToken).toEqual(expect.any(String));
    // Bound to the person: another account's sign-in with it still asks.
    const other = await memberWithTwoFactor();
    expect((await loginOf(other, { trustedDeviceToken: deviceToken })).json().data.challenge).toBe('TWO_FACTOR');

    const status = (await api.get(TF, { token: member.token })).json().data;
    expect(status.trustedDevices).toHaveLength(1);
    expect(status.trustedDevices[0]).toMatchObject({ userAgent: 'Journey Browser' });

    // Expired after 30 days.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 24 * 3600_000 + 60_000 });
    try {
      expect((await loginOf(member, { trustedDeviceToken: deviceToken })).json().data.challenge).toBe('TWO_FACTOR');
    } finally {
      vi.useRealTimers();
    }

    // Forgotten from the settings (another person's device answers 404).
    const deviceId = status.trustedDevices[0].id as number;
    expect((await companyApi(t.app).delete(`${TF}/trusted-devices/${deviceId}`, other.token)).statusCode).toBe(404);
    expect((await companyApi(t.app).delete(`${TF}/trusted-devices/${deviceId}`, member.token)).statusCode).toBe(200);
    expect((await loginOf(member, { trustedDeviceToken: deviceToken })).json().data.challenge).toBe('TWO_FACTOR');
  });

  it('turns off with the password or a current code (forgetting devices), and regenerates recovery codes', async () => {
    const member = await memberWithTwoFactor();
    const wrong = await api.post(`${TF}/disable`, { password: 'Wrong-password-1' }, { token: member.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
    expect((await api.post(`${TF}/disable`, {}, { token: member.token })).statusCode).toBe(400);

    const regenerated = await api.post(`${TF}/recovery-codes`, { password: member.account.password }, { token: member.token });
    const fresh = regenerated.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = (await loginOf(member)).json().data;
    expect((await api.post(`${TF}/challenge/verify`, { challengeToken: challenge.challengeToken, recoveryCode: member.recoveryCodes[0] })).statusCode).toBe(401);

    const off = await api.post(`${TF}/disable`, { code: await nextCode(enrolmentOf(t.app, member.user.id)!) }, { token: member.token });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, recoveryCodesLeft: 0, trustedDevices: [] });
    expect((await loginOf(member)).json().data.accessToken).toEqual(expect.any(String));
    expect((await api.post(`${TF}/disable`, { password: member.account.password }, { token: member.token })).statusCode).toBe(409);
  });

  it('signs out the other sessions when two-factor is turned off, keeping the current one, and logs it', async () => {
    const member = await memberWithTwoFactor();
    const elsewhere = await logIn(t.app, { usernameOrEmail: member.account.username, password: member.account.password });
    expect((await api.get(`${AUTH}/profile`, { token: elsewhere.token })).statusCode).toBe(200);

    const off = await api.post(`${TF}/disable`, { password: member.account.password }, { token: member.token });
    expect(off.statusCode).toBe(200);
    expect((await api.get(`${AUTH}/profile`, { token: member.token })).statusCode).toBe(200);
    expect((await api.get(`${AUTH}/profile`, { token: elsewhere.token })).statusCode).toBe(401);
    expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: elsewhere.refreshToken })).statusCode).toBe(401);
    const [event] = await t.database.db.select().from(securityEvents).where(and(eq(securityEvents.userId, member.user.id), eq(securityEvents.type, 'TWO_FACTOR_DISABLED')));
    expect(event?.details).toEqual({ otherSessionsSignedOut: 1 });
  });

  it('forgets trusted devices when the password is reset', async () => {
    const member = await memberWithTwoFactor();
    const session = await logIn(t.app, { usernameOrEmail: member.account.username, password: member.account.password });
    expect(session.token).toEqual(expect.any(String));
    await t.database.db.execute(sql`insert into trusted_devices (user_id, token_hash, expires_at) values (${member.user.id}, 'x', now() + interval '1 day')`);
    const mailer = t.app.platform.mailer as ReturnType<typeof memoryMailer>;
    const mail = mailer.next(member.account.email);
    await api.post(`${AUTH}/forgot-password`, { email: member.account.email });
    const token = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec((await mail).text)![1]!;
    expect((await api.post(`${AUTH}/reset-password`, { token: decodeURIComponent(token), newPassword: 'Brand-new-pass-9' })).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from trusted_devices where user_id = ${member.user.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
