import { useState } from 'react';
import { Link } from 'react-router';
import { Navigation2 } from 'lucide-react';
import { compassDirections, compassLabels, distanceBandLabels, type CompassDirection, type Event, type NearbyPerson } from '@paytable/contracts';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { MeetingRequestForm } from './meetings-panel';

/** "40 m north" / "1.2 km south-east": the device's own way to a place it saved. */
export function distanceText(metres: number, direction: CompassDirection): string {
  const far = metres >= 1_000 ? `${(metres / 1_000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} km` : `${metres} m`;
  return `${far} ${compassLabels[direction]}`;
}

/** An arrow pointing the way (north up; turned by the device heading when it knows one). */
export function DirectionArrow({ direction, heading }: { direction: CompassDirection; heading: number | null }) {
  const degrees = compassDirections.indexOf(direction) * 45 - (heading ?? 0);
  return <Navigation2 className="size-4 shrink-0 text-primary" aria-hidden="true" style={{ transform: `rotate(${degrees}deg)` }} />;
}

/**
 * My connections sharing near me, nearest first, each with a "Meet" request. The server tells how far in
 * coarse bands only, never which way, so nobody can be pinned down in the hall.
 */
export function NearbyPeople({ event, people }: { event: Event; people: NearbyPerson[] }) {
  const [asking, setAsking] = useState<number | null>(null);
  if (people.length === 0) {
    return <p className="text-sm text-muted-foreground">None of your connections is sharing near you yet. They appear here as they share their location at this event.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="People nearby">
      {people.map((person) => (
        <li key={person.userId} className="grid min-w-0 gap-2">
          <div className="flex min-w-0 items-center gap-3 rounded-md border p-2">
            <PersonAvatar person={{ fullName: person.name, profileImageUrl: person.profileImageUrl }} className="size-9" />
            <div className="min-w-0 flex-1">
              <Link to={`/dashboard/profile/${person.userId}`} className="block truncate text-sm font-medium hover:underline">
                {person.name}
              </Link>
              <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <span className="shrink-0">{distanceBandLabels[person.distanceBand]} away</span>
                {person.jobTitle ? <span className="truncate"> · {person.jobTitle}</span> : null}
              </p>
            </div>
            {asking !== person.userId ? (
              <Button size="sm" variant="outline" onClick={() => setAsking(person.userId)} aria-label={`Request a meeting with ${person.name}`}>
                Meet
              </Button>
            ) : null}
          </div>
          {asking === person.userId ? (
            <MeetingRequestForm event={event} attendee={{ ...person, companyName: null, status: 'GOING' }} onDone={() => setAsking(null)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
