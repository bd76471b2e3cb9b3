import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { logIn, registerMember, signedInPage, type Session } from '../support/session';

/** A call with any method (the session helper only GETs and POSTs); the envelope's data, or throws. */
async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Whether the page itself scrolls sideways (it never should). */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the applications pipeline', () => {
  let browser: Browser;
  let recruiter: Session;
  let jobId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A job of Aurora with one candidate, at the interview stage (a column off the first screen).
    recruiter = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    const token = recruiter.token;
    const me = recruiter.user as Session['user'] & { companyId: number };
    const validThrough = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const job = await call<{ id: number }>('POST', `/jobs/company/${me.companyId}`, token, {
      title: 'Live Casino Shift Manager',
      description: '<p>Run the night shift of our live casino studio.</p>',
      function: 'OPERATIONS',
      seniority: 'SENIOR',
      employmentType: 'FULL_TIME',
      workplace: 'ON_SITE',
      city: 'Sliema',
      country: 'MT',
      validThrough,
    });
    jobId = job.id;
    await call('PATCH', `/jobs/${jobId}/company/${me.companyId}/status`, token, { status: 'PUBLISHED' });
    const seeker = await registerMember({ firstName: 'Lea', lastName: 'Camilleri' });
    const application = await call<{ id: number }>('POST', `/jobs/${jobId}/apply`, seeker.token, { coverLetter: 'Six years running live dealer shifts.' });
    await call('PATCH', `/job-applications/applications/${application.id}`, token, { status: 'INTERVIEW' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 1366 px scrolls inside itself with a labelled hint, never the page, and confirms a move with a toast', async () => {
    const { context, page } = await signedInPage(browser, recruiter);
    await page.goto(`/dashboard/company-jobs/${jobId}`);
    const board = page.getByRole('region', { name: 'Applications pipeline' });
    await board.getByRole('article', { name: 'Lea Camilleri' }).waitFor();
    expect(await board.getByRole('listitem').count()).toBe(7);
    await page.getByText('7 stages: scroll sideways or use the arrows to see them all.').waitFor();
    expect(await board.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await pageOverflows(page)).toBe(false);

    // The arrows walk to the last column, which ends up inside the board's box.
    const later = page.getByRole('button', { name: 'Later stages' });
    for (let step = 0; step < 8 && (await later.isEnabled()); step += 1) {
      const before = await board.evaluate((node) => node.scrollLeft);
      await later.click();
      await expect.poll(() => board.evaluate((node) => node.scrollLeft)).toBeGreaterThan(before);
      // The smooth scroll settles before the next step.
      await expect.poll(async () => { const a = await board.evaluate((node) => node.scrollLeft); await new Promise((r) => setTimeout(r, 100)); return a === (await board.evaluate((node) => node.scrollLeft)); }).toBe(true);
    }
    await expect.poll(() => board.evaluate((node) => node.scrollLeft + node.clientWidth >= node.scrollWidth - 1)).toBe(true);
    const box = (await board.boundingBox())!;
    const rejected = (await board.getByRole('listitem', { name: 'Rejected: 0' }).boundingBox())!;
    expect(rejected.x + rejected.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await pageOverflows(page)).toBe(false);

    // A move by button is confirmed by a toast.
    await page.getByRole('article', { name: 'Lea Camilleri' }).getByRole('button', { name: 'Move to Offered' }).click();
    await page.getByText('Moved to Offered').waitFor();
    await board.getByRole('listitem', { name: 'Offered: 1' }).getByRole('article', { name: 'Lea Camilleri' }).waitFor();
    await context.close();
  });

  it('at 390 px shows one stage at a time, starting with the one holding the only candidate', async () => {
    const { context, page } = await signedInPage(browser, recruiter, 'phone');
    await page.goto(`/dashboard/company-jobs/${jobId}`);
    const picker = page.getByLabel('Show stage');
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('OFFERED');
    const card = page.getByRole('region', { name: 'Offered: 1' }).getByRole('article', { name: 'Lea Camilleri' });
    await card.waitFor();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await pageOverflows(page)).toBe(false);

    await picker.selectOption('RECEIVED');
    await page.getByRole('region', { name: 'Received: 0' }).getByText('No applications').waitFor();
    await context.close();
  });
});
