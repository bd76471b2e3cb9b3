import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { registerMember, signedInPage } from '../support/session';


describe('profiles: my profile and the public view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('edits the headline, adds a position, uploads a photo, and shows all of it on the public profile', async () => {
    const session = await registerMember({ firstName: 'Marta', lastName: 'Galea', userType: 'user' });
    const { context, page } = await signedInPage(browser, session, 'desktop');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/dashboard/my-profile');
    await page.getByRole('heading', { name: 'Marta Galea' }).waitFor();
    expect(await page.getByText('0% complete').count()).toBeGreaterThan(0);

    // Headline, inline in the about section.
    await page.getByRole('button', { name: 'Edit about' }).click();
    await page.getByLabel('Headline').fill('Head of Compliance at Lumen Gaming');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Head of Compliance at Lumen Gaming').first().waitFor();

    // A position, with the contract's rule checked in the browser first.
    await page.getByRole('button', { name: 'Add position' }).click();
    const form = page.getByRole('form', { name: 'Add position' });
    await form.getByLabel('Title').fill('MLRO');
    await form.getByLabel('Company').fill('Lumen Gaming Ltd');
    await form.getByLabel('Start month').fill('2020-02');
    await form.getByLabel('End month').fill('2019-01');
    await form.getByRole('button', { name: 'Add position' }).click();
    await form.getByText('End month must not be before the start month').waitFor();
    await form.getByLabel('I currently work here').check();
    await form.getByRole('button', { name: 'Add position' }).click();
    await page.getByRole('list', { name: 'Experience' }).getByText('MLRO').waitFor();
    await page.getByText('Feb 2020 – Present').waitFor();

    // A photo: a real PNG made here, through the hidden file input behind "Upload photo".
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await page.getByTestId('profile-photo-input').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    const photo = page.getByRole('img', { name: 'Marta Galea' }).first();
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(new RegExp(`^/api/v1/files/profileImages/${session.user.id}/[0-9a-f-]+\\.webp$`));
    // 15 (photo) + 15 (headline) + 20 (position)
    await page.getByText('50% complete').first().waitFor();

    // The public view, as another member would open it.
    await page.getByRole('link', { name: 'View as others see it' }).click();
    await page.waitForURL(`**/dashboard/profile/${session.user.id}`);
    await page.getByText('Head of Compliance at Lumen Gaming').waitFor();
    await page.getByText('Lumen Gaming Ltd').waitFor();
    const publicPhoto = page.getByRole('img', { name: 'Marta Galea' }).first();
    await publicPhoto.waitFor();
    const loaded = await publicPhoto.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth);
    expect(loaded).toBe(600);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found screen for a profile that does not exist, on a phone', async () => {
    const session = await registerMember({ firstName: 'Marta', lastName: 'Galea', userType: 'user' });
    const { context, page } = await signedInPage(browser, session, 'phone');
    await page.goto('/dashboard/profile/99999999');
    await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await context.close();
  });
});
