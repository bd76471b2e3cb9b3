import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { registerMember, signedInPage } from '../support/session';


// Polls repeat 15 s after an answer (seed §9), so an update can take that long to show.
const LIVE = { timeout: 45_000 };

describe('network and messages between two people', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('A asks B to connect, B accepts, A writes, B sees it arrive live with badges, B replies', async () => {
    const ana = await registerMember({ firstName: 'Anaya', lastName: 'Journey' });
    const bo = await registerMember({ firstName: 'Bodhi', lastName: 'Journey' });
    const a = await signedInPage(browser, ana);
    const b = await signedInPage(browser, bo);

    // A finds B among the suggestions (newest member with the same company type) and asks to connect.
    await a.page.goto('/dashboard/network?tab=suggestions');
    const suggestion = a.page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').filter({ hasText: bo.user.fullName });
    await suggestion.getByRole('button', { name: 'Connect' }).click();
    await a.page.getByText(`Connection request sent to ${bo.user.fullName}`).waitFor();
    // Someone with a pending request is no longer a suggestion.
    await suggestion.waitFor({ state: 'detached' });

    // B accepts from the requests tab.
    await b.page.goto('/dashboard/network?tab=requests');
    const request = b.page.getByRole('list', { name: 'Requests received' }).getByRole('listitem').filter({ hasText: ana.user.fullName });
    await request.getByRole('button', { name: 'Accept' }).click();
    await b.page.getByText(`You are now connected with ${ana.user.fullName}`).waitFor();
    await b.page.getByRole('tab', { name: 'Connections' }).click();
    await b.page.getByRole('list', { name: 'Connections' }).getByText(ana.user.fullName).waitFor();

    // A opens the conversation and writes.
    await a.page.goto(`/dashboard/messages?with=${bo.user.id}`);
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Hello Bodhi — <b>not bold</b>, shall we meet at ICE?');
    await a.page.getByRole('button', { name: 'Send message' }).click();
    await a.page.getByText('Message sent', { exact: true }).waitFor();
    await a.page.getByText('Your message has been sent successfully').waitFor();

    // B, still on the network page (no reload), sees the unread badge appear in the top bar.
    await b.page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor(LIVE);
    await b.page.getByRole('link', { name: 'Messages, 1 unread' }).click();
    await b.page.getByRole('list', { name: 'Conversations' }).getByText(ana.user.fullName).click();
    // Rendered as text: the markup shows as typed.
    await b.page.getByRole('list', { name: `Conversation with ${ana.user.fullName}` }).getByText('Hello Bodhi — <b>not bold</b>, shall we meet at ICE?').waitFor();
    // Opening the conversation marks it read: the badge goes.
    await b.page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).waitFor();

    await b.page.getByRole('textbox', { name: 'Message' }).fill('Yes, stand 4F at 11:00.');
    await b.page.keyboard.press('Enter');
    await b.page.getByText('Your message has been sent successfully').waitFor();

    // A's open thread receives the reply without a reload.
    const thread = a.page.getByRole('list', { name: `Conversation with ${bo.user.fullName}` });
    await thread.getByText('Yes, stand 4F at 11:00.').waitFor(LIVE);
    expect(await thread.getByRole('listitem').count()).toBe(2);

    await Promise.all([a.context.close(), b.context.close()]);
  }, 150_000);
});
