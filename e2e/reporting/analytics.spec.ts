import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { api, logIn, signedInPage, type Session } from '../support/session';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const today = () => isoDay(new Date());
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * DAY_MS));

/** Serious and critical axe findings on the page as it stands (the dashboard long-polls, so the network never idles). */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('reporting: analytics, reports and company reporting', () => {
  let browser: Browser;
  let admin: Session;
  let support: Session;
  let sofia: Session;
  let liam: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    support = await logIn('noah.fischer@paytable.io', 'Paytable-demo-2024');
    sofia = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    liam = await logIn('liam.oconnor@paytable.io', 'Paytable-demo-2024');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('charts a date range from the URL, exports a chart as CSV and opens a company report from the breakdowns', async () => {
    const desk = await signedInPage(browser, admin);
    const errors: string[] = [];
    desk.page.on('pageerror', (error) => errors.push(error.message));
    const from = daysAgo(89);
    await desk.page.goto(`/dashboard/admin/analytics?from=${from}&to=${today()}`);
    const jobs = desk.page.getByRole('region', { name: 'Jobs and applications', exact: true });
    await jobs.waitFor();
    expect(await desk.page.getByLabel('From').inputValue()).toBe(from);
    await jobs.getByRole('img', { name: /^Jobs and applications per day\. Totals: Jobs published: [1-9]/ }).waitFor();
    await jobs.getByRole('button', { name: 'Show table' }).click();
    await jobs.getByRole('table', { name: 'Jobs and applications per day' }).waitFor();
    const findings = await axeFindings(desk.page, 'admin/analytics');

    const [download] = await Promise.all([desk.page.waitForEvent('download'), jobs.getByRole('button', { name: 'Download Jobs and applications as CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Day,Jobs published,Applications');
    expect(lines).toHaveLength(91);
    expect(lines[1]?.startsWith(`${from},`)).toBe(true);

    await desk.page.getByRole('button', { name: '30 days' }).click();
    await desk.page.waitForURL(`**/dashboard/admin/analytics?from=${daysAgo(29)}&to=${today()}`);

    await desk.page.goto(`/dashboard/admin/reporting?from=${from}&to=${today()}`);
    const applied = desk.page.getByRole('region', { name: 'Companies by job applications', exact: true });
    const company = applied.getByRole('link').first();
    const name = await company.innerText();
    await company.click();
    await desk.page.waitForURL('**/dashboard/admin/company-reporting/*');
    await desk.page.getByRole('region', { name: 'Now', exact: true }).waitFor();
    await desk.page.getByText(new RegExp(`^${name} · `)).waitFor();
    findings.push(...(await axeFindings(desk.page, 'admin/company-reporting')));
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await desk.context.close();
  }, 120_000); // two axe passes over pages of charts take their time on two shared cores

  it("shows a company member its own report, and never another company's", async () => {
    const desk = await signedInPage(browser, sofia, 'phone');
    await desk.page.goto('/dashboard/company-reporting');
    const now = desk.page.getByRole('region', { name: 'Now', exact: true });
    await now.getByText('Members').waitFor();
    await desk.page.getByRole('region', { name: 'Invoices', exact: true }).waitFor();
    await desk.context.close();

    const mine = await api<{ companyId: number }>('/company-privileges/my-privileges', undefined, sofia.token);
    const theirs = await api<{ companyId: number }>('/company-privileges/my-privileges', undefined, liam.token);
    const status = async (companyId: number) => (await fetch(`${baseUrl()}/api/v1/companies/${companyId}/reporting`, { headers: { authorization: `Bearer ${sofia.token}` } })).status;
    expect(await status(mine.companyId)).toBe(200);
    expect(await status(theirs.companyId)).toBe(404);
  });

  it('turns a support admin away from analytics', async () => {
    const desk = await signedInPage(browser, support);
    await desk.page.goto('/dashboard/admin/analytics');
    await desk.page.waitForURL((url) => url.pathname === '/dashboard');
    await desk.context.close();
  });
});
