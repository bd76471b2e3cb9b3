import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ImagePlus, Trash2 } from 'lucide-react';
import { EventFailure, EventMessage, type Event } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useEvent, useEventImages, useEvents, useLinkEvent, useSaveEvent } from '../api/events';
import { EventForm } from '../components/event-form';

function Images({ event }: { event: Event }) {
  const images = useEventImages(event.id);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Images</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {event.imageUrls.length > 0 ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {event.imageUrls.map((url, index) => (
              <li key={url} className="relative">
                <img src={url} alt={`Image ${index + 1}`} className="aspect-video w-full rounded-md border object-cover" />
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-7"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => images.remove.mutate(url, { onSuccess: () => notify({ variant: 'success', description: EventMessage.imageRemoved }), onError: notifyErrorOf(EventFailure.update) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No images yet. A venue photo or the event’s key visual helps people recognise it.</p>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label="Upload an image"
          onChange={(change) => {
            const file = change.target.files?.[0];
            if (file) images.add.mutate(file, { onSuccess: () => notify({ variant: 'success', description: EventMessage.imageAdded }), onError: notifyErrorOf(EventFailure.update) });
            change.target.value = '';
          }}
        />
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={images.add.isPending} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" /> {images.add.isPending ? 'Uploading…' : 'Add image'}
        </Button>
      </CardContent>
    </Card>
  );
}

function LinkPanel({ event }: { event: Event }) {
  const candidates = useEvents('upcoming', { size: 50, page: 0 });
  const link = useLinkEvent(event.id);
  const options = (candidates.data?.content ?? []).filter((each) => each.id !== event.id && each.linkedEventId === null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Side event of</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <label className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Link this event to the main event it runs alongside</span>
          <select
            className="h-10 w-full min-w-0 rounded-md border bg-background px-2.5 text-sm"
            value={event.linkedEventId ?? ''}
            disabled={link.isPending}
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
                {each.title}
              </option>
            ))}
          </select>
        </label>
      </CardContent>
    </Card>
  );
}

function Editor({ eventId }: { eventId?: number }) {
  const navigate = useNavigate();
  const event = useEvent(eventId ?? 0);
  const save = useSaveEvent();
  if (eventId !== undefined) {
    if (event.isError && statusOf(event.error) === 404) return <EmptyState title="Event not found">It does not exist, or another company organises it.</EmptyState>;
    if (event.isPending) return <ListSkeleton rows={4} label="Loading event" />;
    if (event.isError) return <DataError context="event" onRetry={() => void event.refetch()} />;
    if (!event.data.canManage) return <EmptyState title="Event not found">It does not exist, or another company organises it.</EmptyState>;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <EventForm
        key={event.data?.updatedAt ?? 'new'}
        event={event.data}
        pending={save.isPending}
        error={save.error}
        onSubmit={(input) =>
          save.mutate(
            { id: eventId, input },
            {
              onSuccess: (saved) => {
                notify({ variant: 'success', description: eventId === undefined ? EventMessage.created : EventMessage.updated });
                void navigate(`/dashboard/events/${saved.id}`);
              },
              onError: notifyErrorOf(eventId === undefined ? EventFailure.create : EventFailure.update),
            },
          )
        }
      />
      {event.data ? <Images event={event.data} /> : null}
      {event.data ? <LinkPanel event={event.data} /> : null}
    </div>
  );
}

/** /dashboard/events/new and /dashboard/events/edit/{eventId} (company_events). */
export default function EventEditorPage() {
  const { eventId } = useParams();
  const id = eventId === undefined ? undefined : Number(eventId);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={id === undefined ? '/dashboard/company-events' : `/dashboard/events/${id}`}>
          <ArrowLeft aria-hidden="true" /> Back
        </Link>
      </Button>
      <PageHeader title={id === undefined ? 'New Event' : 'Edit Event'} description="Save a draft first; publish when the details are final." />
      <CompanyAccessGate privileges={['company_events']} what="Managing events">
        {() => <Editor eventId={id} />}
      </CompanyAccessGate>
    </div>
  );
}
