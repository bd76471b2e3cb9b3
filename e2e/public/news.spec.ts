import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, viewports } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Fixture Gaming Wire</title>
<item><title>Fixture: Regulator approves shared test reports</title><link>https://fixture.example/a</link>
<pubDate>Tue, 17 Nov 2026 09:00:00 GMT</pubDate><description><![CDATA[<p>Studios can reuse <b>one</b> report &amp; launch sooner in five markets, according to the fixture feed used by this end-to-end test of the news panel.</p>]]></description>
<Media:Thumbnail url="https://images.fixture.example/a.jpg"/></item>
<item><title>Fixture: Payment volumes rise</title><link>https://fixture.example/b</link><pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate>
<description>Short one.</description></item>
</channel></rss>`;

async function openLanding(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

describe('public: live news panel', () => {
  let browser: Browser;
  let fixture: http.Server;
  let fixtureUrl = '';
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    fixture = http.createServer((request, response) => {
      if (request.url === '/feed.xml') response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}/feed.xml`;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (fixture.listening) await new Promise((resolve) => fixture.close(resolve));
  });

  it('shows the sample headlines when no feed is reachable (no internet here)', async () => {
    const { context, page } = await openLanding(browser, baseUrl());
    const panel = page.getByRole('region', { name: 'iGaming news' });
    await panel.getByRole('list', { name: 'Latest iGaming news' }).waitFor({ timeout: 30_000 });
    expect(await panel.getByRole('listitem').count()).toBe(10);
    await panel.getByText(/Sample headlines \(fictional\)/).waitFor();
    await panel.getByText('Sample', { exact: true }).waitFor();
    expect(await panel.getByText('Live', { exact: true }).count()).toBe(0);
    const first = panel.getByRole('link').first();
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toContain('noopener');
    await panel.getByRole('button', { name: 'More news' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Latest iGaming news"] > li').length === 12);
    await context.close();
  });

  it('reads a local RSS feed through the server: title, cut description, date, image', async () => {
    const server = await startServer({ NEWS_FEED_URLS: fixtureUrl });
    servers.push(server);
    const { context, page } = await openLanding(browser, server.url);
    const panel = page.getByRole('region', { name: 'iGaming news' });
    const first = panel.getByRole('listitem').first();
    await first.getByRole('heading', { name: 'Fixture: Regulator approves shared test reports' }).waitFor({ timeout: 30_000 });
    const text = await first.innerText();
    expect(text).toContain('Studios can reuse one report & launch sooner');
    expect(text).toContain('…');
    expect(text).toContain('17 Nov 2026');
    expect(text).not.toContain('<b>');
    const img = first.locator('img');
    expect(await img.getAttribute('src')).toBe('https://images.fixture.example/a.jpg');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await panel.getByText(/Sample headlines/).count()).toBe(0);
    await context.close();
  });

  it("shows 'Failed to load news' with a link to a news site when the feed is down and the sample is off", async () => {
    await new Promise((resolve) => fixture.close(resolve));
    const server = await startServer({ NEWS_FEED_URLS: fixtureUrl, NEWS_SAMPLE_FALLBACK: 'false' });
    servers.push(server);
    const { context, page } = await openLanding(browser, server.url);
    const panel = page.getByRole('region', { name: 'iGaming news' });
    // The query retries three times (1 s, 2 s, 4 s) before the panel gives up.
    await panel.getByText('Failed to load news').waitFor({ timeout: 30_000 });
    const link = panel.getByRole('link', { name: /read igaming news online/i });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});
