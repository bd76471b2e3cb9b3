import { reportRangeDays, type AdminAnalytics, type AdminReport, type CompanyReport, type ReportChart, type ReportRange } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { addGame, gameStudio, grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { dayRange } from '../../db/day-range';
import { eq, inArray } from 'drizzle-orm';
import { dailyCounters, directMessages, pressReleases, refreshTokens, users } from '../../db/schema/index';
import { countActiveUsers } from '../auth/index';
import { overviewWindows } from './overview';
import { DailyCounters } from '../../platform/daily-counters';
import { LAST_SEEN_KEY, reportingRollups, rollUpClosedDays } from './roll-up';

const V1 = '/api/v1';
const today = () => new Date().toISOString().slice(0, 10);

/** A series' value today. */
function todayOf(report: { range: ReportRange; charts: ReportChart[] }, key: string): number {
  const found = report.charts.flatMap((chart) => chart.series).find((entry) => entry.key === key);
  if (!found) throw new Error(`no series ${key}`);
  return found.values[reportRangeDays(report.range).indexOf(today())] ?? 0;
}

describe('recorded figures: views, searches, no-result terms and search appearances', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let studio: Actor & { companyId: number };
  let gameId: number;

  beforeAll(async () => {
    t = await createTestApp({ reportMemo: false });
    http = api(t.app);
    root = await signInSuperuser(t.app);
    studio = await gameStudio(t.app, root, 'Quetzal Recording Studio');
    gameId = await addGame(t.app, studio, { name: 'Quetzal Recording Slot' });
    // What the helpers above recorded (none of it is asserted) goes first.
    await t.app.platform.counters.flush();
    await t.app.platform.db.delete(dailyCounters);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts first pages, no-result terms normalised, appearances and views, written at the flush', async () => {
    const get = async (url: string, token?: string) => expect((await http.get(url, token)).statusCode).toBe(200);
    await get(`${V1}/search?query=quetzal`); // finds the studio and its game
    await get(`${V1}/search?query=quetzal&page=1`); // a page turned: not a new search
    await get(`${V1}/search?query=%20Zyxw%20%20Nothing%20`);
    await get(`${V1}/search?query=zyxw%20nothing`); // the same term (remembered answer, counted again)
    await get(`${V1}/search?query=`); // blank: not a search
    await get(`${V1}/games`);
    await get(`${V1}/games?page=1`);
    await get(`${V1}/games?search=Zyxw%20Nothing`); // the games list found nothing for the same term
    await get(`${V1}/games?search=quetzal`);
    await get(`${V1}/companies?search=quetzal`);
    await get(`${V1}/companies?search=nowhere%20casino`);
    await get(`${V1}/companies?search=nowhere%20casino&page=1`); // a page turned: not counted
    await get(`${V1}/companies/${studio.companyId}`);
    await get(`${V1}/games/${gameId}`);
    await get(`${V1}/games/${gameId}`);

    // Nothing is written before the flush: recording costs a request no statement.
    expect(await t.app.platform.db.select().from(dailyCounters)).toEqual([]);
    await t.app.platform.counters.flush();

    const analytics = (await http.get(`${V1}/admin/analytics`, root.token)).json().data as AdminAnalytics;
    expect(todayOf(analytics, 'search.searches')).toBe(3);
    expect(todayOf(analytics, 'search.noResult')).toBe(2);
    expect(todayOf(analytics, 'marketplace.views')).toBe(5);
    expect(todayOf(analytics, 'marketplace.searches')).toBe(4);

    const report = (await http.get(`${V1}/admin/reporting`, root.token)).json().data as AdminReport;
    // Where each term found nothing: the search box, the games list, the company list.
    expect(report.tables.find((table) => table.key === 'search.missedTerms')?.rows).toEqual([
      { term: 'zyxw nothing', searches: 3, searchBox: 2, games: 1, companies: 0 },
      { term: 'nowhere casino', searches: 1, searchBox: 0, games: 0, companies: 1 },
    ]);

    const company = (await http.get(`${V1}/companies/${studio.companyId}/reporting`, root.token)).json().data as CompanyReport;
    expect(todayOf(company, 'profile.views')).toBe(1);
    expect(todayOf(company, 'listing.views')).toBe(2);
    // The studio itself and its game are on one page: one appearance.
    expect(todayOf(company, 'search.appearances')).toBe(1);

    // A second flush adds to the same rows.
    await get(`${V1}/search?query=zyxw%20nothing`);
    await t.app.platform.counters.flush();
    const again = (await http.get(`${V1}/admin/reporting`, root.token)).json().data as AdminReport;
    expect(again.tables.find((table) => table.key === 'search.missedTerms')?.rows?.[0]).toEqual({ term: 'zyxw nothing', searches: 4, searchBox: 3, games: 1, companies: 0 });
  });

  it('batches in memory: one row per series, day and subject, and a bounded number of keys', async () => {
    const db = t.app.platform.db;
    const counters = new DailyCounters(db, { now: () => new Date('2031-03-04T10:00:00Z'), maxKeys: 2 });
    counters.add('test.a');
    counters.add('test.a', '', 4);
    counters.add('test.b', 7);
    counters.add('test.c', 'x'); // a third key: dropped
    expect(counters.waiting).toBe(2);
    expect(counters.dropped).toBe(1);
    await counters.flush();
    expect(counters.waiting).toBe(0);
    counters.add('test.a');
    await counters.stop();
    const rows = await db.select().from(dailyCounters);
    const testRows = rows.filter((row) => row.series.startsWith('test.')).sort((x, y) => x.series.localeCompare(y.series));
    expect(testRows).toEqual([
      { series: 'test.a', day: '2031-03-04', subject: '', count: 6 },
      { series: 'test.b', day: '2031-03-04', subject: '7', count: 1 },
    ]);
  });
});

