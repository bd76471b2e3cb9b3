import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { api, logIn, registerMember, signedInPage, type Session } from '../support/session';
import { baseUrl } from '../support/browser';

/** The local value of a datetime-local input `days` from now at `hour`:00. */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

describe('industry events', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a company publishes an event, a member finds it near Malta and attends, a visitor sees it on the public list', async () => {
    const organiserSession = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    const organiser = await signedInPage(browser, organiserSession);
    const errors: string[] = [];
    organiser.page.on('pageerror', (error) => errors.push(error.message));

    // The organiser creates and publishes the event.
    await organiser.page.goto('/dashboard/events/new');
    await organiser.page.getByLabel('Title', { exact: true }).fill('Valletta Payments Breakfast');
    await organiser.page.getByLabel('Type', { exact: true }).selectOption('MEETUP');
    await organiser.page.getByLabel('Starts').fill(localInput(8, 8));
    await organiser.page.getByLabel('Ends').fill(localInput(8, 10));
    await organiser.page.getByLabel('Description').fill('Coffee and open banking payouts with payments heads of Malta operators.');
    await organiser.page.getByLabel('Venue').fill('Grand Harbour Hotel');
    await organiser.page.getByLabel('City').fill('Valletta');
    await organiser.page.getByLabel('Country code').fill('MT');
    await organiser.page.getByLabel('Latitude').fill('35.8978');
    await organiser.page.getByLabel('Longitude').fill('14.5125');
    await organiser.page.getByLabel('Publish now').check();
    await organiser.page.getByRole('button', { name: 'Create and publish' }).click();
    await organiser.page.waitForURL(/\/dashboard\/events\/\d+$/);
    const eventId = Number(new URL(organiser.page.url()).pathname.split('/').pop());
    await organiser.page.getByRole('heading', { level: 1, name: 'Valletta Payments Breakfast' }).waitFor();
    await organiser.page.getByRole('link', { name: 'Edit' }).waitFor();

    // A member searches near Malta (no map), finds it with its distance, and attends on the list.
    const memberSession = await registerMember({ firstName: 'Karl', lastName: 'Borg' });
    const member = await signedInPage(browser, memberSession, 'phone');
    member.page.on('pageerror', (error) => errors.push(error.message));
    await member.page.goto('/dashboard/events');
    await member.page.getByLabel('Near').selectOption('malta');
    await member.page.getByLabel('Within').selectOption('25');
    // The filters replace the URL in place (no navigation to wait for).
    await expect.poll(() => member.page.url(), { timeout: 15_000 }).toMatch(/near=malta&radius=25/);
    await member.page.getByText(/nearest first/).waitFor();
    const card = member.page.getByRole('article').filter({ hasText: 'Valletta Payments Breakfast' });
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toMatch(/km away/);
    await card.getByRole('link', { name: 'Valletta Payments Breakfast' }).click();
    await member.page.waitForURL(`**/dashboard/events/${eventId}`);
    const jsonLd = JSON.parse((await member.page.getByTestId('event-json-ld').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Valletta Payments Breakfast', eventStatus: 'https://schema.org/EventScheduled' });
    await member.page.getByRole('button', { name: 'Going', exact: true }).click();
    await member.page.getByLabel(/Show me on the attendee list/).check();
    await member.page.getByRole('list', { name: 'Attendees' }).getByText('Karl Borg').waitFor();

    // It is among "My events".
    await member.page.goto('/dashboard/events?tab=attending');
    await member.page.getByRole('link', { name: 'Valletta Payments Breakfast' }).waitFor();

    // A visitor sees it on the public list and its page, but not the members-only demo webinar.
    const visitor = await newPage(browser);
    visitor.page.on('pageerror', (error) => errors.push(error.message));
    await visitor.page.goto('/events?country=MT');
    await visitor.page.getByRole('link', { name: 'Valletta Payments Breakfast' }).waitFor();
    expect(await visitor.page.getByText('Webinar: the new MGA player protection directive').count()).toBe(0);
    await visitor.page.getByRole('link', { name: 'Valletta Payments Breakfast' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Valletta Payments Breakfast' }).waitFor();
    await visitor.page.getByText('Sign in', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await organiser.context.close();
    await member.context.close();
    await visitor.context.close();
  });

  it('two attendees granted nearby positions enable event mode and see each other; one stops sharing and disappears for the other', async () => {
    const organiser = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    const start = Date.now() + 30 * 60_000;
    const event = await api<{ id: number }>(
      '/events',
      {
        title: 'Malta Affiliates Networking Night',
        type: 'MEETUP',
        status: 'PUBLISHED',
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(start + 4 * 3_600_000).toISOString(),
        timeZone: 'Europe/Malta',
        venue: 'Mediterranean Conference Centre',
        city: 'Valletta',
        country: 'MT',
        latitude: 35.8997,
        longitude: 14.5146,
      },
      organiser.token,
    );
    const errors: string[] = [];
    // Two people at the venue, about 40 m apart (north-south).
    async function attendee(session: Session, position: { latitude: number; longitude: number }) {
      const opened = await signedInPage(browser, session, 'phone');
      await opened.context.grantPermissions(['geolocation'], { origin: baseUrl() });
      await opened.context.setGeolocation({ ...position, accuracy: 5 });
      opened.page.on('pageerror', (error) => errors.push(error.message));
      await opened.page.goto(`/dashboard/events/${event.id}`);
      await opened.page.getByRole('button', { name: 'Going', exact: true }).click();
      await opened.page.getByRole('switch', { name: /Event mode/ }).click();
      await opened.page.getByRole('switch', { name: /Share my location/ }).click();
      await expect.poll(() => opened.page.getByRole('switch', { name: /Share my location/ }).getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
      return opened;
    }
    // Each shares with their connections: Ana and Ben connect first.
    const [anaSession, benSession] = [await registerMember({ firstName: 'Ana', lastName: 'Camilleri' }), await registerMember({ firstName: 'Ben', lastName: 'Zammit' })];
    const request = await api<{ id: number }>('/connections/request', { receiverId: benSession.user.id }, anaSession.token);
    await api(`/connections/requests/${request.id}/accept`, {}, benSession.token);
    const ana = await attendee(anaSession, { latitude: 35.8997, longitude: 14.5146 });
    const ben = await attendee(benSession, { latitude: 35.90006, longitude: 14.5146 });

    // Ben sees Ana under 50 m away at once; Ana sees Ben when her poll answers. No direction either way.
    const benSeesAna = ben.page.getByRole('list', { name: 'People nearby' }).getByRole('listitem').filter({ hasText: 'Ana Camilleri' });
    await expect.poll(() => benSeesAna.textContent(), { timeout: 20_000 }).toMatch(/under 50 m away/);
    const anaSeesBen = ana.page.getByRole('list', { name: 'People nearby' }).getByRole('listitem').filter({ hasText: 'Ben Zammit' });
    await expect.poll(() => anaSeesBen.textContent(), { timeout: 40_000 }).toMatch(/under 50 m away/);
    expect(await anaSeesBen.textContent()).not.toMatch(/north|south/);
    // Never the other's coordinates on the screen.
    expect(await ana.page.locator('body').innerText()).not.toMatch(/35\.900/);

    // Ben stops sharing: he disappears from Ana's list.
    await ben.page.getByRole('switch', { name: /Share my location/ }).click();
    await expect.poll(() => ben.page.getByRole('switch', { name: /Share my location/ }).getAttribute('aria-checked'), { timeout: 15_000 }).toBe('false');
    await expect.poll(() => anaSeesBen.count(), { timeout: 40_000 }).toBe(0);
    await ana.page.getByText(/None of your connections is sharing near you yet/).waitFor();

    expect(errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  }, 150_000);
});
