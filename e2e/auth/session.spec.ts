import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { linkIn, newestMailFor } from './mailbox';

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

async function signIn(page: Page, login: string, { rememberMe }: { rememberMe: boolean }) {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A page whose cookie choice is already made, so the consent banner covers nothing. */
async function openPage(browser: Browser, viewport: 'phone' | 'desktop' = 'desktop') {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
  return opened;
}

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

describe('auth: identity and sessions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers, verifies by the mailed link, keeps a remembered session across reloads, gates admin pages and signs out', async () => {
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
    expect(await storage(page, 'token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
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

    // Log out from the avatar menu.
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

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
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);

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
    await signIn(page, user.username, { rememberMe: true });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const before = await storage(page, 'refreshToken');

    // A well-formed token the server rejects (as an expired one would be): the profile call answers 401,
    // the refresh queue exchanges the refresh token and the retried call succeeds.
    await page.evaluate(() => window.localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm9wZQ'));
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    const after = await storage(page, 'refreshToken');
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await storage(page, 'token')).not.toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm9wZQ');

    // A malformed stored token clears everything at start.
    await page.evaluate(() => window.localStorage.setItem('token', 'not-a-jwt'));
    await page.reload();
    await page.getByText('Please log in to access this page').waitFor();
    await page.waitForURL('**/login');
    expect(await storage(page, 'refreshToken')).toBeNull();
    await context.close();
  });
});
