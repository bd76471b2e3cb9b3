import { DateTime } from 'luxon';

/**
 * A support calendar: the hours support works on each weekday in one time zone, and the dates it does
 * not. Pure arithmetic on it (no clock, no database), so SLA timers are exact and testable.
 */
export interface BusinessCalendar {
  /** IANA zone the opening hours are read in ('Europe/Malta'). */
  timeZone: string;
  /** ISO weekday (1 Monday … 7 Sunday) → [open, close) in minutes after local midnight. Missing days are closed. */
  hours: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [number, number]>>;
  /** Local dates ('2026-12-25') on which support is closed. */
  holidays: readonly string[];
}

/** The platform's default calendar: Monday to Friday, 09:00–17:00 Malta time, the Maltese public holidays of the seeded years aside. */
export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  timeZone: 'Europe/Malta',
  hours: { 1: [540, 1020], 2: [540, 1020], 3: [540, 1020], 4: [540, 1020], 5: [540, 1020] },
  holidays: ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01'],
};

const MINUTE = 60_000;
/** A ticket is never open for more than this many days of calendar: the loops below stop there. */
const MAX_DAYS = 3_660;

/** The working window of one local day, as instants, or undefined when support is closed that day. */
function windowOf(calendar: BusinessCalendar, day: DateTime): { start: number; end: number } | undefined {
  if (calendar.holidays.includes(day.toISODate() ?? '')) return undefined;
  const hours = calendar.hours[day.weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7];
  if (hours === undefined || hours[1] <= hours[0]) return undefined;
  // plus({ minutes }) on the local midnight follows the zone's offset changes (summer time) correctly.
  return { start: day.plus({ minutes: hours[0] }).toMillis(), end: day.plus({ minutes: hours[1] }).toMillis() };
}

const startOfLocalDay = (calendar: BusinessCalendar, at: Date) => DateTime.fromJSDate(at, { zone: calendar.timeZone }).startOf('day');

/** Whole business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  let total = 0;
  let day = startOfLocalDay(calendar, from);
  for (let i = 0; i < MAX_DAYS && day.toMillis() < to.getTime(); i++) {
    const window = windowOf(calendar, day);
    if (window !== undefined) {
      const start = Math.max(window.start, from.getTime());
      const end = Math.min(window.end, to.getTime());
      if (end > start) total += end - start;
    }
    day = day.plus({ days: 1 });
  }
  return Math.floor(total / MINUTE);
}

/**
 * The instant `minutes` business minutes after `from`. Zero minutes from outside the hours is the
 * next opening (a target cannot fall due while support is closed).
 */
export function addBusinessMinutes(calendar: BusinessCalendar, from: Date, minutes: number): Date {
  let remaining = Math.max(0, minutes) * MINUTE;
  let day = startOfLocalDay(calendar, from);
  for (let i = 0; i < MAX_DAYS; i++) {
    const window = windowOf(calendar, day);
    if (window !== undefined && window.end > from.getTime()) {
      const start = Math.max(window.start, from.getTime());
      const available = window.end - start;
      if (remaining === 0 && start < window.end) return new Date(start);
      if (remaining <= available) return new Date(start + remaining);
      remaining -= available;
    }
    day = day.plus({ days: 1 });
  }
  throw new Error('The business calendar has no working hours');
}
