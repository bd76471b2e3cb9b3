import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, logIn, registerMember, signedInPage, type Session } from '../support/session';

/** The value of the "Companies to approve" tile, read the way a person reads it. */
async function companiesToApprove(page: Page): Promise<number> {
  const tile = page.getByRole('region', { name: 'Pending work' }).getByRole('link', { name: /^Companies to approve: / });
  const label = (await tile.getAttribute('aria-label')) ?? '';
  return Number(/: ([\d,]+)\./.exec(label)?.[1]?.replace(/,/g, '') ?? NaN);
}

describe('reporting: the admin overview', () => {
  let browser: Browser;
  let admin: Session;
  let support: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    support = await logIn('noah.fischer@paytable.io', 'Paytable-demo-2024');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a company a new user just registered as pending work, linking to the approval queue', async () => {
    const desk = await signedInPage(browser, admin);
    const errors: string[] = [];
    desk.page.on('pageerror', (error) => errors.push(error.message));
    await desk.page.goto('/dashboard/admin');
    await desk.page.getByRole('heading', { name: 'Pending work' }).waitFor();
    const before = await companiesToApprove(desk.page);

    const founder = await registerMember({ firstName: 'Iris', lastName: 'Overview' });
    const companyName = `Overview Gaming ${randomBytes(3).toString('hex')}`;
    await api('/user/company-association', { associationType: 'COMPANY', companyName }, founder.token);

    await desk.page.getByRole('button', { name: 'Refresh' }).click();
    await desk.page.getByRole('link', { name: new RegExp(`^Companies to approve: ${before + 1}\\.`) }).waitFor();
    await desk.page.getByRole('region', { name: 'Pending work' }).getByRole('link', { name: /^Companies to approve: / }).click();
    await desk.page.waitForURL('**/dashboard/admin/pending-companies');
    await desk.page.getByText(companyName).first().waitFor();
    expect(errors).toEqual([]);
    await desk.context.close();
  });

  it('never shows a support admin the money, and links only the screens the role opens', async () => {
    const desk = await signedInPage(browser, support, 'phone');
    await desk.page.goto('/dashboard/admin');
    await desk.page.getByRole('heading', { name: 'Pending work' }).waitFor();
    expect(await desk.page.getByRole('heading', { name: 'Money' }).count()).toBe(0);
    const pending = desk.page.getByRole('region', { name: 'Pending work' });
    await pending.getByRole('link', { name: /^Open tickets: / }).waitFor();
    expect(await pending.getByText('Companies to approve').count()).toBe(0);
    expect(await desk.page.getByRole('region', { name: 'People' }).getByRole('link').count()).toBe(0);
    await desk.context.close();
  });
});
