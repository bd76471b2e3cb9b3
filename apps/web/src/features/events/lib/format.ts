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
