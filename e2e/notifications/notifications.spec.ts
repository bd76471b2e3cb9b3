import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, viewports } from '../support/browser';
import { linkIn, newestMailFor } from '../support/mailbox';
import { api, logIn, registerMember, signedInPage } from '../support/session';

// Polls repeat 15 s after an answer (seed §9), so an update can take that long to show.
const LIVE = { timeout: 45_000 };

/** The service worker's registration id, from the DevTools protocol (needed to deliver a push to it). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** The service worker's global scope, as far as these tests use it (the e2e project is typed for pages). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

/** The notifications the service worker has on screen, read inside the worker. */
const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    return (await sw.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as { link?: string } }));
  });

/** Serious and critical axe findings on the page as it stands. */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("B's bell badge rises when A sends B a connection request, without a reload, and opens the request", async () => {
    const ana = await registerMember({ firstName: 'Anaya', lastName: 'Bell' });
    const bo = await registerMember({ firstName: 'Bodhi', lastName: 'Bell' });
    const b = await signedInPage(browser, bo);
    await b.page.goto('/dashboard/my-profile');
    const bell = b.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();

    await api('/connections/request', { receiverId: bo.user.id }, ana.token);

    // No reload: the held poll answers with the new count.
    const ringing = b.page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await ringing.waitFor(LIVE);
    expect(await b.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await ringing.click();
    const latest = b.page.getByRole('list', { name: 'Latest notifications' });
    const item = latest.getByRole('button').filter({ hasText: ana.user.fullName });
    await item.click();
    await b.page.waitForURL('**/dashboard/network?tab=requests');
    await b.page.getByRole('list', { name: 'Requests received' }).getByText(ana.user.fullName).waitFor();
    // Opening it marked it read.
    await b.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor(LIVE);

    await b.context.close();
  }, 150_000);

  it('has no serious or critical accessibility findings on the notification screens, on a phone and a wide screen', async () => {
    const sender = await registerMember({ firstName: 'Axel', lastName: 'Scan' });
    const member = await registerMember({ firstName: 'Ines', lastName: 'Scan' });
    await api('/connections/request', { receiverId: member.user.id }, sender.token);
    const admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    const found: string[] = [];
    for (const viewport of ['phone', 'desktop'] as const) {
      const m = await signedInPage(browser, member, viewport);
      await m.page.goto('/dashboard/notifications');
      await m.page.getByRole('list', { name: 'Notifications' }).waitFor();
      found.push(...(await axeFindings(m.page, `notifications (${viewport})`)));
      await m.page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      await m.page.getByRole('list', { name: 'Latest notifications' }).waitFor();
      found.push(...(await axeFindings(m.page, `bell (${viewport})`)));
      await m.page.keyboard.press('Escape');
      await m.page.goto('/dashboard/settings/notifications');
      await m.page.getByRole('table', { name: /Notification types/ }).waitFor();
      found.push(...(await axeFindings(m.page, `settings (${viewport})`)));
      await m.context.close();

      const a = await signedInPage(browser, admin, viewport);
      await a.page.goto('/dashboard/admin/notifications');
      await a.page.getByRole('form', { name: 'Compose broadcast' }).waitFor();
      found.push(...(await axeFindings(a.page, `admin (${viewport})`)));
      await a.context.close();
    }
    expect(found).toEqual([]);
  }, 150_000);

  it("a mail's unsubscribe link opens a styled page; opening it changes nothing, its button turns that mail type off", async () => {
    const sender = await registerMember({ firstName: 'Oren', lastName: 'Post' });
    const reader = await registerMember({ firstName: 'Uma', lastName: 'Post' });
    await api('/connections/request', { receiverId: reader.user.id }, sender.token);
    // The connection request's mail comes after the sign-up's verification mail.
    let mail = '';
    await expect.poll(async () => (mail = await newestMailFor(reader.user.email)).includes('/notifications/unsubscribe?')).toBe(true);
    const link = linkIn(mail, '/api/v1/notifications/unsubscribe');
    const connectionMailsOn = async () => {
      const { types } = await api<{ types: { type: string; channels: { email: boolean } }[] }>('/notifications/preferences', undefined, reader.token);
      return types.find((row) => row.type === 'connection_request')?.channels.email;
    };

    // Opened from a mail client: a browser without a Paytable session.
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await newPage(browser, viewport);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      await page.goto(link);
      await page.getByRole('heading', { name: 'Stop these e-mails?', level: 1 }).waitFor();
      await page.getByText('connection requests', { exact: false }).waitFor();
      const button = page.getByRole('button', { name: 'Unsubscribe' });
      // Styled by the page's own stylesheet, which its policy lets through (a refused one logs a console error).
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, radius: style.borderRadius, font: getComputedStyle(document.body).fontFamily, width: document.documentElement.scrollWidth };
      });
      expect(look).toEqual({ background: 'rgb(67, 56, 202)', radius: '8px', font: expect.stringContaining('system-ui'), width: viewports[viewport].width });
      expect(refused).toEqual([]);
      // Scanned as it is: the page's policy would refuse the style tag axeFindings adds, and it has no transitions.
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${viewport}: ${v.id}`)).toEqual([]);
      await context.close();
    }
    expect(await connectionMailsOn()).toBe(true);

    const { context, page } = await newPage(browser, 'phone');
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'Unsubscribed', level: 1 }).waitFor();
    await page.getByText('You will no longer receive these e-mails').waitFor();
    expect(await connectionMailsOn()).toBe(false);
    await context.close();
  }, 90_000);

  describe('the service worker', () => {
    let context: BrowserContext;
    let cdp: CDPSession;
    let registration: string;
    let worker: Worker;
    const origin = () => new URL(baseUrl()).origin;
    const payload = {
      id: 9001,
      type: 'connection_request',
      title: 'New connection request',
      message: 'Anaya Push wants to connect with you',
      priority: 'medium',
      entityType: 'connection_request',
      entityId: 1,
      link: '/dashboard/network?tab=requests',
      createdAt: new Date().toISOString(),
    };

    beforeAll(async () => {
      const member = await registerMember({ firstName: 'Pushy', lastName: 'Worker' });
      const opened = await signedInPage(browser, member);
      context = opened.context;
      await context.grantPermissions(['notifications'], { origin: origin() });
      // With permission granted, the dashboard registers the worker (and tries to store a subscription,
      // which fails quietly here: there is no push service to reach).
      const started = context.waitForEvent('serviceworker');
      await opened.page.goto('/dashboard/notifications');
      worker = await started;
      await opened.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // Push is delivered through a blank tab, so no window of the app has focus: the system notification shows.
      const blank = await context.newPage();
      cdp = await context.newCDPSession(blank);
      registration = await registrationId(cdp, origin());
      await opened.page.close();
    }, 60_000);

    afterAll(async () => {
      await context?.close();
    });

    it('shows a push as a notification with its title, message and the favicon, and a click opens its entity', async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: origin(), registrationId: registration, data: JSON.stringify(payload) });

      await expect.poll(() => shownNotifications(worker), { timeout: 10_000 }).toEqual([
        { title: payload.title, body: payload.message, icon: `${origin()}/favicon.svg`, data: { id: payload.id, link: payload.link } },
      ]);

      // Headless Chromium has no way to click a system notification: the worker's own notificationclick
      // handler is run with the notification it showed, while a window of the app is open.
      const page = await context.newPage();
      await page.goto('/dashboard/notifications');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await worker.evaluate(async () => {
        const sw = self as unknown as WorkerScope;
        const [notification] = await sw.registration.getNotifications();
        sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }));
      });
      await page.waitForURL('**/dashboard/network?tab=requests');
      expect(await shownNotifications(worker)).toEqual([]);
      await page.close();
    });

    it('hands a push to the window that has focus, which shows it as a toast instead', async () => {
      const page = await context.newPage();
      await page.goto('/dashboard/notifications');
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.bringToFront();
      const foreground = { ...payload, id: 9002, title: 'Partnership request', message: 'Reel Kingdom proposes a partnership' };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: origin(), registrationId: registration, data: JSON.stringify(foreground) });

      const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: foreground.title });
      await toast.waitFor();
      await expect.poll(() => toast.textContent()).toContain(foreground.message);
      expect(await shownNotifications(worker)).toEqual([]);
      await toast.getByRole('button', { name: 'Open' }).click();
      await page.waitForURL('**/dashboard/network?tab=requests');
    });
  });
});
