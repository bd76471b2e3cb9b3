import { useId, useState } from 'react';
import { Link } from 'react-router';
import { attendanceStatusLabels, attendanceStatuses, EventFailure, EventMessage, type AttendanceStatus, type Event } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAttendance } from '../api/events';

/** Going, interested or neither, and whether I appear on the attendee list. */
export function AttendancePanel({ event, signedIn }: { event: Event; signedIn: boolean }) {
  const attendance = useAttendance(event.id);
  const listedId = useId();
  // The moment the page opened: an event ending while it is open keeps its buttons until the next visit.
  const [openedAt] = useState(() => Date.now());
  const mine = event.myAttendance;
  // The box shows what was asked for at once (a controlled box would spring back until the server answers);
  // the server's answer, or a failure, sets it again.
  const [listed, setListed] = useState(mine?.listed ?? false);
  const [savedListed, setSavedListed] = useState(mine?.listed);
  if (savedListed !== mine?.listed) {
    setSavedListed(mine?.listed);
    setListed(mine?.listed ?? false);
  }
  const open = (event.status === 'PUBLISHED' || event.status === 'POSTPONED') && Date.parse(event.endDateTime) > openedAt;
  if (!signedIn) {
    return (
      <p className="text-sm">
        <Link to="/login" className="font-medium underline">
          Sign in
        </Link>{' '}
        to attend, see who is going and book meetings.
      </p>
    );
  }
  if (!open) return <p className="text-sm text-muted-foreground">{event.status === 'CANCELLED' ? 'This event was cancelled.' : 'Attendance is closed.'}</p>;
  const save = (status: AttendanceStatus | null, onList = mine?.listed ?? false) =>
    attendance.mutate(status === null ? null : { status, listed: onList }, {
      onSuccess: () => notify({ variant: 'success', description: status === null ? EventMessage.attendanceRemoved : EventMessage.attendanceSaved }),
      onError: (error) => {
        setListed(mine?.listed ?? false);
        notifyErrorOf(EventFailure.attend)(error);
      },
    });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Your attendance">
        {attendanceStatuses.map((status) => (
          <Button key={status} size="sm" variant={mine?.status === status ? 'default' : 'outline'} aria-pressed={mine?.status === status} disabled={attendance.isPending} onClick={() => save(status)}>
            {attendanceStatusLabels[status]}
          </Button>
        ))}
        {mine ? (
          <Button size="sm" variant="ghost" disabled={attendance.isPending} onClick={() => save(null)}>
            Not going
          </Button>
        ) : null}
      </div>
      {mine ? (
        <div className="flex items-start gap-2">
          <input id={listedId} type="checkbox" className="mt-0.5 size-4 accent-primary" checked={listed} disabled={attendance.isPending} onChange={(change) => {
              setListed(change.target.checked);
              save(mine.status, change.target.checked);
            }} />
          <label htmlFor={listedId} className="text-sm">
            Show me on the attendee list
            <span className="block text-xs text-muted-foreground">Other signed-in members see your name and headline, and can ask you for a meeting.</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
