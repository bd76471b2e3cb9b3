import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, logIn, signedInPage, type Session } from '../support/session';


describe('companies: from a new company to the company-jobs area', () => {
  let browser: Browser;
  const suffix = randomBytes(3).toString('hex');
  const companyName = `Tidewater Gaming ${suffix}`;
  const password = 'Correct-horse-7';
  let founder: Session;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    const username = `founder${suffix}`;
    await api('/auth/register', { email: `${username}@example.com`, username, password, firstName: 'Mara', lastName: 'Tide', userType: 'operator' });
    founder = await logIn(username, password);
    admin = await logIn('admin@paytable.io', 'Paytable-admin-2024');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a company, gets it approved, requests company_jobs, gets it approved and opens company jobs', async () => {
    const user = await signedInPage(browser, founder, 'phone');
    const errors: string[] = [];
    user.page.on('pageerror', (error) => errors.push(error.message));

    // 1. The new user creates its company.
    await user.page.goto('/dashboard/company-profile');
    await user.page.getByRole('heading', { name: 'Set up your business profile' }).waitFor();
    await user.page.getByLabel('Company name').fill(companyName);
    await user.page.getByLabel('Website').fill('https://tidewater.example');
    await user.page.getByRole('checkbox', { name: 'Online Casino Operator' }).click();
    await user.page.getByRole('button', { name: 'Create company profile' }).click();
    await user.page.getByText('is awaiting approval by the Paytable team').waitFor();

    // 2. An admin approves it from the pending queue.
    const desk = await signedInPage(browser, admin);
    await desk.page.goto('/dashboard/admin/pending-companies');
    await desk.page.getByLabel('Search companies').fill(companyName);
    await desk.page.getByRole('button', { name: `Approve ${companyName}` }).click();
    await desk.page.getByText('No company is waiting for approval').waitFor();

    // 3. The user requests the jobs privilege.
    await user.page.goto('/dashboard/company-privileges');
    await user.page.getByRole('button', { name: 'Request Jobs' }).click();
    await user.page.getByLabel('Reason for Jobs').fill('We are hiring compliance officers');
    await user.page.getByRole('button', { name: 'Send request' }).click();
    await user.page.getByText('Pending', { exact: true }).first().waitFor();

    // 4. The admin approves the request from the review queue.
    await desk.page.goto('/dashboard/company-privileges');
    const request = desk.page.getByRole('listitem').filter({ hasText: companyName }).filter({ hasText: 'We are hiring compliance officers' });
    await request.getByRole('button', { name: 'Approve' }).click();
    await request.getByText('Approved').waitFor();

    // 5. The company-jobs area opens for the user: no redirect to the company profile or the dashboard.
    await user.page.goto('/dashboard/company-privileges');
    await user.page.getByRole('listitem').filter({ hasText: 'Post job openings' }).getByText('Active').waitFor();
    await user.page.goto('/dashboard/company-jobs');
    await user.page.getByRole('heading', { name: 'Company Jobs' }).waitFor();
    await user.page.waitForTimeout(500);
    expect(new URL(user.page.url()).pathname).toBe('/dashboard/company-jobs');

    const privileges = await api<{ privileges: string[] }>('/company-privileges/my-privileges', undefined, founder.token);
    expect(privileges.privileges).toContain('company_jobs');
    expect(errors).toEqual([]);
    await user.context.close();
    await desk.context.close();
  });
});
