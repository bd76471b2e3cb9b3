import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

describe('public: contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the schema messages, then sends the message, confirms it and mails the team', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Talk to the Paytable team' }).waitFor();

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Choose a topic').last().waitFor();

    const marker = `e2e-${Date.now()}`;
    await page.getByLabel('Name *').fill('Jonas Berg');
    await page.getByLabel('Work e-mail *').fill('jonas.berg@nordicplay.example');
    await page.getByRole('textbox', { name: 'Company' }).fill('Nordic Play AB');
    await page.getByLabel('Topic *').selectOption('integrations');
    await page.getByLabel('Message *').fill(`We would like to connect our cashier to two payment providers. Reference ${marker}.`);
    await page.getByRole('button', { name: 'Send message' }).click();

    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.getByText(/your message has been sent/).first().waitFor();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Message sent').waitFor();

    const mailDir = inject('mailDir');
    let mail = '';
    for (let i = 0; i < 50 && !mail.includes(marker); i += 1) {
      const files = await fs.readdir(mailDir).catch(() => [] as string[]);
      const contents = await Promise.all(files.map((f) => fs.readFile(path.join(mailDir, f), 'utf8')));
      mail = contents.find((c) => c.includes(marker)) ?? '';
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail).toContain('To: support@paytable.io');
    expect(mail).toContain('Nordic Play AB');
    await context.close();
  });
});
