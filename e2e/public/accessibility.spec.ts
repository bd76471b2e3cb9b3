import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/self-service-integrations',
  '/sales-deck/providers',
  '/terms',
  '/privacy',
  '/security',
  '/compliance',
  '/marketplace',
  '/press-releases',
  '/system-status',
];

describe('public: accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`has no serious or critical violations on any public page (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        // Scan what a reader sees once the page has settled: its first requests answered and no colour
        // caught half-way through a transition (a button fading back from disabled measures as low contrast).
        await page.waitForLoadState('networkidle');
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
        if (path === '/') {
          // The news panel loads when it nears the viewport (below the tiles on a phone): scan it loaded.
          // Its frame is replaced when the panel's chunk arrives, so scroll by id again until the list shows.
          await expect
            .poll(
              async () => {
                await page.evaluate(() => document.getElementById('news-panel-title')?.scrollIntoView({ block: 'center' }));
                return page.getByRole('list', { name: 'Latest iGaming news' }).isVisible();
              },
              { timeout: 30_000 },
            )
            .toBe(true);
        }
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          found.push(`${path}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        }
      }
      expect(found).toEqual([]);
      await context.close();
    }, 120_000); // thirteen pages, each loaded and scanned
  }
});
