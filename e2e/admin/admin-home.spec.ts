import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logIn, signedInPage, type Session } from '../support/session';

/** How far the page scrolls sideways, in CSS pixels (0: it does not), with the element reaching furthest right to say why. */
async function sidewaysOverflow(page: Page): Promise<{ page: number; widest: string | null }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { page: 0, widest: null };
    let widest: { right: number; tag: string } | null = null;
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const right = element.getBoundingClientRect().right;
      if (!widest || right > widest.right) widest = { right, tag: `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}` };
    }
    return { page: overflow, widest: widest ? `${widest.tag} ends at ${Math.round(widest.right)} px` : null };
  });
}

describe('admin: the admin home', () => {
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin’s dashboard home, with its desk and review cards, fits 1366 px and 390 px without sideways scrolling', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const home = await signedInPage(browser, admin, viewport);
      await home.page.goto('/dashboard');
      // The desk's groups depend on the clock (business hours); wait for the card to have loaded, whatever it lists.
      const desk = home.page.getByRole('region', { name: 'Support desk' });
      await desk.waitFor();
      await desk.getByRole('status', { name: 'Loading the support desk' }).waitFor({ state: 'detached' });
      await home.page.getByRole('region', { name: 'Suggestions' }).getByRole('list', { name: 'Companies to discover' }).getByRole('link').first().waitFor();
      expect(await sidewaysOverflow(home.page), viewport).toEqual({ page: 0, widest: null });
      await home.context.close();
    }
  });

  it('fits a 1366 px screen without sideways scrolling, and its Privilege requests tile opens the request queue', async () => {
    const desk = await signedInPage(browser, admin, 'desktop');
    await desk.page.goto('/dashboard/admin');
    await desk.page.getByRole('heading', { name: 'Pending work' }).waitFor();
    await desk.page.getByRole('heading', { name: 'Money' }).waitFor();
    expect(await sidewaysOverflow(desk.page)).toEqual({ page: 0, widest: null });

    await desk.page.getByRole('region', { name: 'Pending work' }).getByRole('link', { name: /^Privilege requests: / }).click();
    await desk.page.waitForURL('**/dashboard/company-privileges');
    await desk.page.getByRole('heading', { name: 'Requests to review' }).waitFor();
    await desk.context.close();
  });
});
