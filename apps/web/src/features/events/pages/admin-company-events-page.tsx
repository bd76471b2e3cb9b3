import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Plus } from 'lucide-react';
import { eventStatuses, eventStatusLabels, type EventStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAdminEvents } from '../api/admin-events';
import { AdminEventTable } from '../components/admin-event-table';

/** /dashboard/admin/companies/{companyId}/events: one company's events in every status (admin, superuser). */
export default function AdminCompanyEventsPage() {
  const companyId = Number(useParams().companyId);
  const { values, set, page } = useUrlFilters(['status'] as const);
  const events = useAdminEvents({ companyId, page, size: 20, status: (values.status || undefined) as EventStatus | undefined });
  const name = events.data?.content[0]?.organiser.name;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/dashboard/admin/events">
          <ArrowLeft aria-hidden="true" /> All events
        </Link>
      </Button>
      <PageHeader
        title={name ? `${name}: events` : 'Company Events'}
        description="Create, edit, cancel or delete this company’s events."
        actions={
          <Button asChild size="sm">
            <Link to={`/dashboard/admin/companies/${companyId}/events/new`}>
              <Plus aria-hidden="true" /> New event
            </Link>
          </Button>
        }
      />
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
        statusOf(events.error) === 404 ? <EmptyState title="Company not found">It does not exist.</EmptyState> : <DataError context="company events" onRetry={() => void events.refetch()} />
      ) : events.data.content.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-5" />} title="No events">This company has no events{values.status ? ' in this status' : ''} yet.</EmptyState>
      ) : (
        <>
          <AdminEventTable events={events.data.content} />
          <Pager page={events.data.number} totalPages={events.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}
