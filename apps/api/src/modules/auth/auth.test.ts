import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { authTokens, refreshTokens, users } from '../../db/schema/index';
import { client, logIn, memoryMailer, newAccount, randomIp, signUpAndLogIn, tokenFromMail, unique } from '../../../test/auth-helpers';
import { createTestApp, createTestDatabase, testRedisUrl, type TestApp } from '../../../test/helper';
import { seedDemoDataOnce } from '../demo-data/index';
import { ensureSuperuser } from './superuser-service';
import { hashToken, signAccessToken } from './tokens';

const AUTH = '/api/v1/auth';

describe('auth', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof memoryMailer>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({ publicUrl: 'https://paytable.test' }, { mailer });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  describe('register', () => {
    it('creates an unverified account with ROLE_USER and mails a verification link', async () => {
      const account = newAccount({ email: `${unique('Mixed')}@Example.COM` });
      const mail = mailer.next(account.email.toLowerCase());
      const res = await api.post(`${AUTH}/register`, account);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toMatch(/check your email/);
      expect(body.data.verificationEmailSent).toBe(true);
      expect(body.data.user).toMatchObject({
        email: account.email.toLowerCase(),
        username: account.username,
        fullName: 'Test User',
        roles: ['ROLE_USER'],
        emailVerified: false,
        isVerified: false,
        isEnabled: true,
        isAccountNonLocked: true,
        isAdmin: false,
        isSuperUser: false,
        requiresAttention: true,
        companyAssociation: { associationType: 'INDIVIDUAL', companyName: null, isNewCompany: false, companyId: null },
      });
      expect(body.data.user).not.toHaveProperty('passwordHash');
      const message = await mail;
      expect(message.subject).toMatch(/Verify/);
      expect(message.text).toContain('https://paytable.test/verify-email?token=');
    });

    it('stores the password as an argon2id hash, never in clear', async () => {
      const account = newAccount();
      await api.post(`${AUTH}/register`, account);
      const [row] = await db().select().from(users).where(eq(users.email, account.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(account.password);
    });

    it('gives a company registration its requested company and an operator the operator role', async () => {
      const res = await api.post(
        `${AUTH}/register`,
        newAccount({ userType: 'operator', associationType: 'COMPANY', companyName: 'Aurora Casino', companyWebsite: 'https://aurora.example' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.user).toMatchObject({
        userType: 'operator',
        roles: ['ROLE_OPERATOR', 'ROLE_USER'],
        companyName: 'Aurora Casino',
        companyAssociation: { associationType: 'COMPANY', companyName: 'Aurora Casino', companyWebsite: 'https://aurora.example', isNewCompany: true },
      });
    });

    it('refuses a duplicate email or username, whatever their case, with 409 and a clear message', async () => {
      const account = newAccount();
      expect((await api.post(`${AUTH}/register`, account)).statusCode).toBe(201);
      const sameEmail = await api.post(`${AUTH}/register`, newAccount({ email: account.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
      const sameUsername = await api.post(`${AUTH}/register`, newAccount({ username: account.username.toUpperCase() }));
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is taken' });
    });

    it('rejects a weak password with the policy message, a company without a name, and self-made admins', async () => {
      const weak = await api.post(`${AUTH}/register`, newAccount({ password: 'onlyletters' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Password must contain at least one digit' });
      const short = await api.post(`${AUTH}/register`, newAccount({ password: 'a1' }));
      expect(short.json().message).toBe('Password must be at least 8 characters');
      const company = await api.post(`${AUTH}/register`, newAccount({ associationType: 'COMPANY' }));
      expect(company.statusCode).toBe(400);
      expect(company.json().message).toBe('Company name is required when registering a company');
      const admin = await api.post(`${AUTH}/register`, { ...newAccount(), userType: 'superuser' });
      expect(admin.statusCode).toBe(400);
      const email = await api.post(`${AUTH}/register`, newAccount({ email: 'not-an-email' }));
      expect(email.json().message).toBe('Enter a valid email address');
    });
  });

  describe('verify-email and resend-verification', () => {
    it('verifies the address with the mailed token, and a second click changes nothing', async () => {
      const account = newAccount();
      const mail = mailer.next(account.email);
      await api.post(`${AUTH}/register`, account);
      const token = tokenFromMail(await mail, 'verify-email');
      const res = await api.post(`${AUTH}/verify-email`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ emailVerified: true, isVerified: true, requiresAttention: false });
      expect(res.json().data.user.emailVerifiedAt).toBeTruthy();
      const again = await api.post(`${AUTH}/verify-email`, { token });
      expect(again.statusCode).toBe(200);
      const [stored] = await db().select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
      expect(stored?.usedAt).toBeInstanceOf(Date);
    });

    it('refuses an unknown or expired verification token with 400 INVALID_LINK', async () => {
      const unknown = await api.post(`${AUTH}/verify-email`, { token: 'nope' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'INVALID_LINK', message: 'This verification link is invalid or has expired' });

      const account = newAccount();
      const mail = mailer.next(account.email);
      await api.post(`${AUTH}/register`, account);
      const token = tokenFromMail(await mail, 'verify-email');
      await db().update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(token)));
      const expired = await api.post(`${AUTH}/verify-email`, { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('INVALID_LINK');
    });

    it('resends a fresh link to an unverified account, retiring the old one, and answers the same for unknown addresses', async () => {
      const account = newAccount();
      const first = mailer.next(account.email);
      await api.post(`${AUTH}/register`, account);
      const oldToken = tokenFromMail(await first, 'verify-email');

      const second = mailer.next(account.email);
      const res = await api.post(`${AUTH}/resend-verification?email=${encodeURIComponent(account.email)}`);
      const newToken = tokenFromMail(await second, 'verify-email');
      const unknown = await api.post(`${AUTH}/resend-verification?email=${unique('ghost')}%40example.com`);
      expect(res.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(res.json());

      expect((await api.post(`${AUTH}/verify-email`, { token: oldToken })).statusCode).toBe(400);
      expect((await api.post(`${AUTH}/verify-email`, { token: newToken })).statusCode).toBe(200);

      const before = mailer.messages.length;
      await api.post(`${AUTH}/resend-verification?email=${encodeURIComponent(account.email)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailer.messages.length).toBe(before); // already verified: nothing to send
    });

    it('requires a valid email on resend-verification', async () => {
      const res = await api.post(`${AUTH}/resend-verification`);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('signs in an unverified account by username or case-insensitive email and answers both tokens', async () => {
      const account = newAccount();
      await api.post(`${AUTH}/register`, account);
      const byName = await api.post(`${AUTH}/login`, { usernameOrEmail: account.username, password: account.password });
      expect(byName.statusCode).toBe(200);
      const data = byName.json().data;
      expect(data.token).toBe(data.accessToken);
      expect(data.token.split('.')).toHaveLength(3);
      expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, rememberMe: false, user: { emailVerified: false } });
      expect(data.user.lastLoginAt).toBeTruthy();
      const sessionHours = (Date.parse(data.refreshExpiresAt) - Date.now()) / 3_600_000;
      expect(sessionHours).toBeGreaterThan(23.9);
      expect(sessionHours).toBeLessThanOrEqual(24);

      const byEmail = await api.post(`${AUTH}/login`, { usernameOrEmail: account.email.toUpperCase(), password: account.password, rememberMe: true });
      expect(byEmail.statusCode).toBe(200);
      const rememberDays = (Date.parse(byEmail.json().data.refreshExpiresAt) - Date.now()) / 86_400_000;
      expect(rememberDays).toBeGreaterThan(29.99);
      expect(rememberDays).toBeLessThanOrEqual(30);

      const [stored] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(data.refreshToken)));
      expect(stored).toBeDefined();
      const raw = await db().execute(sql`select count(*)::int as n from refresh_tokens where token_hash = ${data.refreshToken}`);
      expect((raw as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const account = newAccount();
      await api.post(`${AUTH}/register`, account);
      const wrong = await api.post(`${AUTH}/login`, { usernameOrEmail: account.username, password: 'Wrong-password-1' });
      const unknown = await api.post(`${AUTH}/login`, { usernameOrEmail: unique('nobody'), password: 'Wrong-password-1' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid username/email or password' });
    });

    it('locks the account for 15 minutes after 5 failed attempts without revealing the password', async () => {
      const account = newAccount();
      await api.post(`${AUTH}/register`, account);
      const attempt = (password: string) => api.post(`${AUTH}/login`, { usernameOrEmail: account.email, password });
      for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong-password-1')).json().code).toBe('INVALID_CREDENTIALS');
      const fifth = await attempt('Wrong-password-1');
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json().code).toBe('ACCOUNT_LOCKED');

      const rightPassword = await attempt(account.password);
      const wrongPassword = await attempt('Wrong-password-1');
      expect(rightPassword.statusCode).toBe(401);
      expect(rightPassword.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
      expect(rightPassword.json().message).toMatch(/try again in 15 minutes/);
      expect(wrongPassword.json()).toEqual(rightPassword.json());

      const [row] = await db().select().from(users).where(eq(users.email, account.email));
      expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

      // The lock ends by itself; the next correct sign-in clears the counter.
      await db().update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.email, account.email));
      const after = await attempt(account.password);
      expect(after.statusCode).toBe(200);
      expect(after.json().data.user.isAccountNonLocked).toBe(true);
      const [cleared] = await db().select().from(users).where(eq(users.email, account.email));
      expect(cleared?.failedLoginCount).toBe(0);
    });

    it('refuses a disabled account: no sign-in (403), no refresh, and its access token stops working', async () => {
      const session = await signUpAndLogIn(t.app);
      await db().update(users).set({ isEnabled: false }).where(eq(users.id, session.user.id));
      const login = await api.post(`${AUTH}/login`, { usernameOrEmail: session.account.username, password: session.account.password });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const refresh = await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().code).toBe('ACCOUNT_DISABLED');
      const profile = await api.get(`${AUTH}/profile`, { token: session.token });
      expect(profile.statusCode).toBe(401);
      // A disabled account with a wrong password learns nothing more than anyone else.
      const wrong = await api.post(`${AUTH}/login`, { usernameOrEmail: session.account.username, password: 'Wrong-password-1' });
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('access tokens', () => {
    it('serves the profile to the bearer of a valid access token and 401 without one', async () => {
      const session = await signUpAndLogIn(t.app);
      const res = await api.get(`${AUTH}/profile`, { token: session.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: session.user.id, username: session.account.username });
      const anonymous = await api.get(`${AUTH}/profile`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    });

    it('answers 401 INVALID_TOKEN for expired, forged, tampered and unsigned tokens', async () => {
      const session = await signUpAndLogIn(t.app);
      const [row] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
      const claims = { userId: session.user.id, sessionId: row!.familyId, roles: ['ROLE_SUPERUSER' as const] };
      const expired = await signAccessToken(t.config.jwtSecret!, claims, new Date(Date.now() - 16 * 60_000));
      const forged = await signAccessToken('another-secret-that-is-long-enough-for-hs256', claims);
      const [header, payload, signature] = session.token.split('.');
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString('base64url')}.${signature}`;
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [expired, forged, tampered, unsigned, 'garbage']) {
        const res = await api.get(`${AUTH}/profile`, { token });
        expect(res.statusCode, token).toBe(401);
        expect(res.json()).toEqual({ success: false, code: 'INVALID_TOKEN', message: 'Invalid or expired token' });
      }
    });
  });

  describe('refresh-token', () => {
    it('rotates the refresh token on every use and answers a new access token', async () => {
      const session = await signUpAndLogIn(t.app);
      const res = await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.token).toBe(data.accessToken);
      expect(data.refreshToken).not.toBe(session.refreshToken);
      expect(data.user.id).toBe(session.user.id);
      expect((await api.get(`${AUTH}/profile`, { token: data.accessToken })).statusCode).toBe(200);
      const next = await api.post(`${AUTH}/refresh-token`, { refreshToken: data.refreshToken });
      expect(next.statusCode).toBe(200);
      expect(next.json().data.refreshExpiresAt).toBe(data.refreshExpiresAt); // the session's end does not slide
    });

    it('revokes the whole session when a rotated token is presented again, so a thief cannot act as the user', async () => {
      const victim = await signUpAndLogIn(t.app);
      // The thief uses the stolen token first and gets a fresh pair.
      const thief = (await api.post(`${AUTH}/refresh-token`, { refreshToken: victim.refreshToken })).json().data;
      expect((await api.get(`${AUTH}/profile`, { token: thief.accessToken })).statusCode).toBe(200);
      // The victim's client then presents the (already rotated) original: reuse.
      const reuse = await api.post(`${AUTH}/refresh-token`, { refreshToken: victim.refreshToken });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid or expired token' });
      // Everything issued from that family is dead: the thief's refresh token and access token.
      expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: thief.refreshToken })).json().code).toBe('INVALID_TOKEN');
      const profile = await api.get(`${AUTH}/profile`, { token: thief.accessToken });
      expect(profile.statusCode).toBe(401);
      expect(profile.json().code).toBe('INVALID_TOKEN');
      expect((await api.get(`${AUTH}/profile`, { token: victim.token })).statusCode).toBe(401);
      // Another session of the same user is untouched.
      const other = await api.post(`${AUTH}/login`, { usernameOrEmail: victim.account.username, password: victim.account.password });
      expect((await api.get(`${AUTH}/profile`, { token: other.json().data.token })).statusCode).toBe(200);
    });

    it('refuses an unknown, expired or missing refresh token', async () => {
      expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: 'made-up' })).json().code).toBe('INVALID_TOKEN');
      expect((await api.post(`${AUTH}/refresh-token`, {})).statusCode).toBe(400);
      const session = await signUpAndLogIn(t.app);
      await db().update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
      const expired = await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('INVALID_TOKEN');
    });
  });

  describe('logout', () => {
    it('ends the session of the given refresh token, including its access token', async () => {
      const session = await signUpAndLogIn(t.app);
      const res = await api.post(`${AUTH}/logout`, { refreshToken: session.refreshToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Signed out successfully' });
      expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken })).statusCode).toBe(401);
      expect((await api.get(`${AUTH}/profile`, { token: session.token })).statusCode).toBe(401);
    });

    it('ends the current session from the bearer token alone, and accepts a call with nothing to end', async () => {
      const session = await signUpAndLogIn(t.app);
      const res = await api.post(`${AUTH}/logout`, undefined, { token: session.token });
      expect(res.statusCode).toBe(200);
      expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken })).statusCode).toBe(401);
      expect((await api.post(`${AUTH}/logout`, { refreshToken: 'unknown' }, { token: 'garbage' })).statusCode).toBe(200);
    });
  });

  describe('profile', () => {
    it('edits names, phone number and username', async () => {
      const session = await signUpAndLogIn(t.app);
      const username = unique('renamed');
      const res = await api.put(`${AUTH}/profile`, { firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '', username }, { token: session.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', phoneNumber: null, username });
      const login = await api.post(`${AUTH}/login`, { usernameOrEmail: username, password: session.account.password });
      expect(login.statusCode).toBe(200);
    });

    it("refuses another account's username with 409, an empty edit with 400, and anonymous edits with 401", async () => {
      const first = await signUpAndLogIn(t.app);
      const second = await signUpAndLogIn(t.app);
      const taken = await api.put(`${AUTH}/profile`, { username: first.account.username.toUpperCase() }, { token: second.token });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This username is taken');
      expect((await api.put(`${AUTH}/profile`, {}, { token: second.token })).statusCode).toBe(400);
      expect((await api.put(`${AUTH}/profile`, { firstName: 'X' })).statusCode).toBe(401);
      // Keeping one's own username (in another case) is fine.
      const own = await api.put(`${AUTH}/profile`, { username: second.account.username.toUpperCase() }, { token: second.token });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('forgot-password and reset-password', () => {
    it('answers the same whether or not the address exists, and mails a link only to a real account', async () => {
      const session = await signUpAndLogIn(t.app);
      const mail = mailer.next(session.account.email);
      const known = await api.post(`${AUTH}/forgot-password`, { email: session.account.email });
      const before = mailer.messages.length;
      const unknown = await api.post(`${AUTH}/forgot-password`, { email: `${unique('ghost')}@example.com` });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const message = await mail;
      expect(message.text).toContain('https://paytable.test/reset-password?token=');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailer.messages.length).toBe(before);
    });

    it('resets the password once, ends every session and lets the new password in', async () => {
      const session = await signUpAndLogIn(t.app);
      const mail = mailer.next(session.account.email);
      await api.post(`${AUTH}/forgot-password`, { email: session.account.email });
      const token = tokenFromMail(await mail, 'reset-password');

      const weak = await api.post(`${AUTH}/reset-password`, { token, newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      const res = await api.post(`${AUTH}/reset-password`, { token, newPassword: 'Brand-new-pass-9' });
      expect(res.statusCode).toBe(200);
      const again = await api.post(`${AUTH}/reset-password`, { token, newPassword: 'Another-pass-9' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'INVALID_LINK', message: 'This password reset link is invalid or has expired' });

      expect((await api.get(`${AUTH}/profile`, { token: session.token })).statusCode).toBe(401);
      expect((await api.post(`${AUTH}/refresh-token`, { refreshToken: session.refreshToken })).statusCode).toBe(401);
      const old = await api.post(`${AUTH}/login`, { usernameOrEmail: session.account.username, password: session.account.password });
      expect(old.statusCode).toBe(401);
      const fresh = await api.post(`${AUTH}/login`, { usernameOrEmail: session.account.username, password: 'Brand-new-pass-9' });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().data.user.emailVerified).toBe(true); // the link proved the mailbox
    });

    it('refuses an expired reset token', async () => {
      const session = await signUpAndLogIn(t.app);
      const mail = mailer.next(session.account.email);
      await api.post(`${AUTH}/forgot-password`, { email: session.account.email });
      const token = tokenFromMail(await mail, 'reset-password');
      await db().update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(token)));
      const res = await api.post(`${AUTH}/reset-password`, { token, newPassword: 'Brand-new-pass-9' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with the catalogue message after 10 sign-ins from one address within a minute', async () => {
      const ip = randomIp();
      for (let i = 0; i < 10; i += 1) {
        const res = await api.post(`${AUTH}/login`, { usernameOrEmail: unique('nobody'), password: 'x' }, { ip });
        expect(res.statusCode).toBe(401);
      }
      const limited = await api.post(`${AUTH}/login`, { usernameOrEmail: unique('nobody'), password: 'x' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests - please try again later' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await api.post(`${AUTH}/login`, { usernameOrEmail: unique('nobody'), password: 'x' })).statusCode).toBe(401);
    });

    it('limits forgot-password per account (5 per 15 minutes) even from many addresses', async () => {
      const email = `${unique('target')}@Example.com`;
      for (let i = 0; i < 5; i += 1) expect((await api.post(`${AUTH}/forgot-password`, { email })).statusCode).toBe(200);
      const limited = await api.post(`${AUTH}/forgot-password`, { email: email.toLowerCase() });
      expect(limited.statusCode).toBe(429);
      expect((await api.post(`${AUTH}/resend-verification?email=${encodeURIComponent(email)}`)).statusCode).toBe(200);
    });
  });

  it('documents every auth endpoint in the OpenAPI document', async () => {
    const doc = (await api.get('/api/docs/json')).json();
    for (const path of ['register', 'verify-email', 'resend-verification', 'login', 'refresh-token', 'logout', 'profile', 'forgot-password', 'reset-password']) {
      expect(Object.keys(doc.paths)).toContain(`${AUTH}/${path}`);
    }
  });
});

describe('route guard', () => {
  it('lets a { roles: [ROLE_ADMIN] } route refuse a plain user with 403 and admit admins and superusers', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', redisUrl: testRedisUrl() }), {
      database,
      migrate: false,
      mailer: memoryMailer(),
    });
    app.get('/api/v1/test/admin-only', { config: { access: { roles: ['ROLE_ADMIN'] } } }, async (request) => ({ success: true, data: request.user?.id }));
    app.get('/api/v1/test/finance', { config: { access: { roles: ['finance_admin'] } } }, async () => ({ success: true, data: 'ok' }));
    await app.ready();
    try {
      const api = client(app);
      const plain = await signUpAndLogIn(app);
      const denied = await api.get('/api/v1/test/admin-only', { token: plain.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Access denied' });
      expect((await api.get('/api/v1/test/admin-only')).statusCode).toBe(401);

      const email = `${unique('root')}@example.com`;
      await ensureSuperuser(database.db, { email, password: 'Super-user-pass-1' });
      const root = await logIn(app, { usernameOrEmail: email, password: 'Super-user-pass-1' });
      expect(root.user).toMatchObject({ isSuperUser: true, isAdmin: true, emailVerified: true });
      const rootToken = root.token;
      const allowed = await api.get('/api/v1/test/admin-only', { token: rootToken });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().data).toBe(root.user.id);
      // Superuser passes every role check, including ones it does not hold.
      expect((await api.get('/api/v1/test/finance', { token: rootToken })).statusCode).toBe(200);

      // A role granted later counts at once: the guard reads roles from the database, not the token.
      await database.db.execute(sql`insert into user_roles (user_id, role) values (${plain.user.id}, 'ROLE_ADMIN')`);
      expect((await api.get('/api/v1/test/admin-only', { token: plain.token })).statusCode).toBe(200);
      expect((await api.get('/api/v1/test/finance', { token: plain.token })).statusCode).toBe(403);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000); // its own database and app, and the superuser's sign-in enrols in two-factor
});

describe('first superuser and demo data', () => {
  it('creates the ADMIN_EMAIL superuser at start, once, and keeps it on restart', async () => {
    const email = `${unique('boss')}@example.com`;
    const t = await createTestApp({ admin: { email, password: 'Admin-pass-2024' } }, { mailer: memoryMailer() });
    try {
      const login = await logIn(t.app, { usernameOrEmail: email.toUpperCase(), password: 'Admin-pass-2024' });
      expect(login.user).toMatchObject({ isSuperUser: true, isAdmin: true, roles: ['ROLE_SUPERUSER', 'ROLE_ADMIN', 'ROLE_USER'] });
      const again = await ensureSuperuser(t.database.db, { email, password: 'Admin-pass-2024' });
      expect(again.created).toBe(false);
      const count = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(count).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 60_000); // its own database and app, and the superuser's sign-in enrols in two-factor

  it('refuses an admin password that breaks the policy', async () => {
    const database = await createTestDatabase();
    try {
      await expect(ensureSuperuser(database.db, { email: 'a@example.com', password: 'nodigitshere' })).rejects.toThrow(/at least one digit/);
    } finally {
      await database.close();
    }
  });

  it('seeds verified demo accounts that can sign in with the documented passwords', async () => {
    const t = await createTestApp({}, { mailer: memoryMailer() });
    try {
      expect(await seedDemoDataOnce(t.app)).toBe(true);
      const api = client(t.app);
      const admin = await logIn(t.app, { usernameOrEmail: 'admin@paytable.io', password: 'Paytable-admin-2024' });
      expect(admin.user).toMatchObject({ isAdmin: true, isSuperUser: true, emailVerified: true });
      const demo = await api.post(`${AUTH}/login`, { usernameOrEmail: 'demo@paytable.io', password: 'Paytable-demo-2024' });
      expect(demo.json().data.user).toMatchObject({ isAdmin: false, roles: ['ROLE_USER'], emailVerified: true });
      const supplier = await api.post(`${AUTH}/login`, { usernameOrEmail: 'liam.oconnor', password: 'Paytable-demo-2024' });
      expect(supplier.json().data.user.roles).toContain('ROLE_GAME_SUPPLIER');
    } finally {
      await t.close();
    }
  }, 90_000); // every module's demo data is seeded here, argon2 hashes of the demo passwords included
});
