import { calendar, UID_DOMAIN, type CalendarEntry } from './ics';
import type { EventDisplayRow, EventView } from './repository';
import { requireVisibleEvent, type Viewer } from './service';
import type { Db } from '../../db/client';

/** The stable UID of an event's calendar entry: the same for every download and feed. */
export const eventUid = (eventId: number) => `event-${eventId}@${UID_DOMAIN}`;

/** The place line a calendar shows: venue, address and city, else the short location, else the online link. */
export function placeOf(event: EventDisplayRow): string | null {
  const parts = [event.venue, event.address, event.city].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : (event.location ?? event.onlineUrl);
}

export function eventEntry(view: EventView, publicUrl: string, tentative = false): CalendarEntry {
  const { event } = view;
  const page = `${publicUrl.replace(/\/$/, '')}/dashboard/events/${event.id}`;
  return {
    uid: eventUid(event.id),
    sequence: event.sequence,
    start: event.startDateTime,
    end: event.endDateTime,
    stamp: event.updatedAt,
    summary: event.title,
    description: [event.description, event.onlineUrl ? `Join online: ${event.onlineUrl}` : null, page].filter(Boolean).join('\n\n'),
    location: placeOf(event),
    url: page,
    cancelled: event.status === 'CANCELLED',
    tentative,
    geo: event.latitude === null || event.longitude === null ? null : { latitude: event.latitude, longitude: event.longitude },
    organizer: { name: view.company.name },
  };
}

/** GET /events/{id}/calendar.ics: one entry; a cancelled event is sent as METHOD:CANCEL. */
export async function eventCalendar(db: Db, viewer: Viewer, id: number, publicUrl: string): Promise<string> {
  const view = await requireVisibleEvent(db, viewer, id);
  return calendar([eventEntry(view, publicUrl)], { method: view.event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH', name: view.event.title });
}
