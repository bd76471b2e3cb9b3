import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { logIn, signedInPage } from '../support/session';


describe('marketplace and search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves /marketplace with its first frame prerendered, which the app replaces without moving it', async () => {
    const html = await (await fetch(`${baseUrl()}/marketplace`)).text();
    expect(html).toContain('<title>Marketplace · Paytable</title>');
    expect(html).toContain('>Marketplace</h1>');
    expect(html).toContain('Casino games');
    expect(html).toContain('aria-label="Loading featured listings"');
    expect(html).not.toContain('<link rel="stylesheet"'); // styles are inline: one request to paint
    // Another tab is not what the frame shows: the shell answers it.
    expect(await (await fetch(`${baseUrl()}/marketplace?tab=games`)).text()).toContain('<!--/boot-->');

    const { context, page } = await newPage(browser, 'phone');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // The heading and tabs as painted from the HTML, before any script has run…
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/marketplace');
    const heading = page.getByRole('heading', { level: 1, name: 'Marketplace' });
    const tabs = page.getByRole('tablist', { name: 'Marketplace' });
    await tabs.getByRole('tab', { name: 'Services', selected: true }).waitFor();
    const before = await heading.boundingBox();
    // …and once the app has rendered the page over them: in the same place.
    await page.unroute('**/assets/*.js');
    problems.length = 0;
    await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(await heading.boundingBox()).toEqual(before);
    expect(await page.title()).toBe('Marketplace · Paytable');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor filters the games marketplace, keeps the filters in the URL and opens a game', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/marketplace');
    // The page's first frame is prerendered: its tabs work once the app has rendered it.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Casino games' }).click();
    await page.waitForURL(/tab=games/);

    const provider = page.getByRole('combobox', { name: /^Provider/ });
    const lumen = await provider.locator('option', { hasText: 'Lumen Live Studios' }).getAttribute('value');
    await provider.selectOption(lumen ?? '');
    await page.waitForURL(/providerId=\d+/);
    const type = page.getByRole('combobox', { name: /^Game type/ });
    const live = await type.locator('option', { hasText: 'Live Casino' }).getAttribute('value');
    await type.selectOption(live ?? '');
    await page.waitForURL(/gameTypeId=\d+/);
    const cards = page.getByRole('tabpanel').locator('a[href^="/dashboard/marketplace/game/"]');
    // The list keeps showing the previous results while the filtered page loads: wait until it settles.
    await expect
      .poll(async () => {
        const providers = await cards.locator('p').allTextContents();
        return providers.length > 0 && providers.every((text) => text.includes('Lumen Live Studios'));
      })
      .toBe(true);

    // The URL carries the filters: a reload shows the same selection.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: /^Game type/ }).inputValue()).toBe(live);
    await expect.poll(() => page.getByRole('combobox', { name: /^Provider/ }).inputValue()).toBe(lumen);

    const name = (await cards.first().locator('h3').textContent()) ?? '';
    await cards.first().click();
    await page.waitForURL(/\/dashboard\/marketplace\/game\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Max win', { exact: true }).waitFor();
    expect(page.url()).not.toContain('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in user searches with a typo from the top bar and opens the company', async () => {
    const session = await logIn('demo@paytable.io', 'Paytable-demo-2024');
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('evolutoin');
    const option = page.getByRole('option', { name: /^Evolution Reels/ });
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/dashboard\/marketplace\/company\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Evolution Reels/ }).waitFor();

    // The term is remembered: an empty box offers it again.
    await box.click();
    await page.getByRole('option', { name: 'evolutoin' }).waitFor();

    // Enter opens the results page with tabs per kind.
    await box.fill('evolutoin');
    await box.press('Enter');
    await page.waitForURL(/\/dashboard\/search-results\?query=evolutoin/);
    await page.getByRole('tab', { name: /Companies/ }).click();
    // Scoped to the results panel: the top-bar dropdown may still list games of the same provider.
    await page.getByRole('tabpanel').getByRole('link', { name: /^Evolution Reels/ }).first().waitFor();
    await context.close();
  });
});
