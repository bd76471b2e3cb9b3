import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { signInThroughForm } from '../support/session';
import { linkIn, newestMailFor } from '../support/mailbox';

const PASSWORD = 'correct-horse-7';

function uniqueUser(prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.com` };
}

async function register(page: Page, user: { username: string; email: string }) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
}

const signIn = (page: Page, login: string, options: { rememberMe?: boolean } = {}) => signInThroughForm(page, login, PASSWORD, options);

/** A page whose cookie choice is already made, so the consent banner covers nothing. */
async function openPage(browser: Browser, viewport: 'phone' | 'desktop' = 'desktop') {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
  return opened;
}

/** What the remembered session (localStorage) holds under `key`. */
const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
/** What this tab's session (sessionStorage) holds under `key`. */
const tabStorage = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const JWT_SHAPE = /^[^.]+\.[^.]+\.[^.]+$/;

describe('auth: identity and sessions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The one journey on the remembered path (Remember me ticked); every other journey signs in without it.
  it('registers, verifies by the mailed link, keeps a remembered session across reloads and tabs, gates admin pages and signs out every tab', async () => {
    const { context, page } = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = uniqueUser('journey');

    await register(page, user);

    // The server wrote the verification mail to DATA_DIR/mail; follow its link.
    const mail = await newestMailFor(user.email);
    await page.goto(linkIn(mail, '/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');

    await signIn(page, user.email, { rememberMe: true });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    expect(await storage(page, 'token')).toMatch(JWT_SHAPE);
    expect(await storage(page, 'rememberMe')).toBe('true');
    // Verified: no banner.
    expect(await page.getByText('Please verify your email address').count()).toBe(0);

    // A reload keeps the remembered session.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // A normal user on an admin route is sent to /dashboard with the toast.
    await page.goto('/dashboard/admin/users');
    await page.getByText('You do not have permission to access this page').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // A second tab shares the remembered session.
    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.goto('/dashboard/settings');
    await second.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await second.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();

    // Log out from the avatar menu.
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    // The other tab is signed out too, and its dashboard page asks to sign in again.
    await second.getByText('Please log in to access this page').waitFor();
    await second.waitForURL('**/login');
    await second.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await second.getByRole('button', { name: 'Account menu for Grace Hopper' }).count()).toBe(0);

    // The server ended the session: a reload stays signed out.
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to /login and back to the page they wanted; an unverified user sees the banner', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const user = uniqueUser('origin');
    await register(page, user);

    await page.goto('/dashboard/settings');
    await page.getByText('Please log in to access this page').waitFor();
    await page.waitForURL('**/login');

    await signIn(page, user.username, { rememberMe: false });
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText('Please verify your email address').waitFor();
    // Without "remember me" the session belongs to this tab (sessionStorage), not to localStorage.
    expect(await storage(page, 'token')).toBeNull();
    expect(await tabStorage(page, 'token')).toMatch(JWT_SHAPE);

    // A company area without a business association goes to the company profile with a warning.
    await page.goto('/dashboard/company-users');
    await page.getByText('Please complete your business profile first').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/company-profile');
    await context.close();
  });

  it('renews a rejected access token with the refresh token at start-up', async () => {
    const { context, page } = await openPage(browser);
    const user = uniqueUser('refresh');
    await register(page, user);
    await page.goto('/login');
    await signIn(page, user.username);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const before = await tabStorage(page, 'refreshToken');

    // A well-formed token the server rejects (as an expired one would be): the profile call answers 401,
    // the refresh queue exchanges the refresh token and the retried call succeeds.
    await page.evaluate(() => window.sessionStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm9wZQ'));
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    const after = await tabStorage(page, 'refreshToken');
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await tabStorage(page, 'token')).not.toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm9wZQ');

    // A malformed stored token clears everything at start.
    await page.evaluate(() => window.sessionStorage.setItem('token', 'not-a-jwt'));
    await page.reload();
    await page.getByText('Please log in to access this page').waitFor();
    await page.waitForURL('**/login');
    expect(await tabStorage(page, 'refreshToken')).toBeNull();
    await context.close();
  });

  it('signs a company admin in without Remember me: the company screens load, and still after a reload', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await signInThroughForm(page, 'sofia.martinez@paytable.io', 'Paytable-demo-2024');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await storage(page, 'token')).toBeNull();
    expect(await tabStorage(page, 'token')).toMatch(JWT_SHAPE);

    await page.goto('/dashboard/company');
    await page.getByRole('heading', { level: 1, name: 'My Company' }).waitFor();
    await page.getByRole('link', { name: 'View public profile' }).waitFor();
    await page.getByText('Aurora Casino Group').first().waitFor();
    expect(await page.getByRole('status', { name: 'Loading your company' }).count()).toBe(0);

    for (const load of [() => page.goto('/dashboard/company-jobs'), () => page.reload()]) {
      await load();
      await page.getByRole('heading', { level: 1, name: 'Company Jobs' }).waitFor();
      // The list opens once the company access has answered: its status filter and the company's jobs.
      await page.getByRole('combobox', { name: 'Status' }).waitFor();
      await page.locator('main li a[href^="/dashboard/company-jobs/"]').first().waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
