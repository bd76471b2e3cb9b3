import type { Event } from '@paytable/contracts';

const STATUS: Record<Event['status'], string> = {
  DRAFT: 'https://schema.org/EventScheduled',
  PUBLISHED: 'https://schema.org/EventScheduled',
  POSTPONED: 'https://schema.org/EventPostponed',
  CANCELLED: 'https://schema.org/EventCancelled',
};

/** schema.org Event for an event page (search engines read it). */
export function eventData(event: Event, url: string): Record<string, unknown> {
  const place = event.venue || event.city || event.location;
  const physical = place
    ? {
        '@type': 'Place',
        name: event.venue ?? event.location ?? event.city,
        address: { '@type': 'PostalAddress', streetAddress: event.address ?? undefined, addressLocality: event.city ?? undefined, addressCountry: event.country ?? undefined },
        ...(event.latitude !== null && event.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } } : {}),
      }
    : null;
  const online = event.onlineUrl ? { '@type': 'VirtualLocation', url: event.onlineUrl } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.startDateTime,
    endDate: event.endDateTime,
    ...(event.previousStartDateTime ? { previousStartDate: event.previousStartDateTime } : {}),
    eventStatus: STATUS[event.status],
    eventAttendanceMode: physical && online ? 'https://schema.org/MixedEventAttendanceMode' : online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: [physical, online].filter(Boolean),
    image: event.imageUrls.map((image) => new URL(image, url).toString()),
    organizer: { '@type': 'Organization', name: event.organiser.name },
    url,
  };
}

/** The Event as a JSON-LD script (`<` escaped so the text cannot close the script). */
export function EventJsonLd({ event }: { event: Event }) {
  const json = JSON.stringify(eventData(event, window.location.href)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="event-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
