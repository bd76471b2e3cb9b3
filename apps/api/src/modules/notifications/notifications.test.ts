import type { NotifyInput } from './index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from '../../../test/auth-helpers';
import { signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { transactionWithChanges } from '../realtime/index';
import { notify } from './index';

const V1 = '/api/v1';
let t: TestApp;
let mailer: ReturnType<typeof memoryMailer>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `${V1}${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const send = (input: NotifyInput) => transactionWithChanges(t.app.platform, (tx, changes) => notify(t.app.platform, { tx, changes }, input));
const drain = (until?: Date) => t.app.platform.jobs.drain(until ? { until } : {});
// Registration's verification mail is not a notification.
const mailsTo = (email: string) => mailer.messages.filter((message) => message.to === email && !message.subject.startsWith('Verify'));

beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({}, { mailer });
});
afterAll(async () => t?.close());

describe('a user’s notifications', () => {
  let alice: Actor;
  let bob: Actor;
  beforeAll(async () => {
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });

  it('lists mine in pages of 10, newest first, and counts the unread ones', async () => {
    for (let i = 0; i < 12; i += 1) await send({ userIds: [alice.userId], type: 'system_announcement', title: `Notice ${i}`, message: 'Hello' });
    const first = await call('GET', '/notifications', alice.token);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.size).toBe(10);
    expect(page.content).toHaveLength(10);
    expect(page.totalElements).toBe(12);
    expect(page.content[0].title).toBe('Notice 11');
    expect((await call('GET', '/notifications/unread-count', alice.token)).json().data).toEqual({ count: 12 });
    expect((await call('GET', '/notifications/unread-count', bob.token)).json().data).toEqual({ count: 0 });
  });

  it('marks one read and unread, all read, and deletes one', async () => {
    const [latest] = (await call('GET', '/notifications?size=1', alice.token)).json().data.content;
    const read = await call('PATCH', `/notifications/${latest.id}`, alice.token, { read: true });
    expect(read.json().data.read).toBe(true);
    expect((await call('GET', '/notifications?unread=true', alice.token)).json().data.totalElements).toBe(11);
    expect((await call('PATCH', `/notifications/${latest.id}`, alice.token, { read: false })).json().data.readAt).toBeNull();
    const all = await call('PUT', '/notifications/read-all', alice.token);
    expect(all.json().data.updated).toBe(12);
    expect((await call('GET', '/notifications/unread-count', alice.token)).json().data.count).toBe(0);
    expect((await call('DELETE', `/notifications/${latest.id}`, alice.token)).statusCode).toBe(200);
    expect((await call('GET', `/notifications/${latest.id}`, alice.token)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification, to read, change or delete it', async () => {
    const [mine] = (await call('GET', '/notifications?size=1', alice.token)).json().data.content;
    for (const [method, payload] of [['GET', undefined], ['PATCH', { read: true }], ['DELETE', undefined]] as const) {
      const res = await call(method, `/notifications/${mine.id}`, bob.token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect((await call('GET', `/notifications/${mine.id}`, alice.token)).statusCode).toBe(200);
  });

  it('rejects bad input with the envelope and needs a signed-in user', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    const bad = await call('PATCH', '/notifications/abc', alice.token, { read: true });
    expect(bad.statusCode).toBe(400);
    const noRead = await call('PATCH', '/notifications/1', alice.token, {});
    expect(noRead.statusCode).toBe(400);
  });

  it('leaves no notification and no job when the writer’s transaction rolls back', async () => {
    const carol = await signUp(t.app);
    await expect(
      transactionWithChanges(t.app.platform, async (tx, changes) => {
        await notify(t.app.platform, { tx, changes }, { userIds: [carol.userId], type: 'connection_request', title: 'Rolled back', message: 'never' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await call('GET', '/notifications', carol.token)).json().data.totalElements).toBe(0);
    await drain();
    expect(mailsTo(carol.email)).toHaveLength(0);
  });

  it('answers the notification_unread_count poll with the count', async () => {
    const dave = await signUp(t.app);
    await send({ userIds: [dave.userId], type: 'connection_request', title: 'Hi', message: 'Connect?' });
    const res = await call('POST', '/poll', dave.token, { subscriptions: [{ type: 'notification_unread_count', lastUpdate: null }], timeout: 0 });
    expect(res.json().data.updates).toEqual([expect.objectContaining({ type: 'notification_unread_count', data: { count: 1 } })]);
  });
});

describe('channels follow preferences', () => {
  it('sends mail for a type switched on and none for one switched off; in-app stays', async () => {
    const erin = await signUp(t.app);
    const put = await call('PUT', '/notifications/preferences', erin.token, { types: [{ type: 'connection_accepted', channels: { email: true } }, { type: 'connection_request', channels: { email: false } }] });
    expect(put.statusCode).toBe(200);
    const types = put.json().data.types as { type: string; channels: Record<string, boolean> }[];
    expect(types.find((row) => row.type === 'connection_request')?.channels).toEqual({ in_app: true, email: false, push: true });
    expect(types.some((row) => row.type === 'new_sign_in')).toBe(false);
    await send({ userIds: [erin.userId], type: 'connection_request', title: 'Request', message: 'Someone wants to connect' });
    await send({ userIds: [erin.userId], type: 'connection_accepted', title: 'Accepted', message: 'You are connected' });
    await drain();
    expect(mailsTo(erin.email).map((mail) => mail.subject)).toEqual(['Accepted']);
    expect((await call('GET', '/notifications', erin.token)).json().data.totalElements).toBe(2);
  });

  it('a muted type sends no mail and no push, and is not in the bell when muted in-app; a critical one always arrives', async () => {
    const frank = await signUp(t.app);
    await call('PUT', '/notifications/preferences', frank.token, {
      emailNotifications: { enabled: false },
      types: [{ type: 'system_announcement', channels: { in_app: false, email: false, push: false } }],
    });
    await send({ userIds: [frank.userId], type: 'system_announcement', title: 'Muted', message: 'nobody sees this' });
    await send({ userIds: [frank.userId], type: 'password_changed', title: 'Your password was changed', message: 'If this was not you, reset it now.' });
    await drain();
    expect(mailsTo(frank.email).map((mail) => mail.subject)).toEqual(['Your password was changed']);
    expect(mailsTo(frank.email)[0]?.text).toContain('always sent');
    const list = (await call('GET', '/notifications', frank.token)).json().data.content as { title: string; critical: boolean }[];
    expect(list.map((row) => [row.title, row.critical])).toEqual([['Your password was changed', true]]);
  });

  it('quiet hours hold non-critical mail until they end, then deliver it; critical mail goes at once', async () => {
    const grace = await signUp(t.app);
    // A quiet window around the present moment in Asia/Tokyo (UTC+9, no daylight saving).
    const tokyo = new Date(Date.now() + 9 * 3600_000);
    const hhmm = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
    const start = hhmm(new Date(tokyo.getTime() - 3600_000));
    const end = hhmm(new Date(tokyo.getTime() + 3600_000));
    const saved = await call('PUT', '/notifications/preferences', grace.token, { quietHours: { enabled: true, start, end, timeZone: 'Asia/Tokyo' } });
    expect(saved.json().data.quietHours).toEqual({ enabled: true, start, end, timeZone: 'Asia/Tokyo' });
    await send({ userIds: [grace.userId], type: 'connection_request', title: 'Quiet please', message: 'Waits' });
    await send({ userIds: [grace.userId], type: 'new_sign_in', title: 'New sign-in', message: 'A new device signed in' });
    await drain();
    expect(mailsTo(grace.email).map((mail) => mail.subject)).toEqual(['New sign-in']);
    await drain(new Date(Date.now() + 3 * 3600_000));
    expect(mailsTo(grace.email).map((mail) => mail.subject)).toEqual(['New sign-in', 'Quiet please']);
  });

  it('rejects an unknown time zone', async () => {
    const henry = await signUp(t.app);
    const res = await call('PUT', '/notifications/preferences', henry.token, { quietHours: { enabled: true, start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Unknown time zone');
  });

  it('groups a burst of one type into one mail, and a later one within 5 minutes into a digest', async () => {
    const ivy = await signUp(t.app);
    for (let i = 1; i <= 5; i += 1) await send({ userIds: [ivy.userId], type: 'connection_request', title: `Request ${i}`, message: `Person ${i} wants to connect` });
    await drain();
    const burst = mailsTo(ivy.email);
    expect(burst).toHaveLength(1);
    expect(burst[0]?.subject).toBe('5 new notifications: connection requests');
    for (let i = 1; i <= 5; i += 1) expect(burst[0]?.text).toContain(`Request ${i}`);
    await send({ userIds: [ivy.userId], type: 'connection_request', title: 'Request 6', message: 'Later' });
    await send({ userIds: [ivy.userId], type: 'connection_request', title: 'Request 7', message: 'Later still' });
    await drain();
    expect(mailsTo(ivy.email)).toHaveLength(1);
    await drain(new Date(Date.now() + 6 * 60_000));
    expect(mailsTo(ivy.email).map((mail) => mail.subject)).toEqual(['5 new notifications: connection requests', '2 new notifications: connection requests']);
    const emails = (await call('GET', '/notifications/emails', ivy.token)).json().data.content as { notificationCount: number; status: string }[];
    expect(emails.map((mail) => [mail.notificationCount, mail.status])).toEqual([[2, 'sent'], [5, 'sent']]);
  });

  it('opening an unsubscribe link only asks; the page’s button (a POST) turns that type’s e-mail off', async () => {
    const jack = await signUp(t.app);
    await send({ userIds: [jack.userId], type: 'company_verified', title: 'Verified', message: 'Your company was verified' });
    await drain();
    const [mail] = mailsTo(jack.email);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /(\/api\/v1\/notifications\/unsubscribe\?token=[^\s>]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    // In the HTML part the unsubscribe address is a link, not bare text.
    expect(mail?.html).toContain(`<a href="${/https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0]}"`);
    expect(mail?.text).toContain('You receive this because e-mails about company verification are on.');
    const emailOn = async () =>
      ((await call('GET', '/notifications/preferences', jack.token)).json().data.types as { type: string; channels: { email: boolean } }[]).find((row) => row.type === 'company_verified')?.channels.email;

    // A person, or a link scanner, opening the link twice: a question and a button, nothing changed.
    for (let opened = 0; opened < 2; opened++) {
      const question = await t.app.inject({ method: 'GET', url: link });
      expect(question.statusCode).toBe(200);
      expect(question.headers['content-type']).toContain('text/html');
      expect(question.body).toContain('<form method="post"');
      expect(question.body).toContain('>Unsubscribe</button>');
      // Styled by its one <style> element, which the page's own policy names by hash (no style attributes).
      expect(question.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+';/);
      expect(question.body).not.toContain('style="');
      expect(question.body).not.toContain('You will no longer receive these e-mails');
    }
    expect(await emailOn()).toBe(true);

    const action = /<form method="post" action="([^"]+)"/.exec((await t.app.inject({ method: 'GET', url: link })).body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: action, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toContain('text/html');
    expect(confirmed.body).toContain('You will no longer receive these e-mails');
    expect(await emailOn()).toBe(false);

    const forged = await t.app.inject({ method: 'GET', url: `${link.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid');
  });

  it('a mail client’s RFC 8058 one-click POST turns that type’s e-mail off; a forged token changes nothing', async () => {
    const kim = await signUp(t.app);
    await send({ userIds: [kim.userId], type: 'company_verified', title: 'Verified', message: 'Your company was verified' });
    await drain();
    const [mail] = mailsTo(kim.email);
    const target = /^<https?:\/\/[^/]+(\/api\/v1\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(String(mail?.headers?.['List-Unsubscribe']))?.[1] ?? '';
    expect(target).not.toBe('');
    const oneClick = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

    const forged = await oneClick(`${target.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: 'This unsubscribe link is not valid' });
    const prefsOf = async () => (await call('GET', '/notifications/preferences', kim.token)).json().data.types as { type: string; channels: { email: boolean } }[];
    expect((await prefsOf()).find((row) => row.type === 'company_verified')?.channels.email).toBe(true);

    const done = await oneClick(target);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, data: { type: 'company_verified' } });
    expect((await prefsOf()).find((row) => row.type === 'company_verified')?.channels.email).toBe(false);
  });
});

describe('admin broadcasts and jobs', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await signInSuperuser(t.app);
  });

  it('only an admin broadcasts; the fan-out writes one notification per recipient and counts delivery', async () => {
    const member = await signUp(t.app);
    const refused = await call('POST', '/notifications', member.token, { title: 'Hi', message: 'x', audience: { kind: 'everyone' }, channels: ['in_app'] });
    expect(refused.statusCode).toBe(403);
    const created = await call('POST', '/notifications', admin.token, { title: 'Maintenance tonight', message: 'We update at 22:00 UTC.', audience: { kind: 'everyone' }, channels: ['in_app', 'email'] });
    expect(created.statusCode).toBe(202);
    expect(created.json().data).toMatchObject({ status: 'queued', recipients: 0 });
    // Past the digest window of people who got an announcement mail a moment ago.
    await drain(new Date(Date.now() + 6 * 60_000));
    const list = (await call('GET', '/notifications', member.token)).json().data.content as { title: string; type: string }[];
    expect(list[0]).toMatchObject({ title: 'Maintenance tonight', type: 'system_announcement' });
    const broadcasts = (await call('GET', '/admin/notifications/broadcasts', admin.token)).json().data.content;
    expect(broadcasts[0].status).toBe('done');
    expect(broadcasts[0].recipients).toBeGreaterThan(1);
    // Everyone got the row; people who muted announcements in-app or by e-mail are not counted as delivered there.
    const { in_app: inApp, email } = broadcasts[0].figures;
    expect(inApp.delivered).toBeGreaterThan(0);
    expect(inApp.delivered).toBeLessThanOrEqual(broadcasts[0].recipients);
    expect(email.delivered).toBeGreaterThan(0);
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual(['Maintenance tonight']);
    expect((await call('GET', '/admin/notifications/broadcasts', member.token)).statusCode).toBe(403);
  });

  it('validates a broadcast with the contract’s messages', async () => {
    const res = await call('POST', '/notifications', admin.token, { title: '', message: 'x', audience: { kind: 'everyone' }, channels: [] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Title is required');
    const missing = await call('POST', '/notifications', admin.token, { title: 'x', message: 'y', audience: { kind: 'company', companyId: 999_999 }, channels: ['in_app'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Company not found');
  });

  it('keeps proof of notice for a compliance notice and exports it as CSV', async () => {
    const member = await signUp(t.app);
    await call('PUT', '/notifications/preferences', member.token, { emailNotifications: { enabled: false } });
    await call('POST', '/notifications', admin.token, { title: '=HYPERLINK("https://evil.example")', message: 'Read the new AML policy.', audience: { kind: 'role', role: 'ROLE_USER' }, channels: ['in_app', 'email'], compliance: true });
    await drain();
    const [notice] = (await call('GET', '/notifications?type=compliance_notice', member.token)).json().data.content;
    expect(notice.critical).toBe(true);
    await call('PATCH', `/notifications/${notice.id}`, member.token, { read: true });
    await call('DELETE', `/notifications/${notice.id}`, member.token);
    const csv = await call('GET', '/admin/notifications/proof.csv', admin.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    const line = csv.body.split('\r\n').find((row) => row.includes(member.email)) ?? '';
    const cells = line.split('","');
    expect(cells[3]).toBe('compliance_notice');
    // A title a spreadsheet would run as a formula is written as text.
    expect(cells[4]).toBe(`'=HYPERLINK(""https://evil.example"")`);
    expect(cells[6]).toBe('delivered');
    expect(cells[10]).not.toBe('');
    expect(cells[11]).not.toBe('"');
  });

  it('shows a job whose retries ran out as dead, and an admin retries it', async () => {
    const kate = await signUp(t.app);
    const failing = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP refused');
    };
    try {
      await send({ userIds: [kate.userId], type: 'company_verified', title: 'Will fail', message: 'x', channels: ['in_app', 'email'] });
      // The first attempt and each retry (backoff moves them later; drain runs them when due).
      for (let i = 0; i < 7; i += 1) await drain(new Date(Date.now() + 24 * 3600_000));
    } finally {
      mailer.send = failing;
    }
    const [notice] = (await call('GET', '/notifications', kate.token)).json().data.content;
    const dead = (await call('GET', '/admin/jobs/dead', admin.token)).json().data as { id: string; queue: string; error: string; data: { notificationId: number } }[];
    const job = dead.find((row) => row.queue === 'notifications-email' && row.data.notificationId === notice.id);
    expect(job?.error).toBe('SMTP refused');
    const status = (await call('GET', '/system-status')).json().data;
    expect(status.jobs.failed).toBeGreaterThanOrEqual(1);
    const retried = await call('POST', `/admin/jobs/dead/${job?.queue}/${job?.id}/retry`, admin.token);
    expect(retried.statusCode).toBe(200);
    await drain();
    expect(mailsTo(kate.email).map((mail) => mail.subject)).toEqual(['Will fail']);
    expect((await call('POST', `/admin/jobs/dead/${job?.queue}/${job?.id}/retry`, admin.token)).statusCode).toBe(404);
  });

  it('reports queue depth and the oldest waiting job on the system status', async () => {
    const leo = await signUp(t.app);
    await send({ userIds: [leo.userId], type: 'company_verified', title: 'Waiting', message: 'x' });
    const status = (await call('GET', '/system-status')).json().data;
    expect(status.components.find((component: { name: string }) => component.name === 'jobs').status).toBe('up');
    expect(status.jobs.depth).toBeGreaterThanOrEqual(1);
    expect(status.jobs.queues.find((queue: { name: string }) => queue.name === 'notifications-email').due).toBeGreaterThanOrEqual(1);
    expect(status.jobs.oldestWaitingSeconds).not.toBeNull();
    await drain();
  });
});
