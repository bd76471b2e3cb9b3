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

const startOfLocalDay = (calendar: BusinessCalendar, at: Date | number) =>
  (typeof at === 'number' ? DateTime.fromMillis(at, { zone: calendar.timeZone }) : DateTime.fromJSDate(at, { zone: calendar.timeZone })).startOf('day');

/** A working window as instants, with the working time of every earlier window of its timeline. */
interface Window {
  start: number;
  end: number;
  before: number;
}

/**
 * A calendar's working windows, day after day, as plain instants with running sums of working time.
 * Zone arithmetic (luxon reading IANA offsets) was most of a desk page's time when every ticket walked
 * its days anew; a timeline walks each local day once, and then a question about any two instants is
 * two binary searches. It grows in whole years as questions reach beyond it.
 */
class Timeline {
  private windows: Window[] = [];
  /** The instant its first local day starts, and the instant after its last local day. */
  private from = 0;
  private to = 0;

  constructor(private readonly calendar: BusinessCalendar) {}

  /** Makes the timeline cover [from, to). */
  cover(from: number, to: number): void {
    if (this.windows.length === 0 && this.to === 0) {
      this.build(startOfLocalDay(this.calendar, from - 366 * DAY), Math.max(to, from) + 366 * DAY);
    } else if (from < this.from) {
      this.build(startOfLocalDay(this.calendar, from - 366 * DAY), Math.max(this.to, to));
    } else if (to > this.to) {
      this.build(DateTime.fromMillis(this.from, { zone: this.calendar.timeZone }), to + 366 * DAY);
    }
  }

  private build(firstDay: DateTime, until: number): void {
    const windows: Window[] = [];
    let before = 0;
    let day = firstDay;
    for (let i = 0; i < MAX_TIMELINE_DAYS && day.toMillis() < until; i++) {
      const window = windowOf(this.calendar, day);
      if (window !== undefined) {
        windows.push({ ...window, before });
        before += window.end - window.start;
      }
      day = day.plus({ days: 1 });
    }
    this.windows = windows;
    this.from = firstDay.toMillis();
    this.to = day.toMillis();
  }

  /** Working milliseconds from the timeline's start to `at`. */
  workedUntil(at: number): number {
    const index = this.lastStartingBy(at);
    if (index < 0) return 0;
    const window = this.windows[index]!;
    return window.before + Math.min(at, window.end) - window.start;
  }

  /** The instant at which `worked` working milliseconds have passed since the timeline's start (the earliest such instant inside a window, never before `notBefore`). */
  instantWhen(worked: number, notBefore: number): number | undefined {
    let low = 0;
    let high = this.windows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const window = this.windows[middle]!;
      if (window.end <= notBefore || window.before + window.end - window.start < worked) low = middle + 1;
      else high = middle;
    }
    const window = this.windows[low];
    if (window === undefined) return undefined;
    return Math.max(window.start, notBefore, window.start + worked - window.before);
  }

  /** Index of the last window starting at or before `at`, or -1. */
  private lastStartingBy(at: number): number {
    let low = 0;
    let high = this.windows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.windows[middle]!.start <= at) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }
}

const DAY = 86_400_000;
/** A timeline never spans more than this many days (MAX_DAYS on both sides of a year's margin). */
const MAX_TIMELINE_DAYS = MAX_DAYS + 2 * 366 + 366;
const TIMELINES_KEPT = 200;
const timelines = new Map<string, Timeline>();

/** The calendar's timeline covering [from, to): one per calendar, the least recently used forgotten past TIMELINES_KEPT. */
function timelineOf(calendar: BusinessCalendar, from: number, to: number): Timeline {
  const key = JSON.stringify([calendar.timeZone, calendar.hours, calendar.holidays]);
  let timeline = timelines.get(key);
  if (timeline === undefined) {
    timeline = new Timeline(calendar);
    if (timelines.size >= TIMELINES_KEPT) timelines.delete(timelines.keys().next().value!);
  } else {
    timelines.delete(key);
  }
  timelines.set(key, timeline);
  timeline.cover(from, to);
  return timeline;
}

/** Whole business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  const timeline = timelineOf(calendar, from.getTime(), to.getTime());
  return Math.floor((timeline.workedUntil(to.getTime()) - timeline.workedUntil(from.getTime())) / MINUTE);
}

/**
 * The instant `minutes` business minutes after `from`. Zero minutes from outside the hours is the
 * next opening (a target cannot fall due while support is closed).
 */
export function addBusinessMinutes(calendar: BusinessCalendar, from: Date, minutes: number): Date {
  const start = from.getTime();
  const wanted = Math.max(0, minutes) * MINUTE;
  // Enough calendar for the wanted working time at one working hour a week, within MAX_DAYS.
  let reach = Math.min(MAX_DAYS, Math.max(366, Math.ceil(wanted / MINUTE / 60) * 7));
  for (;;) {
    const timeline = timelineOf(calendar, start, start + reach * DAY);
    const at = timeline.instantWhen(timeline.workedUntil(start) + wanted, start);
    if (at !== undefined) return new Date(at);
    if (reach >= MAX_DAYS) throw new Error('The business calendar has no working hours');
    reach = Math.min(MAX_DAYS, reach * 2);
  }
}
