import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/api/test/pdf-text';
import { launchBrowser } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const textOf = async (download: Download) => pdfText(await fs.readFile((await download.path())!));

/** Every field expected on a document, each checked on its own so a failure names the one missing. */
function expectFields(text: string, fields: string[]) {
  for (const field of fields) expect(text, field).toContain(field);
  // Amounts are negative with a hyphen-minus, never U+2212 (which a document font may not draw).
  expect(text).not.toContain('\u2212');
}

/** Serious or critical axe findings on what `selector` picks of the page (the whole page without one). */
async function accessibilityProblems(page: Page, where: string, selector?: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('accounting documents', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finance bills Aurora Casino Group, records a part payment and a credit note; both PDFs carry every field of the invoice', async () => {
    const finance = await signedInPage(browser, await logIn('admin@paytable.io', 'Paytable-admin-2024'));
    const errors: string[] = [];
    finance.page.on('pageerror', (error) => errors.push(error.message));
    const today = daysFromNow(0);
    const due = daysFromNow(30);

    // The seller's profile is kept in admin settings (the demo fills it).
    await finance.page.goto('/dashboard/admin/settings');
    const profile = finance.page.getByRole('form', { name: 'Billing profile' });
    await expect.poll(() => profile.getByLabel('Legal name').inputValue()).toBe('Paytable Ltd');
    expect(await profile.getByLabel(/^IBAN/).inputValue()).toBe('MT84MALT011000012345MTLCAST001S');

    // A two-rate invoice to Aurora, issued and sent today.
    await finance.page.goto('/dashboard/admin/invoices');
    await finance.page.getByRole('button', { name: 'New invoice' }).click();
    const form = finance.page.getByRole('form', { name: 'New invoice' });
    await form.getByLabel('Company').selectOption({ label: 'Aurora Casino Group' });
    await form.getByLabel('Billing e-mail').fill('billing@aurora-casino.example');
    await form.getByLabel('Due date').fill(due);
    const first = form.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Compliance audit support');
    await first.getByLabel('Quantity').fill('2');
    await first.getByLabel('Unit price (EUR)').fill('500');
    await first.getByLabel('Tax %').fill('18');
    await form.getByRole('button', { name: 'Add line' }).click();
    const second = form.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Newsletter placement');
    await second.getByLabel('Unit price (EUR)').fill('250');
    await second.getByLabel('Tax %').fill('0');
    await expect.poll(() => form.getByTestId('invoice-totals').textContent()).toContain('Total€1,430.00');
    await form.getByRole('button', { name: 'Issue and send' }).click();
    const sent = finance.page.getByText(/Invoice sent: INV-\d{6}/);
    // Issuing writes the first PDF of a fresh server (the embedded font is read then) and mails it.
    await sent.waitFor({ timeout: 60_000 });
    const number = /INV-\d{6}/.exec((await sent.textContent()) ?? '')![0];

    // A part payment of €700.00 and a credit note of €177.12.
    await finance.page.getByLabel('Search invoices').fill(number);
    const row = finance.page.getByRole('row', { name: new RegExp(number) });
    await row.getByRole('button', { name: 'Payment' }).click();
    const payment = finance.page.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount (EUR)').fill('700');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => row.getByTestId('invoice-balance').textContent()).toBe('€730.00');
    await row.getByRole('button', { name: 'Credit note' }).click();
    const credit = finance.page.getByRole('form', { name: 'Credit note' });
    await credit.getByLabel('Amount (EUR)').fill('177.12');
    await credit.getByLabel('Reason').fill('Audit report delivered late');
    await credit.getByRole('button', { name: 'Issue and apply' }).click();
    const applied = finance.page.getByText(/Credit note applied: CN-\d{6}/);
    await applied.waitFor();
    const noteNumber = /CN-\d{6}/.exec((await applied.textContent()) ?? '')![0];
    await expect.poll(() => row.getByTestId('invoice-balance').textContent()).toBe('€552.88');

    // The invoice PDF, field by field (art. 226 of the VAT Directive).
    const [invoiceDownload] = await Promise.all([finance.page.waitForEvent('download'), row.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(invoiceDownload.suggestedFilename()).toBe(`${number}.pdf`);
    expectFields(await textOf(invoiceDownload), [
      `Invoice ${number}`,
      `Invoice number: ${number}`,
      `Issue date: ${today}`,
      `Supply date: ${today}`,
      `Due date: ${due}`,
      'Paytable Ltd',
      'Level 3, Portomaso Business Tower',
      "STJ 4011 St Julian's",
      'VAT id: MT12345634',
      'Aurora Casino Group Ltd',
      'Tower Road 120',
      'Level 4',
      'SLM 1605 Sliema',
      'Malta',
      'VAT id: MT15121333',
      'Compliance audit support 2 €500.00 18 % €1,000.00',
      'Newsletter placement 1 €250.00 0 % €250.00',
      '0 % €250.00 €0.00',
      '18 % €1,000.00 €180.00',
      'Total taxable amount €1,250.00',
      'Total VAT €180.00',
      'Total €1,430.00',
      'Paid -€700.00',
      'Credited -€177.12',
      'Balance due €552.88',
      'Bank: Bank of Valletta',
      'IBAN: MT84 MALT 0110 0001 2345 MTLC AST0 01S',
      'BIC: MALTMTMT',
      `Payment reference: ${number}`,
    ]);

    // The credit note on its own screen, and its PDF: the credit spread over the invoice's two rates.
    await finance.page.goto('/dashboard/admin/credit-notes');
    const card = finance.page.getByTestId(`credit-note-${noteNumber}`);
    await card.waitFor();
    expect(await card.getByTestId('credit-remaining').textContent()).toBe('€0.00');
    const [noteDownload] = await Promise.all([finance.page.waitForEvent('download'), card.getByRole('button', { name: `Download ${noteNumber} as PDF` }).click()]);
    expect(noteDownload.suggestedFilename()).toBe(`${noteNumber}.pdf`);
    expectFields(await textOf(noteDownload), [
      `Credit note ${noteNumber}`,
      `Issue date: ${today}`,
      `Credited invoice: ${number} of ${today}`,
      `Supply date: ${today}`,
      'Paytable Ltd',
      'VAT id: MT12345634',
      'Aurora Casino Group Ltd',
      'VAT id: MT15121333',
      'Audit report delivered late 1 -€30.96 0 % -€30.96',
      'Audit report delivered late 1 -€123.86 18 % -€123.86',
      '0 % -€30.96 €0.00',
      '18 % -€123.86 -€22.30',
      'Total taxable amount -€154.82',
      'Total VAT -€22.30',
      'Total credited -€177.12',
      `Applied to invoice ${number} on ${today}: €177.12`,
    ]);

    // Aurora's admin finds the credit note beside the invoices, on a phone, and downloads it too.
    const company = await signedInPage(browser, await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024'), 'phone');
    company.page.on('pageerror', (error) => errors.push(error.message));
    await company.page.goto('/dashboard/invoices');
    const own = company.page.getByTestId(`credit-note-${noteNumber}`);
    await own.waitFor();
    const [companyDownload] = await Promise.all([company.page.waitForEvent('download'), own.getByRole('button', { name: `Download ${noteNumber} as PDF` }).click()]);
    expect(await textOf(companyDownload)).toContain(`Credit note ${noteNumber}`);
    expect(await company.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the billing profile, credit note and credit control screens pass an accessibility scan', async () => {
    const finance = await signedInPage(browser, await logIn('admin@paytable.io', 'Paytable-admin-2024'));
    const found: string[] = [];
    await finance.page.goto('/dashboard/admin/credit-notes');
    await finance.page.getByTestId('credit-note-CN-000001').waitFor();
    found.push(...(await accessibilityProblems(finance.page, 'admin/credit-notes', 'main')));
    await finance.page.goto('/dashboard/admin/credit-control');
    await finance.page.getByRole('table').waitFor();
    found.push(...(await accessibilityProblems(finance.page, 'admin/credit-control', 'main')));
    await finance.page.goto('/dashboard/admin/settings');
    await finance.page.getByRole('form', { name: 'Billing profile' }).getByLabel('Legal name').waitFor();
    found.push(...(await accessibilityProblems(finance.page, 'admin/settings billing profile', 'form[aria-label="Billing profile"]')));

    const company = await signedInPage(browser, await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024'), 'phone');
    await company.page.goto('/dashboard/invoices');
    await company.page.getByTestId('credit-note-CN-000001').waitFor();
    found.push(...(await accessibilityProblems(company.page, 'invoices (phone)', 'section[aria-labelledby="company-credit-notes"]')));
    await company.page.goto('/dashboard/company-profile');
    const profile = company.page.getByRole('form', { name: 'Billing profile' });
    await expect.poll(() => profile.getByLabel('Legal name').inputValue()).toBe('Aurora Casino Group Ltd');
    found.push(...(await accessibilityProblems(company.page, 'company-profile billing profile (phone)', 'form[aria-label="Billing profile"]')));
    expect(await company.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(found).toEqual([]);
  }, 120_000);
});