describe('daily roll-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ reportMemo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores closed days equal to the live figures, reads them from the roll-up and today live', async () => {
    const db = t.app.platform.db;
    const at = (day: string, time = '12:00') => new Date(`2031-06-${day}T${time}:00Z`);
    const person = (name: string, createdAt: Date) => ({ email: `${name}@rollup.test`, username: name, passwordHash: 'x', firstName: name, lastName: 'Test', createdAt, lastLoginAt: createdAt });
    const [a, b] = await db
      .insert(users)
      .values([person('rollupa', at('02', '00:00')), person('rollupb', at('02', '23:59')), person('rollupc', at('05')), person('rollupd', at('10', '01:00'))])
      .returning({ id: users.id });
    const message = (createdAt: Date) => ({ senderId: a!.id, recipientId: b!.id, content: 'hi', createdAt });
    await db.insert(directMessages).values([message(at('03')), message(at('03', '23:59')), message(at('06')), message(at('10'))]);

    const now = at('10', '15:00'); // 2031-06-10: days up to the 9th are closed
    const stored = await rollUpClosedDays(db, now);
    expect(stored['messaging.messages']).toBeGreaterThan(300);
    // Run again the same day: nothing left to store.
    expect(Object.values(await rollUpClosedDays(db, now)).every((days) => days === 0)).toBe(true);

    const range = dayRange('2031-06-01', '2031-06-10');
    for (const rollup of reportingRollups) {
      const sorted = (points: { day: string; value: number }[]) => [...points].filter((point) => point.value !== 0).sort((x, y) => x.day.localeCompare(y.day));
      expect(sorted(await rollup.perDay(db, range)), rollup.series).toEqual(sorted(await rollup.live(db, range)));
    }
    const messages = reportingRollups.find((rollup) => rollup.series === 'messaging.messages')!;
    expect(await messages.perDay(db, range)).toEqual(
      expect.arrayContaining([
        { day: '2031-06-03', value: 2 },
        { day: '2031-06-06', value: 1 },
        { day: '2031-06-10', value: 1 },
      ]),
    );
    // A closed day is read from the roll-up: a message back-dated into it afterwards does not move it,
    // while today's figure is live.
    await db.insert(directMessages).values([message(at('06')), message(at('10'))]);
    const after = new Map((await messages.perDay(db, range)).map((point) => [point.day, point.value]));
    expect(after.get('2031-06-06')).toBe(1);
    expect(after.get('2031-06-10')).toBe(2);

    // Active people per window: the last times seen stored by the roll-up, then the refreshes after them.
    expect(stored[LAST_SEEN_KEY]).toBe(4);
    expect(await countActiveUsers(db, overviewWindows(now))).toEqual({ day: 1, week: 2, month: 4 });
    const [c, d] = await db.select({ id: users.id }).from(users).where(inArray(users.username, ['rollupc', 'rollupd'])).orderBy(users.username);
    const refresh = (userId: number, createdAt: Date) => ({ userId, familyId: `family${userId}`, tokenHash: `hash${userId}${createdAt.getTime()}`, expiresAt: at('20'), createdAt });
    await db.insert(refreshTokens).values([refresh(a!.id, at('10', '14:58')), refresh(c!.id, at('10', '14:59')), refresh(d!.id, at('10', '14:59'))]);
    expect(await countActiveUsers(db, overviewWindows(now))).toEqual({ day: 3, week: 3, month: 4 });
  });
});

describe('daily roll-up of a series whose closed days change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ reportMemo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves a stored day of releases still published when one is unpublished, published again or deleted', async () => {
    const db = t.app.platform.db;
    const http = api(t.app);
    const root = await signInSuperuser(t.app);
    const studio = await approvedCompany(t.app, root);
    await grantCompanyPrivilege(t.app, root, studio, 'company_press');
    const releasePath = (id: number) => `${V1}/press-releases/${id}/company/${studio.companyId}`;
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const publishedThreeDaysAgo = async (title: string) => {
      const created = await http.post(`${V1}/press-releases/company/${studio.companyId}`, studio.token, { title, summary: 'Summary', content: '<p>Body</p>', tags: [], category: 'COMPANY_NEWS' });
      const id = created.json().data.id as number;
      expect((await http.post(`${releasePath(id)}/publish`, studio.token, {})).statusCode).toBe(200);
      await db.update(pressReleases).set({ publishedAt: threeDaysAgo }).where(eq(pressReleases.id, id));
      return id;
    };
    const [first, second] = [await publishedThreeDaysAgo('First of the day'), await publishedThreeDaysAgo('Second of the day')];
    await rollUpClosedDays(db, new Date());

    const rollup = reportingRollups.find((each) => each.series === 'press.published')!;
    const day = threeDaysAgo.toISOString().slice(0, 10);
    const range = dayRange(day, today());
    const valueOf = async (read: typeof rollup.live) => (await read(db, range)).find((point) => point.day === day)?.value ?? 0;
    const expectStored = async (value: number) => {
      expect(await valueOf((ex, r) => rollup.perDay(ex, r))).toBe(value);
      expect(await valueOf((ex, r) => rollup.live(ex, r))).toBe(value);
    };
    await expectStored(2);
    expect((await http.post(`${releasePath(first)}/unpublish`, studio.token)).statusCode).toBe(200);
    await expectStored(1);
    expect((await http.post(`${releasePath(first)}/publish`, studio.token, {})).statusCode).toBe(200);
    await expectStored(2);
    expect((await http.delete(releasePath(second), studio.token)).statusCode).toBe(200);
    await expectStored(1);
  });
});
