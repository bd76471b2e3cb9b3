import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

describe('press releases', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member writes a release with an image, schedules then publishes it; a visitor finds it signed out and downloads the PDF', async () => {
    const session = await logIn('liam.oconnor@paytable.io', 'Paytable-demo-2024');
    const author = await signedInPage(browser, session);
    const errors: string[] = [];
    author.page.on('pageerror', (error) => errors.push(error.message));
    const title = 'Northlight signs a live casino partnership with Lumen';

    // Write the draft with the rich-text editor.
    await author.page.goto('/dashboard/company-press/create');
    await author.page.getByLabel('Title', { exact: true }).fill(title);
    await author.page.getByLabel('Summary').fill('Northlight slots come to Lumen Live lobbies in Malta and Ontario.');
    const editor = author.page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await author.page.keyboard.type('Lumen Live players can now play ');
    await author.page.getByRole('button', { name: 'Bold' }).click();
    await author.page.keyboard.type('Aurora Reels');
    await author.page.getByRole('button', { name: 'Bold' }).click();
    await author.page.keyboard.type(' between live rounds.');
    await author.page.getByLabel(/^Tags/).fill('partnership, live casino');
    await author.page.getByRole('button', { name: 'Save draft' }).click();
    await author.page.waitForURL(/\/dashboard\/company-press\/\d+\/edit$/);
    const id = Number(new URL(author.page.url()).pathname.split('/').at(-2));

    // Add an image with caption and alt text.
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    await author.page.getByLabel('Image file').setInputFiles({ name: 'partnership.png', mimeType: 'image/png', buffer: png });
    await author.page.getByLabel('Caption', { exact: true }).fill('Aurora Reels in a Lumen lobby');
    await author.page.getByLabel('Alt text', { exact: true }).fill('A slot tile beside a live roulette table');
    await author.page.getByRole('button', { name: 'Upload' }).click();
    await author.page.getByText('Cover image').waitFor();

    // Schedule it for tomorrow, then change course and publish now.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await author.page.getByLabel('Or publish at').fill(local);
    // Both ways of publishing notify followers, so each asks first.
    await author.page.getByRole('button', { name: 'Schedule' }).click();
    await author.page.getByRole('alertdialog', { name: 'Schedule this release?' }).getByRole('button', { name: 'Schedule' }).click();
    await author.page.getByRole('button', { name: 'Cancel schedule' }).waitFor();
    await expect.poll(() => author.page.getByRole('complementary', { name: 'Publishing' }).textContent()).toContain('Scheduled');
    // The scheduled time is shown.
    expect(await author.page.getByRole('complementary', { name: 'Publishing' }).textContent()).toContain('Goes out');
    await author.page.getByRole('button', { name: 'Cancel schedule' }).click();
    await author.page.getByRole('button', { name: 'Publish now' }).click();
    await author.page.getByRole('alertdialog', { name: 'Publish this release now?' }).getByRole('button', { name: 'Publish now' }).click();
    await author.page.getByRole('button', { name: 'Unpublish' }).waitFor();

    // A visitor, signed out, finds it on the public list and opens it.
    const visitor = await newPage(browser, 'phone');
    visitor.page.on('pageerror', (error) => errors.push(error.message));
    await visitor.page.goto('/press-releases');
    await visitor.page.getByRole('searchbox').fill('lumen partnership');
    await visitor.page.waitForURL(/q=lumen/);
    await visitor.page.getByRole('link', { name: title }).click();
    await visitor.page.waitForURL(`**/press-releases/${id}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.page.locator('article strong').first().textContent()).toBe('Aurora Reels');
    expect(await visitor.page.getByRole('img', { name: 'A slot tile beside a live roulette table' }).count()).toBe(1);

    // The PDF downloads as a real PDF.
    const [download] = await Promise.all([visitor.page.waitForEvent('download'), visitor.page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^press-release-\d+-northlight-signs-a-live-casino-partnership-with-lumen\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // A link preview (no JavaScript) sees the release's own head.
    const html = await (await fetch(`${baseUrl()}/press-releases/${id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain('"@type":"NewsArticle"');

    expect(errors).toEqual([]);
    await author.context.close();
    await visitor.context.close();
  });
});
