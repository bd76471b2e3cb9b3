import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { EventFailure, EventMessage, type Event } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAdminEvent, useAdminEvents, useAdminLinkEvent, useAdminSaveEvent } from '../api/admin-events';
import { EventForm } from '../components/event-form';

/** Side event of: any company's main event that is not itself a side event (admins link across companies). */
function AdminLinkPanel({ event }: { event: Event }) {
  const candidates = useAdminEvents({ page: 0, size: 50 });
  const link = useAdminLinkEvent(event.id);
  const options = (candidates.data?.content ?? []).filter((each) => each.id !== event.id && each.linkedEventId === null && each.status !== 'CANCELLED');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Side event of</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {candidates.isError ? <DataError context="events to link to" onRetry={() => void candidates.refetch()} /> : null}
        <label className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Link this event to the main event it runs alongside, of any company</span>
          <select
            className="h-10 w-full min-w-0 rounded-md border bg-background px-2.5 text-sm"
            value={event.linkedEventId ?? ''}
            disabled={link.isPending || candidates.isPending}
            onChange={(change) =>
              link.mutate(change.target.value === '' ? null : Number(change.target.value), {
                onSuccess: (saved) => notify({ variant: 'success', description: saved.linkedEventId === null ? EventMessage.unlinked : EventMessage.linked }),
                onError: notifyErrorOf(EventFailure.update),
              })
            }
          >
            <option value="">Not a side event</option>
            {event.linkedEvent && !options.some((each) => each.id === event.linkedEvent!.id) ? <option value={event.linkedEvent.id}>{event.linkedEvent.title}</option> : null}
            {options.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title} ({each.organiser.name})
              </option>
            ))}
          </select>
        </label>
      </CardContent>
    </Card>
  );
}

/** /dashboard/admin/companies/{companyId}/events/new and …/{eventId}/edit (admin, superuser). */
export default function AdminEventEditorPage() {
  const params = useParams();
  const companyId = Number(params.companyId);
  const eventId = params.eventId === undefined ? undefined : Number(params.eventId);
  const navigate = useNavigate();
  const event = useAdminEvent(eventId);
  const { save } = useAdminSaveEvent();
  const back = `/dashboard/admin/companies/${companyId}/events`;
  let body;
  if (eventId !== undefined && event.isPending) body = <ListSkeleton rows={4} label="Loading event" />;
  else if (eventId !== undefined && event.isError) body = statusOf(event.error) === 404 ? <EmptyState title="Event not found">It does not exist.</EmptyState> : <DataError context="event" onRetry={() => void event.refetch()} />;
  else
    body = (
      <EventForm
        key={event.data?.updatedAt ?? 'new'}
        event={event.data}
        pending={save.isPending}
        error={save.error}
        onSubmit={(input) =>
          save.mutate(
            { id: eventId, companyId, input },
            {
              onSuccess: () => {
                notify({ variant: 'success', description: eventId === undefined ? EventMessage.created : EventMessage.updated });
                void navigate(back);
              },
              onError: notifyErrorOf(eventId === undefined ? EventFailure.create : EventFailure.update),
            },
          )
        }
      />
    );
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" /> Company events
        </Link>
      </Button>
      <PageHeader title={eventId === undefined ? 'New Company Event' : 'Edit Company Event'} description="Events made here belong to the company; its followers are told when a public one is published." />
      {body}
      {eventId !== undefined && event.data ? <AdminLinkPanel event={event.data} /> : null}
    </div>
  );
}
