import { Link } from 'react-router';
import { BadgeCheck, CalendarDays, MapPin, Users } from 'lucide-react';
import { attendanceStatusLabels, eventStatusLabels, type Event } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { Badge } from '@/components/ui/badge';
import { formatPlace, formatWhen, typeLabel } from '../lib/format';

/** An event in a list: what, when, where, who organises, and my attendance. */
export function EventCard({ event, href }: { event: Event; href: string }) {
  return (
    <article className="relative flex h-full gap-3 rounded-lg border bg-card p-4 transition-shadow hover:shadow-md">
      <CompanyLogo name={event.organiser.name} logoUrl={event.organiser.logoUrl} />
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        <h2 className="font-semibold leading-snug">
          <Link to={href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring">
            {event.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <span className="min-w-0 truncate">{event.organiser.name}</span>
          {event.organiser.verified ? <BadgeCheck className="size-4 shrink-0 text-emerald-600" aria-label="Verified company" /> : null}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <CalendarDays className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>{formatWhen(event)}</span>
        </p>
        <p className="flex items-center gap-1 text-sm">
          <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 truncate">
            {event.distanceKm !== undefined ? <span className="font-medium">{event.distanceKm.toLocaleString('en-GB')} km away · </span> : null}
            {formatPlace(event)}
          </span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{typeLabel(event.type)}</Badge>
          {event.status !== 'PUBLISHED' ? <Badge variant={event.status === 'CANCELLED' ? 'destructive' : 'outline'}>{eventStatusLabels[event.status]}</Badge> : null}
          {!event.isPublic ? <Badge variant="outline">Members only</Badge> : null}
          {event.myAttendance ? <Badge>{attendanceStatusLabels[event.myAttendance.status]}</Badge> : null}
          {event.attendeeCount > 0 ? (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Users className="size-3" aria-hidden="true" /> {event.attendeeCount} attending
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A list of event cards in a responsive grid. */
export function EventList({ events, base }: { events: Event[]; base: string }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} href={`${base}/${event.id}`} />
        </li>
      ))}
    </ul>
  );
}
