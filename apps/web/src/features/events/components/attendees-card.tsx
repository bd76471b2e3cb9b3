import { useState } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { Event } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { signedInUserId } from '@/lib/session';
import { useAttendees } from '../api/events';
import { MeetingRequestForm } from './meetings-panel';

/** The signed-in person's id, from the stored session (the server decides everything; this hides "Meet" on oneself). */
function useMyUserId(): number | undefined {
  return signedInUserId() ?? undefined;
}

const people = (count: number, more: boolean) => `${count} ${more ? 'more ' : ''}${count === 1 ? 'person attends' : 'people attend'} without appearing on the list.`;

/**
 * The attendee list: those who chose to appear on it (the list's own count is the heading's), with
 * "Meet" to ask each for a meeting. The event's attendee count also holds people who attend without
 * appearing; the card says how many, so the heading and an empty list never contradict each other.
 */
export function AttendeesCard({ event }: { event: Event }) {
  const attendees = useAttendees(event.id, true);
  const [asking, setAsking] = useState<number | null>(null);
  const me = useMyUserId();
  const canAsk = event.myAttendance !== null && (event.status === 'PUBLISHED' || event.status === 'POSTPONED');
  const listed = attendees.data?.totalElements;
  const unlisted = listed === undefined ? 0 : Math.max(0, event.attendeeCount - listed);
  let body;
  if (attendees.isPending) body = <ListSkeleton rows={2} label="Loading attendees" />;
  else if (attendees.isError) body = <DataError context="attendees" onRetry={() => void attendees.refetch()} />;
  else if (attendees.data.content.length === 0) body = <p className="text-sm text-muted-foreground">Nobody has joined the attendee list yet.</p>;
  else
    body = (
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Attendees">
        {attendees.data.content.map((person) => (
          <li key={person.userId} className={asking === person.userId ? 'grid min-w-0 gap-2 sm:col-span-2' : 'grid min-w-0'}>
            <div className="flex min-w-0 items-center gap-3 rounded-md border p-2">
              <PersonAvatar person={{ fullName: person.name, profileImageUrl: person.profileImageUrl }} className="size-9" />
              <div className="min-w-0 flex-1">
                <Link to={`/dashboard/profile/${person.userId}`} className="block truncate text-sm font-medium hover:underline">
                  {person.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{[person.status === 'GOING' ? 'Going' : 'Interested', person.jobTitle].filter(Boolean).join(' · ')}</p>
              </div>
              {canAsk && person.userId !== me && asking !== person.userId ? (
                <Button size="sm" variant="outline" onClick={() => setAsking(person.userId)} aria-label={`Request a meeting with ${person.name}`}>
                  Meet
                </Button>
              ) : null}
            </div>
            {asking === person.userId ? <MeetingRequestForm event={event} attendee={person} onDone={() => setAsking(null)} /> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-4" aria-hidden="true" /> {listed === undefined ? 'Attendees' : `Attendees (${listed})`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {body}
        {unlisted > 0 ? (
          <p className="text-xs text-muted-foreground">
            {people(unlisted, listed !== undefined && listed > 0)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
