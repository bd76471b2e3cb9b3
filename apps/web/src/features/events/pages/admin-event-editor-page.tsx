import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { EventFailure, EventMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAdminEvent, useAdminSaveEvent } from '../api/admin-events';
import { EventForm } from '../components/event-form';
import { notifyEventsError } from '../lib/notify-events-error';

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
        onSubmit={(input) =>
          save.mutate(
            { id: eventId, companyId, input },
            {
              onSuccess: () => {
                notify({ variant: 'success', description: eventId === undefined ? EventMessage.created : EventMessage.updated });
                void navigate(back);
              },
              onError: notifyEventsError(eventId === undefined ? EventFailure.create : EventFailure.update),
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
    </div>
  );
}
