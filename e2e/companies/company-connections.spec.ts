import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, logIn, registerMember, signedInPage, type Session } from '../support/session';

/** A fresh member who creates a company that a platform admin approves: the member is its admin. */
async function companyAdmin(admin: Session, firstName: string, companyName: string): Promise<{ session: Session; company: { id: number; name: string } }> {
  const session = await registerMember({ firstName, lastName: 'Connect' });
  const company = await api<{ id: number; name: string }>('/companies', { name: companyName, website: `https://${firstName.toLowerCase()}.example` }, session.token);
  await api(`/admin/companies/${company.id}/activate`, {}, admin.token);
  return { session, company };
}

describe('company connections: one company connects, the other approves', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("A's company connects from B's page, B's company approves, both list each other as connected", async () => {
    const suffix = randomBytes(3).toString('hex');
    const admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    const a = await companyAdmin(admin, 'Ansel', `Aurora Play ${suffix}`);
    const b = await companyAdmin(admin, 'Bettina', `Basalt Games ${suffix}`);
    const pageA = await signedInPage(browser, a.session, 'phone');
    const pageB = await signedInPage(browser, b.session);
    const errors: string[] = [];
    pageA.page.on('pageerror', (error) => errors.push(error.message));
    pageB.page.on('pageerror', (error) => errors.push(error.message));

    // A opens B's company page and asks to connect.
    await pageA.page.goto(`/dashboard/company-profile/${b.company.id}`);
    await pageA.page.getByRole('heading', { name: b.company.name }).waitFor();
    await pageA.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await pageA.page.getByText(`Connection request sent to ${b.company.name}`).waitFor();
    await pageA.page.getByRole('button', { name: 'Pending', exact: true }).waitFor();

    // B sees the request on A's page as well as in its company connections, and approves it there.
    await pageB.page.goto('/dashboard/company-connections');
    const incoming = pageB.page.getByRole('region', { name: 'Requests to your company' }).getByRole('listitem').filter({ hasText: a.company.name });
    await incoming.getByRole('button', { name: 'Approve' }).click();
    await pageB.page.getByText(`Connected with ${a.company.name}`).waitFor();
    await pageB.page.getByRole('region', { name: 'Connected companies' }).getByText(a.company.name).waitFor();

    // A sees B among its connected companies, and B's page now says Connected with Disconnect.
    await pageA.page.goto('/dashboard/company-connections');
    await pageA.page.getByRole('region', { name: 'Connected companies' }).getByText(b.company.name).waitFor();
    await pageA.page.goto(`/marketplace/company/${b.company.id}`);
    await pageA.page.getByRole('heading', { name: b.company.name }).waitFor();
    await pageA.page.getByText('Connected', { exact: true }).waitFor();
    await pageA.page.getByRole('button', { name: 'Disconnect', exact: true }).waitFor();

    const status = await api<{ status: string }>(`/companies/${a.company.id}/connection-status`, undefined, b.session.token);
    expect(status.status).toBe('connected');
    expect(errors).toEqual([]);
    await Promise.all([pageA.context.close(), pageB.context.close()]);
  }, 120_000);

  it("turns a joiner's waiting screen into the company when its admin approves, without a reload", async () => {
    const suffix = randomBytes(3).toString('hex');
    const admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    const owner = await companyAdmin(admin, 'Odile', `Obsidian Bet ${suffix}`);
    const joiner = await registerMember({ firstName: 'Jasper', lastName: 'Join' });
    await api('/user/company-association', { associationType: 'COMPANY', companyId: owner.company.id }, joiner.token);
    const { context, page } = await signedInPage(browser, joiner, 'phone');
    // The first poll's answer is the browser's baseline; the change comes after it.
    const firstPoll = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/poll' && (response.request().postData() ?? '').includes('"privileges"'),
    );
    await page.goto('/dashboard/company-profile');
    await page.getByText('is waiting for one of its admins').waitFor();
    await firstPoll;

    await api(`/company/users/${joiner.user.id}/approve`, {}, owner.session.token);
    await page.getByText('You are a member of this company.').waitFor({ timeout: 45_000 });
    expect(await page.getByText('is waiting for one of its admins').count()).toBe(0);
    await context.close();
  }, 120_000);
});
