import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { baseUrl, viewports } from '../support/browser';
import type { TableRoute } from './route-table';
import type { Visitor } from './screens';

/**
 * What the sweep does on one screen: open it, wait until it has settled, and list what is wrong with it.
 * A `ScreenTab` is one browser tab that walks many screens in turn at both widths, so a page is made once per
 * run of a visitor's screens in one mode instead of once per screen.
 */

export type Mode = 'remembered' | 'tab' | 'anonymous';
export type Width = keyof typeof viewports;

export interface Visit {
  route: TableRoute;
  url: string;
  visitor: Visitor;
  mode: Mode;
  width: Width;
}

/**
 * How a visit reaches its screen. `load`: a full page load, the screen as someone first meets it from a link
 * or a bookmark (the app boots, restores the session from storage, renders at the tab's width). `client`: the
 * router's own navigation inside the already running app (history.pushState and a popstate event, what the
 * browser's Back and Forward do), as people move from screen to screen within a tab. `resize`: the screen the
 * tab shows already, switched to the visit's width (a phone's or a desktop's viewport, see `emulateWidth`); the
 * app's responsive behaviour follows the viewport (CSS media queries and `useMediaQuery`'s listeners).
 */
export type Navigation = 'load' | 'client' | 'resize';

/** Time spent per phase of the visits, in milliseconds, summed over every visit of a run. */
export interface Phases {
  navigation: number;
  /** Switching the tab between the phone's and the desktop's viewport. */
  resize: number;
  settle: number;
  checks: number;
  axe: number;
}

export const emptyPhases = (): Phases => ({ navigation: 0, resize: 0, settle: 0, checks: 0, axe: 0 });

/** How long a screen may take to load and settle before it counts as stuck. */
export const SETTLE_TIMEOUT_MS = 20_000;

/**
 * No request in flight for this long counts as network idle. The app starts a screen's follow-up requests
 * (lazy route chunk → its queries → queries that depend on their answers) as soon as the previous answer has
 * rendered, well within this on two busy cores; a loading state still on screen once the network is quiet
 * is waited for anyway, and its requests then have to go quiet again.
 */
export const NETWORK_QUIET_MS = 300;

/** The long poll (docs/realtime.md) holds a request open by design: it never counts against network idle. */
const LONG_POLL = '/api/v1/poll';

/** What the app renders while something loads: skeletons, busy regions, spinners (components/ui/skeleton.tsx, full-screen-loader.tsx). */
const LOADING_SELECTOR = '[aria-busy="true"], [data-slot="skeleton"], .animate-pulse, .animate-spin';

/** What the app adds to a page's title in the document title (app/layouts/root-layout.tsx). */
const TITLE_SUFFIX = ' · Paytable';

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

