import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, CalendarPlus, ExternalLink, MapPin, Pencil, Radar } from 'lucide-react';
import { EventFailure, EventMessage, eventStatusLabels, type Event } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSignedIn } from '@/lib/session';
import { notifyErrorOf } from '@/lib/notify-failure';
import { downloadCalendar, useDeleteEvent, useEvent, useLinkedEvents } from '../api/events';
import { AttendancePanel } from '../components/attendance-panel';
import { EventList } from '../components/event-card';
import { EventJsonLd } from '../components/event-json-ld';
import { EventModePanel } from '../components/event-mode-panel';
import { AttendeesCard } from '../components/attendees-card';
import { MeetingsPanel } from '../components/meetings-panel';
import { RemoveEventButton } from '../components/remove-event-button';
import { formatPlace, formatWhen, typeLabel } from '../lib/format';
import { useEventsLayout } from '../lib/paths';

function Linked({ event, base }: { event: Event; base: string }) {
  const linked = useLinkedEvents(event.id);
  const side = linked.data ?? [];
  if (event.linkedEvent === null && side.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{event.linkedEvent ? 'Part of' : 'Side events'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {event.linkedEvent ? (
          <Link to={`${base}/${event.linkedEvent.id}`} className="font-medium underline">
            {event.linkedEvent.title}
          </Link>
        ) : null}
        {side.length > 0 ? <EventList events={side} base={base} /> : null}
      </CardContent>
    </Card>
  );
}

function ManageActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  return (
    <div className="flex flex-wrap gap-2">
      {event.status !== 'CANCELLED' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/events/edit/${event.id}`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
        </Button>
      ) : null}
      {event.status !== 'CANCELLED' ? (
        <RemoveEventButton
          event={event}
          variant="outline"
          longLabel
          disabled={remove.isPending}
          onConfirm={(deleting) =>
            remove.mutate(event.id, {
              onSuccess: () => {
                notify({ variant: 'success', description: deleting ? EventMessage.deleted : 'Event cancelled' });
                if (deleting) void navigate('/dashboard/company-events');
              },
              onError: notifyErrorOf(EventFailure.delete),
            })
          }
        />
      ) : null}
    </div>
  );
}

/** /dashboard/events/{eventId} and /events/{eventId}: the event, attendance, attendees, calendar and linked events. */
export default function EventPage() {
  const { eventId } = useParams();
  const id = Number(eventId);
  const { base, padding } = useEventsLayout();
  const signedIn = useSignedIn();
  const query = useEvent(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={base}>
        <ArrowLeft aria-hidden="true" /> All events
      </Link>
    </Button>
  );
  if (query.isPending) return <div className={`mx-auto grid w-full max-w-5xl gap-4 ${padding}`}>{back}<ListSkeleton rows={4} label="Loading event" /></div>;
  if (query.isError)
    return (
      <div className={`mx-auto grid w-full max-w-5xl gap-4 ${padding}`}>
        {back}
        {statusOf(query.error) === 404 ? <EmptyState title="Event not found">It does not exist, is not published yet, or is for signed-in members only.</EmptyState> : <DataError context="event" onRetry={() => void query.refetch()} />}
      </div>
    );
  const event = query.data;
  return (
    <div className={`mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      {event.status !== 'DRAFT' ? <EventJsonLd event={event} /> : null}
      {back}
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{typeLabel(event.type)}</Badge>
          {event.status !== 'PUBLISHED' ? <Badge variant={event.status === 'CANCELLED' ? 'destructive' : 'outline'}>{eventStatusLabels[event.status]}</Badge> : null}
          {!event.isPublic ? <Badge variant="outline">Members only</Badge> : null}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{event.title}</h1>
        <p className="text-sm text-muted-foreground">
          Organised by{' '}
          <Link to={`/dashboard/company-profile/${event.organiser.id}`} className="font-medium text-foreground hover:underline">
            {event.organiser.name}
          </Link>
        </p>
        {event.canManage ? <ManageActions event={event} /> : null}
      </header>
      {event.imageUrls.length > 0 ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {event.imageUrls.map((url, index) => (
            <img key={url} src={url} alt={`${event.title}, image ${index + 1}`} className="aspect-video w-full rounded-lg border object-cover" />
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-4">
          {event.description ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">About</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line text-sm leading-relaxed">{event.description}</p>
                {event.tags.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Topics">
                    {event.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="outline">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CardContent>
            </Card>
          ) : null}
          {event.agenda.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Agenda</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="grid gap-2">
                  {event.agenda.map((item) => (
                    <li key={`${item.startsAt}-${item.title}`} className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2 text-sm">
                      <time dateTime={item.startsAt} className="text-muted-foreground">
                        {new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: event.timeZone }).format(new Date(item.startsAt))}
                      </time>
                      <span>
                        {item.title}
                        {item.speaker ? <span className="text-muted-foreground"> · {item.speaker}</span> : null}
                      </span>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          ) : null}
          {signedIn && (event.status === 'PUBLISHED' || event.status === 'POSTPONED') ? (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Radar className="size-4" aria-hidden="true" /> Event mode
                </CardTitle>
              </CardHeader>
              <CardContent>
                <EventModePanel event={event} />
              </CardContent>
            </Card>
          ) : null}
          {signedIn && event.status !== 'DRAFT' ? <AttendeesCard event={event} /> : null}
          {signedIn && event.status !== 'DRAFT' ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">My meetings</CardTitle>
              </CardHeader>
              <CardContent>
                <MeetingsPanel event={event} />
              </CardContent>
            </Card>
          ) : null}
          <Linked event={event} base={base} />
        </div>
        <aside className="order-first grid content-start gap-4 lg:order-none" aria-label="Event details">
          <Card>
            <CardContent className="grid gap-3 text-sm">
              <p className="flex gap-2">
                <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  {formatWhen(event)}
                  {event.previousStartDateTime ? (
                    <span className="block text-xs text-muted-foreground">
                      Postponed from {new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: event.timeZone }).format(new Date(event.previousStartDateTime))}
                    </span>
                  ) : null}
                </span>
              </p>
              <p className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  {formatPlace(event)}
                  {event.address ? <span className="block text-xs text-muted-foreground">{event.address}</span> : null}
                </span>
              </p>
              {event.onlineUrl ? (
                <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 font-medium underline">
                  <ExternalLink className="size-4" aria-hidden="true" /> Join online
                </a>
              ) : null}
              {event.status !== 'DRAFT' ? (
                <Button variant="outline" size="sm" onClick={() => void downloadCalendar(event).catch(notifyErrorOf('Failed to download the calendar file'))}>
                  <CalendarPlus aria-hidden="true" /> Add to calendar (.ics)
                </Button>
              ) : null}
            </CardContent>
          </Card>
          {event.status !== 'DRAFT' ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Attend</CardTitle>
              </CardHeader>
              <CardContent>
                <AttendancePanel event={event} signedIn={signedIn} />
              </CardContent>
            </Card>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
