import { eventData, type Event } from '@paytable/contracts';

/** The Event as a JSON-LD script (`<` escaped so the text cannot close the script). */
export function EventJsonLd({ event }: { event: Event }) {
  const json = JSON.stringify(eventData(event, window.location.href)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="event-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
