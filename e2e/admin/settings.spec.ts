import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { logIn, signedInPage, type Session } from '../support/session';

/** Puts the settings back however the journey ends, so the other journeys find registration open. */
async function restoreSettings(admin: Session) {
  await fetch(`${baseUrl()}/api/v1/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ registrationMode: 'OPEN', maintenanceBannerEnabled: false }),
  });
}

describe('admin: platform settings', () => {
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
  });
  afterAll(async () => {
    if (admin) await restoreSettings(admin);
    await browser?.close();
  });

  it('an admin closes registration, a visitor sees it closed and the banner; the admin reopens it and the visitor registers', async () => {
    const desk = await signedInPage(browser, admin);
    const visitor = await newPage(browser, 'phone');
    await visitor.context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const errors: string[] = [];
    desk.page.on('pageerror', (error) => errors.push(error.message));
    visitor.page.on('pageerror', (error) => errors.push(error.message));
    try {
      await desk.page.goto('/dashboard/admin/settings');
      const form = desk.page.getByRole('form', { name: 'Platform settings' });
      await form.getByRole('radio', { name: /^Invitation only/ }).check();
      await form.getByLabel('Show the banner on every page').check();
      await form.getByLabel(/^Banner text/).fill('Planned maintenance tonight at 22:00 UTC.');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await desk.page.getByText('Settings saved').first().waitFor();
      await desk.page.getByRole('table').getByText('Invitation only').first().waitFor();

      await visitor.page.goto('/register');
      await visitor.page.getByText('Registration is by invitation only').first().waitFor();
      await visitor.page.getByRole('status').filter({ hasText: 'Planned maintenance tonight at 22:00 UTC.' }).waitFor();
      const name = `visitor${randomBytes(3).toString('hex')}`;
      await visitor.page.getByLabel('First name').fill('Vera');
      await visitor.page.getByLabel('Last name').fill('Visitor');
      await visitor.page.getByLabel('Email').fill(`${name}@example.com`);
      await visitor.page.getByLabel('Username').fill(name);
      await visitor.page.getByLabel('Password', { exact: true }).fill('Journey-pass-7');
      await visitor.page.getByRole('button', { name: /create account/i }).click();
      await visitor.page.getByRole('alert').filter({ hasText: 'Registration is by invitation only. Ask a company on Paytable or our team for an invitation.' }).waitFor();

      await form.getByRole('radio', { name: /^Open/ }).check();
      await form.getByLabel('Show the banner on every page').uncheck();
      await form.getByRole('button', { name: 'Save settings' }).click();
      await desk.page.getByRole('table').getByText('Planned maintenance tonight at 22:00 UTC.').first().waitFor();
      await expect.poll(async () => (await fetch(`${baseUrl()}/api/v1/settings/public`).then((res) => res.json())).data.registrationMode).toBe('OPEN');

      await visitor.page.getByRole('button', { name: /create account/i }).click();
      await visitor.page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await restoreSettings(admin);
      await desk.context.close();
      await visitor.context.close();
    }
  });

  it('the support admin adds a prospect and invites it by e-mail', async () => {
    const support = await logIn('noah.fischer@paytable.io', 'Paytable-demo-2024');
    const desk = await signedInPage(browser, support);
    const errors: string[] = [];
    desk.page.on('pageerror', (error) => errors.push(error.message));
    try {
      await desk.page.goto('/dashboard/admin/prospects');
      await desk.page.getByRole('list', { name: 'Prospects' }).getByText('Baltic KYC').waitFor();
      const company = `Lumen Slots ${randomBytes(3).toString('hex')}`;
      await desk.page.getByRole('button', { name: 'Add prospect' }).click();
      const form = desk.page.getByRole('form', { name: 'New prospect' });
      await form.getByLabel('Company name').fill(company);
      await form.getByLabel('Contact e-mail').fill(`${randomBytes(4).toString('hex')}@lumen.example`);
      await form.getByRole('textbox', { name: /^Next step(?! date)/ }).fill('Send the marketplace deck');
      await form.getByRole('button', { name: 'Add prospect' }).click();
      const row = desk.page.getByRole('listitem').filter({ hasText: company });
      await row.waitFor();
      await row.getByRole('button', { name: `Invite ${company}` }).click();
      await row.getByText(/^Invited /).waitFor();
      await row.getByText('Contacted').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await desk.context.close();
    }
  });
});
