import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, logIn, registerMember, signedInPage } from '../support/session';

describe('feedback and QA', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member proposes a suggestion and votes once and reports a bug with its error reports; an admin answers, triages and runs a QA test step by step', { timeout: 180_000 }, async () => {
    const errors: string[] = [];
    const memberSession = await registerMember({ firstName: 'Marta', lastName: 'Vella' });
    const member = await signedInPage(browser, memberSession, 'phone');
    member.page.on('pageerror', (error) => errors.push(error.message));

    // The member proposes a suggestion and votes for it; a second press withdraws, a third counts again.
    const title = `Bulk export of invoices ${Date.now()}`;
    await member.page.goto('/dashboard/suggestions');
    await member.page.getByRole('button', { name: 'New suggestion' }).click();
    const form = member.page.getByRole('form', { name: 'Propose a suggestion' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your idea').fill('A zip of every invoice of a quarter for our accountants.');
    await form.getByRole('button', { name: 'Post suggestion' }).click();
    await member.page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
    const card = member.page.getByRole('article', { name: title });
    await card.waitFor();
    const vote = card.getByRole('button', { name: new RegExp(`Vote for “${title}”`) });
    await vote.click();
    await card.getByRole('button', { name: new RegExp('Withdraw my vote') }).waitFor();
    expect(await card.getByTestId('vote-count').textContent()).toBe('1');

    // An admin answers it: planned, with a public answer.
    const adminSession = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    const admin = await signedInPage(browser, adminSession);
    admin.page.on('pageerror', (error) => errors.push(error.message));
    await admin.page.goto('/dashboard/admin/suggestions');
    await admin.page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
    const adminCard = admin.page.getByRole('article', { name: title });
    await adminCard.getByRole('button', { name: 'Answer', exact: true }).click();
    await adminCard.getByLabel('Status').selectOption('planned');
    await adminCard.getByLabel(/Public answer/).fill('Planned for the next accounting release.');
    await adminCard.getByRole('button', { name: 'Save answer' }).click();
    await adminCard.getByTestId('suggestion-answer').waitFor();

    await member.page.reload();
    await member.page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
    await card.getByTestId('suggestion-answer').filter({ hasText: 'Planned for the next accounting release.' }).waitFor();
    expect(await card.getByTestId('suggestion-status').textContent()).toBe('Planned');

    // The member reports a bug with a screenshot and, with consent, the errors this browser recorded.
    await member.page.evaluate(() => {
      const report = (n: number) => ({
        message: `Cannot read properties of undefined (${n})`,
        stack: 'TypeError: boom',
        componentStack: null,
        route: '/dashboard/company-reporting',
        timestamp: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
        userAgent: navigator.userAgent,
        level: 'error',
        context: null,
      });
      localStorage.setItem('error-reports', JSON.stringify([report(1), report(2)]));
    });
    await member.page.goto('/dashboard/suggestions?tab=bugs');
    const bugForm = member.page.getByRole('form', { name: 'Report a bug' });
    const bugTitle = `Invoice PDF is blank ${Date.now()}`;
    await bugForm.getByLabel('Title').fill(bugTitle);
    await bugForm.getByLabel('Description').fill('The downloaded PDF has no pages.');
    await bugForm.getByLabel('Severity').selectOption('high');
    const screenshot = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b91c1c' } }).png().toBuffer();
    await bugForm.getByTestId('screenshot-input').setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: screenshot });
    await bugForm.getByLabel("Attach this browser's error reports (2)").check();
    await bugForm.getByRole('button', { name: 'Send bug report' }).click();
    await member.page.getByRole('region', { name: 'My bug reports' }).getByText(bugTitle).waitFor();

    // The admin sees it with its screenshot and the two error reports, and confirms it.
    await admin.page.goto('/dashboard/admin/bug-reports');
    await admin.page.getByRole('link', { name: new RegExp(bugTitle) }).click();
    const bug = admin.page.getByRole('article', { name: new RegExp(bugTitle) });
    await bug.getByRole('heading', { name: 'Error reports from the browser (2)' }).waitFor();
    await bug.getByRole('img', { name: 'Screenshot blank.webp' }).waitFor();
    await bug.getByLabel('Status').selectOption('confirmed');
    await bug.getByRole('button', { name: 'Save triage' }).click();
    await bug.getByTestId('bug-status').filter({ hasText: 'Confirmed' }).waitFor();

    // The admin runs a QA task: the first step passes, the second fails, the run completes as failed.
    const category = await api<{ id: number }>('/feedback/qa/categories', { name: `Invoices ${Date.now()}` }, adminSession.token);
    const task = await api<{ id: number }>(
      '/feedback/qa/tasks',
      {
        categoryId: category.id,
        title: 'Download an invoice',
        steps: [
          { instruction: 'Open the invoices page', expectedResult: 'Invoices are listed' },
          { instruction: 'Download the latest invoice', expectedResult: 'A PDF downloads' },
        ],
      },
      adminSession.token,
    );
    await admin.page.goto(`/dashboard/admin/qa/tasks/${task.id}/test`);
    await admin.page.getByRole('button', { name: 'Start a test run' }).click();
    await admin.page.getByRole('heading', { name: 'Step 1 of 2' }).waitFor();
    await admin.page.getByRole('button', { name: 'Pass' }).click();
    await admin.page.getByRole('heading', { name: 'Step 2 of 2' }).waitFor();
    await admin.page.getByLabel(/Notes/).fill('The download button does nothing.');
    await admin.page.getByRole('button', { name: 'Fail' }).click();
    await admin.page.getByRole('button', { name: 'Complete run' }).click();
    await admin.page.getByTestId('run-status').filter({ hasText: 'Failed' }).waitFor();
    await admin.page.getByText('Notes: The download button does nothing.').waitFor();

    expect(errors).toEqual([]);
    await member.context.close();
    await admin.context.close();
  });
});
