import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventInput } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { eventInput } from '../../../test/events-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';
const SHELL = '<!doctype html><html><head><meta charset="utf-8"><title>Paytable</title><meta name="description" content="The B2B network"></head><body><div id="root"></div></body></html>';

/** The JSON-LD objects of a page, parsed back. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('crawler heads of event pages', () => {
  let t: TestApp;
  let webDir: string;
  let organiser: Actor & { companyId: number };
  const organiserName = unique('Organiser ');
  async function create(overrides: Partial<EventInput>): Promise<number> {
    const res = await api(t.app).post(`${V1}/events`, organiser.token, eventInput(overrides));
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  }

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), SHELL);
    t = await createTestApp({ webDistDir: webDir, publicUrl: 'https://paytable.example' });
    const admin = await signInSuperuser(t.app);
    organiser = await approvedCompany(t.app, admin, organiserName);
    await grantCompanyPrivilege(t.app, admin, organiser, 'company_events');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('writes the title, Open Graph tags and a schema.org Event into a public event page, at both addresses', async () => {
    const id = await create({ title: 'Valletta <Payments> Breakfast', status: 'PUBLISHED', onlineUrl: 'https://stream.example/breakfast' });
    for (const url of [`/events/${id}`, `/dashboard/events/${id}`]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('<title>Valletta &lt;Payments&gt; Breakfast | Paytable</title>');
      expect(html).toContain(`<link rel="canonical" href="https://paytable.example/events/${id}">`);
      expect(html).toContain('<meta property="og:title" content="Valletta &lt;Payments&gt; Breakfast">');
      expect(html).toMatch(/<meta property="og:description" content="\d{1,2} \w+ \d{4}, Valletta · Open banking, chargebacks; fraud.">/);
      expect(html).not.toContain('The B2B network');
      const [event] = jsonLdOf(html);
      expect(event).toMatchObject({
        '@type': 'Event',
        name: 'Valletta <Payments> Breakfast',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
        url: `https://paytable.example/events/${id}`,
        organizer: { '@type': 'Organization', name: organiserName },
      });
      expect(event!.location).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 35.9, longitude: 14.52 } })]));
    }
  });

  it('says a cancelled event was cancelled, and sends the plain shell for a draft, a members-only event or an unknown id', async () => {
    const cancelled = await create({ status: 'PUBLISHED' });
    await t.app.inject({ method: 'DELETE', url: `${V1}/events/${cancelled}`, headers: { authorization: `Bearer ${organiser.token}` } });
    const html = (await t.app.inject({ method: 'GET', url: `/events/${cancelled}` })).body;
    expect(html).toContain('<meta name="description" content="This event was cancelled. ');
    expect(jsonLdOf(html)[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });

    const draft = await create({});
    const membersOnly = await create({ status: 'PUBLISHED', isPublic: false });
    for (const url of [`/events/${draft}`, `/events/${membersOnly}`, '/events/2147483647', '/dashboard/events/new']) {
      const plain = (await t.app.inject({ method: 'GET', url })).body;
      expect(plain).toContain('<title>Paytable</title>');
      expect(jsonLdOf(plain)).toEqual([]);
    }
  });
});
