import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newAccount, tokenFromMail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { startSmtpReceiver, textOf, type Received } from '../../../test/smtp-receiver';

describe('auth mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({
      // ignoreTLS: the receiver offers no STARTTLS; nodemailer reads transport options from the URL.
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      publicUrl: 'https://app.paytable.test',
      mailFrom: 'Paytable <no-reply@paytable.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail whose link verifies the account, which can then sign in', async () => {
    const api = client(t.app);
    const account = newAccount();
    const registered = await api.post('/api/v1/auth/register', account);
    expect(registered.statusCode).toBe(201);

    const mail = await smtp.next(account.email);
    expect(mail.from).toBe('no-reply@paytable.test');
    const text = textOf(mail.raw);
    expect(text).toMatch(/Subject: Verify your Paytable email address/);
    expect(text).toContain('https://app.paytable.test/verify-email?token=');
    const token = tokenFromMail({ text }, 'verify-email');

    const verified = await api.post('/api/v1/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.emailVerified).toBe(true);

    const login = await api.post('/api/v1/auth/login', { usernameOrEmail: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email: account.email, isVerified: true, requiresAttention: false });
  });

  it('delivers a password reset mail whose link sets a new password', async () => {
    const api = client(t.app);
    const account = newAccount();
    await api.post('/api/v1/auth/register', account);
    await smtp.next(account.email);
    await api.post('/api/v1/auth/forgot-password', { email: account.email });
    const reset = await new Promise<Received>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const found = smtp.inbox.find((mail) => mail.to.includes(account.email) && mail.raw.includes('reset-password'));
        if (found) resolve(found);
        else if (Date.now() - started > 10_000) reject(new Error('no reset mail'));
        else setTimeout(poll, 20);
      };
      poll();
    });
    const token = tokenFromMail({ text: textOf(reset.raw) }, 'reset-password');
    expect((await api.post('/api/v1/auth/reset-password', { token, newPassword: 'Via-smtp-2024' })).statusCode).toBe(200);
    const login = await api.post('/api/v1/auth/login', { usernameOrEmail: account.username, password: 'Via-smtp-2024' });
    expect(login.statusCode).toBe(200);
  });
});
