import type { Event } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/** A draft or a cancelled event is deleted; a published one is cancelled (it stays, marked cancelled). */
export const isDeletedOnRemove = (status: Event['status']) => status === 'DRAFT' || status === 'CANCELLED';

/**
 * Delete or cancel an event, asked first: cancelling reaches every attendee's calendar, deleting cannot be
 * undone. `onConfirm` receives whether the event is being deleted.
 */
export function RemoveEventButton({
  event,
  disabled,
  variant = 'ghost',
  longLabel = false,
  onConfirm,
}: {
  event: Pick<Event, 'title' | 'status'>;
  disabled?: boolean;
  variant?: 'ghost' | 'outline';
  /** "Delete draft" / "Cancel event" instead of "Delete" / "Cancel" named by the event's title. */
  longLabel?: boolean;
  onConfirm: (deleting: boolean) => void;
}) {
  const deleting = isDeletedOnRemove(event.status);
  const verb = deleting ? 'Delete' : 'Cancel';
  const label = longLabel ? (event.status === 'DRAFT' ? 'Delete draft' : deleting ? 'Delete event' : 'Cancel event') : verb;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant={variant} disabled={disabled} aria-label={longLabel ? undefined : `${verb} ${event.title}`}>
          {label}
        </Button>
      }
      title={`${verb} “${event.title}”?`}
      description={deleting ? 'The event is removed for good.' : 'Attendees’ calendars will show it as cancelled.'}
      confirmLabel={deleting ? 'Delete' : 'Cancel event'}
      cancelLabel={deleting ? 'Cancel' : 'Keep event'}
      destructive
      onConfirm={() => onConfirm(deleting)}
    />
  );
}
