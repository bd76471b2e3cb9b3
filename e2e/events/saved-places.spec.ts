import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { api, logIn, registerMember, signedInPage } from '../support/session';

describe('event mode: saved places', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an attendee saves a booth and a meeting point where they stand, sees the way back, keeps them after a reload and removes one; nobody else sees them', async () => {
    const organiser = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    const start = Date.now() + 30 * 60_000;
    const event = await api<{ id: number }>(
      '/events',
      {
        title: 'Malta Payments Expo Floor',
        type: 'EXPO',
        status: 'PUBLISHED',
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(start + 6 * 3_600_000).toISOString(),
        timeZone: 'Europe/Malta',
        venue: 'Malta Fairs and Conventions Centre',
        city: 'Ta’ Qali',
        country: 'MT',
        latitude: 35.8936,
        longitude: 14.4211,
      },
      organiser.token,
    );
    const errors: string[] = [];
    const session = await registerMember({ firstName: 'Maria', lastName: 'Galea' });
    const attendee = await signedInPage(browser, session, 'phone');
    const { page, context } = attendee;
    page.on('pageerror', (error) => errors.push(error.message));
    await context.grantPermissions(['geolocation'], { origin: baseUrl() });
    // At the stand first.
    await context.setGeolocation({ latitude: 35.8936, longitude: 14.4211, accuracy: 5 });

    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole('button', { name: 'Going', exact: true }).click();
    await page.getByRole('switch', { name: /Event mode/ }).click();
    await page.getByText(/No saved places yet/).waitFor();

    const form = page.getByRole('form', { name: 'Save this spot' });
    const places = page.getByRole('list', { name: 'Saved places' });
    await form.getByLabel('Kind').selectOption('BOOTH');
    await form.getByLabel('Name').fill('Stand B12');
    await form.getByRole('button', { name: 'Save this spot' }).click();
    await places.getByRole('listitem').filter({ hasText: 'Stand B12' }).waitFor();

    // About 40 m south of the stand, a meeting point: the stand is now 40 m north of here.
    await context.setGeolocation({ latitude: 35.89324, longitude: 14.4211, accuracy: 5 });
    await form.getByLabel('Kind').selectOption('MEETING_POINT');
    await form.getByLabel('Name').fill('Coffee corner');
    await form.getByRole('button', { name: 'Save this spot' }).click();
    await places.getByRole('listitem').filter({ hasText: 'Coffee corner' }).waitFor();
    const stand = places.getByRole('listitem').filter({ hasText: 'Stand B12' });
    await expect.poll(() => stand.textContent(), { timeout: 15_000 }).toMatch(/Booth · 40 m north(?!-)/);
    expect(await places.getByRole('listitem').filter({ hasText: 'Coffee corner' }).textContent()).toMatch(/Meeting point/);
    // The places are shown by distance and direction only, never by their coordinates.
    expect(await page.locator('body').innerText()).not.toMatch(/35\.89/);

    // Event mode and the places survive a reload (the device keeps the mode, the server keeps the places).
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: /Event mode/ }).getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await places.getByRole('listitem').filter({ hasText: 'Coffee corner' }).waitFor();
    expect(await places.getByRole('listitem').count()).toBe(2);

    // Removing one leaves the other.
    await page.getByRole('button', { name: 'Remove Coffee corner' }).click();
    await expect.poll(() => places.getByRole('listitem').filter({ hasText: 'Coffee corner' }).count(), { timeout: 15_000 }).toBe(0);
    expect(await places.getByRole('listitem').filter({ hasText: 'Stand B12' }).count()).toBe(1);

    // Saved places are their owner’s: another member reading the same event’s places gets none.
    const other = await registerMember({ firstName: 'Luke', lastName: 'Farrugia' });
    expect(await api<unknown[]>(`/events/${event.id}/mode/locations`, undefined, other.token)).toEqual([]);
    expect(await api<{ label: string }[]>(`/events/${event.id}/mode/locations`, undefined, session.token)).toEqual([expect.objectContaining({ label: 'Stand B12', kind: 'BOOTH' })]);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
