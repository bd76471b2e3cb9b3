import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, viewports } from '../support/browser';
import { logIn } from '../support/session';
import { readRouteTable, type TableRoute } from './route-table';
import { demoUrls, people, visitorsOf, type Person, type SignedIn, type Visitor } from './screens';

/**
 * Every screen of the web route table, opened in Chromium by the person who may open it, in both sign-in
 * modes and at both widths. One assertion lists every problem of the run: screen, visitor, mode, width and
 * what was wrong.
 */

type Mode = 'remembered' | 'tab' | 'anonymous';
type Width = keyof typeof viewports;

interface Visit {
  route: TableRoute;
  url: string;
  visitor: Visitor;
  mode: Mode;
  width: Width;
}

/** Pages open at once on the one browser (two cores are shared with the server). */
const PARALLEL_PAGES = 4;
/** How long a screen may take to load and settle before it counts as stuck. */
const SETTLE_TIMEOUT_MS = 20_000;
/** No request in flight for this long counts as network idle (Playwright's own `networkidle` uses 500 ms). */
const NETWORK_QUIET_MS = 500;
/**
 * The time the sweep may take before unmade visits fail it. The aim is three minutes on two cores and the run
 * prints its time; the budget is wider so that time alone never fails CI on a busy machine
 * (E2E_SWEEP_BUDGET_MS sets it).
 */
const SWEEP_BUDGET_MS = Number(process.env.E2E_SWEEP_BUDGET_MS ?? 900_000);
/** E2E_SWEEP_ONLY (a regular expression over the URL) sweeps only the matching screens, while fixing one. */
const ONLY = process.env.E2E_SWEEP_ONLY ? new RegExp(process.env.E2E_SWEEP_ONLY) : null;
/** A fresh sign-in after this long, well inside the access token's 15 minutes (only a long budget needs one). */
const SESSION_RENEWAL_MS = 10 * 60_000;
/** Kept back from the budget to close the browser contexts and report. */
const REPORT_MARGIN_MS = 15_000;

/**
 * Known findings owned elsewhere, each kept visible in the run's output (never silently skipped): a problem
 * matching an entry is listed as allowed instead of failing the run. Remove an entry once its screen is fixed.
 */
const ALLOWED: { url: string; width?: Width; reason: RegExp; why: string }[] = [];

/** The long poll (docs/realtime.md) holds a request open by design: it never counts against network idle. */
const LONG_POLL = '/api/v1/poll';

/** What the app renders while something loads: skeletons, busy regions, spinners (components/ui/skeleton.tsx, full-screen-loader.tsx). */
const LOADING_SELECTOR = '[aria-busy="true"], [data-slot="skeleton"], .animate-pulse, .animate-spin';

/** Titles of the shared error screens (components/error-screen.tsx). */
const ERROR_SCREEN_TITLES = ['Connection Error', 'Authentication Error', 'Data Error', 'Page Error'];

/** Tracks requests in flight and resolves once none has been for NETWORK_QUIET_MS. */
class NetworkWatch {
  private readonly inFlight = new Set<Request>();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (request.url().includes(LONG_POLL)) return;
      this.inFlight.add(request);
      this.armQuietTimer();
    });
    const done = (request: Request) => {
      if (this.inFlight.delete(request)) this.armQuietTimer();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  private armQuietTimer(): void {
    clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    if (this.inFlight.size > 0 || this.waiters.length === 0) return;
    this.quietTimer = setTimeout(() => {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }, NETWORK_QUIET_MS);
  }

  /** Resolves true once the network has been quiet, false at the deadline. */
  quiet(deadline: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== onQuiet);
        resolve(false);
      }, Math.max(0, deadline - Date.now()));
      const onQuiet = () => {
        clearTimeout(timeout);
        resolve(true);
      };
      this.waiters.push(onQuiet);
      this.armQuietTimer();
    });
  }

  pending(): string[] {
    return [...this.inFlight].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  }

  dispose(): void {
    clearTimeout(this.quietTimer);
  }
}

/** The first loading indicator still on screen, described, or null. */
function visibleLoadingIndicator(selector: string): string | null {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    const label = element.getAttribute('aria-label') ?? element.closest('[role="status"]')?.textContent?.trim() ?? '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${label ? ` "${label.slice(0, 60)}"` : ''}`;
  }
  return null;
}

