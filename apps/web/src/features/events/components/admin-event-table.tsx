import { Link } from 'react-router';
import { EventMessage, eventStatusLabels, type Event } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAdminSaveEvent } from '../api/admin-events';
import { formatWhen, typeLabel } from '../lib/format';
import { RemoveEventButton } from './remove-event-button';

/** Admin rows: title, organiser, status, when; edit and delete (a published event is cancelled). */
export function AdminEventTable({ events }: { events: Event[] }) {
  const { remove } = useAdminSaveEvent();
  return (
    <ul className="grid gap-2" aria-label="Events">
      {events.map((event) => (
        <li key={event.id} className="grid min-w-0 gap-2 rounded-md border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/dashboard/events/${event.id}`} className="truncate font-medium hover:underline">
                {event.title}
              </Link>
              <Badge variant={event.status === 'CANCELLED' ? 'destructive' : event.status === 'DRAFT' ? 'outline' : 'secondary'}>{eventStatusLabels[event.status]}</Badge>
              {!event.isPublic ? <Badge variant="outline">Members only</Badge> : null}
            </div>
            <p className="truncate text-xs text-muted-foreground">
              <Link to={`/dashboard/admin/companies/${event.organiser.id}/events`} className="hover:underline">
                {event.organiser.name}
              </Link>{' '}
              · {typeLabel(event.type)} · {formatWhen(event)} · {event.attendeeCount} attending
            </p>
          </div>
          <div className="flex gap-2">
            {event.status !== 'CANCELLED' ? (
              <Button asChild size="sm" variant="outline">
                <Link to={`/dashboard/admin/companies/${event.organiser.id}/events/${event.id}/edit`} aria-label={`Edit ${event.title}`}>
                  Edit
                </Link>
              </Button>
            ) : null}
            <RemoveEventButton
              event={event}
              disabled={remove.isPending}
              onConfirm={(deleting) =>
                remove.mutate(event.id, { onSuccess: () => notify({ variant: 'success', description: deleting ? EventMessage.deleted : 'Event cancelled' }), onError: notifyErrorOf('Failed to delete event') })
              }
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
