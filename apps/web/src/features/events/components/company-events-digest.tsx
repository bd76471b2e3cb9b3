import { CalendarDays } from 'lucide-react';
import { HUB_ACTIVITY_ITEMS, HubActivity, HubCard, HubState, statusWords } from '@/components/hub-card';
import { useCompanyEvents } from '../api/events';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The company hub's events card: how many events, the newest ones with their date and status. */
export function CompanyEventsDigest() {
  const events = useCompanyEvents({ page: 0 });
  return (
    <HubCard title="Events" icon={<CalendarDays />} figure={events.data?.totalElements} href="/dashboard/company-events" linkLabel="Manage events">
      <HubState query={events} what="events">
        {() => (
          <HubActivity
            empty="No events yet."
            items={(events.data?.content ?? []).slice(0, HUB_ACTIVITY_ITEMS).map((event) => ({
              id: event.id,
              title: event.title,
              href: `/dashboard/events/${event.id}`,
              meta: `${dateFormat.format(new Date(event.startDateTime))} · ${statusWords(event.status)}`,
            }))}
          />
        )}
      </HubState>
    </HubCard>
  );
}
