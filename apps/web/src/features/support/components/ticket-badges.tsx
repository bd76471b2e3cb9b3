import { AlertTriangle, Clock } from 'lucide-react';
import { ticketPriorityLabels, ticketStatusLabels, ticketStatusStaffLabels, type SlaTarget, type Ticket, type TicketPriority, type TicketSla, type TicketStatus } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { currentTarget, SLA_AT_RISK_MINUTES, slaDueText, slaTargets, slaText } from '../lib/format';

const statusTone: Record<TicketStatus, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  open: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  pending_customer: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  pending_third_party: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status, staff = false }: { status: TicketStatus; staff?: boolean }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', statusTone[status])} data-testid="ticket-status">
      {(staff ? ticketStatusStaffLabels : ticketStatusLabels)[status]}
    </Badge>
  );
}

const priorityTone: Record<TicketPriority, string> = {
  low: 'text-muted-foreground',
  medium: '',
  high: 'border-orange-300 text-orange-800 dark:text-orange-300',
  urgent: 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge variant="outline" className={priorityTone[priority]}>
      {ticketPriorityLabels[priority]}
    </Badge>
  );
}

function TargetBadge({ label, target, testId }: { label: string; target: SlaTarget; testId: string }) {
  const tone =
    target.state === 'missed'
      ? 'border-red-300 text-red-800 dark:text-red-300'
      : target.state === 'hit'
        ? 'border-emerald-300 text-emerald-800 dark:text-emerald-300'
        : target.state === 'paused'
          ? 'text-muted-foreground'
          : (target.remainingMinutes ?? 0) <= SLA_AT_RISK_MINUTES
            ? 'border-amber-300 text-amber-900 dark:text-amber-300'
            : '';
  const due = slaDueText(target);
  // The due time is written out, not left in a tooltip: people on touch screens and keyboards never hover.
  return (
    <Badge variant="outline" className={cn('max-w-full whitespace-normal text-left', tone)} data-testid={testId}>
      {target.state === 'missed' ? <AlertTriangle aria-hidden="true" /> : <Clock aria-hidden="true" />}
      <span>
        {slaText(label, target)}
        {due ? <span className="font-normal text-muted-foreground"> · {due}</span> : null}
      </span>
    </Badge>
  );
}

/** The SLA target that matters now, coloured by its state. */
export function SlaBadge({ ticket }: { ticket: Pick<Ticket, 'sla' | 'status'> }) {
  const { label, target } = currentTarget(ticket.sla);
  return <TargetBadge label={label} target={target} testId="sla-badge" />;
}

/** Every SLA target of the ticket (first response, next response once it applies, resolution) with its state. */
export function SlaTargets({ sla }: { sla: TicketSla }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="SLA targets" data-testid="sla-targets">
      {slaTargets(sla).map(({ label, target }) => (
        <li key={label}>
          <TargetBadge label={label} target={target} testId="sla-target" />
        </li>
      ))}
    </ul>
  );
}
