import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, viewports } from '../support/browser';
import { logIn } from '../support/session';
import { readRouteTable } from './route-table';
import { demoUrls, people, visitorsOf, type Person, type SignedIn } from './screens';
import { emptyPhases, ScreenTab, type Mode, type Navigation, type Phases, type Visit, type Width } from './sweeper';

/** A visit as planned: the screen at a width, reached by `navigation`. */
interface PlannedVisit {
  visit: Visit;
  navigation: Navigation;
}
import { treeCpuSeconds } from '../support/cpu-time';

/**
 * Every screen of the web route table, opened in Chromium by the person who may open it, in both sign-in
 * modes and at both widths. One assertion lists every problem of the run: screen, visitor, mode, width and
 * what was wrong.
 */

/**
 * How each sign-in mode reaches its screens. The remembered mode and anonymous visitors load every screen
 * afresh: the screen as someone first meets it from a link, and scanned by axe there. The tab mode moves
 * through its screens with the router, as people do within a tab: its first screen is a full load (the session
 * restored from sessionStorage at boot), and every request of every later screen still carries the tab
 * session, so a screen that cannot work with it still shows its loading state, error or redirect. axe's
 * findings depend on the markup, not on where the session is stored, so the tab mode is not scanned again.
 */
const NAVIGATION: Record<Mode, Navigation> = { remembered: 'load', anonymous: 'load', tab: 'client' };
const SCANNED: Record<Mode, boolean> = { remembered: true, anonymous: true, tab: false };

/**
 * One tab serves both widths of a screen: it opens the screen at one width, checks it, switches the viewport to
 * the other width and checks it again (the app's layout follows the viewport: CSS media queries and
 * `useMediaQuery`'s change listeners; nothing reads the width once). The opening width alternates along a
 * group's screens, so the next screen opens at the width the tab already has; the remembered and the tab mode
 * of one person alternate in opposite phase, so each of their screens renders from scratch at both widths (one
 * per mode). This is the opening width of a group's first screen.
 */
const FIRST_WIDTH: Record<Mode, Width> = { remembered: 'desktop', tab: 'phone', anonymous: 'phone' };
const otherWidth = (width: Width): Width => (width === 'phone' ? 'desktop' : 'phone');

/** Tabs open at once on the one browser (two cores are shared with the server). */
const PARALLEL_TABS = 4;
/** The most screens one tab walks before the rest of its group goes to another tab. */
const SCREENS_PER_TAB = 12;
/**
 * The time the sweep may take before unmade visits fail it. The aim is three minutes on two cores, and the run
 * prints its real time; the budget is wider so that time alone never fails CI on a busy machine
 * (E2E_SWEEP_BUDGET_MS sets it).
 */
const SWEEP_BUDGET_MS = Number(process.env.E2E_SWEEP_BUDGET_MS ?? 600_000);
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

/**
 * Signs a person in through the API once per mode (the admins' second step finished by the journeys'
 * shared logIn); the sweep reuses the session for every screen.
 */
async function signIn(person: Person, rememberMe: boolean): Promise<SignedIn> {
  const { email, password } = people[person];
  return logIn(email, password, { rememberMe });
}

/**
 * A browser context per visitor and mode, holding the stored session the web app restores
 * (features/auth/persistence.ts). Its tab sets the width of each visit itself (sweeper.ts `emulateWidth`).
 */
