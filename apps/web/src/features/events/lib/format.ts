import { eventTypeLabels, type Event, type EventType } from '@paytable/contracts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** 'MT' → 'Malta'. */
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

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

/** The value of a datetime-local input for an instant, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/** A datetime-local value back to an ISO instant. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
