import { securityEventLabels, type SecurityEvent } from '@paytable/contracts';
import { formatDate, formatDayTime } from '@/lib/format';

/** One line of a security log: what happened, when, from where; who did it when it was someone else. */
export function SecurityEventLine({ event, showPerson = false }: { event: SecurityEvent; showPerson?: boolean }) {
  const detail = event.details.role ?? event.details.privilege ?? event.details.reason ?? event.details.credential;
  return (
    <li className="grid gap-0.5 py-2.5">
      <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
        <span>{securityEventLabels[event.type]}</span>
        {detail !== undefined && detail !== null ? <span className="text-sm font-normal break-all text-muted-foreground">{String(detail)}</span> : null}
      </p>
      <p className="text-sm break-words text-muted-foreground">
        <time dateTime={event.occurredAt}>{formatDate(event.occurredAt)} {formatDayTime(event.occurredAt).split(', ')[1]}</time>
        {showPerson && event.user ? ` · ${event.user.fullName || event.user.email}` : ''}
        {event.companyName ? ` · ${event.companyName}` : ''}
        {event.actor ? ` · by ${event.actor.fullName || event.actor.email}` : ''}
        {event.ipAddress ? ` · ${event.ipAddress}` : ''}
        {event.device ? ` · ${event.device}` : ''}
      </p>
    </li>
  );
}