async function openContext(browser: Browser, session: SignedIn | null, mode: Mode): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports.desktop,
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
      const cpuAtStart = { browser: treeCpuSeconds(process.pid), server: treeCpuSeconds(inject('serverPid')) };
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
      const signInSeconds = (Date.now() - started) / 1000;

      const problems: string[] = [];
      // One tab per visitor and mode walks that group's screens in route-table order, each at both widths; a
      // long group is cut into runs of at most SCREENS_PER_TAB screens (an even number, so every run opens at its
      // group's first width), and the longest runs are taken first, so the parallel tabs finish close together.
      const groups = new Map<string, PlannedVisit[]>();
      const routes = readRouteTable();
      for (const route of routes) {
        const url = route.pattern.includes(':') ? urls.get(route.pattern) : route.pattern;
        if (!url) {
          problems.push(`${route.pattern}: no demo id for its parameters (add it to demoUrls in e2e/sweep/screens.ts)`);
          continue;
        }
        if (ONLY && !ONLY.test(url)) continue;
        for (const visitor of visitorsOf(route)) {
          const modes: Mode[] = visitor === 'anonymous' ? ['anonymous'] : ['remembered', 'tab'];
          for (const mode of modes) {
            const key = `${visitor}/${mode}`;
            const group = groups.get(key) ?? [];
            groups.set(key, group);
            const opening = (group.length / 2) % 2 === 0 ? FIRST_WIDTH[mode] : otherWidth(FIRST_WIDTH[mode]);
            group.push({ visit: { route, url, visitor, mode, width: opening }, navigation: NAVIGATION[mode] });
            group.push({ visit: { route, url, visitor, mode, width: otherWidth(opening) }, navigation: 'resize' });
          }
        }
      }
      const planned = [...groups.values()].flat();
      const runLength = SCREENS_PER_TAB * 2;
      const queue = [...groups.values()]
        .flatMap((group) => Array.from({ length: Math.ceil(group.length / runLength) }, (_, index) => group.slice(index * runLength, (index + 1) * runLength)))
        .sort((a, b) => b.length - a.length);

      const allowed: string[] = [];
      const phases = emptyPhases();
      let made = 0;
      const stopAt = started + SWEEP_BUDGET_MS - REPORT_MARGIN_MS;
      const walk = async (group: PlannedVisit[]) => {
        const { visitor, mode } = group[0]!.visit;
        const generation = Math.floor((Date.now() - started) / SESSION_RENEWAL_MS);
        const session = visitor === 'anonymous' || mode === 'anonymous' ? null : await sessionFor(visitor, mode, generation);
        const context = await openContext(browser, session, mode);
        const tab = await ScreenTab.open(context);
        try {
          for (const { visit, navigation } of group) {
            if (Date.now() >= stopAt) return;
            const { width } = visit;
            const found = await tab.visit(visit, navigation, SCANNED[mode], phases);
            made++;
            const where = `${visit.url} [${visitor === 'anonymous' ? 'anonymous' : people[visitor].label}, ${mode}, ${width}]`;
            for (const problem of found) {
              const allowance = ALLOWED.find((entry) => entry.url === visit.url && (!entry.width || entry.width === width) && entry.reason.test(problem));
              (allowance ? allowed : problems).push(`${where}: ${problem}${allowance ? ` (allowed: ${allowance.why})` : ''}`);
            }
          }
        } finally {
          await tab.close();
          await context.close();
        }
      };
      const worker = async () => {
        for (let group = queue.shift(); group && Date.now() < stopAt; group = queue.shift()) await walk(group);
      };
      await Promise.all(Array.from({ length: PARALLEL_TABS }, worker));
      if (made < planned.length) problems.push(`${planned.length - made} of ${planned.length} visits not made within the ${SWEEP_BUDGET_MS / 1000} s budget`);

      const screens = new Set(planned.map(({ visit }) => visit.url)).size;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const cpu = { browser: treeCpuSeconds(process.pid) - cpuAtStart.browser, server: treeCpuSeconds(inject('serverPid')) - cpuAtStart.server };
      const perVisit = (ms: number) => (made ? ms / made : 0).toFixed(0);
      const phase = (name: keyof Phases) => `${name} ${(phases[name] / 1000).toFixed(1)} s (${perVisit(phases[name])})`;
      console.log(
        `sweep: ${screens} screens × 2 modes (remembered, tab; public screens also anonymous) × 2 widths = ${planned.length} visits in ${seconds} s` +
          ` (${made} made, ${PARALLEL_TABS} tabs at once)` +
          `\nCPU time: browser and test ${cpu.browser.toFixed(1)} s, server ${cpu.server.toFixed(1)} s; sign-in and demo ids ${signInSeconds.toFixed(1)} s` +
          `\nphases summed over the visits (ms per visit): ${(['navigation', 'resize', 'settle', 'checks', 'axe'] as const).map(phase).join(', ')}` +
          (allowed.length ? `\nallowed for now:\n  ${allowed.join('\n  ')}` : ''),
      );
      problems.sort();
      expect(problems.length, `${problems.length} problems:\n${problems.join('\n')}`).toBe(0);
    },
    SWEEP_BUDGET_MS,
  );
});