async function settle(page: Page, network: NetworkWatch, problems: string[]): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  // Loading states end, then the requests they started answer: settled when both hold at once.
  for (;;) {
    if (!(await network.quiet(deadline))) {
      problems.push(`network not idle after ${SETTLE_TIMEOUT_MS / 1000} s: ${network.pending().slice(0, 3).join(', ')}`);
      return;
    }
    const loading = await page.evaluate(visibleLoadingIndicator, LOADING_SELECTOR);
    if (!loading) return;
    try {
      // A locator waits without evaluating strings in the page, which the app's CSP (no 'unsafe-eval') would refuse.
      await page.locator(LOADING_SELECTOR).filter({ visible: true }).first().waitFor({ state: 'hidden', timeout: Math.max(1, deadline - Date.now()) });
    } catch {
      problems.push(`loading state still shown once the network is idle: ${loading}`);
      return;
    }
  }
}

async function checkScreen(page: Page, visit: Visit, problems: string[]): Promise<void> {
  const found = await page.evaluate((errorTitles) => {
    const headings = Array.from(document.querySelectorAll('[role="alert"] h2')).map((heading) => heading.textContent?.trim() ?? '');
    return {
      placeholder: document.getElementById('placeholder-title') !== null,
      notFound: document.getElementById('not-found-title') !== null,
      errorScreen: headings.find((title) => errorTitles.includes(title)) ?? null,
      pathname: window.location.pathname,
      scrollWidth: document.documentElement.scrollWidth,
    };
  }, ERROR_SCREEN_TITLES);
  // Against the emulated screen, not window.innerWidth: a phone's layout viewport grows with content too wide for it.
  const screenWidth = viewports[visit.width].width;
  if (found.placeholder) problems.push('shows the "coming soon" placeholder');
  if (found.notFound) problems.push('shows "Page not found"');
  if (found.errorScreen) problems.push(`shows the error screen "${found.errorScreen}"`);
  if (found.pathname !== new URL(visit.url, baseUrl()).pathname) problems.push(`ended on ${found.pathname}`);
  if (found.scrollWidth > screenWidth) problems.push(`scrolls sideways: ${found.scrollWidth} px wide at ${screenWidth} px`);
}

async function checkAccessibility(page: Page, problems: string[]): Promise<void> {
  // Colours measured mid-transition (a button fading back from disabled) are not what a reader sees.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is still marked experimental in axe, so off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    problems.push(`axe ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${targets.join(' | ')}`);
  }
}

async function sweep(context: BrowserContext, visit: Visit): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  const network = new NetworkWatch(page);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
  page.on('response', (response) => {
    if (response.status() >= 500 && new URL(response.url()).pathname.startsWith('/api/')) {
      problems.push(`${response.status()} from ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  try {
    await page.goto(visit.url, { waitUntil: 'domcontentloaded', timeout: SETTLE_TIMEOUT_MS });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS });
    await settle(page, network, problems);
    await checkScreen(page, visit, problems);
    // Both sign-in modes render the same page: it is scanned once, in the remembered one.
    if (visit.mode !== 'tab') await checkAccessibility(page, problems);
  } catch (error) {
    problems.push(`could not be swept: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    network.dispose();
    await page.close();
  }
  return problems;
}

/**
 * Signs a person in through the API once per mode (the admins' second step finished by the journeys'
 * shared logIn); the sweep reuses the session for every screen.
 */
async function signIn(person: Person, rememberMe: boolean): Promise<SignedIn> {
  const { email, password } = people[person];
  return logIn(email, password, { rememberMe });
}

/** A browser context per visitor, mode and width, holding the stored session the web app restores (features/auth/persistence.ts). */
async function openContext(browser: Browser, session: SignedIn | null, mode: Mode, width: Width): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[width],
    ...(width === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    // The service worker's install and cache work is not part of a screen; fewer moving parts to wait for.
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ stored, remembered }) => {
      localStorage.setItem('cookie-consent', 'declined');
      if (!stored) return;
      const area = remembered ? localStorage : sessionStorage;
      // Once per tab: later loads keep whatever the app stored since (a refreshed token).
      if (area.getItem('token')) return;
      area.setItem('token', stored.token);
      area.setItem('refreshToken', stored.refreshToken);
      area.setItem('user', JSON.stringify(stored.user));
      area.setItem('rememberMe', String(remembered));
      area.setItem('sessionExpiresAt', String(stored.expiresAt));
    },
    {
      stored: session && {
        token: session.token,
        refreshToken: session.refreshToken,
        user: session.user,
        // A remembered sign-in keeps 30 days on the client; a tab session ends with the server's session.
        expiresAt: mode === 'remembered' ? Date.now() + 30 * 24 * 60 * 60 * 1000 : Date.parse(session.refreshExpiresAt),
      },
      remembered: mode === 'remembered',
    },
  );
  return context;
}

