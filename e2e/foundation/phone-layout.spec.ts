import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { registerMember, signedInPage } from '../support/session';

/** A small phone (iPhone SE size), where the cookie banner takes the most of the screen. */
const SMALL_PHONE = { width: 375, height: 667 };

/** Whether the element's centre, once scrolled into view, is the element itself (nothing lies over it). */
async function isUncovered(page: Page, target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const handle = await target.elementHandle();
  return page.evaluate((element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  }, handle);
}

describe('phone layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('never lets the cookie banner cover Sign In or the landing call to action', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'We use cookies' }).waitFor();
    expect(await isUncovered(page, page.getByRole('button', { name: 'Sign In' }))).toBe(true);

    await page.goto('/');
    await page.getByRole('dialog', { name: 'We use cookies' }).waitFor();
    expect(await isUncovered(page, page.getByRole('link', { name: 'Join Exclusive Beta' }).first())).toBe(true);
    await context.close();
  });

  it('opens Create an account on the first click from a fresh sign-in page', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    await page.goto('/login');
    const field = page.getByLabel('Username or email');
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'username');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/);
    await context.close();
  });

  it('keeps the network page inside the screen, its tabs scrolling on their own', async () => {
    const member = await registerMember({ firstName: 'Petra', lastName: 'Phone' });
    const { context, page } = await signedInPage(browser, member, 'phone');
    await page.goto('/dashboard/network');
    const tabs = page.getByRole('tablist', { name: /network/i });
    await tabs.waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    // Every tab can be reached: the last one scrolls into view and opens.
    const companies = page.getByRole('tab', { name: 'Companies' });
    await companies.click();
    // The tab follows the URL the click writes: wait for the page to render it selected.
    await expect.poll(() => companies.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await context.close();
  });
});
