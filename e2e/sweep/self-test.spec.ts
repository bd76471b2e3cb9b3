import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, viewports } from '../support/browser';
import { readRouteTable, type TableRoute } from './route-table';
import { emptyPhases, ScreenTab, type Visit } from './sweeper';

/**
 * The sweep catches what it is there to catch: problems planted into real screens (the page's HTML changed
 * on its way to the browser, an API answer replaced) are each reported, after a full load and after the
 * router's own navigation alike, and a clean screen reports nothing.
 */

/** Markup added to a screen's document, outside the app's root, one element per kind of problem. */
/** Wider than the phone, narrower than the desktop. */
const WIDE_BLOCK = '<div style="width:700px;height:1px"></div>';

const PLANTED_MARKUP = [
  '<h1 id="placeholder-title">Coming soon</h1>',
  '<div aria-busy="true">Loading…</div>',
  WIDE_BLOCK,
  // No text alternative (axe image-alt, critical) and an API path that answers 404 (a console error).
  '<img src="/api/v1/planted-missing-image">',
].join('');

/** A screen stuck loading is reported after this long here, instead of the sweep's 20 s. */
const SHORT_SETTLE_MS = 3_000;

function route(pattern: string): TableRoute {
  const found = readRouteTable().find((each) => each.pattern === pattern);
  if (!found) throw new Error(`${pattern} is not in the route table`);
  return found;
}

const visitOf = (pattern: string, width: Visit['width'] = 'phone'): Visit => ({ route: route(pattern), url: pattern, visitor: 'anonymous', mode: 'anonymous', width });

describe('sweep self-test: planted problems are caught', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openTab = async () => {
    // A desktop context as the sweep makes: the tab emulates each visit's width itself.
    context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.desktop, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    return ScreenTab.open(context, { settleTimeoutMs: SHORT_SETTLE_MS });
  };

  it('reports the placeholder, a loading state left on screen, sideways scrolling, a console error and an axe violation after a full load', async () => {
    const tab = await openTab();
    await tab.current.route('**/pricing', async (intercepted) => {
      const original = await intercepted.fetch();
      await intercepted.fulfill({ response: original, body: (await original.text()).replace('</body>', `${PLANTED_MARKUP}</body>`) });
    });
    const problems = await tab.visit(visitOf('/pricing'), 'load', true, emptyPhases());
    const expected = [/^shows the "coming soon" placeholder$/, /^loading state still shown once the network is idle: <div>$/, /^scrolls sideways: \d+ px wide at 390 px$/, /^console error: .*404/, /^axe image-alt \(critical, 1×\)/];
    for (const kind of expected) expect(problems, `${kind} in:\n${problems.join('\n')}`).toContainEqual(expect.stringMatching(kind));
    await context.close();
  }, 60_000);

  it('reports a 5xx from the API after the router navigates, and nothing on a clean screen', async () => {
    const tab = await openTab();
    expect(await tab.visit(visitOf('/pricing'), 'load', true, emptyPhases())).toEqual([]);
    await tab.current.route('**/api/v1/**', (intercepted) =>
      intercepted.request().url().includes('/api/v1/poll') ? intercepted.fallback() : intercepted.fulfill({ status: 503, json: { success: false, message: 'Planted outage' } }),
    );
    const problems = await tab.visit(visitOf('/events'), 'client', false, emptyPhases());
    expect(problems, problems.join('\n')).toContainEqual(expect.stringMatching(/^503 from GET \/api\/v1\//));
    await context.close();
  }, 60_000);

  it('reports sideways scrolling at the phone width after the tab switches from the desktop width, and a planted problem after switching back', async () => {
    const tab = await openTab();
    await tab.current.route('**/pricing', async (intercepted) => {
      const original = await intercepted.fetch();
      await intercepted.fulfill({ response: original, body: (await original.text()).replace('</body>', `${WIDE_BLOCK}</body>`) });
    });
    expect(await tab.visit(visitOf('/pricing', 'desktop'), 'load', true, emptyPhases())).toEqual([]);
    const phone = await tab.visit(visitOf('/pricing', 'phone'), 'resize', true, emptyPhases());
    expect(phone, phone.join('\n')).toEqual([expect.stringMatching(/^scrolls sideways: \d+ px wide at 390 px$/)]);
    // The phone's problem makes the next visit a full load at its width: the desktop view is clean again.
    expect(await tab.visit(visitOf('/pricing', 'desktop'), 'resize', true, emptyPhases())).toEqual([]);
    expect(await tab.current.evaluate(() => ({ width: window.innerWidth, touch: navigator.maxTouchPoints }))).toEqual({ width: 1366, touch: 0 });
    await context.close();
  }, 60_000);
});
