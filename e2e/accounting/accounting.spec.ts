import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('accounting', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finance issues an invoice, the company downloads its PDF, a partial payment and a credit note are applied, aging shows the rest', async () => {
    const finance = await signedInPage(browser, await logIn('admin@paytable.io', 'Paytable-admin-2024'));
    const errors: string[] = [];
    finance.page.on('pageerror', (error) => errors.push(error.message));

    // Finance issues and sends an invoice dated today (earlier months may be closed), due in 14 days, to
    // SwiftPay, which has no other invoice: its aging row holds this invoice alone.
    await finance.page.goto('/dashboard/admin/invoices');
    await finance.page.getByRole('button', { name: 'New invoice' }).click();
    const form = finance.page.getByRole('form', { name: 'New invoice' });
    await form.getByLabel('Company').selectOption({ label: 'SwiftPay Gateway' });
    await form.getByLabel('Billing e-mail').fill('billing@swiftpay.example');
    await form.getByLabel('Due date').fill(daysFromNow(14));
    const first = form.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Compliance webinar sponsorship');
    await first.getByLabel('Unit price (EUR)').fill('600');
    await form.getByRole('button', { name: 'Add line' }).click();
    const second = form.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Newsletter placement');
    await second.getByLabel('Unit price (EUR)').fill('400');
    await expect.poll(() => form.getByTestId('invoice-totals').textContent()).toContain('Total€1,000.00');
    await form.getByRole('button', { name: 'Issue and send' }).click();
    const toast = finance.page.getByText(/Invoice sent: INV-\d{6}/);
    await toast.waitFor();
    const number = /INV-\d{6}/.exec((await toast.textContent()) ?? '')![0];

    // The company sees it with its balance and downloads the PDF.
    const company = await signedInPage(browser, await logIn('priya.shah@paytable.io', 'Paytable-demo-2024'), 'phone');
    company.page.on('pageerror', (error) => errors.push(error.message));
    await company.page.goto('/dashboard/invoices');
    // On a phone each invoice is a card with its balance and PDF button.
    const row = company.page.getByRole('listitem').filter({ hasText: number });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('invoice-balance').textContent()).toBe('€1,000.00');
    const [download] = await Promise.all([company.page.waitForEvent('download'), row.getByRole('button', { name: `Download ${number} as PDF` }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await fs.readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Finance records a partial payment of 400 and a credit note of 100.
    await finance.page.getByLabel('Search invoices').fill(number);
    const adminRow = finance.page.getByRole('row', { name: new RegExp(number) });
    await adminRow.getByRole('button', { name: 'Payment' }).click();
    const payment = finance.page.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount (EUR)').fill('400');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => adminRow.getByTestId('invoice-balance').textContent()).toBe('€600.00');
    await adminRow.getByRole('button', { name: 'Credit note' }).click();
    const credit = finance.page.getByRole('form', { name: 'Credit note' });
    await credit.getByLabel('Amount (EUR)').fill('100');
    await credit.getByLabel('Reason').fill('Webinar ran 20 minutes short');
    await credit.getByRole('button', { name: 'Issue and apply' }).click();
    await expect.poll(() => adminRow.getByTestId('invoice-balance').textContent()).toBe('€500.00');
    await expect.poll(() => adminRow.getByTestId('invoice-status').textContent()).toBe('Partially paid');

    // Aging as of 75 days after the due date: the open €500.00 is in SwiftPay's 61–90 bucket.
    await finance.page.getByLabel('As of').fill(daysFromNow(14 + 75));
    const aging = finance.page.getByTestId('aging-SwiftPay Gateway');
    await expect.poll(() => aging.locator('[data-bucket="days61to90"]').textContent()).toBe('€500.00');

    // The company sees the new balance.
    await company.page.reload();
    await expect.poll(() => company.page.getByRole('listitem').filter({ hasText: number }).getByTestId('invoice-balance').textContent()).toBe('€500.00');

    // History: the demo's USD invoice, paid after the rate moved from 0.92 to 0.935, carries its realised gain;
    // Lotto Nova's invoice, long overdue, shows what credit control did.
    await finance.page.getByLabel('Search invoices').fill('Meridian');
    await finance.page.getByRole('row').filter({ hasText: 'US$1,800.00' }).getByRole('button', { name: 'History' }).click();
    await expect.poll(() => finance.page.getByRole('table', { name: /^Payments of INV-/ }).textContent()).toContain('Gain €27.00');
    await finance.page.getByRole('button', { name: 'Close', exact: true }).click();
    await finance.page.getByLabel('Search invoices').fill('Lotto Nova');
    await finance.page.getByRole('row').filter({ hasText: 'Lotto Nova' }).getByRole('button', { name: 'History' }).click();
    const actions = finance.page.getByRole('list', { name: /^Credit control actions on INV-/ });
    await expect.poll(() => actions.textContent()).toContain('Reminder e-mailed to finance@lottonova.example');
    await expect.poll(() => actions.textContent()).toMatch(/Notified \d+ company administrators?/);
    expect(errors).toEqual([]);
  });
});
