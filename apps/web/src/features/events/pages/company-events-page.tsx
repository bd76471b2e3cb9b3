import { Link } from 'react-router';
import { CalendarDays, Plus } from 'lucide-react';
import { eventStatuses, eventStatusLabels } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useCompanyEvents } from '../api/events';
import { EventList } from '../components/event-card';

function CompanyEvents() {
  const { values, set, page } = useUrlFilters(['status'] as const);
  const events = useCompanyEvents({ page, status: values.status || undefined });
  return (
    <div className="grid gap-3">
      <FilterSelect label="Status" anyLabel="Every status" value={values.status} onChange={(status) => set({ status })} className="max-w-48">
        {eventStatuses.map((status) => (
          <option key={status} value={status}>
            {eventStatusLabels[status]}
          </option>
        ))}
      </FilterSelect>
      {events.isPending ? (
        <ListSkeleton rows={4} label="Loading company events" />
      ) : events.isError ? (
        <DataError context="company events" onRetry={() => void events.refetch()} />
      ) : events.data.content.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-5" />} title="No events yet" action={<Button asChild size="sm"><Link to="/dashboard/events/new">Create an event</Link></Button>}>
          Conferences, meetups, webinars and side events your company organises appear here.
        </EmptyState>
      ) : (
        <>
          <EventList events={events.data.content} base="/dashboard/events" />
          <Pager page={events.data.number} totalPages={events.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

/** /dashboard/company-events: every event of my company, drafts included (company_events). */
export default function CompanyEventsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Company Events"
        description="Draft, publish, postpone or cancel your company's events."
        actions={
          <Button asChild size="sm">
            <Link to="/dashboard/events/new">
              <Plus aria-hidden="true" /> New event
            </Link>
          </Button>
        }
      />
      <CompanyAccessGate privileges={['company_events']} what="Managing events">
        {() => <CompanyEvents />}
      </CompanyAccessGate>
    </div>
  );
}
