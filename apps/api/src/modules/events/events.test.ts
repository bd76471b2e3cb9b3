import { envelopeSchema, eventSchema, pageSchema, type EventInput } from '@paytable/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, multipartFile, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { eventInput } from '../../../test/events-helpers';
import { createPrng } from '../../platform/prng';
import { calendar, foldLine } from './ics';
import * as repo from './repository';

const V1 = '/api/v1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Company = Actor & { companyId: number };

/** Haversine distance in km, the brute-force reference for the SQL search. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * repo.EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe('events', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let organiser: Company;
  let rival: Company;
  let staff: Actor;
  let visitor: Actor;

  async function createEvent(company: Actor, overrides: Partial<EventInput> = {}): Promise<number> {
    const res = await http.post(`${V1}/events`, company.token, eventInput(overrides));
    if (res.statusCode !== 201) throw new Error(`event creation failed: ${res.body}`);
    return res.json().data.id as number;
  }
  const published = (company: Actor, overrides: Partial<EventInput> = {}) => createEvent(company, { status: 'PUBLISHED', ...overrides });
  const ids = (res: { json(): { data: { content: { id: number }[] } } }) => res.json().data.content.map((event) => event.id);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    organiser = await approvedCompany(t.app, root, unique('Organiser '));
    rival = await approvedCompany(t.app, root, unique('Rival '));
    await grantCompanyPrivilege(t.app, root, organiser, 'company_events');
    await grantCompanyPrivilege(t.app, root, rival, 'company_events');
    staff = await staffMember(t.app, organiser.companyId, organiser);
    visitor = await signUp(t.app);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('managing', () => {
    it('creates a draft for the caller’s company, visible to its managers only', async () => {
      const res = await http.post(`${V1}/events`, organiser.token, eventInput({ title: 'Draft Summit' }));
      expect(res.statusCode).toBe(201);
      const event = res.json().data;
      expect(event).toMatchObject({ status: 'DRAFT', title: 'Draft Summit', organiser: { id: organiser.companyId }, canManage: true, isPublic: true });
      expect((await http.get(`${V1}/events/${event.id}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/events/${event.id}`, visitor.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/events/${event.id}`, organiser.token)).statusCode).toBe(200);
      expect(ids(await http.get(`${V1}/events/company`, organiser.token))).toContain(event.id);
    });

    it('refuses members without company_events (403), people without a company (404) and another company’s event (404)', async () => {
      expect((await http.post(`${V1}/events`, staff.token, eventInput())).statusCode).toBe(403);
      expect((await http.post(`${V1}/events`, visitor.token, eventInput())).statusCode).toBe(404);
      const id = await published(organiser);
      const put = await http.put(`${V1}/events/${id}`, rival.token, eventInput({ title: 'Hijacked' }));
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe('Event not found');
      expect((await http.delete(`${V1}/events/${id}`, rival.token)).statusCode).toBe(404);
      expect((await http.put(`${V1}/events/${id}`, staff.token, eventInput())).statusCode).toBe(403);
      expect((await http.get(`${V1}/events/999999`)).statusCode).toBe(404);
    });

    it('validates input with clear messages', async () => {
      const start = new Date(Date.now() + DAY).toISOString();
      const backwards = await http.post(`${V1}/events`, organiser.token, eventInput({ startDateTime: start, endDateTime: start }));
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain('The end must be after the start');
      const half = await http.post(`${V1}/events`, organiser.token, eventInput({ latitude: 10, longitude: null }));
      expect(half.json().message).toContain('Give both latitude and longitude, or neither');
      const ancient = await http.post(`${V1}/events`, organiser.token, eventInput({ startDateTime: '0001-01-01T10:00:00Z', endDateTime: '0001-01-01T12:00:00Z' }));
      expect(ancient.json().message).toContain('Start must be between the years 2000 and 2100');
      const zone = await http.post(`${V1}/events`, organiser.token, eventInput({ timeZone: 'Mars/Olympus' }));
      expect(zone.statusCode).toBe(400);
    });

    it('moves through the life cycle: publish, postpone (keeping the previous start), cancel; no way back', async () => {
      const id = await createEvent(organiser);
      const original = (await http.get(`${V1}/events/${id}`, organiser.token)).json().data;
      const publish = await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: original.title, startDateTime: original.startDateTime, endDateTime: original.endDateTime, status: 'PUBLISHED' }));
      expect(publish.json().data).toMatchObject({ status: 'PUBLISHED' });
      expect(publish.json().data.publishedAt).not.toBeNull();
      const later = new Date(Date.parse(original.startDateTime) + 7 * DAY);
      const postpone = await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: original.title, status: 'POSTPONED', startDateTime: later.toISOString(), endDateTime: new Date(later.getTime() + 8 * HOUR).toISOString() }));
      expect(postpone.json().data).toMatchObject({ status: 'POSTPONED', previousStartDateTime: original.startDateTime, startDateTime: later.toISOString() });
      const back = await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: original.title, status: 'DRAFT' }));
      expect(back.statusCode).toBe(409);
      expect((await http.delete(`${V1}/events/${id}`, organiser.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/events/${id}`)).json().data.status).toBe('CANCELLED');
      expect((await http.put(`${V1}/events/${id}`, organiser.token, eventInput())).json().message).toBe('A cancelled event cannot be edited');
    });

    it('adds and removes images through the storage service', async () => {
      const sharp = (await import('sharp')).default;
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
      const id = await published(organiser);
      const added = await http.upload(`${V1}/events/${id}/images`, organiser.token, multipartFile('file', 'stand.png', 'image/png', png));
      expect(added.statusCode).toBe(200);
      const [url] = added.json().data.imageUrls as string[];
      expect(url).toMatch(new RegExp(`^/api/v1/files/eventImages/${id}/`));
      expect((await http.get(url!)).statusCode).toBe(200);
      const bogus = await http.upload(`${V1}/events/${id}/images`, organiser.token, multipartFile('file', 'x.png', 'image/png', Buffer.from('not an image')));
      expect(bogus.statusCode).toBe(400);
      const removed = await http.delete(`${V1}/events/${id}/images?url=${encodeURIComponent(url!)}`, organiser.token);
      expect(removed.json().data.imageUrls).toEqual([]);
    });
  });

  describe('lists', () => {
    it('shows visitors public events only and signed-in people members-only ones too, soonest first', async () => {
      const country = 'PT';
      const soon = await published(organiser, { country, startDateTime: new Date(Date.now() + 2 * DAY).toISOString(), endDateTime: new Date(Date.now() + 2 * DAY + HOUR).toISOString() });
      const membersOnly = await published(organiser, { country, isPublic: false });
      const draft = await createEvent(organiser, { country });
      const past = await published(organiser, { country, startDateTime: new Date(Date.now() - 3 * DAY).toISOString(), endDateTime: new Date(Date.now() - 2 * DAY).toISOString() });
      const publicIds = ids(await http.get(`${V1}/events/public?country=${country}`));
      expect(publicIds).toEqual([soon]);
      expect(ids(await http.get(`${V1}/events/upcoming?country=${country}`, visitor.token))).toEqual([soon, membersOnly]);
      expect(ids(await http.get(`${V1}/events/public?country=${country}&from=2000-01-01`))).toEqual([past, soon]);
      expect(ids(await http.get(`${V1}/events/upcoming?country=${country}&direction=desc`, visitor.token))).toEqual([membersOnly, soon]);
      expect((await http.get(`${V1}/events/${membersOnly}`)).statusCode).toBe(404);
      expect((await http.get(`${V1}/events/${membersOnly}`, visitor.token)).statusCode).toBe(200);
      expect(publicIds).not.toContain(draft);
    });

    it('searches by text, type and date range', async () => {
      const word = unique('Zebrafintech').replace(/[^A-Za-z]/g, '');
      const expo = await published(organiser, { title: `${word} Expo`, type: 'EXPO', country: 'DE' });
      const meetup = await published(rival, { title: 'Berlin Affiliate Meetup', type: 'MEETUP', tags: [word], country: 'DE', startDateTime: new Date(Date.now() + 40 * DAY).toISOString(), endDateTime: new Date(Date.now() + 40 * DAY + HOUR).toISOString() });
      expect(ids(await http.get(`${V1}/events/search?q=${word}`))).toEqual([expo, meetup]);
      expect(ids(await http.get(`${V1}/events/search?q=${word}&type=MEETUP`))).toEqual([meetup]);
      const until = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
      expect(ids(await http.get(`${V1}/events/search?q=${word}&to=${until}`))).toEqual([expo]);
      expect((await http.get(`${V1}/events/search?type=PARTY`)).statusCode).toBe(400);
    });
  });

  describe('location search', () => {
    it('finds exactly the events within the radius, nearest first, as a brute-force distance check does', async () => {
      const random = createPrng(2107);
      const centre = { latitude: 47.5, longitude: 8.5 };
      const start = new Date(Date.now() + 60 * DAY);
      const points: { id: number; latitude: number; longitude: number }[] = [];
      for (let i = 0; i < 120; i += 1) {
        const latitude = centre.latitude + (random.next() - 0.5) * 6;
        const longitude = centre.longitude + (random.next() - 0.5) * 9;
        const row = await repo.insertEvent(t.app.platform.db, {
          companyId: organiser.companyId,
          status: 'PUBLISHED',
          type: 'MEETUP',
          title: `Geo ${i}`,
          startDateTime: start,
          endDateTime: new Date(start.getTime() + HOUR),
          location: 'Somewhere',
          latitude,
          longitude,
          country: 'CH',
        });
        points.push({ id: row.id, latitude, longitude });
      }
      for (const radiusKm of [25, 120, 260]) {
        const expected = points
          .map((point) => ({ id: point.id, distance: distanceKm(centre, point) }))
          .filter((point) => point.distance <= radiusKm)
          .sort((a, b) => a.distance - b.distance);
        const res = await http.get(`${V1}/events/location?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=${radiusKm}&country=CH&size=100`);
        expect(res.statusCode).toBe(200);
        const found = res.json().data.content as { id: number; distanceKm: number }[];
        expect(found.map((event) => event.id)).toEqual(expected.map((point) => point.id));
        expect(res.json().data.totalElements).toBe(expected.length);
        found.forEach((event, index) => expect(event.distanceKm).toBeCloseTo(expected[index]!.distance, 0));
      }
    });

    it('pages nearest first (equal distances by start, then id) with the contract\'s fields exactly, for visitors and members', async () => {
      const spot = { latitude: -41.29, longitude: 174.78, country: 'NZ' };
      const start = new Date(Date.now() + 40 * DAY);
      const at = (latitude: number, startsInDays: number) =>
        repo.insertEvent(t.app.platform.db, {
          companyId: organiser.companyId,
          status: 'PUBLISHED',
          type: 'MEETUP',
          title: unique('Harbour '),
          startDateTime: new Date(start.getTime() + startsInDays * DAY),
          endDateTime: new Date(start.getTime() + startsInDays * DAY + HOUR),
          location: 'Harbour',
          latitude,
          longitude: spot.longitude,
          country: spot.country,
        });
      // 25 events: five on the very spot (two sharing a start), then one every 2 km north.
      const onSpot = [await at(spot.latitude, 3), await at(spot.latitude, 1), await at(spot.latitude, 2), await at(spot.latitude, 1), await at(spot.latitude, 0)];
      const further = [];
      for (let i = 1; i <= 20; i += 1) further.push(await at(spot.latitude + (2 * i) / 111.195, 0));
      const [zero, oneA, oneB, two, three] = [onSpot[4]!, onSpot[1]!, onSpot[3]!, onSpot[2]!, onSpot[0]!];
      const expected = [zero.id, Math.min(oneA.id, oneB.id), Math.max(oneA.id, oneB.id), two.id, three.id, ...further.map((row) => row.id)];

      const strictPage = envelopeSchema(pageSchema(eventSchema.strict()));
      const near = (page: number, token?: string) => http.get(`${V1}/events/location?latitude=${spot.latitude}&longitude=${spot.longitude}&radiusKm=50&country=NZ&page=${page}`, token);
      const first = strictPage.parse((await near(0)).json()).data;
      const second = strictPage.parse((await near(1)).json()).data;
      expect([first.content.length, second.content.length, first.totalElements, second.totalElements]).toEqual([20, 5, 25, 25]);
      expect([...first.content, ...second.content].map((event) => event.id)).toEqual(expected);
      expect(first.content.slice(0, 5).map((event) => event.distanceKm)).toEqual([0, 0, 0, 0, 0]);
      expect(second.content.at(-1)!.distanceKm).toBe(40);
      expect(strictPage.parse((await near(2)).json()).data).toMatchObject({ content: [], totalElements: 25 });

      // A member sees their own attendance and the main event of a side event on the same answer.
      const member = await signUp(t.app);
      expect((await http.put(`${V1}/events/${two.id}/attendance`, member.token, { status: 'INTERESTED', listed: false })).statusCode).toBe(200);
      expect((await http.post(`${V1}/events/${three.id}/link`, organiser.token, { linkedEventId: zero.id })).statusCode).toBe(200);
      const signedIn = strictPage.parse((await near(0, member.token)).json()).data.content;
      expect(signedIn.find((event) => event.id === two.id)!.myAttendance).toEqual({ status: 'INTERESTED', listed: false });
      expect(signedIn.filter((event) => event.myAttendance !== null).map((event) => event.id)).toEqual([two.id]);
      expect(signedIn.find((event) => event.id === three.id)!.linkedEvent).toMatchObject({ id: zero.id });
    });

    it('crosses the antimeridian and refuses bad coordinates', async () => {
      const fiji = await published(organiser, { latitude: -17.7, longitude: 179.9, country: 'FJ' });
      const samoa = await published(organiser, { latitude: -17.7, longitude: -179.9, country: 'FJ' });
      const res = await http.get(`${V1}/events/location?latitude=-17.7&longitude=179.95&radiusKm=50&country=FJ`);
      expect(ids(res).sort()).toEqual([fiji, samoa].sort());
      expect((await http.get(`${V1}/events/location?latitude=95&longitude=0`)).json().message).toContain('Latitude must be between -90 and 90');
      expect((await http.get(`${V1}/events/location?latitude=0&longitude=0&radiusKm=-1`)).statusCode).toBe(400);
    });
  });

  describe('linked events', () => {
    it('links a side event one level deep, to our own or a published event', async () => {
      const main = await published(organiser, { type: 'CONFERENCE' });
      const side = await published(rival, { type: 'SIDE_EVENT' });
      const linked = await http.post(`${V1}/events/${side}/link`, rival.token, { linkedEventId: main });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().data).toMatchObject({ linkedEventId: main, linkedEvent: { id: main } });
      const sideEvents = (await http.get(`${V1}/events/${main}/linked`)).json().data as { id: number }[];
      expect(sideEvents.map((event) => event.id)).toEqual([side]);

      expect((await http.post(`${V1}/events/${main}/link`, organiser.token, { linkedEventId: main })).json().message).toBe('An event cannot be linked to itself');
      const nested = await published(organiser);
      expect((await http.post(`${V1}/events/${nested}/link`, organiser.token, { linkedEventId: side })).json().message).toBe('Link to the main event, not to another side event');
      expect((await http.post(`${V1}/events/${main}/link`, organiser.token, { linkedEventId: nested })).json().message).toBe('A side event cannot have side events of its own');
      const rivalDraft = await createEvent(rival);
      expect((await http.post(`${V1}/events/${nested}/link`, organiser.token, { linkedEventId: rivalDraft })).statusCode).toBe(404);

      expect((await http.delete(`${V1}/events/${side}/link`, rival.token)).json().data.linkedEventId).toBeNull();
      expect((await http.delete(`${V1}/events/${side}/link`, rival.token)).statusCode).toBe(409);
    });
  });

  describe('attendance', () => {
    it('records going or interested, lists only those who opt in, and tells past attendees of the next public event', async () => {
      const id = await published(organiser);
      const going = await http.put(`${V1}/events/${id}/attendance`, visitor.token, { status: 'GOING', listed: true });
      expect(going.json().data).toMatchObject({ attendeeCount: 1, myAttendance: { status: 'GOING', listed: true } });
      const shy = await signUp(t.app);
      await http.put(`${V1}/events/${id}/attendance`, shy.token, { status: 'INTERESTED' });
      const attendees = (await http.get(`${V1}/events/${id}/attendees`, visitor.token)).json().data;
      expect(attendees.content.map((each: { userId: number }) => each.userId)).toEqual([visitor.userId]);
      expect((await http.get(`${V1}/events/${id}/attendees`)).statusCode).toBe(401);
      expect((await http.get(`${V1}/events/attending`, shy.token)).json().data.map((event: { id: number }) => event.id)).toContain(id);

      const next = await published(organiser, { title: 'Follow-up Summit' });
      const notices = (await http.get(`${V1}/notifications`, visitor.token)).json().data.content as { type: string; title: string; link: string }[];
      expect(notices.find((notice) => notice.type === 'event_published')).toMatchObject({ title: 'New event: Follow-up Summit', link: `/dashboard/events/${next}` });
      const membersOnly = await published(organiser, { title: 'Quiet Members Event', isPublic: false });
      const after = (await http.get(`${V1}/notifications`, visitor.token)).json().data.content as { title: string }[];
      expect(after.some((notice) => notice.title.includes('Quiet Members Event'))).toBe(false);
      expect(membersOnly).toBeGreaterThan(0);

      await http.delete(`${V1}/events/${id}/attendance`, visitor.token);
      expect((await http.get(`${V1}/events/${id}`, visitor.token)).json().data.myAttendance).toBeNull();
      const cancelled = await published(organiser);
      await http.delete(`${V1}/events/${cancelled}`, organiser.token);
      expect((await http.put(`${V1}/events/${cancelled}/attendance`, visitor.token, { status: 'GOING' })).statusCode).toBe(409);
    });
  });

  describe('calendar', () => {
    it('serves RFC 5545 with a stable UID, SEQUENCE raised on each change and METHOD:CANCEL once cancelled', async () => {
      const id = await published(organiser, { title: 'Calendar, Summit; Malta' });
      const read = async () => {
        const res = await http.get(`${V1}/events/${id}/calendar.ics`);
        expect(res.headers['content-type']).toContain('text/calendar');
        const component = new ICAL.Component(ICAL.parse(res.body));
        const vevent = component.getFirstSubcomponent('vevent')!;
        return {
          method: component.getFirstPropertyValue('method'),
          uid: vevent.getFirstPropertyValue('uid'),
          sequence: vevent.getFirstPropertyValue('sequence'),
          summary: vevent.getFirstPropertyValue('summary'),
          status: vevent.getFirstPropertyValue('status'),
          start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        };
      };
      const first = await read();
      expect(first).toMatchObject({ method: 'PUBLISH', uid: `event-${id}@paytable.events`, sequence: 0, summary: 'Calendar, Summit; Malta', status: 'CONFIRMED' });
      const moved = new Date(Date.parse(first.start) + DAY);
      await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: 'Calendar, Summit; Malta', startDateTime: moved.toISOString(), endDateTime: new Date(moved.getTime() + HOUR).toISOString() }));
      const second = await read();
      expect(second).toMatchObject({ uid: first.uid, sequence: 1, start: moved.toISOString() });
      await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: 'Calendar, Summit; Malta', startDateTime: moved.toISOString(), endDateTime: new Date(moved.getTime() + HOUR).toISOString() }));
      expect((await read()).sequence).toBe(1);
      await http.delete(`${V1}/events/${id}`, organiser.token);
      expect(await read()).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
    });

    it('folds long lines at 75 octets without splitting a character', () => {
      const text = calendar([{ uid: 'x@y', sequence: 0, start: new Date(0), end: new Date(HOUR), stamp: new Date(0), summary: 'é'.repeat(100), cancelled: false }]);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(foldLine('a'.repeat(80)).split('\r\n ')).toHaveLength(2);
      const parsed = new ICAL.Component(ICAL.parse(text));
      expect(parsed.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe('é'.repeat(100));
    });
  });

  describe('meetings', () => {
    it('books a slot during the event between listed attendees, refuses double booking, and confirms into messages', async () => {
      const eventStart = new Date(Date.now() + 15 * DAY);
      const id = await published(organiser, { startDateTime: eventStart.toISOString(), endDateTime: new Date(eventStart.getTime() + 8 * HOUR).toISOString() });
      const [ana, ben, cleo] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
      for (const person of [ana!, ben!, cleo!]) await http.put(`${V1}/events/${id}/attendance`, person.token, { status: 'GOING', listed: true });
      const slot = (fromHour: number, minutes = 30) => ({ startsAt: new Date(eventStart.getTime() + fromHour * HOUR).toISOString(), endsAt: new Date(eventStart.getTime() + fromHour * HOUR + minutes * 60_000).toISOString() });

      const request = await http.post(`${V1}/events/${id}/meetings`, ana!.token, { inviteeUserId: ben!.userId, ...slot(1), place: 'Stand B12', message: 'Payouts in Brazil?' });
      expect(request.statusCode).toBe(201);
      const meeting = request.json().data;
      expect(meeting).toMatchObject({ status: 'PENDING', role: 'REQUESTER', invitee: { userId: ben!.userId }, place: 'Stand B12' });

      expect((await http.post(`${V1}/events/${id}/meetings`, ana!.token, { inviteeUserId: ben!.userId, ...slot(9) })).json().message).toBe('The meeting must take place during the event');
      expect((await http.post(`${V1}/events/${id}/meetings`, ana!.token, { inviteeUserId: ben!.userId, ...slot(2, 5) })).statusCode).toBe(400);
      expect((await http.post(`${V1}/events/${id}/meetings`, ana!.token, { inviteeUserId: visitor.userId, ...slot(2) })).json().message).toBe('This person is not on the attendee list');
      expect((await http.post(`${V1}/events/${id}/meetings`, visitor.token, { inviteeUserId: ben!.userId, ...slot(2) })).statusCode).toBe(403);

      expect((await http.post(`${V1}/events/meetings/${meeting.id}/accept`, ana!.token)).json().message).toBe('Only the invited person can answer this request');
      expect((await http.post(`${V1}/events/meetings/${meeting.id}/accept`, cleo!.token)).statusCode).toBe(404);
      const accepted = await http.post(`${V1}/events/meetings/${meeting.id}/accept`, ben!.token);
      expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', role: 'INVITEE' });
      const thread = (await http.get(`${V1}/messages/conversations/${ben!.userId}`, ana!.token)).json().data;
      expect(JSON.stringify(thread)).toContain('Meeting confirmed');

      // Overlapping slots: refused for either person once one meeting is confirmed.
      const overlapping = await http.post(`${V1}/events/${id}/meetings`, cleo!.token, { inviteeUserId: ben!.userId, ...slot(1.25) });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().message).toBe('This time slot is already booked');
      // A slot already asked for (a request waiting for an answer) is refused when asked for again, by
      // either person, not only when the second request would be accepted.
      const pending = (await http.post(`${V1}/events/${id}/meetings`, cleo!.token, { inviteeUserId: ana!.userId, ...slot(3) })).json().data;
      const rival = await http.post(`${V1}/events/${id}/meetings`, ben!.token, { inviteeUserId: ana!.userId, ...slot(3.25) });
      expect(rival.statusCode).toBe(409);
      expect(rival.json()).toMatchObject({ success: false, message: 'This time slot already has a meeting request waiting for an answer' });
      const again = await http.post(`${V1}/events/${id}/meetings`, ana!.token, { inviteeUserId: cleo!.userId, ...slot(3) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This time slot already has a meeting request waiting for an answer');
      // A slot next to it is free; once answered, the slot is booked (409 as booked) or free again.
      expect((await http.post(`${V1}/events/${id}/meetings`, ben!.token, { inviteeUserId: ana!.userId, ...slot(3.5) })).statusCode).toBe(201);
      expect((await http.post(`${V1}/events/meetings/${pending.id}/accept`, ana!.token)).statusCode).toBe(200);
      expect((await http.post(`${V1}/events/${id}/meetings`, ben!.token, { inviteeUserId: ana!.userId, ...slot(3.25) })).json().message).toBe('This time slot is already booked');
      // Cancelling frees the slot.
      expect((await http.post(`${V1}/events/meetings/${meeting.id}/cancel`, ana!.token)).json().data.status).toBe('CANCELLED');
      expect((await http.post(`${V1}/events/${id}/meetings`, cleo!.token, { inviteeUserId: ben!.userId, ...slot(1.25) })).statusCode).toBe(201);
      expect(((await http.get(`${V1}/events/${id}/meetings`, ben!.token)).json().data as unknown[]).length).toBe(3);
    });

    it('writes the confirmation into both people\'s messages in the event\'s time zone', async () => {
      // 10:00 UTC on a winter day is 11:00 in Malta (CET).
      const eventStart = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 20, 8));
      const id = await published(organiser, { startDateTime: eventStart.toISOString(), endDateTime: new Date(eventStart.getTime() + 8 * HOUR).toISOString(), timeZone: 'Europe/Malta' });
      const [host, guest] = await Promise.all([signUp(t.app), signUp(t.app)]);
      for (const person of [host!, guest!]) await http.put(`${V1}/events/${id}/attendance`, person.token, { status: 'GOING', listed: true });
      const meeting = (await http.post(`${V1}/events/${id}/meetings`, host!.token, { inviteeUserId: guest!.userId, startsAt: new Date(eventStart.getTime() + 2 * HOUR).toISOString(), endsAt: new Date(eventStart.getTime() + 2.5 * HOUR).toISOString() })).json().data;
      expect((await http.post(`${V1}/events/meetings/${meeting.id}/accept`, guest!.token)).statusCode).toBe(200);
      const thread = JSON.stringify((await http.get(`${V1}/messages/conversations/${guest!.userId}`, host!.token)).json().data);
      expect(thread).toContain(`20 Jan ${eventStart.getUTCFullYear()}, 11:00 CET – 20 Jan ${eventStart.getUTCFullYear()}, 11:30 CET`);
      expect(thread).not.toContain('UTC');
    });

    it('keeps a personal feed of attended events and meetings under stable UIDs, behind a secret that can be rotated', async () => {
      const eventStart = new Date(Date.now() + 16 * DAY);
      const id = await published(organiser, { title: 'Feed Summit', startDateTime: eventStart.toISOString(), endDateTime: new Date(eventStart.getTime() + 8 * HOUR).toISOString() });
      const [dana, eli] = await Promise.all([signUp(t.app), signUp(t.app)]);
      for (const person of [dana!, eli!]) await http.put(`${V1}/events/${id}/attendance`, person.token, { status: 'GOING', listed: true });
      const meeting = (await http.post(`${V1}/events/${id}/meetings`, dana!.token, { inviteeUserId: eli!.userId, startsAt: new Date(eventStart.getTime() + HOUR).toISOString(), endsAt: new Date(eventStart.getTime() + 2 * HOUR).toISOString() })).json().data;
      await http.post(`${V1}/events/meetings/${meeting.id}/accept`, eli!.token);

      const feed = (await http.get(`${V1}/events/calendar/feed-url`, dana!.token)).json().data as { url: string; webcalUrl: string };
      expect((await http.get(`${V1}/events/calendar/feed-url`, dana!.token)).json().data.url).toBe(feed.url);
      const path = new URL(feed.url).pathname;
      const read = async (url: string) => {
        const vevents = new ICAL.Component(ICAL.parse((await http.get(url)).body)).getAllSubcomponents('vevent');
        return Object.fromEntries(vevents.map((each) => [each.getFirstPropertyValue('uid'), { sequence: each.getFirstPropertyValue('sequence'), status: each.getFirstPropertyValue('status') }]));
      };
      const before = await read(path);
      expect(before[`event-${id}@paytable.events`]).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
      expect(before[`meeting-${meeting.id}@paytable.events`]).toMatchObject({ sequence: 1, status: 'CONFIRMED' });

      const moved = new Date(eventStart.getTime() + DAY);
      await http.put(`${V1}/events/${id}`, organiser.token, eventInput({ title: 'Feed Summit', startDateTime: moved.toISOString(), endDateTime: new Date(moved.getTime() + 8 * HOUR).toISOString() }));
      await http.post(`${V1}/events/meetings/${meeting.id}/cancel`, eli!.token);
      const after = await read(path);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(after[`event-${id}@paytable.events`]).toMatchObject({ sequence: 1 });
      expect(after[`meeting-${meeting.id}@paytable.events`]).toMatchObject({ sequence: 2, status: 'CANCELLED' });

      const rotated = (await http.post(`${V1}/events/calendar/feed-url/rotate`, dana!.token)).json().data as { url: string };
      expect(rotated.url).not.toBe(feed.url);
      expect((await http.get(path)).statusCode).toBe(404);
      expect((await http.get(new URL(rotated.url).pathname)).statusCode).toBe(200);
    });
  });
});
