import { useState, type FormEvent } from 'react';
import { MeetingMessage, meetingStatusLabels, type Attendee, type Event, type Meeting } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAnswerMeeting, useEventMeetings, useRequestMeeting } from '../api/meetings';
import { formatMeetingTime, fromZoneInput, toZoneInput } from '../lib/format';

/**
 * The request form for one attendee: a start inside the event, a length, a place and a note. The start
 * is entered in the event's time zone (where both people will be), whatever the device's zone.
 */
export function MeetingRequestForm({ event, attendee, onDone }: { event: Event; attendee: Attendee; onDone: () => void }) {
  const request = useRequestMeeting(event.id);
  const zone = event.timeZone || 'UTC';
  const [start, setStart] = useState(() => toZoneInput(new Date(Math.max(Date.parse(event.startDateTime), Date.now() + 3_600_000)).toISOString(), zone));
  const [minutes, setMinutes] = useState('30');
  const [place, setPlace] = useState('');
  const [message, setMessage] = useState('');
  const submit = (form: FormEvent) => {
    form.preventDefault();
    const startsAt = fromZoneInput(start, zone);
    const endsAt = new Date(Date.parse(startsAt) + Number(minutes) * 60_000).toISOString();
    request.mutate(
      { inviteeUserId: attendee.userId, startsAt, endsAt, place: place || null, message: message || null },
      { onSuccess: () => { notify({ variant: 'success', description: MeetingMessage.requested }); onDone(); }, onError: notifyErrorOf('Failed to request the meeting') },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md border bg-muted/40 p-3 sm:grid-cols-2" aria-label={`Meeting with ${attendee.name}`}>
      <div className="grid gap-1">
        <Label htmlFor={`meet-start-${attendee.userId}`}>Start ({zone} time)</Label>
        <Input id={`meet-start-${attendee.userId}`} type="datetime-local" value={start} min={toZoneInput(event.startDateTime, zone)} max={toZoneInput(event.endDateTime, zone)} onChange={(change) => setStart(change.target.value)} required />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`meet-length-${attendee.userId}`}>Length</Label>
        <select id={`meet-length-${attendee.userId}`} className="h-9 rounded-md border bg-background px-2 text-sm" value={minutes} onChange={(change) => setMinutes(change.target.value)}>
          {[15, 30, 45, 60, 90].map((each) => (
            <option key={each} value={each}>
              {each} minutes
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`meet-place-${attendee.userId}`}>Place (optional)</Label>
        <Input id={`meet-place-${attendee.userId}`} value={place} maxLength={120} placeholder="Stand, café, meeting room" onChange={(change) => setPlace(change.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`meet-note-${attendee.userId}`}>Note (optional)</Label>
        <Input id={`meet-note-${attendee.userId}`} value={message} maxLength={500} onChange={(change) => setMessage(change.target.value)} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={request.isPending}>
          Send request
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}

function MeetingRow({ event, meeting }: { event: Event; meeting: Meeting }) {
  const answer = useAnswerMeeting(event.id);
  const other = meeting.role === 'REQUESTER' ? meeting.invitee : meeting.requester;
  const act = (action: 'accept' | 'decline' | 'cancel') =>
    answer.mutate(
      { id: meeting.id, action },
      { onSuccess: () => notify({ variant: 'success', description: action === 'accept' ? MeetingMessage.accepted : action === 'decline' ? MeetingMessage.declined : MeetingMessage.cancelled }), onError: notifyErrorOf('Failed to update the meeting') },
    );
  const open = meeting.status === 'PENDING' || meeting.status === 'ACCEPTED';
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{other.name}</span>
        <Badge variant={meeting.status === 'ACCEPTED' ? 'success' : meeting.status === 'PENDING' ? 'outline' : 'secondary'}>{meetingStatusLabels[meeting.status]}</Badge>
        {meeting.role === 'REQUESTER' && meeting.status === 'PENDING' ? <span className="text-xs text-muted-foreground">waiting for an answer</span> : null}
      </div>
      <p className="text-muted-foreground">
        <time dateTime={meeting.startsAt}>{formatMeetingTime(meeting.startsAt, meeting.endsAt, event.timeZone || 'UTC')}</time>
        {meeting.place ? ` · ${meeting.place}` : ''}
      </p>
      {meeting.message ? <p>{meeting.message}</p> : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {meeting.role === 'INVITEE' && meeting.status === 'PENDING' ? (
            <>
              <Button size="sm" disabled={answer.isPending} onClick={() => act('accept')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => act('decline')}>
                Decline
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => act('cancel')}>
            Cancel meeting
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** My meetings at the event: requests to answer, confirmed slots, and what became of the rest. */
export function MeetingsPanel({ event }: { event: Event }) {
  const meetings = useEventMeetings(event.id, event.myAttendance !== null);
  if (event.myAttendance === null) return <p className="text-sm text-muted-foreground">Attend the event to request and receive meetings.</p>;
  if (meetings.isPending) return <p className="text-sm text-muted-foreground">Loading meetings…</p>;
  if (meetings.isError) return <p className="text-sm text-destructive">Meetings could not be loaded.</p>;
  if (meetings.data.length === 0) return <p className="text-sm text-muted-foreground">No meetings yet. Ask someone on the attendee list for one.</p>;
  return (
    <ul className="grid gap-2" aria-label="My meetings">
      {meetings.data.map((meeting) => (
        <MeetingRow key={meeting.id} event={event} meeting={meeting} />
      ))}
    </ul>
  );
}
