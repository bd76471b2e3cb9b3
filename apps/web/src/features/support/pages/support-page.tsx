import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, LifeBuoy, Plus } from 'lucide-react';
import { SupportMessage, ticketCategoryLabels, ticketStatuses, ticketStatusLabels, type TicketStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { formatDayTime } from '@/lib/format';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useMyTickets, useTicket, useUpdateTicket } from '../api/tickets';
import { NewTicketForm } from '../components/new-ticket-form';
import { RatingForm } from '../components/rating-form';
import { ReplyForm } from '../components/reply-form';
import { SlaBadge, StatusBadge } from '../components/ticket-badges';
import { TicketRow } from '../components/ticket-row';
import { TicketThread } from '../components/ticket-thread';

function MyTicket({ id }: { id: number }) {
  const ticket = useTicket(id);
  const update = useUpdateTicket();
  if (ticket.isPending) return <Skeleton className="h-64 w-full" role="status" aria-label="Loading the ticket" />;
  if (ticket.isError) return <DataError context="this ticket" onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;
  const open = data.status !== 'closed';
  return (
    <article className="grid gap-4" aria-labelledby="ticket-title">
      <header className="grid gap-2">
        <h2 id="ticket-title" className="text-lg font-semibold break-words">
          {data.title} <span className="text-sm font-normal text-muted-foreground">#{data.id}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <StatusBadge status={data.status} />
          {open && data.status !== 'resolved' ? <SlaBadge ticket={data} /> : null}
          <span>{ticketCategoryLabels[data.category]}</span>
          <span>· updated {formatDayTime(data.lastActivityAt)}</span>
          {data.assignee ? <span>· handled by {data.assignee.name}</span> : null}
        </div>
        {data.mergedIntoId !== null ? (
          <p className="text-sm">
            Merged into <Link to={`?ticket=${data.mergedIntoId}`} className="underline">ticket #{data.mergedIntoId}</Link>, where the conversation continues.
          </p>
        ) : null}
      </header>
      <TicketThread ticket={data} viewer="customer" />
      {data.resolvedAt !== null && data.mergedIntoId === null ? <RatingForm ticket={data} /> : null}
      {open ? (
        <>
          <ReplyForm ticketId={data.id} />
          <div>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" disabled={update.isPending}>
                  Close ticket
                </Button>
              }
              title="Close this ticket?"
              description="You can open a new one any time."
              confirmLabel="Close ticket"
              cancelLabel="Keep it open"
              onConfirm={() => update.mutate({ id: data.id, changes: { status: 'closed' } }, { onSuccess: () => notify({ variant: 'success', description: 'Ticket closed' }), onError: notifyErrorOf(SupportMessage.updateFailed) })}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{SupportMessage.closedTicket}</p>
      )}
    </article>
  );
}

/** /dashboard/support: open a ticket, and my requests with their threads (seed 000 §2 customer support, my requests). */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('ticket')) || undefined;
  const [creating, setCreating] = useState(params.get('new') === '1');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const tickets = useMyTickets({ page, status: status || undefined });
  const select = (id: number | undefined) => setParams(id === undefined ? {} : { ticket: String(id) });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Support"
        description="Tell us what went wrong or what you need; follow every request and its answers here."
        actions={
          <Button onClick={() => setCreating(true)} disabled={creating}>
            <Plus aria-hidden="true" /> Open a ticket
          </Button>
        }
      />
      {creating ? (
        <NewTicketForm
          onCancel={() => setCreating(false)}
          onCreated={(ticket) => {
            setCreating(false);
            select(ticket.id);
          }}
        />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="my-requests" className={`grid content-start gap-3 ${selected ? 'hidden lg:grid' : ''}`}>
          <div className="flex items-end justify-between gap-2">
            <h2 id="my-requests" className="text-base font-semibold">
              My requests
            </h2>
            <FilterSelect label="Status" value={status} onChange={(value) => { setStatus(value as TicketStatus | ''); setPage(0); }} anyLabel="All statuses" className="w-40">
              {ticketStatuses.map((value) => (
                <option key={value} value={value}>
                  {ticketStatusLabels[value]}
                </option>
              ))}
            </FilterSelect>
          </div>
          {tickets.isPending ? (
            <ListSkeleton rows={3} label="Loading your requests" />
          ) : tickets.isError ? (
            <DataError context="your requests" onRetry={() => void tickets.refetch()} />
          ) : tickets.data.content.length === 0 ? (
            <EmptyState icon={<LifeBuoy className="size-5" />} title={status ? 'No requests with this status' : 'No requests yet'}>
              When you open a ticket it appears here with every answer from support.
            </EmptyState>
          ) : (
            <>
              <ul className="grid gap-2" aria-label="My requests">
                {tickets.data.content.map((ticket) => (
                  <TicketRow key={ticket.id} ticket={ticket} selected={ticket.id === selected} href={`?ticket=${ticket.id}`} />
                ))}
              </ul>
              <Pager page={page} totalPages={tickets.data.totalPages} onPage={setPage} />
            </>
          )}
        </section>
        <section aria-label="Ticket" className={selected ? 'grid content-start gap-3' : 'hidden lg:grid lg:content-start'}>
          {selected ? (
            <>
              <Button variant="ghost" size="sm" className="w-fit lg:hidden" onClick={() => select(undefined)}>
                <ArrowLeft aria-hidden="true" /> My requests
              </Button>
              <MyTicket id={selected} />
            </>
          ) : (
            <EmptyState title="Select a request">Choose a request on the left to read its conversation.</EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}
