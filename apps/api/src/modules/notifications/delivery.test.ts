import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSuperuser, signUp } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { startPushService } from '../../../test/push-service';
import { startSmtpReceiver, textOf } from '../../../test/smtp-receiver';
import { transactionWithChanges } from '../realtime/index';
import { notify, type NotifyInput } from './index';

/** Delivery over the real protocols: SMTP to a loopback server, Web Push to a loopback push service. */
describe('delivery over SMTP and Web Push', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const vapid = webpush.generateVAPIDKeys();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const send = (input: NotifyInput) => transactionWithChanges(t.app.platform, (tx, changes) => notify(t.app.platform, { tx, changes }, input));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    push = await startPushService();
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      publicUrl: 'https://app.paytable.test',
      mailFrom: 'Paytable <no-reply@paytable.test>',
      vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:ops@paytable.test' },
      // The loopback push service stands in for the real ones.
      pushServices: ['127.0.0.1'],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  it('mails a notice with text and HTML parts, its link and a per-type unsubscribe header', async () => {
    const user = await signUp(t.app);
    await send({ userIds: [user.userId], type: 'connection_request', title: 'Ada Lovelace wants to connect', message: 'Open your network to answer.', entity: { type: 'connection_request', id: 7 } });
    await t.app.platform.jobs.drain();
    const mail = smtp.inbox.find((item) => item.to.includes(user.email) && item.raw.includes('Ada Lovelace'));
    expect(mail?.from).toBe('no-reply@paytable.test');
    const text = textOf(mail?.raw ?? '');
    expect(text).toMatch(/Subject: Ada Lovelace wants to connect/);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('https://app.paytable.test/dashboard/network?tab=requests');
    expect(text).toMatch(/List-Unsubscribe:\s+<https:\/\/app\.paytable\.test\/api\/v1\/notifications\/unsubscribe\?token=/);
    const emails = (await call('GET', '/notifications/emails', user.token)).json().data.content;
    expect(emails[0]).toMatchObject({ subject: 'Ada Lovelace wants to connect', status: 'sent', notificationCount: 1 });
  });

  it('sends the test e-mail through the queue', async () => {
    const user = await signUp(t.app);
    expect((await call('POST', '/notifications/test/email', user.token)).statusCode).toBe(202);
    await t.app.platform.jobs.drain();
    const mail = smtp.inbox.find((item) => item.to.includes(user.email) && item.raw.includes('Test e-mail from Paytable'));
    expect(textOf(mail?.raw ?? '')).toContain('E-mail notifications reach you at this address.');
  });

  it('pushes an encrypted, VAPID-signed message that the subscriber decrypts, with TTL, urgency and topic', async () => {
    const user = await signUp(t.app);
    const browser = push.browser();
    const subscribed = await call('POST', '/notifications/push/subscribe', user.token, { endpoint: browser.endpoint, keys: browser.keys });
    expect(subscribed.statusCode).toBe(201);
    expect((await call('GET', '/notifications/push/public-key', user.token)).json().data.publicKey).toBe(vapid.publicKey);
    await send({ userIds: [user.userId], type: 'connection_request', title: 'Grace Hopper wants to connect', message: 'x'.repeat(5000), entity: { type: 'user', id: 42 } });
    await t.app.platform.jobs.drain();
    expect(push.rejected).toEqual([]);
    const message = push.received.find((item) => item.subscription === browser.id);
    expect(message?.vapidPublicKey).toBe(vapid.publicKey);
    expect(message?.jwt.sub).toBe('mailto:ops@paytable.test');
    expect(message?.headers.ttl).toBe('86400');
    expect(message?.headers.urgency).toBe('normal');
    expect(message?.headers.topic).toBe('connection-request-42');
    expect(Buffer.byteLength(message?.payload ?? '')).toBeLessThan(3000);
    const payload = JSON.parse(message?.payload ?? '{}');
    expect(payload).toMatchObject({ title: 'Grace Hopper wants to connect', type: 'connection_request', entityType: 'user', entityId: 42, link: '/dashboard/profile/42' });
    const [notice] = (await call('GET', '/notifications', user.token)).json().data.content;
    expect(payload.id).toBe(notice.id);
  });

  it('deletes a subscription the push service answers 410 for, and keeps the others', async () => {
    const admin = await signInSuperuser(t.app);
    const user = await signUp(t.app);
    const live = push.browser();
    const expired = push.browser({ gone: true });
    await call('POST', '/notifications/push/subscribe', user.token, { endpoint: live.endpoint, keys: live.keys });
    await call('POST', '/notifications/push/subscribe', user.token, { endpoint: expired.endpoint, keys: expired.keys });
    expect((await call('GET', '/notifications/preferences', user.token)).json().data.pushNotifications.subscriptions).toBe(2);
    expect((await call('POST', '/notifications/test/web', user.token)).json().data).toEqual({ subscriptions: 2 });
    await t.app.platform.jobs.drain();
    expect(push.received.some((item) => item.subscription === live.id && JSON.parse(item.payload).title === 'Test notification')).toBe(true);
    expect((await call('GET', '/notifications/preferences', user.token)).json().data.pushNotifications.subscriptions).toBe(1);
    const subscribers = (await call('GET', '/admin/notifications/push/subscribers', admin.token)).json().data.content as { userId: number; service: string }[];
    expect(subscribers.filter((row) => row.userId === user.userId).map((row) => row.service)).toEqual([new URL(live.endpoint).host]);
  });

  it('stores the fcm: token form, unsubscribes, and sends no push to a muted type', async () => {
    const user = await signUp(t.app);
    const token = await call('POST', '/notifications/push/subscribe', user.token, { endpoint: 'fcm:device-token-123', keys: { p256dh: '', auth: '' } });
    expect(token.json().data.kind).toBe('fcm_token');
    const bad = await call('POST', '/notifications/push/subscribe', user.token, { endpoint: 'ftp://example.com/x', keys: { p256dh: 'a', auth: 'b' } });
    expect(bad.statusCode).toBe(400);
    expect((await call('DELETE', '/notifications/push/unsubscribe', user.token, { endpoint: 'fcm:device-token-123' })).statusCode).toBe(200);
    expect((await call('DELETE', '/notifications/push/unsubscribe', user.token, { endpoint: 'fcm:device-token-123' })).statusCode).toBe(404);

    const browser = push.browser();
    await call('POST', '/notifications/push/subscribe', user.token, { endpoint: browser.endpoint, keys: browser.keys });
    await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: { authorization: `Bearer ${user.token}` }, payload: { types: [{ type: 'connection_accepted', channels: { push: false } }] } });
    await send({ userIds: [user.userId], type: 'connection_accepted', title: 'Muted push', message: 'no push' });
    await send({ userIds: [user.userId], type: 'account_locked', title: 'Account locked', message: 'Too many attempts' });
    await t.app.platform.jobs.drain();
    expect(push.received.filter((item) => item.subscription === browser.id).map((item) => JSON.parse(item.payload).title)).toEqual(['Account locked']);
    const locked = push.received.find((item) => item.subscription === browser.id);
    expect(locked?.headers.urgency).toBe('high');
  });
});
