import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { api, logIn, registerMember, signedInPage } from '../support/session';

describe('support desk', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Two browsers and a dozen round trips: more time than the default on a shared machine.
  it('a user opens a ticket with a screenshot, support adds an internal note and answers, the user sees only the answer, is notified and rates it', { timeout: 180_000 }, async () => {
    const errors: string[] = [];
    const customerSession = await registerMember({ firstName: 'Elena', lastName: 'Borg' });
    const customer = await signedInPage(browser, customerSession, 'phone');
    customer.page.on('pageerror', (error) => errors.push(error.message));

    // The customer opens a ticket with a screenshot.
    await customer.page.goto('/dashboard/support');
    await customer.page.getByRole('heading', { name: 'No requests yet' }).or(customer.page.getByText('No requests yet')).first().waitFor();
    await customer.page.getByRole('button', { name: 'Open a ticket' }).click();
    const form = customer.page.getByRole('form', { name: 'Open a ticket' });
    await form.getByLabel('Title').fill('Bonus report shows zero players');
    await form.getByLabel('Description').fill('The bonus report for November shows zero players although our dashboard counts 412.');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByLabel('Category').selectOption('technical');
    const screenshot = await sharp({ create: { width: 480, height: 300, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    await form.getByTestId('attachment-input').setInputFiles({ name: 'bonus-report.png', mimeType: 'image/png', buffer: screenshot });
    await form.getByRole('button', { name: 'Submit ticket' }).click();
    await customer.page.waitForURL(/\?ticket=\d+/);
    const ticketId = Number(new URL(customer.page.url()).searchParams.get('ticket'));
    await customer.page.getByRole('heading', { name: /Bonus report shows zero players/ }).waitFor();
    await customer.page.getByRole('button', { name: /bonus-report\.webp/ }).waitFor();

    // Support writes an internal note, then a public answer, and resolves the ticket.
    const agentSession = await logIn('noah.fischer@paytable.io', 'Paytable-demo-2024');
    const agent = await signedInPage(browser, agentSession);
    agent.page.on('pageerror', (error) => errors.push(error.message));
    await agent.page.goto(`/dashboard/admin/support?ticket=${ticketId}`);
    const ticket = agent.page.getByRole('article', { name: /Bonus report shows zero players/ });
    await ticket.waitFor();
    await ticket.getByRole('radio', { name: 'Internal note' }).click();
    await ticket.getByRole('textbox', { name: 'Internal note' }).fill('Report job skipped the 1 Nov partition; rerun scheduled.');
    await ticket.getByRole('button', { name: 'Add note' }).click();
    await ticket.getByTestId('internal-note').waitFor();
    await ticket.getByRole('radio', { name: 'Reply to customer' }).click();
    await ticket.getByRole('textbox', { name: 'Your reply' }).fill('Thanks Elena, the report is regenerated; it now shows 412 players.');
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await ticket.getByTestId('ticket-message').waitFor();
    await ticket.getByLabel('Status').selectOption('resolved');
    await ticket.getByTestId('ticket-status').filter({ hasText: 'Resolved' }).first().waitFor();

    // The customer sees the answer but never the note, was notified, and rates the help.
    await customer.page.reload();
    await customer.page.getByText('the report is regenerated').waitFor();
    expect(await customer.page.locator('main').textContent()).not.toContain('partition');
    const notices = await api<{ content: { type: string; message: string }[] }>('/notifications', undefined, customerSession.token);
    expect(notices.content.some((notice) => notice.type === 'ticket_reply' && notice.message.includes('412 players'))).toBe(true);
    expect(JSON.stringify(notices)).not.toContain('partition');
    const rating = customer.page.getByRole('form', { name: 'Rate the help you received' });
    await rating.getByRole('radio', { name: '5 stars' }).click();
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await customer.page.getByTestId('ticket-rating').filter({ hasText: '5 out of 5' }).waitFor();

    expect(errors).toEqual([]);
    await customer.context.close();
    await agent.context.close();
  });
});
