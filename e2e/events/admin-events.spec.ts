import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

/** The local value of a datetime-local input `days` from now at `hour`:00. */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

describe('admin events', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin creates an event for a company, edits it, and links it as a side event of another company’s conference', async () => {
    const session = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    const { page, context } = await signedInPage(browser, session);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // From every company's events to one company's: Northlight Studios, by its demo event.
    await page.goto('/dashboard/admin/events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByLabel('Search events').fill('Northlight Studio Night');
    const demoRow = page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').filter({ hasText: 'Northlight Studio Night' });
    // The search replaces the URL in place; the list settles on the one match before anything is clicked.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/q=Northlight/);
    await expect.poll(() => page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    await demoRow.getByRole('link', { name: 'Northlight Studios' }).click();
    await page.waitForURL(/\/dashboard\/admin\/companies\/\d+\/events$/);
    const companyEvents = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Northlight Studios: events' }).waitFor();

    // A new published event for the company.
    await page.getByRole('link', { name: 'New event' }).click();
    await page.waitForURL(`**${companyEvents}/new`);
    await page.getByRole('heading', { level: 1, name: 'New Company Event' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Northlight Slots Preview');
    await page.getByLabel('Type', { exact: true }).selectOption('SIDE_EVENT');
    await page.getByLabel('Starts').fill(localInput(20, 18));
    await page.getByLabel('Ends').fill(localInput(20, 21));
    await page.getByLabel('Description').fill('A first look at three new slot titles, with drinks on the terrace.');
    await page.getByLabel('Venue').fill('Hilton Malta terrace');
    await page.getByLabel('City').fill('St Julian’s');
    await page.getByLabel('Country code').fill('MT');
    await page.getByLabel('Publish now').check();
    await page.getByRole('button', { name: 'Create and publish' }).click();
    await page.waitForURL(`**${companyEvents}`);
    const created = page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').filter({ hasText: 'Northlight Slots Preview' });
    await created.waitFor();
    expect(await created.textContent()).toMatch(/Published/);

    // The admin edits it: a new title and venue.
    await page.getByRole('link', { name: 'Edit Northlight Slots Preview' }).click();
    await page.waitForURL(/\/events\/\d+\/edit$/);
    const eventId = Number(new URL(page.url()).pathname.split('/').at(-2));
    await page.getByRole('heading', { level: 1, name: 'Edit Company Event' }).waitFor();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('Northlight Slots Preview');
    await page.getByLabel('Title', { exact: true }).fill('Northlight Slots Preview Night');
    await page.getByLabel('Venue').fill('Hilton Malta, Portomaso terrace');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**${companyEvents}`);
    await page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem').filter({ hasText: 'Northlight Slots Preview Night' }).waitFor();

    // It becomes a side event of Aurora Casino Group's Malta iGaming Week.
    await page.getByRole('link', { name: 'Edit Northlight Slots Preview Night' }).click();
    await page.waitForURL(`**${companyEvents}/${eventId}/edit`);
    const sideOf = page.getByLabel(/Link this event to the main event/);
    await expect.poll(() => sideOf.locator('option', { hasText: 'Malta iGaming Week' }).count(), { timeout: 15_000 }).toBe(1);
    await sideOf.selectOption({ label: 'Malta iGaming Week (Aurora Casino Group)' });
    await page.getByText('Events linked').first().waitFor();
    await expect.poll(() => sideOf.inputValue(), { timeout: 15_000 }).not.toBe('');
    const mainId = Number(await sideOf.inputValue());

    // The cross-company list shows the link; both event pages show it.
    await page.goto('/dashboard/admin/events');
    const link = page.getByRole('list', { name: 'Cross-company links' }).getByRole('listitem').filter({ hasText: 'Northlight Slots Preview Night' });
    await link.waitFor();
    expect(await link.textContent()).toMatch(/Northlight Slots Preview Night \(Northlight Studios\) alongside Malta iGaming Week \(Aurora Casino Group\)/);
    await page.goto(`/dashboard/events/${mainId}`);
    await page.getByRole('heading', { level: 1, name: 'Malta iGaming Week' }).waitFor();
    await page.getByRole('link', { name: 'Northlight Slots Preview Night' }).waitFor();
    await page.goto(`/dashboard/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'Northlight Slots Preview Night' }).waitFor();
    await page.getByText('Part of').waitFor();
    await page.getByRole('link', { name: 'Malta iGaming Week' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
