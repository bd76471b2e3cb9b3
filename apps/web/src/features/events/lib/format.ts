import { eventTypeLabels, type Event, type EventType } from '@paytable/contracts';
import { countryName } from '@/lib/format';

export const typeLabel = (type: EventType) => eventTypeLabels[type];

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const timeFormat = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });

/**
 * '14 Dec 2026, 09:00 – 17:00 CET' for one day, '14 – 17 Dec 2026' for several, in the event's own time
 * zone (where the attendee will be).
 */
export function formatWhen(event: Pick<Event, 'startDateTime' | 'endDateTime' | 'timeZone'>): string {
  const zone = event.timeZone || 'UTC';
  const start = new Date(event.startDateTime);
  const end = new Date(event.endDateTime);
  const days = dayFormat(zone);
  if (days.format(start) === days.format(end)) {
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });
    return `${days.format(start)}, ${time.format(start)} – ${timeFormat(zone).format(end)}`;
  }
  return days.formatRange(start, end);
}

/** 'Malta Fairs & Conventions Centre, Ta’ Qali, Malta' or 'Online'. */
export function formatPlace(event: Pick<Event, 'venue' | 'city' | 'country' | 'location' | 'onlineUrl'>): string {
  const parts = [event.venue, event.city, event.country ? countryName(event.country) : null].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return event.location ?? (event.onlineUrl ? 'Online' : 'Place to be announced');
}

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time of an instant in a zone, as a datetime-local value ('2026-12-14T09:30'). */
export function toZoneInput(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far a zone's clock runs ahead of UTC at an instant, in ms. */
const zoneOffsetMs = (instant: number, timeZone: string) => Date.parse(`${toZoneInput(new Date(instant).toISOString(), timeZone)}:00Z`) - Math.floor(instant / 60_000) * 60_000;

/**
 * A datetime-local value read as wall-clock time in a zone, back to an ISO instant ('' for an empty
 * input). The offset is taken at the result, so a time just after a daylight-saving change is right.
 */
export function fromZoneInput(value: string, timeZone: string): string {
  if (!value) return '';
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone)).toISOString();
}

/** 'Mon 14 Dec, 10:30 – 11:00 CET': a meeting in the event's time zone, where both people will be. */
export function formatMeetingTime(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(startsAt));
  const end = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(endsAt));
  return `${start} – ${end}`;
}
