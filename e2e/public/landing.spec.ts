import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

const TILES = ['Payment Solutions', 'Game Providers', 'Compliance & KYC', 'Banking Solutions', 'Industry Jobs', 'Networking Events'];
const BADGES = ['Thousands of Providers', 'Thousands of Games', 'Live Listings', 'Daily Updates', 'Global Events', 'Active Community'];

describe('public: landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a phone: hero calls to action, the Menu sheet with every link, tiles to /register', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('Paytable');
    expect(await page.getByRole('link', { name: 'Join Exclusive Beta' }).getAttribute('href')).toBe('/self-service-integrations');

    // The page is prerendered: its buttons work once the app has hydrated it.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const [name, href] of [
      ['Marketplace', '/marketplace'],
      ['Integrations', '/self-service-integrations'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
      ['Sign In', '/login'],
      ['Get Started', '/register'],
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { name: 'Simple plans that grow with your partnerships' }).waitFor();

    await page.goto('/');
    for (const tile of TILES) {
      expect(await page.getByRole('link', { name: new RegExp(`^${tile.replace('&', '\\&')}`) }).getAttribute('href')).toBe('/register');
    }
    await page.getByRole('link', { name: /^Payment Solutions/ }).click();
    await page.waitForURL('**/register');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a wide screen: top bar, badges, feature cards, news panel beside the content, footer groups', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Marketplace', 'Integrations', 'Pricing', 'Contact']) await main.getByRole('link', { name }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await header.getByRole('link', { name: 'Get Started' }).waitFor();
    const badges = page.getByRole('list', { name: 'Why Paytable' });
    expect(await badges.getByRole('listitem').allInnerTexts()).toEqual(BADGES);
    await page.getByRole('heading', { name: 'Self-service integrations' }).waitFor();

    const news = page.getByRole('region', { name: 'iGaming news' });
    // The panel's code loads lazily: its placeholder region is replaced, so measure the loaded one.
    await news.getByRole('article').first().waitFor();
    const newsBox = await news.boundingBox();
    const featuresBox = await page.getByRole('heading', { name: 'Everything your partnerships need' }).boundingBox();
    expect(newsBox!.x).toBeGreaterThan(featuresBox!.x + 400);

    for (const group of ['Platform', 'Company', 'Legal']) await page.getByRole('navigation', { name: group }).waitFor();
    expect(await page.getByRole('contentinfo').innerText()).toContain('© 2024');
    await context.close();
  });

  it('serves / prerendered: hero, tiles and footer are in the HTML and show without JavaScript; other routes get the shell', async () => {
    const landing = await (await fetch(`${baseUrl()}/`)).text();
    expect(landing).toContain('The B2B network and marketplace for');
    expect(landing).toContain('Join Exclusive Beta');
    expect(landing).toContain('© 2024 Paytable');
    expect(landing).not.toContain('<link rel="stylesheet"'); // styles are inline: one request to paint
    const pricing = await (await fetch(`${baseUrl()}/pricing`)).text();
    // The shell: only the start-up mark in #root, none of the landing page.
    expect(pricing).toMatch(/<div id="root"><div [^>]*><img src="\/logo.svg"[^>]*><\/div><!--\/boot--><\/div>/);
    expect(pricing).not.toContain('Join Exclusive Beta');

    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('The B2B network and marketplace for');
    expect(await page.getByRole('link', { name: /^Payment Solutions/ }).getAttribute('href')).toBe('/register');
    await context.close();
  });

  it('hydrates its own small entry: no console errors (hydration mismatches included), no router, no SPA', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // The SPA's entry is listed in the page for a stored session only (src/landing.tsx): a visitor never loads it.
    const [spaEntry] = (await page.locator('meta[name="spa-modules"]').getAttribute('content'))!.split(' ');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(scripts.some((script) => script.includes('/landing-'))).toBe(true);
    expect(scripts).not.toContain(spaEntry);
    expect(scripts.filter((script) => script.includes('/router-'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('inside the SPA, the logo leads to the landing page without a page load and its links stay in the app', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/pricing');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
    await page.getByRole('banner').getByRole('link', { name: 'Paytable' }).click();
    await page.getByRole('heading', { level: 1, name: /The B2B network and marketplace for/ }).waitFor();
    await page.getByRole('link', { name: /^Payment Solutions/ }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('First name').waitFor();
    // The same document all along: the router navigated.
    expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true);
    await context.close();
  });

  it('on a phone: the news panel loads when it is scrolled into view', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const news = page.getByRole('region', { name: 'iGaming news' });
    expect(await news.getByRole('article').count()).toBe(0); // below the fold: not loaded yet
    await news.scrollIntoViewIfNeeded();
    await news.getByRole('article').first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('sends a signed-in visitor from / to /dashboard', async () => {
    const session = await logIn('demo@paytable.io', 'Paytable-demo-2024');
    const { context, page } = await signedInPage(browser, session);
    // Hold the profile call that restores the session, to see what shows meanwhile.
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route('**/api/v1/auth/profile', async (route) => {
      await profileHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('status').filter({ hasText: 'Initializing...' }).waitFor();
    releaseProfile();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await context.close();
  });
});
