import { Link } from 'react-router';
import { AlertTriangle, MessageSquare } from 'lucide-react';
import type { StaffTicket, Ticket } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { PriorityBadge, SlaBadge, StatusBadge } from './ticket-badges';

const isStaffTicket = (ticket: Ticket | StaffTicket): ticket is StaffTicket => 'internalNoteCount' in ticket;

/** One ticket in a list; it links to `?ticket=id` on the same screen so the thread opens beside the list. */
export function TicketRow({ ticket, selected, href }: { ticket: Ticket | StaffTicket; selected: boolean; href: string }) {
  const staff = isStaffTicket(ticket);
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'grid gap-1.5 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected && 'border-primary ring-1 ring-primary',
        )}
        data-testid="ticket-row"
      >
        <div className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words">
            {ticket.escalated && staff ? <AlertTriangle className="mr-1 inline size-3.5 text-red-600" aria-label="Escalated" /> : null}
            {ticket.title}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">#{ticket.id}</span>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={ticket.status} staff={staff} />
          {staff ? <PriorityBadge priority={ticket.priority} /> : null}
          {ticket.status !== 'closed' && ticket.status !== 'resolved' ? <SlaBadge ticket={ticket} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {staff ? <span>{[ticket.requester?.name, ticket.company?.name].filter(Boolean).join(' · ') || 'Former member'}</span> : null}
          <span>Opened {formatDate(ticket.createdAt)}</span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="size-3" aria-hidden="true" /> {ticket.messageCount}
          </span>
          {staff ? <span>{ticket.assignee ? `Assigned to ${ticket.assignee.name}` : 'Unassigned'}</span> : null}
        </div>
      </Link>
    </li>
  );
}
