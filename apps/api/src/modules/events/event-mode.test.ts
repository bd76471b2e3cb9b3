import { distanceBandOf, distanceMetres, EVENT_MODE_LIMITS, type NearbyState } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { eventInput } from '../../../test/events-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { createPrng } from '../../platform/prng';
import { deleteEndedShares, nearbyState } from './event-mode';

const V1 = '/api/v1';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The Mediterranean Conference Centre, Valletta, and points a few metres from it. */
const HALL = { latitude: 35.8997, longitude: 14.5146 };
const metresNorth = (m: number) => ({ latitude: HALL.latitude + m / 111_195, longitude: HALL.longitude });
const metresEast = (m: number) => ({ latitude: HALL.latitude, longitude: HALL.longitude + m / (111_195 * Math.cos((HALL.latitude * Math.PI) / 180)) });

describe('event mode', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let organiser: Actor & { companyId: number };
  let live: number;
  let other: number;
  let later: number;

  async function publish(startInMs: number, hours = 8): Promise<number> {
    const start = new Date(Date.now() + startInMs);
    const res = await http.post(`${V1}/events`, organiser.token, eventInput({ status: 'PUBLISHED', startDateTime: start.toISOString(), endDateTime: new Date(start.getTime() + hours * HOUR).toISOString() }));
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  }
  async function attendee(eventId: number, listed = false): Promise<Actor> {
    const person = await signUp(t.app, { firstName: unique('P'), lastName: 'Attendee' });
    expect((await http.put(`${V1}/events/${eventId}/attendance`, person.token, { status: 'GOING', listed })).statusCode).toBe(200);
    return person;
  }
  const share = (person: Actor, eventId: number, point: { latitude: number; longitude: number }) => http.put(`${V1}/events/${eventId}/mode/share`, person.token, { ...point, heading: 90 });
  /** An accepted connection between two people (each shares their position with their connections). */
  const connect = async (a: number, b: number) => {
    await t.app.platform.db.execute(sql`insert into user_connections (requester_id, receiver_id, status, responded_at) values (${a}, ${b}, 'connected', now())`);
  };
  /** Moves a person's last position `seconds` into the past, as if that much time had gone by since. */
  const age = async (userId: number, seconds: number) => {
    await t.app.platform.db.execute(sql`update event_location_shares set updated_at = updated_at - make_interval(secs => ${seconds}) where user_id = ${userId}`);
  };
  const nearby = async (person: Actor, eventId: number, radiusM?: number): Promise<NearbyState> => {
    const res = await http.get(`${V1}/events/${eventId}/mode/nearby${radiusM ? `?radiusM=${radiusM}` : ''}`, person.token);
    expect(res.statusCode).toBe(200);
    return res.json().data as NearbyState;
  };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    const root = await signInSuperuser(t.app);
    organiser = await approvedCompany(t.app, root, unique('Organiser '));
    await grantCompanyPrivilege(t.app, root, organiser, 'company_events');
    live = await publish(30 * MINUTE);
    other = await publish(-HOUR);
    later = await publish(3 * 24 * HOUR);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets connected attendees of a running event share, and shows each the other as a distance band only, with no direction', async () => {
    const [ana, ben] = [await attendee(live), await attendee(live)];
    await connect(ana.userId, ben.userId);
    const started = await share(ana, live, HALL);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: 'You are sharing your location with your connections at this event', data: { sharing: true, eventId: live, nearby: [] } });
    await share(ben, live, metresNorth(43));

    const seenByAna = await nearby(ana, live);
    expect(seenByAna.nearby).toEqual([{ userId: ben.userId, name: expect.stringContaining('Attendee'), jobTitle: null, profileImageUrl: null, distanceBand: 'UNDER_50_M' }]);
    expect(JSON.stringify(seenByAna)).not.toMatch(/latitude|longitude|direction|distanceM|35\.89|14\.51/);
    expect((await nearby(ben, live)).nearby).toEqual([expect.objectContaining({ userId: ana.userId, distanceBand: 'UNDER_50_M' })]);
  });

  it('shows only people who share with me too: an attendee who is not my connection neither sees me nor is seen', async () => {
    const [kim, lou, stranger] = [await attendee(live), await attendee(live), await attendee(live)];
    await connect(lou.userId, kim.userId);
    await share(kim, live, metresNorth(-8_000));
    await share(lou, live, metresNorth(-8_150));
    await share(stranger, live, metresNorth(-8_010));
    expect((await nearby(kim, live)).nearby.map((p) => [p.userId, p.distanceBand])).toEqual([[lou.userId, 'FROM_50_TO_200_M']]);
    expect((await nearby(stranger, live)).nearby).toEqual([]);
    // Lou stops sharing: Kim's connection shares no more, so she is gone from Kim's list.
    await http.delete(`${V1}/events/${live}/mode/share`, lou.token);
    expect((await nearby(kim, live)).nearby).toEqual([]);
  });

  it('takes a position at most once per 10 s (429 with Retry-After) and refuses an impossible jump (422)', async () => {
    const runner = await attendee(live);
    const start = metresEast(-12_000);
    expect((await share(runner, live, start)).statusCode).toBe(200);
    // The last position stamped 5 minutes ahead: the next one is too soon however slow this machine runs.
    await age(runner.userId, -300);
    const tooSoon = await share(runner, live, metresEast(-11_990));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Your location can be updated once every 10 seconds' });
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(EVENT_MODE_LIMITS.positionIntervalSeconds);
    expect(retryAfter).toBeLessThanOrEqual(300 + EVENT_MODE_LIMITS.positionIntervalSeconds);
    expect(tooSoon.json().retryAfterSeconds).toBe(retryAfter);

    // A minute after it: 2 km away would be 120 km/h (taken); 10 km more would be 600 km/h (refused).
    await age(runner.userId, 360);
    expect((await share(runner, live, metresEast(-10_000))).statusCode).toBe(200);
    await age(runner.userId, 60);
    const jump = await share(runner, live, metresEast(0));
    expect([jump.statusCode, jump.json().message]).toEqual([422, 'That location is too far from your last one: nobody moves faster than 300 km/h']);
  });

  it('refuses sharing to a non-attendee (403) and outside the running window (409), and answers nothing to one who does not share', async () => {
    const stranger = await signUp(t.app);
    const refused = await share(stranger, live, HALL);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Attend the event (going or interested) to use event mode']);
    const early = await attendee(later);
    const tooEarly = await share(early, later, HALL);
    expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([409, 'Event mode is open only while the event runs']);
    const watcher = await attendee(live);
    expect(await nearby(watcher, live)).toEqual({ sharing: false, eventId: null, radiusM: 500, nearby: [] });
    expect((await http.put(`${V1}/events/${live}/mode/share`, watcher.token, { latitude: 91, longitude: 0 })).statusCode).toBe(400);
  });

  it('keeps people apart across events, and forgets a position when sharing stops, the attendance ends or the event is over', async () => {
    const [cleo, dan, eve] = [await attendee(live), await attendee(live), await attendee(other)];
    await connect(cleo.userId, dan.userId);
    await connect(eve.userId, cleo.userId);
    await connect(eve.userId, dan.userId);
    await share(cleo, live, metresEast(1_000));
    await share(dan, live, metresEast(1_200));
    await share(eve, other, metresEast(1_100));
    expect((await nearby(cleo, live, 300)).nearby.map((p) => p.userId)).toEqual([dan.userId]);
    expect((await nearby(eve, other, 300)).nearby).toEqual([]);
    // Cleo asked about another event than the one she shares in: nothing.
    expect((await nearby(cleo, other)).sharing).toBe(false);

    // After stop: Dan no longer sees Cleo, and her row is gone.
    expect((await http.delete(`${V1}/events/${live}/mode/share`, cleo.token)).json()).toMatchObject({ message: 'Location sharing stopped', data: { sharing: false } });
    expect((await nearby(dan, live, 300)).nearby).toEqual([]);

    // Leaving the event stops sharing there.
    await share(cleo, live, metresEast(1_000));
    expect((await nearby(dan, live, 300)).nearby).toHaveLength(1);
    await http.delete(`${V1}/events/${live}/attendance`, cleo.token);
    expect((await nearby(dan, live, 300)).nearby).toEqual([]);

    // After the end: nothing is shown, and the clean-up deletes the positions of that event only.
    const afterEnd = new Date(Date.now() + 9 * HOUR);
    expect(await nearbyState(t.app.platform.db, dan.userId, 300, afterEnd)).toMatchObject({ sharing: false, nearby: [] });
    expect(await deleteEndedShares(t.app.platform, new Date(Date.now() + 7.6 * HOUR))).toEqual([other]);
    expect((await nearby(eve, other)).sharing).toBe(false);
    expect((await nearby(dan, live, 300)).sharing).toBe(true);
  });

  it('finds exactly the sharers a brute-force distance check finds, nearest first', async () => {
    const prng = createPrng(21);
    const me = await attendee(live);
    await share(me, live, metresNorth(5_000));
    const centre = metresNorth(5_000);
    const points = [];
    for (let i = 0; i < 24; i += 1) {
      const person = await attendee(live);
      await connect(me.userId, person.userId);
      const point = { latitude: centre.latitude + (prng.next() - 0.5) * 0.02, longitude: centre.longitude + (prng.next() - 0.5) * 0.02 };
      await share(person, live, point);
      points.push({ userId: person.userId, metres: distanceMetres(centre, point) });
    }
    for (const radiusM of [250, 600, 1_500]) {
      const expected = points.filter((p) => p.metres <= radiusM).sort((a, b) => a.metres - b.metres);
      const found = (await nearby(me, live, radiusM)).nearby;
      expect(found.map((p) => p.userId)).toEqual(expected.map((p) => p.userId));
      found.forEach((p, i) => expect(p.distanceBand).toBe(distanceBandOf(expected[i]!.metres)));
    }
  }, 60_000); // Dozens of sharers signed up and placed: room for a busy machine.

  describe('the nearest across the rings the search widens through', () => {
    /** A point `metres` from `from` towards `bearing` (degrees), on a local flat approximation. */
    const offset = (from: { latitude: number; longitude: number }, metres: number, bearing: number) => {
      const radians = (bearing * Math.PI) / 180;
      return {
        latitude: from.latitude + (metres * Math.cos(radians)) / 111_195,
        longitude: from.longitude + (metres * Math.sin(radians)) / (111_195 * Math.cos((from.latitude * Math.PI) / 180)),
      };
    };
    /** A person placed straight in the tables (dozens are needed): attending and sharing `point` unless told otherwise. */
    async function placed(
      eventId: number,
      point: { latitude: number; longitude: number },
      options: { attends?: boolean; enabled?: boolean; minutesAgo?: number; connectedTo?: number } = {},
    ): Promise<number> {
      const name = unique('near');
      const [user] = await executeRows<{ id: number }>(
        t.app.platform.db,
        sql`insert into users (email, username, password_hash, first_name, last_name, is_enabled)
            values (${`${name}@example.com`}, ${name}, 'x', 'Near', ${name}, ${options.enabled ?? true}) returning id`,
      );
      const userId = user!.id;
      if (options.connectedTo !== undefined) await connect(options.connectedTo, userId);
      if (options.attends ?? true) await t.app.platform.db.execute(sql`insert into event_attendees (event_id, user_id, status) values (${eventId}, ${userId}, 'GOING')`);
      const updatedAt = new Date(Date.now() - (options.minutesAgo ?? 0) * MINUTE).toISOString();
      await t.app.platform.db.execute(
        sql`insert into event_location_shares (user_id, event_id, latitude, longitude, updated_at) values (${userId}, ${eventId}, ${point.latitude}, ${point.longitude}, ${updatedAt}::timestamptz)`,
      );
      return userId;
    }

    it('keeps the nearest 50 in distance then id order across ring edges, respects the radius edge, and leaves out non-attendees, disabled accounts and stale positions', async () => {
      const centre = metresNorth(-30_000);
      const me = await placed(live, centre);
      const mine = { connectedTo: me };
      const prng = createPrng(2121);
      // Either side of every ring edge up to 200 m and of the 120 m radius below, a pair on one spot (a tie), and a crowd further out.
      const nominal = [0, 3, 3, 24.9, 25.1, 49.9, 50.1, 99.9, 100.1, 119.5, 120.5, 199.9, 200.1, ...Array.from({ length: 60 }, () => 130 + prng.next() * 270)];
      const points = [];
      let tiePoint: { latitude: number; longitude: number } | undefined;
      for (const [i, metres] of nominal.entries()) {
        const point = metres === 3 ? (tiePoint ??= offset(centre, 3, 40)) : offset(centre, metres, prng.next() * 360);
        points.push({ userId: await placed(live, point, mine), metres: distanceMetres(centre, point), nominal: metres, i });
      }
      // Nearer than anyone, and never shown: not attending, account disabled, position not confirmed for 10 minutes, not a connection.
      await placed(live, offset(centre, 1, 0), { ...mine, attends: false });
      await placed(live, offset(centre, 1, 90), { ...mine, enabled: false });
      await placed(live, offset(centre, 1, 180), { ...mine, minutesAgo: 10 });
      await placed(live, offset(centre, 1, 270));

      const byDistance = [...points].sort((a, b) => a.metres - b.metres || a.userId - b.userId);
      for (const radiusM of [26, 120, 500]) {
        const expected = byDistance.filter((p) => p.metres <= radiusM).slice(0, EVENT_MODE_LIMITS.nearbyMax);
        const found = (await nearbyState(t.app.platform.db, me, radiusM)).nearby;
        expect(found.map((p) => p.userId), `radius ${radiusM} m`).toEqual(expected.map((p) => p.userId));
      }
      const within120 = (await nearbyState(t.app.platform.db, me, 120)).nearby.map((p) => p.userId);
      expect(within120).toContain(points.find((p) => p.nominal === 119.5)!.userId);
      expect(within120).not.toContain(points.find((p) => p.nominal === 120.5)!.userId);
      const tie = points.filter((p) => p.nominal === 3).map((p) => p.userId);
      expect(within120.slice(1, 3)).toEqual([...tie].sort((a, b) => a - b));
      expect((await nearbyState(t.app.platform.db, me, 500)).nearby).toHaveLength(EVENT_MODE_LIMITS.nearbyMax);
    }, 60_000);

    it('finds a sharer across the antimeridian', async () => {
      const me = await placed(live, { latitude: 0.5, longitude: 179.9999 });
      const across = await placed(live, { latitude: 0.5, longitude: -179.9998 }, { connectedTo: me });
      const found = (await nearbyState(t.app.platform.db, me, 100)).nearby;
      expect(found.map((p) => [p.userId, p.distanceBand])).toEqual([[across, 'UNDER_50_M']]);
    });
  });

  it('moves a shared position through the active_location_tracking poll and answers the people nearby', async () => {
    const [fay, gus] = [await attendee(live), await attendee(live)];
    await connect(fay.userId, gus.userId);
    await share(fay, live, metresNorth(20_000));
    await share(gus, live, metresNorth(20_300));
    const poll = async (person: Actor, params: Record<string, unknown>) => {
      const res = await http.post(`${V1}/poll`, person.token, { subscriptions: [{ type: 'active_location_tracking', params }], timeout: 1 });
      expect(res.statusCode).toBe(200);
      return res.json().data.updates as { type: string; data: NearbyState }[];
    };
    expect((await poll(gus, { ...metresNorth(20_300), heading: 10, radiusM: 100 }))[0]?.data.nearby).toEqual([]);
    // A minute later Fay has walked 260 m north: the poll carries her new position; Gus is now 40 m from her.
    await age(fay.userId, 60);
    const [update] = await poll(fay, { ...metresNorth(20_260), heading: 0, radiusM: 100 });
    expect(update?.data.nearby).toEqual([expect.objectContaining({ userId: gus.userId, distanceBand: 'UNDER_50_M' })]);
    // A device that could not read its position still polls.
    const [withoutPosition] = await poll(gus, {});
    expect(withoutPosition?.data.nearby).toEqual([expect.objectContaining({ userId: fay.userId, distanceBand: 'UNDER_50_M' })]);
    // Positions too soon after the last one, or out of reach of a walker, are left out; the poll is answered all the same.
    await age(fay.userId, -300);
    const [tooSoon] = await poll(fay, { ...metresNorth(20_150), heading: 0, radiusM: 100 });
    expect(tooSoon?.data.nearby).toEqual([expect.objectContaining({ userId: gus.userId, distanceBand: 'UNDER_50_M' })]);
    await age(fay.userId, 360);
    const [jumped] = await poll(fay, { ...metresNorth(60_000), heading: 0, radiusM: 100 });
    expect(jumped?.data.nearby).toEqual([expect.objectContaining({ userId: gus.userId, distanceBand: 'UNDER_50_M' })]);
  });

  it('keeps saved places to their owner, and lets a sharer be asked for a meeting from event mode', async () => {
    const [hal, ivy] = [await attendee(live), await attendee(live)];
    const saved = await http.post(`${V1}/events/${live}/mode/locations`, hal.token, { kind: 'BOOTH', label: 'Stand B12', ...HALL });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as number;
    expect((await http.get(`${V1}/events/${live}/mode/locations`, hal.token)).json().data).toEqual([expect.objectContaining({ id, kind: 'BOOTH', label: 'Stand B12', latitude: HALL.latitude })]);
    expect((await http.get(`${V1}/events/${live}/mode/locations`, ivy.token)).json().data).toEqual([]);
    expect((await http.delete(`${V1}/events/${live}/mode/locations/${id}`, ivy.token)).statusCode).toBe(404);
    expect((await http.post(`${V1}/events/${live}/mode/locations`, hal.token, { kind: 'TENT', label: '', ...HALL })).statusCode).toBe(400);
    expect((await http.delete(`${V1}/events/${live}/mode/locations/${id}`, hal.token)).statusCode).toBe(200);

    // Ivy is not on the attendee list: she can be asked only by someone event mode shows her to — a connection
    // who shares at this event too. Her sharing alone does not make her reachable by every attendee.
    const start = Date.now() + 2 * HOUR;
    const ask = () => http.post(`${V1}/events/${live}/meetings`, hal.token, { inviteeUserId: ivy.userId, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 30 * MINUTE).toISOString() });
    expect((await ask()).statusCode).toBe(404);
    await share(ivy, live, metresNorth(-30_000));
    expect((await ask()).statusCode).toBe(404);
    await share(hal, live, metresNorth(-30_020));
    expect((await ask()).statusCode).toBe(404);
    await connect(hal.userId, ivy.userId);
    expect((await ask()).statusCode).toBe(201);
  });
});
