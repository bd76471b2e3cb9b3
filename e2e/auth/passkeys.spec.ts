import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { api, logIn, MEMBER_PASSWORD, registerMember, signInThroughForm } from '../support/session';

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

/**
 * The server is published on 127.0.0.1, an address WebAuthn does not accept as relying party: its relying
 * party is `localhost` (docs/security.md § Passkeys), so this journey opens the site at localhost.
 */
const localhostUrl = () => baseUrl().replace('//127.0.0.1', '//localhost');

/** A browser page with Chromium's virtual authenticator (CDP WebAuthn domain) standing in for a platform passkey. */
async function pageWithAuthenticator(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: localhostUrl(), viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const addAuthenticator = async () =>
    (
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      })
    ).authenticatorId;
  let authenticatorId = await addAuthenticator();
  /** Another device: the next passkey is made by a new authenticator (one holds one passkey per account). */
  const switchDevice = async () => {
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    authenticatorId = await addAuthenticator();
  };
  return { context, page, switchDevice };
}

describe('auth: passkeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a passkey in Settings, then signs in with it at the second step', async () => {
    const member = await registerMember({ firstName: 'Grace', lastName: 'Passkey' });
    const profile = await api<{ username: string }>('/auth/profile', undefined, member.token);
    const { context, page, switchDevice } = await pageWithAuthenticator(browser, 1366);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/login');
    await signInThroughForm(page, profile.username, MEMBER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/settings');
    await page.getByText('No passkeys yet').waitFor();
    await shoot(page, 'passkeys-settings-none-1366');

    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // The first second factor brings the recovery codes.
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    await switchDevice();
    await page.getByLabel('Passkey name').fill('Backup key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Backup key').waitFor();
    await shoot(page, 'passkeys-settings-two-1366');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'passkeys-settings-two-390');

    // Signed out, the next sign-in's second step offers the passkey (Remember me unticked).
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await context.clearCookies();
    await page.goto('/login');
    await signInThroughForm(page, profile.username, MEMBER_PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await shoot(page, 'passkeys-second-step-390');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/settings');
    await expect.poll(() => page.getByRole('list', { name: 'Your passkeys' }).getByText(/last used/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a new admin to enrolment at sign-in and enrols with a passkey instead of the app', async () => {
    const member = await registerMember({ firstName: 'Hedy', lastName: 'Enrolment' });
    const root = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    await api('/admin/user-roles/assign', { userId: member.user.id, role: 'ROLE_ADMIN' }, root.token);
    const profile = await api<{ username: string }>('/auth/profile', undefined, member.token);
    const { context, page } = await pageWithAuthenticator(browser, 390);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/login');
    await signInThroughForm(page, profile.username, MEMBER_PASSWORD);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.getByLabel('Passkey name').fill('Admin laptop');
    await expect.poll(() => page.getByRole('button', { name: 'Create passkey' }).isEnabled()).toBe(true);
    await shoot(page, 'passkeys-enrolment-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Create passkey' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Continue to Paytable' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/settings');
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Admin laptop').waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await shoot(page, 'passkeys-enrolled-settings-1366');
    expect(errors).toEqual([]);
    await context.close();
  });
});