async function settle(page: Page, network: NetworkWatch, problems: string[], settleTimeoutMs: number): Promise<void> {
  const deadline = Date.now() + settleTimeoutMs;
  // Loading states end, then the requests they started answer: settled when both hold at once.
  for (;;) {
    if (!(await network.quiet(deadline))) {
      problems.push(`network not idle after ${settleTimeoutMs / 1000} s: ${network.pending().slice(0, 3).join(', ')}`);
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

/** What the sweep fails on: axe's two highest impacts. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules whose findings can never fail the sweep: axe gives each of them a fixed impact (the rule's own
 * `impact` replaces its checks', axe-core's finalizeRuleResult) below serious. Read from the installed axe, so
 * an upgrade that raises a rule's impact brings it back. Leaving them out spares their work on every scan
 * (`region` alone walks the whole document).
 */
const NEVER_FAILING_RULES = (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules
  .filter((rule) => rule.impact !== undefined && !FAILING_IMPACTS.has(rule.impact))
  .map((rule) => rule.id);

async function checkAccessibility(page: Page, problems: string[]): Promise<void> {
  // Colours measured mid-transition (a button fading back from disabled) are not what a reader sees.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is still marked experimental in axe, so off unless asked for. Only violations
    // are reported in full: passes and inapplicable rules are not read, and their node lists cost time.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(NEVER_FAILING_RULES)
    // axe.run in the page itself. The default (runPartial per frame) opens a blank page for every scan to
    // finish the run there, injecting axe into it twice; what legacy mode leaves out is only cross-origin
    // frames (the video embeds of docs/security.md), third-party content the product does not make.
    .setLegacyMode()
    .analyze();
  for (const violation of results.violations) {
    if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    problems.push(`axe ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${targets.join(' | ')}`);
  }
}

/**
 * The device metrics each width emulates, as a browser context made for it would (Playwright's `viewport`,
 * `isMobile` and `hasTouch`): the phone with a mobile viewport (the page's meta viewport honoured, overlay
 * scrollbars, a layout viewport that grows with content too wide for it) and touch, the desktop without either.
 * Set through the DevTools protocol because a context's `isMobile` cannot change once made, and one tab serves
 * both widths of a screen.
 */
async function emulateWidth(cdp: CDPSession, width: Width): Promise<void> {
  const { width: screenWidth, height: screenHeight } = viewports[width];
  const phone = width === 'phone';
  await Promise.all([
    cdp.send('Emulation.setDeviceMetricsOverride', {
      width: screenWidth,
      height: screenHeight,
      screenWidth,
      screenHeight,
      deviceScaleFactor: 1,
      mobile: phone,
      screenOrientation: phone ? { angle: 0, type: 'portraitPrimary' } : { angle: 0, type: 'landscapePrimary' },
    }),
    cdp.send('Emulation.setTouchEmulationEnabled', phone ? { enabled: true, maxTouchPoints: 1 } : { enabled: false }),
  ]);
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** One tab that visits screens one after another; what goes wrong is charged to the visit under way. */
export class ScreenTab {
  private problems: string[] = [];
  /** Whether the app is running in this tab and the last screen left it in a good state. */
  private ready = false;
  /** The width the tab emulates now (null before the first visit). */
  private width: Width | null = null;

  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly network: NetworkWatch,
    private readonly settleTimeoutMs: number,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message.slice(0, 200)}`));
    page.on('response', (response) => {
      if (response.status() >= 500 && new URL(response.url()).pathname.startsWith('/api/')) {
        this.problems.push(`${response.status()} from ${response.request().method()} ${new URL(response.url()).pathname}`);
      }
    });
  }

  static async open(context: BrowserContext, { settleTimeoutMs = SETTLE_TIMEOUT_MS } = {}): Promise<ScreenTab> {
    const page = await context.newPage();
    return new ScreenTab(page, await context.newCDPSession(page), new NetworkWatch(page), settleTimeoutMs);
  }

  /** The tab's page, for setting up a planted problem in the sweep's self-test. */
  get current(): Page {
    return this.page;
  }

  /**
   * Opens `visit` at its width (by `navigation`, but always by a full load for the tab's first screen and after
   * a screen with a problem, so one broken screen does not spill into the next), lets it settle and checks it;
   * `scan` adds the axe-core scan. Returns the visit's problems; `phases` gets the time of each phase added.
   */
  async visit(visit: Visit, navigation: Navigation, scan: boolean, phases: Phases): Promise<string[]> {
    const problems: string[] = [];
    this.problems = problems;
    let mark = performance.now();
    const lap = (phase: keyof Phases) => {
      const now = performance.now();
      phases[phase] += now - mark;
      mark = now;
    };
    try {
      if (this.width !== visit.width) {
        await emulateWidth(this.cdp, visit.width);
        this.width = visit.width;
        lap('resize');
      }
      // A `resize` keeps the screen on display: only the width switched above.
      if (navigation === 'client' && this.ready) {
        // The router loads the route's module before it renders the screen; until then the previous screen
        // stays. Its document title is set once the new screen has rendered (after the screen's own effects,
        // which start its queries), so the visit waits for it: settling must not begin on the previous screen.
        await this.page.evaluate(
          async ({ url, title, timeoutMs }) => {
            const before = document.title;
            window.history.pushState(null, '', url);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
            if (!title) return;
            const deadline = Date.now() + timeoutMs;
            // Another title than before counts too: a guard's redirect or an error page is what the checks then report.
            while (document.title === before && document.title !== title && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
          },
          { url: visit.url, title: visit.route.title && `${visit.route.title}${TITLE_SUFFIX}`, timeoutMs: this.settleTimeoutMs },
        );
      } else if (navigation === 'load' || !this.ready) {
        await this.page.goto(visit.url, { waitUntil: 'domcontentloaded', timeout: this.settleTimeoutMs });
        await this.page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: this.settleTimeoutMs });
      }
      lap('navigation');
      await settle(this.page, this.network, problems, this.settleTimeoutMs);
      lap('settle');
      await checkScreen(this.page, visit, problems);
      lap('checks');
      if (scan) {
        await checkAccessibility(this.page, problems);
        lap('axe');
      }
    } catch (error) {
      problems.push(`could not be swept: ${firstLine(error)}`);
    }
    this.ready = problems.length === 0;
    return problems;
  }

  async close(): Promise<void> {
    this.network.dispose();
    await this.cdp.detach();
    await this.page.close();
  }
}
