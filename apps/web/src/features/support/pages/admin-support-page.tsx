import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertTriangle, ArrowLeft, BarChart3, FileSignature, Inbox } from 'lucide-react';
import { SUPPORT_COUNT_CAP, ticketCategories, ticketCategoryLabels, ticketPriorities, ticketPriorityLabels, ticketStatuses, ticketStatusStaffLabels, type StaffTicketDetail } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { countLabel } from '@/lib/count-label';
import { formatDayTime } from '@/lib/format';
import { useBreaches, useDeskTickets, useSupportAgents, useTicket, type DeskFilters } from '../api/tickets';
import { DeskActions, EscalateAndMerge } from '../components/desk-actions';
import { ContractSlaPanel } from '../components/contract-sla-panel';
import { DeskAnalytics } from '../components/desk-analytics';
import { ReplyForm } from '../components/reply-form';
import { PriorityBadge, SlaTargets, StatusBadge } from '../components/ticket-badges';
import { TicketRow } from '../components/ticket-row';
import { TicketThread } from '../components/ticket-thread';

function DeskTicket({ id }: { id: number }) {
  const ticket = useTicket<StaffTicketDetail>(id);
  if (ticket.isPending) return <Skeleton className="h-72 w-full" role="status" aria-label="Loading the ticket" />;
  if (ticket.isError) return <DataError context="this ticket" onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;
  return (
    <article className="grid gap-4" aria-labelledby="desk-ticket-title">
      <header className="grid gap-2">
        <h2 id="desk-ticket-title" className="text-lg font-semibold break-words">
          {data.title} <span className="text-sm font-normal text-muted-foreground">#{data.id}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <StatusBadge status={data.status} staff />
          <PriorityBadge priority={data.priority} />
          <span>{ticketCategoryLabels[data.category]}</span>
          <span>· {[data.requester?.name, data.company?.name].filter(Boolean).join(', ') || 'Former member'}</span>
          <span>· opened {formatDayTime(data.createdAt)}</span>
        </div>
        <SlaTargets sla={data.sla} />
        {data.tags.length > 0 ? <p className="text-xs text-muted-foreground">Tags: {data.tags.join(', ')}</p> : null}
        {data.escalated ? (
          <p className="flex items-start gap-1.5 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200" data-testid="escalation">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> Escalated: {data.escalationReason}
          </p>
        ) : null}
        {data.mergedIntoId !== null ? <p className="text-sm">Merged into #{data.mergedIntoId}.</p> : null}
        {data.rating !== null ? <p className="text-sm">Customer rating: {data.rating}/5{data.ratingComment ? ` — “${data.ratingComment}”` : ''}</p> : null}
      </header>
      <DeskActions ticket={data} />
      <EscalateAndMerge ticket={data} />
      <TicketThread ticket={data} viewer="staff" />
      {data.status !== 'closed' ? <ReplyForm ticketId={data.id} staff /> : null}
    </article>
  );
}

function BreachNotice() {
  const breaches = useBreaches();
  if (!breaches.data || breaches.data.totalElements === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200" role="status">
      <AlertTriangle className="size-4" aria-hidden="true" />
      {breaches.data.totalElements} ticket{breaches.data.totalElements === 1 ? '' : 's'} missed an SLA target. Latest:{' '}
      {breaches.data.content.slice(0, 3).map((ticket) => `#${ticket.id}`).join(', ')}
    </p>
  );
}

/** /dashboard/admin/support: every ticket with filters, the thread with internal notes, assignment, SLA badges. */
export default function AdminSupportPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('ticket')) || undefined;
  const [filters, setFilters] = useState<DeskFilters>({});
  const [page, setPage] = useState(0);
  const [showAnalytics, setShowAnalytics] = useState(false);
  const [showContracts, setShowContracts] = useState(false);
  const tickets = useDeskTickets({ ...filters, page });
  const agents = useSupportAgents();
  const setFilter = <K extends keyof DeskFilters>(key: K, value: DeskFilters[K] | '') => {
    setFilters((current) => ({ ...current, [key]: value === '' ? undefined : value }));
    setPage(0);
  };
  const href = (id: number) => `?ticket=${id}`;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Support Tickets"
        description="Every customer request: filter, assign, answer, and keep each ticket inside its SLA."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" aria-expanded={showContracts} onClick={() => setShowContracts((shown) => !shown)}>
              <FileSignature aria-hidden="true" /> {showContracts ? 'Hide contract SLAs' : 'Contract SLAs'}
            </Button>
            <Button variant="outline" aria-expanded={showAnalytics} onClick={() => setShowAnalytics((shown) => !shown)}>
              <BarChart3 aria-hidden="true" /> {showAnalytics ? 'Hide analytics' : 'Analytics'}
            </Button>
          </div>
        }
      />
      <BreachNotice />
      {showContracts ? <ContractSlaPanel /> : null}
      {showAnalytics ? <DeskAnalytics /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-labelledby="desk-list" className={`grid content-start gap-3 ${selected ? 'hidden lg:grid' : ''}`}>
          <h2 id="desk-list" className="sr-only">
            Tickets
          </h2>
          <div className="grid grid-cols-2 gap-2">
            <div className="col-span-2">
              <SearchInput value={filters.q ?? ''} onChange={(value) => setFilter('q', value)} placeholder="Search title or #number" label="Search tickets" />
            </div>
            <FilterSelect label="Status" value={filters.status ?? ''} onChange={(value) => setFilter('status', value as DeskFilters['status'])} anyLabel="Any status">
              {ticketStatuses.map((status) => (
                <option key={status} value={status}>
                  {ticketStatusStaffLabels[status]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Priority" value={filters.priority ?? ''} onChange={(value) => setFilter('priority', value as DeskFilters['priority'])} anyLabel="Any priority">
              {ticketPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {ticketPriorityLabels[priority]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Category" value={filters.category ?? ''} onChange={(value) => setFilter('category', value as DeskFilters['category'])} anyLabel="Any category">
              {ticketCategories.map((category) => (
                <option key={category} value={category}>
                  {ticketCategoryLabels[category]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Assignee" value={filters.assigneeId ?? ''} onChange={(value) => setFilter('assigneeId', value)} anyLabel="Anyone">
              <option value="unassigned">Unassigned</option>
              {(agents.data ?? []).map((agent) => (
                <option key={agent.id} value={String(agent.id)}>
                  {agent.name}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Sort" value={filters.sort ?? ''} onChange={(value) => setFilter('sort', value as DeskFilters['sort'])} anyLabel="Newest first">
              <option value="slaDue">SLA due soonest</option>
              <option value="priority">Priority</option>
              <option value="updatedAt">Recently updated</option>
            </FilterSelect>
            <label className="flex items-end gap-2 pb-2 text-sm">
              <input type="checkbox" checked={filters.escalated === 'true'} onChange={(event) => setFilter('escalated', event.target.checked ? 'true' : '')} className="size-4" />
              Escalated only
            </label>
          </div>
          {tickets.isPending ? (
            <ListSkeleton rows={5} label="Loading tickets" />
          ) : tickets.isError ? (
            <DataError context="tickets" onRetry={() => void tickets.refetch()} />
          ) : tickets.data.content.length === 0 ? (
            <EmptyState icon={<Inbox className="size-5" />} title="No tickets match">
              Change or clear the filters to see more.
            </EmptyState>
          ) : (
            <>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {countLabel(tickets.data.totalElements, SUPPORT_COUNT_CAP, ['ticket', 'tickets'])}
              </p>
              <ul className="grid gap-2" aria-label="Tickets">
                {tickets.data.content.map((ticket) => (
                  <TicketRow key={ticket.id} ticket={ticket} selected={ticket.id === selected} href={href(ticket.id)} />
                ))}
              </ul>
              <Pager page={page} totalPages={tickets.data.totalPages} onPage={setPage} />
            </>
          )}
        </section>
        <section aria-label="Ticket" className={selected ? 'grid content-start gap-3' : 'hidden lg:grid lg:content-start'}>
          {selected ? (
            <>
              <Button variant="ghost" size="sm" className="w-fit lg:hidden" onClick={() => setParams({})}>
                <ArrowLeft aria-hidden="true" /> All tickets
              </Button>
              <DeskTicket id={selected} />
            </>
          ) : (
            <EmptyState title="Select a ticket">Choose a ticket to read its thread, answer it or add an internal note.</EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}
