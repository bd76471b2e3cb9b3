import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { eventStatuses, eventStatusLabels, type EventStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAdminEvents, useCrossCompanyLinks, useEventsAnalytics, useEventsStatistics } from '../api/admin-events';
import { AdminEventTable } from '../components/admin-event-table';
import { EventsCharts } from '../components/events-charts';

function Figures() {
  const analytics = useEventsAnalytics();
  const statistics = useEventsStatistics();
  if (analytics.isPending || statistics.isPending) return <ListSkeleton rows={2} label="Loading figures" />;
  if (analytics.isError || statistics.isError) return <DataError context="event figures" onRetry={() => void Promise.all([analytics.refetch(), statistics.refetch()])} />;
  return <EventsCharts analytics={analytics.data} statistics={statistics.data} />;
}

function CrossCompany() {
  const links = useCrossCompanyLinks();
  if (links.isPending) return <ListSkeleton rows={1} label="Loading linked events" />;
  if (links.isError) return <DataError context="linked events" onRetry={() => void links.refetch()} />;
  if (links.data.content.length === 0) return <p className="text-sm text-muted-foreground">No side event runs alongside another company’s event.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Cross-company links">
      {links.data.content.map(({ sideEvent, mainEvent }) => (
        <li key={sideEvent.id} className="min-w-0 rounded-md border p-2">
          <Link to={`/dashboard/events/${sideEvent.id}`} className="font-medium hover:underline">
            {sideEvent.title}
          </Link>{' '}
          <span className="text-muted-foreground">({sideEvent.companyName})</span> alongside{' '}
          <Link to={`/dashboard/events/${mainEvent.id}`} className="font-medium hover:underline">
            {mainEvent.title}
          </Link>{' '}
          <span className="text-muted-foreground">({mainEvent.companyName})</span>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/admin/events: every company's events, with figures and cross-company links (admin, superuser). */
export default function AdminEventsPage() {
  const { values, set, page } = useUrlFilters(['q', 'status'] as const);
  const events = useAdminEvents({ page, size: 20, q: values.q || undefined, status: (values.status || undefined) as EventStatus | undefined });
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Events" description="Every company’s events in every status, with their reach." />
      <Figures />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">All events</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
            <SearchInput label="Search events" placeholder="Title, topic, city…" value={values.q} onChange={(q) => set({ q })} />
            <FilterSelect label="Status" anyLabel="Every status" value={values.status} onChange={(status) => set({ status })}>
              {eventStatuses.map((status) => (
                <option key={status} value={status}>
                  {eventStatusLabels[status]}
                </option>
              ))}
            </FilterSelect>
          </div>
          {events.isPending ? (
            <ListSkeleton rows={5} label="Loading events" />
          ) : events.isError ? (
            <DataError context="events" onRetry={() => void events.refetch()} />
          ) : events.data.content.length === 0 ? (
            <EmptyState icon={<CalendarDays className="size-5" />} title="No events match">Try another status or fewer words.</EmptyState>
          ) : (
            <>
              <AdminEventTable events={events.data.content} />
              <Pager page={events.data.number} totalPages={events.data.totalPages} onPage={(next) => set({ page: String(next) })} />
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Side events across companies</CardTitle>
        </CardHeader>
        <CardContent>
          <CrossCompany />
        </CardContent>
      </Card>
    </div>
  );
}