describe('sweep: every screen of the route table', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'opens every screen, signed in both ways, at 1366 px and 390 px, without a problem',
    async () => {
      const started = Date.now();
      // One sign-in per person and mode, renewed every SESSION_RENEWAL_MS (an access token lives 15 minutes)
      // for a run given a longer budget: a handful of logins, far below the per-person rate limit.
      const signedIn = new Map<string, Promise<SignedIn>>();
      const sessionFor = (person: Person, mode: 'remembered' | 'tab', generation: number) => {
        const key = `${person}/${mode}/${generation}`;
        let session = signedIn.get(key);
        if (!session) {
          session = signIn(person, mode === 'remembered');
          signedIn.set(key, session);
        }
        return session;
      };
      const personList = Object.keys(people) as Person[];
      await Promise.all(personList.flatMap((person) => [sessionFor(person, 'remembered', 0), sessionFor(person, 'tab', 0)]));
      const remembered = Object.fromEntries(await Promise.all(personList.map(async (person) => [person, await sessionFor(person, 'remembered', 0)] as const)));
      const urls = await demoUrls(remembered as Record<Person, SignedIn>);

      const problems: string[] = [];
      const visits: Visit[] = [];
      const routes = readRouteTable();
      for (const route of routes) {
        const url = route.pattern.includes(':') ? urls.get(route.pattern) : route.pattern;
        if (!url) {
          problems.push(`${route.pattern}: no demo id for its parameters (add it to demoUrls in e2e/sweep/screens.ts)`);
          continue;
        }
        for (const visitor of visitorsOf(route)) {
          const modes: Mode[] = visitor === 'anonymous' ? ['anonymous'] : ['remembered', 'tab'];
          for (const mode of modes) for (const width of ['desktop', 'phone'] as const) visits.push({ route, url, visitor, mode, width });
        }
      }

      const contexts = new Map<string, Promise<BrowserContext>>();
      const contextFor = (visit: Visit) => {
        const generation = Math.floor((Date.now() - started) / SESSION_RENEWAL_MS);
        const key = `${visit.visitor}/${visit.mode}/${visit.width}/${generation}`;
        let context = contexts.get(key);
        if (!context) {
          const { visitor, mode } = visit;
          const session = visitor === 'anonymous' || mode === 'anonymous' ? Promise.resolve(null) : sessionFor(visitor, mode, generation);
          context = session.then((signedIn) => openContext(browser, signedIn, mode, visit.width));
          contexts.set(key, context);
        }
        return context;
      };

      const allowed: string[] = [];
      const planned = ONLY ? visits.filter((visit) => ONLY.test(visit.url)) : visits;
      const queue = [...planned];
      const stopAt = started + SWEEP_BUDGET_MS - REPORT_MARGIN_MS;
      const worker = async () => {
        while (Date.now() < stopAt) {
          const visit = queue.shift();
          if (!visit) return;
          const found = await sweep(await contextFor(visit), visit);
          const where = `${visit.url} [${visit.visitor === 'anonymous' ? 'anonymous' : people[visit.visitor].label}, ${visit.mode}, ${visit.width}]`;
          for (const problem of found) {
            const allowance = ALLOWED.find((entry) => entry.url === visit.url && (!entry.width || entry.width === visit.width) && entry.reason.test(problem));
            (allowance ? allowed : problems).push(`${where}: ${problem}${allowance ? ` (allowed: ${allowance.why})` : ''}`);
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
      if (queue.length > 0) problems.push(`${queue.length} of ${planned.length} visits not made within the ${SWEEP_BUDGET_MS / 1000} s budget`);
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));

      const screens = new Set(planned.map((visit) => visit.url)).size;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `sweep: ${screens} screens × 2 modes (remembered, tab; public screens also anonymous) × 2 widths = ${planned.length} visits in ${seconds} s` +
          (allowed.length ? `\nallowed for now:\n  ${allowed.join('\n  ')}` : ''),
      );
      problems.sort();
      expect(problems.length, `${problems.length} problems:\n${problems.join('\n')}`).toBe(0);
    },
    SWEEP_BUDGET_MS,
  );
});
