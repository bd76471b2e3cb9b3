import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

describe('foundation: the served app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the landing page with its calls to action', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Exclusive Beta' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found screen for an unknown route', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/this/route/does-not-exist');
    expect(response?.status()).toBe(200); // the SPA answers; the client router decides
    await page.getByText(/page not found/i).first().waitFor();
    await context.close();
  });

  it('remembers the cookie choice across a reload', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'We use cookies' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Decline non-essential' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('link', { name: 'Join Exclusive Beta' }).first().waitFor();
    expect(await page.getByRole('dialog', { name: 'We use cookies' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
    await context.close();
  });

  it('renders the API documentation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').waitFor();
    expect(await page.locator('.swagger-ui .info .title').innerText()).toContain('Paytable API');
    await page.getByText('/api/v1/health').first().waitFor();
    await context.close();
  });
});
