import { Link } from 'react-router';
import { CalendarDays, Plus } from 'lucide-react';
import type { EventsFilters } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useSignedIn } from '@/lib/session';
import { useUrlFilters } from '@/lib/use-url-filters';
import { cn } from '@/lib/utils';
import { useAttending, useEvents, type EventListParams } from '../api/events';
import type { EventListKind } from '../api/keys';
import { EVENT_FILTER_KEYS, EventFilters, nearPoint, type EventFilterKey } from '../components/event-filters';
import { CalendarFeedPanel } from '../components/calendar-feed';
import { EventList } from '../components/event-card';
import { useEventsLayout } from '../lib/paths';

const KEYS = [...EVENT_FILTER_KEYS, 'tab'] as const;

function toParams(values: Record<EventFilterKey, string>, page: number): { kind: 'search' | 'location'; params: EventListParams } {
  const { near, radius, ...rest } = values;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')) as EventsFilters;
  const point = nearPoint(near);
  const params: EventListParams = { ...filters, page, size: 20 };
  if (point === undefined) return { kind: 'search', params };
  return { kind: 'location', params: { ...params, ...point, radiusKm: radius ? Number(radius) : undefined } };
}

function Attending({ base }: { base: string }) {
  const attending = useAttending();
  if (attending.isPending) return <ListSkeleton rows={3} label="Loading your events" />;
  if (attending.isError) return <DataError context="your events" onRetry={() => void attending.refetch()} />;
  if (attending.data.length === 0) return <EmptyState icon={<CalendarDays className="size-5" />} title="You are not attending any event yet">Open an event and choose Going or Interested.</EmptyState>;
  return <EventList events={attending.data} base={base} />;
}

function Results({ kind, params, base, onPage }: { kind: EventListKind; params: EventListParams; base: string; onPage: (page: number) => void }) {
  const events = useEvents(kind, params);
  if (events.isPending) return <ListSkeleton rows={6} label="Loading events" />;
  if (events.isError) return <DataError context="events" onRetry={() => void events.refetch()} />;
  if (events.data.content.length === 0)
    return (
      <EmptyState icon={<CalendarDays className="size-5" />} title="No events match">
        {kind === 'location' ? 'Try a wider radius or another city.' : 'Try fewer filters or a later date.'}
      </EmptyState>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {events.data.totalElements.toLocaleString('en-US')} {events.data.totalElements === 1 ? 'event' : 'events'}
        {kind === 'location' ? ', nearest first' : ', soonest first'}
      </p>
      <EventList events={events.data.content} base={base} />
      <Pager page={events.data.number} totalPages={events.data.totalPages} onPage={onPage} />
    </div>
  );
}

/**
 * /dashboard/events (signed in: members-only events too, my events tab), /dashboard/events-public and
 * /events (public events only). Filters live in the URL.
 */
export function EventsListPage({ publicOnly }: { publicOnly: boolean }) {
  const { values, set, page } = useUrlFilters(KEYS);
  const { base, padding, dashboard } = useEventsLayout();
  const signedIn = useSignedIn();
  const { tab, ...filterValues } = values;
  const query = toParams(filterValues, page);
  const kind: EventListKind = query.kind === 'location' ? 'location' : publicOnly ? 'public' : 'search';
  const showTabs = signedIn && !publicOnly;
  return (
    <div className={`mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      <PageHeader
        title={publicOnly ? 'Industry Events' : 'Events'}
        description="Conferences, expos, summits and meetups of the iGaming industry."
        actions={
          dashboard && signedIn ? (
            <Button asChild size="sm">
              <Link to="/dashboard/events/new">
                <Plus aria-hidden="true" /> New event
              </Link>
            </Button>
          ) : undefined
        }
      />
      {showTabs ? (
        <div className="flex gap-2" role="tablist" aria-label="Events">
          {[
            { id: '', label: 'All events' },
            { id: 'attending', label: 'My events' },
          ].map((each) => (
            <button
              key={each.id}
              type="button"
              role="tab"
              aria-selected={tab === each.id}
              onClick={() => set({ tab: each.id })}
              className={cn('rounded-full border px-3 py-1 text-sm', tab === each.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted')}
            >
              {each.label}
            </button>
          ))}
        </div>
      ) : null}
      {showTabs && tab === 'attending' ? (
        <div className="grid gap-3">
          <CalendarFeedPanel />
          <Attending base={base} />
        </div>
      ) : (
        <>
          <EventFilters values={filterValues} set={set} />
          <Results kind={kind} params={query.params} base={base} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

export default function EventsPage() {
  return <EventsListPage publicOnly={false} />;
}
