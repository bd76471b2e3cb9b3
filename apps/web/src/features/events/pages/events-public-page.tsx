import { EventsListPage } from './events-page';

/** /dashboard/events-public and /events: public events only, for visitors and members alike. */
export default function EventsPublicPage() {
  return <EventsListPage publicOnly />;
}
