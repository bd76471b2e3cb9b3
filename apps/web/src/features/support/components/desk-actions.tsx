import { useId, useState, type FormEvent } from 'react';
import { SupportMessage, ticketPriorities, ticketPriorityLabels, ticketStatusStaffLabels, ticketTransitions, type StaffTicketDetail, type TicketPriority, type TicketStatus } from '@paytable/contracts';
import { selectClassName } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAssignTicket, useEscalateTicket, useMergeTicket, useSupportAgents, useUpdateTicket } from '../api/tickets';

function Field({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Status, priority and assignee of a ticket on the desk, each applied as soon as it is chosen. */
export function DeskActions({ ticket }: { ticket: StaffTicketDetail }) {
  const id = useId();
  const update = useUpdateTicket();
  const assign = useAssignTicket();
  const agents = useSupportAgents();
  const closed = ticket.status === 'closed';
  const next = ticketTransitions[ticket.status];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Status" id={`${id}-status`}>
        <select
          id={`${id}-status`}
          className={selectClassName}
          value={ticket.status}
          disabled={closed || update.isPending}
          onChange={(event) =>
            update.mutate({ id: ticket.id, changes: { status: event.target.value as TicketStatus } }, { onSuccess: () => notify({ variant: 'success', description: SupportMessage.updated }), onError: notifyErrorOf(SupportMessage.updateFailed) })
          }
        >
          {[ticket.status, ...next].map((status) => (
            <option key={status} value={status}>
              {ticketStatusStaffLabels[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Priority" id={`${id}-priority`}>
        <select
          id={`${id}-priority`}
          className={selectClassName}
          value={ticket.priority}
          disabled={closed || update.isPending}
          onChange={(event) => update.mutate({ id: ticket.id, changes: { priority: event.target.value as TicketPriority } }, { onError: notifyErrorOf(SupportMessage.updateFailed) })}
        >
          {ticketPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {ticketPriorityLabels[priority]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Assignee" id={`${id}-assignee`}>
        <select
          id={`${id}-assignee`}
          className={selectClassName}
          value={ticket.assignee?.id ?? ''}
          disabled={closed || assign.isPending || agents.isPending}
          onChange={(event) =>
            assign.mutate(
              { id: ticket.id, assigneeId: event.target.value === '' ? null : Number(event.target.value) },
              { onSuccess: () => notify({ variant: 'success', description: SupportMessage.assigned }), onError: notifyErrorOf(SupportMessage.assignFailed) },
            )
          }
        >
          <option value="">Unassigned</option>
          {(agents.data ?? []).map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** Escalate with a reason, or merge this ticket into another of the same requester. */
export function EscalateAndMerge({ ticket }: { ticket: StaffTicketDetail }) {
  const id = useId();
  const [mode, setMode] = useState<'none' | 'escalate' | 'merge'>('none');
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState('');
  const escalate = useEscalateTicket();
  const merge = useMergeTicket();
  if (ticket.status === 'closed') return null;

  const submitEscalation = (event: FormEvent) => {
    event.preventDefault();
    escalate.mutate({ id: ticket.id, reason }, { onSuccess: () => { setMode('none'); setReason(''); notify({ variant: 'success', description: SupportMessage.escalated }); }, onError: notifyErrorOf(SupportMessage.escalateFailed) });
  };
  const submitMerge = (event: FormEvent) => {
    event.preventDefault();
    merge.mutate({ id: ticket.id, targetTicketId: Number(target.replace('#', '')) }, { onSuccess: () => { setMode('none'); notify({ variant: 'success', description: SupportMessage.merged }); }, onError: notifyErrorOf(SupportMessage.updateFailed) });
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" aria-expanded={mode === 'escalate'} onClick={() => setMode(mode === 'escalate' ? 'none' : 'escalate')}>
          {ticket.escalated ? 'Update escalation' : 'Escalate'}
        </Button>
        <Button type="button" size="sm" variant="outline" aria-expanded={mode === 'merge'} onClick={() => setMode(mode === 'merge' ? 'none' : 'merge')}>
          Merge into…
        </Button>
      </div>
      {mode === 'escalate' ? (
        <form onSubmit={submitEscalation} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`${id}-reason`} className="text-xs">Reason (support staff only)</Label>
            <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={1000} />
          </div>
          <Button type="submit" size="sm" disabled={reason.trim() === '' || escalate.isPending}>Escalate</Button>
        </form>
      ) : null}
      {mode === 'merge' ? (
        <form onSubmit={submitMerge} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`${id}-target`} className="text-xs">Ticket number to merge this duplicate into</Label>
            <Input id={`${id}-target`} inputMode="numeric" placeholder="#1234" value={target} onChange={(event) => setTarget(event.target.value)} required />
          </div>
          <Button type="submit" size="sm" disabled={!/^#?\d+$/.test(target.trim()) || merge.isPending}>Merge</Button>
        </form>
      ) : null}
    </div>
  );
}
