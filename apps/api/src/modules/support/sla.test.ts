import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { SupportTicketRow } from '../../db/schema/index';
import { addBusinessMinutes, businessMinutesBetween, DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from './business-hours';
import { clockOf, openingClock, publicMessage, statusChange, supportAnswer } from './lifecycle';
import { slaStatus, type SlaPolicy } from './sla';

// Malta is UTC+1 in winter and UTC+2 in summer; the desk works 09:00–17:00 local, Monday to Friday.
const calendar: BusinessCalendar = { ...DEFAULT_BUSINESS_CALENDAR, holidays: ['2026-12-25'] };
const at = (iso: string) => new Date(iso);
const policy: SlaPolicy = { firstResponseMinutes: 60, nextResponseMinutes: 120, resolutionMinutes: 8 * 60 };

describe('business hours', () => {
  it('counts only the working window of each local day', () => {
    // Monday 2026-11-23 08:00 local (07:00 UTC) to 18:00 local: the eight working hours.
    expect(businessMinutesBetween(calendar, at('2026-11-23T07:00:00Z'), at('2026-11-23T17:00:00Z'))).toBe(480);
    // Friday 16:00 local to Monday 10:00 local: one hour on Friday, one on Monday.
    expect(businessMinutesBetween(calendar, at('2026-11-27T15:00:00Z'), at('2026-11-30T09:00:00Z'))).toBe(120);
    expect(businessMinutesBetween(calendar, at('2026-11-30T09:00:00Z'), at('2026-11-27T15:00:00Z'))).toBe(0);
  });

  it('skips holidays and follows the summer-time offset', () => {
    // Thursday 24 Dec 16:00 local → Monday 28 Dec 10:00 local: Christmas Day and the weekend do not count.
    expect(businessMinutesBetween(calendar, at('2026-12-24T15:00:00Z'), at('2026-12-28T09:00:00Z'))).toBe(120);
    // In July Malta is UTC+2: 09:00 local is 07:00 UTC.
    expect(businessMinutesBetween(calendar, at('2026-07-06T07:00:00Z'), at('2026-07-06T08:00:00Z'))).toBe(60);
  });

  it('adds business minutes across evenings and weekends', () => {
    // Friday 16:30 local + 60 minutes → Monday 09:30 local (08:30 UTC).
    expect(addBusinessMinutes(calendar, at('2026-11-27T15:30:00Z'), 60).toISOString()).toBe('2026-11-30T08:30:00.000Z');
    // Opened on Saturday: zero minutes lands on Monday's opening.
    expect(addBusinessMinutes(calendar, at('2026-11-28T12:00:00Z'), 0).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

/** The plain day-by-day walk the timeline must agree with. */
function walkedMinutes(cal: BusinessCalendar, from: Date, to: Date): number {
  let total = 0;
  for (let day = DateTime.fromJSDate(from, { zone: cal.timeZone }).startOf('day'); day.toMillis() < to.getTime(); day = day.plus({ days: 1 })) {
    const hours = cal.hours[day.weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7];
    if (hours === undefined || cal.holidays.includes(day.toISODate() ?? '')) continue;
    const start = Math.max(day.plus({ minutes: hours[0] }).toMillis(), from.getTime());
    const end = Math.min(day.plus({ minutes: hours[1] }).toMillis(), to.getTime());
    if (end > start) total += end - start;
  }
  return Math.floor(total / 60_000);
}

function walkedAdd(cal: BusinessCalendar, from: Date, minutes: number): Date {
  let remaining = minutes * 60_000;
  for (let day = DateTime.fromJSDate(from, { zone: cal.timeZone }).startOf('day'); ; day = day.plus({ days: 1 })) {
    const hours = cal.hours[day.weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7];
    if (hours === undefined || cal.holidays.includes(day.toISODate() ?? '')) continue;
    const end = day.plus({ minutes: hours[1] }).toMillis();
    if (end <= from.getTime()) continue;
    const start = Math.max(day.plus({ minutes: hours[0] }).toMillis(), from.getTime());
    if (remaining <= end - start) return new Date(start + remaining);
    remaining -= end - start;
  }
}

describe('business hours over many instants', () => {
  // A second calendar with its own zone, a Saturday morning and summer time on other dates than Malta's.
  const toronto: BusinessCalendar = { timeZone: 'America/Toronto', hours: { 1: [480, 1080], 3: [480, 1080], 6: [600, 780] }, holidays: ['2026-03-09', '2026-11-02'] };
  const base = at('2025-01-01T00:00:00Z').getTime();
  // A fixed pseudo-random walk (no Math.random: the same instants every run).
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;

  it('agrees with a day-by-day walk, across holidays and both summer-time changes, in two zones', () => {
    for (const cal of [calendar, toronto]) {
      for (let i = 0; i < 300; i++) {
        const from = new Date(base + Math.floor(next() * 700 * 86_400_000));
        const to = new Date(from.getTime() + Math.floor(next() * 90 * 86_400_000));
        const minutes = businessMinutesBetween(cal, from, to);
        expect(minutes).toBe(walkedMinutes(cal, from, to));
        const wanted = Math.floor(next() * 5_000);
        expect(addBusinessMinutes(cal, from, wanted).toISOString()).toBe(walkedAdd(cal, from, wanted).toISOString());
        expect(addBusinessMinutes(cal, from, 0).toISOString()).toBe(walkedAdd(cal, from, 0).toISOString());
      }
    }
  });
});

describe('SLA clock through a ticket life cycle', () => {
  const row = (changes: Partial<SupportTicketRow>): SupportTicketRow => changes as SupportTicketRow;

  it('pauses while waiting on the customer and resumes when they answer', () => {
    const opened = at('2026-11-23T08:00:00Z'); // Monday 09:00 local
    let ticket = row({ status: 'new', priority: 'urgent', resolvedAt: null, slaBreachedAt: null, ...openingClock(calendar, policy, opened) });
    expect(ticket.firstResponseDueAt?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(ticket.resolutionDueAt?.toISOString()).toBe('2026-11-23T16:00:00.000Z');

    ticket = { ...ticket, ...supportAnswer(calendar, policy, ticket, at('2026-11-23T08:45:00Z')) };
    expect(slaStatus(calendar, policy, clockOf(ticket), at('2026-11-23T09:00:00Z')).firstResponse).toEqual({ dueAt: null, state: 'hit', remainingMinutes: null });

    // Two hours in, the ticket waits on the customer until Tuesday 11:00 local.
    ticket = { ...ticket, ...statusChange(calendar, policy, ticket, 'pending_customer', at('2026-11-23T10:00:00Z')) };
    const paused = slaStatus(calendar, policy, clockOf(ticket), at('2026-11-24T09:00:00Z')).resolution;
    expect(paused).toEqual({ dueAt: null, state: 'paused', remainingMinutes: 360 });

    ticket = { ...ticket, ...statusChange(calendar, policy, ticket, 'open', at('2026-11-24T10:00:00Z')) };
    // Six business hours left from Tuesday 11:00 local: due Tuesday 17:00 local.
    expect(ticket.resolutionDueAt?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(slaStatus(calendar, policy, clockOf(ticket), at('2026-11-24T12:00:00Z')).resolution).toMatchObject({ state: 'active', remainingMinutes: 240 });

    ticket = { ...ticket, ...statusChange(calendar, policy, ticket, 'resolved', at('2026-11-24T15:00:00Z')) };
    expect(ticket.resolutionMinutes).toBe(420);
    expect(slaStatus(calendar, policy, clockOf(ticket), at('2026-11-30T15:00:00Z')).resolution.state).toBe('hit');
    expect(ticket.slaBreachedAt).toBeNull();
  });

  it('misses a target once its business time runs out, and records the breach when it stops late', () => {
    const opened = at('2026-11-23T08:00:00Z');
    let ticket = row({ status: 'new', priority: 'urgent', resolvedAt: null, slaBreachedAt: null, ...openingClock(calendar, policy, opened) });
    const late = slaStatus(calendar, policy, clockOf(ticket), at('2026-11-23T09:30:00Z')).firstResponse;
    expect(late).toMatchObject({ state: 'missed', remainingMinutes: -30, dueAt: '2026-11-23T09:00:00.000Z' });
    ticket = { ...ticket, ...supportAnswer(calendar, policy, ticket, at('2026-11-23T09:30:00Z')) };
    expect(ticket.firstResponseMinutes).toBe(90);
    expect(ticket.slaBreachedAt?.toISOString()).toBe('2026-11-23T09:30:00.000Z');
    expect(slaStatus(calendar, policy, clockOf(ticket), at('2026-11-23T10:00:00Z')).firstResponse.state).toBe('missed');
  });

  it('a reopened ticket clears its resolution and runs again', () => {
    let ticket = row({ status: 'new', priority: 'urgent', resolvedAt: null, slaBreachedAt: null, ...openingClock(calendar, policy, at('2026-11-23T08:00:00Z')) });
    ticket = { ...ticket, ...statusChange(calendar, policy, ticket, 'resolved', at('2026-11-23T09:00:00Z')) };
    expect(ticket.resolvedAt?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    ticket = { ...ticket, ...statusChange(calendar, policy, ticket, 'open', at('2026-11-23T10:00:00Z')) };
    expect(ticket).toMatchObject({ resolvedAt: null, resolutionMinutes: null, slaElapsedMinutes: 60 });
    // 420 minutes left from Monday 11:00 local: six hours on Monday, one on Tuesday morning.
    expect(ticket.resolutionDueAt?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });
});

describe('next-response target', () => {
  // A long resolution target, so only the next response can be missed here.
  const relaxed: SlaPolicy = { firstResponseMinutes: 60, nextResponseMinutes: 120, resolutionMinutes: 40 * 60 };
  const row = (changes: Partial<SupportTicketRow>): SupportTicketRow => changes as SupportTicketRow;
  const message = (ticket: SupportTicketRow, fromSupport: boolean, iso: string): SupportTicketRow => ({ ...ticket, ...publicMessage(calendar, relaxed, ticket, fromSupport, at(iso)) });
  const opened = () => row({ status: 'new', priority: 'urgent', resolvedAt: null, slaBreachedAt: null, breachWarnedAt: null, ...openingClock(calendar, relaxed, at('2026-11-23T08:00:00Z')) });

  it('is not tracked before the first response: the first answer covers every earlier message', () => {
    let ticket = message(opened(), false, '2026-11-23T08:10:00Z');
    expect(ticket.nextResponseStartMinutes).toBeNull();
    ticket = message(ticket, true, '2026-11-23T08:30:00Z');
    expect(ticket).toMatchObject({ status: 'open', firstResponseMinutes: 30, nextResponseStartMinutes: null, nextResponseDueAt: null });
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-23T09:00:00Z')).nextResponse).toBeNull();
  });

  it('starts at each waiting customer message, pauses with the ticket and records hit or missed', () => {
    let ticket = message(opened(), true, '2026-11-23T08:30:00Z');
    // Monday 10:00 local, 60 business minutes on the clock: the reply is due two hours later.
    ticket = message(ticket, false, '2026-11-23T09:00:00Z');
    expect(ticket.nextResponseStartMinutes).toBe(60);
    expect(ticket.nextResponseDueAt?.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-23T10:00:00Z')).nextResponse).toEqual({ dueAt: '2026-11-23T11:00:00.000Z', state: 'active', remainingMinutes: 60 });

    // Waiting on a third party from Monday 11:00 local to Tuesday 09:00 local: frozen with 60 minutes left.
    ticket = { ...ticket, ...statusChange(calendar, relaxed, ticket, 'pending_third_party', at('2026-11-23T10:00:00Z')) };
    expect(ticket.nextResponseDueAt).toBeNull();
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-23T15:00:00Z')).nextResponse).toEqual({ dueAt: null, state: 'paused', remainingMinutes: 60 });
    // Another message meanwhile keeps the window of the oldest waiting one.
    ticket = message(ticket, false, '2026-11-23T11:00:00Z');
    expect(ticket.nextResponseStartMinutes).toBe(60);
    ticket = { ...ticket, ...statusChange(calendar, relaxed, ticket, 'open', at('2026-11-24T08:00:00Z')) };
    expect(ticket.nextResponseDueAt?.toISOString()).toBe('2026-11-24T09:00:00.000Z');

    ticket = message(ticket, true, '2026-11-24T08:30:00Z');
    expect(ticket).toMatchObject({ nextResponseMinutes: 90, nextResponseStartMinutes: null, nextResponseDueAt: null, slaBreachedAt: null });
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-24T09:00:00Z')).nextResponse).toEqual({ dueAt: null, state: 'hit', remainingMinutes: null });

    // The next message is answered six and a half business hours later: missed, and on the breach list.
    ticket = message(ticket, false, '2026-11-24T09:00:00Z');
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-24T12:00:00Z')).nextResponse).toMatchObject({ state: 'missed', remainingMinutes: -60 });
    ticket = message(ticket, true, '2026-11-24T15:30:00Z');
    expect(ticket.nextResponseMinutes).toBe(390);
    expect(ticket.slaBreachedAt?.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(slaStatus(calendar, relaxed, clockOf(ticket), at('2026-11-24T15:45:00Z')).nextResponse?.state).toBe('missed');
  });

  it('a customer reply reopens a resolved ticket with a running window; resolving closes it uncounted', () => {
    let ticket = message(opened(), true, '2026-11-23T08:30:00Z');
    ticket = message(ticket, false, '2026-11-23T09:00:00Z');
    ticket = { ...ticket, ...statusChange(calendar, relaxed, ticket, 'resolved', at('2026-11-23T09:30:00Z')) };
    expect(ticket).toMatchObject({ nextResponseStartMinutes: null, nextResponseMinutes: null, nextResponseDueAt: null });
    ticket = message(ticket, false, '2026-11-24T08:00:00Z');
    expect(ticket).toMatchObject({ status: 'open', resolutionMinutes: null, nextResponseStartMinutes: 90 });
    expect(ticket.nextResponseDueAt?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});
