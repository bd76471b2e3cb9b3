import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportPaths, type Page, type StaffTicket, type Ticket } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { slaAtRisk } from '../lib/format';
import { supportKeys } from './keys';

/** GET /support/tickets/my?status=pending_customer: my tickets where support replied and waits for me. */
export const ticketRepliesWaitingQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.my({ page: 0, status: 'pending_customer' }),
    queryFn: async (): Promise<Page<Ticket>> => unwrap(await apiClient.get(supportPaths.myTickets, { params: { page: 0, status: 'pending_customer' } })),
  });

export const useTicketRepliesWaiting = () => useQuery(ticketRepliesWaitingQueryOptions());

/** What waits for the support desk: tickets that missed an SLA, running SLAs at risk, urgent tickets nobody holds. */
export interface DeskAttention {
  breached: Page<StaffTicket>;
  /** Among the open tickets due soonest (one page), those whose current target is at risk. */
  atRisk: StaffTicket[];
  /** Open urgent tickets nobody holds (one page). */
  unassignedUrgent: StaffTicket[];
}

const desk = async (params: Record<string, string | number>): Promise<Page<StaffTicket>> => unwrap(await apiClient.get(supportPaths.tickets, { params }));
const isOpen = (ticket: StaffTicket) => ticket.status !== 'resolved' && ticket.status !== 'closed';

/** Three staff reads (GET /support/tickets/breaches, and /support/tickets due soonest and unassigned urgent), asked for support staff only. */
export const useDeskAttention = (enabled: boolean) =>
  useQuery({
    queryKey: [...supportKeys.all, 'desk-attention'] as const,
    queryFn: async (): Promise<DeskAttention> => {
      const [breached, dueSoonest, unassignedUrgent] = await Promise.all([
        apiClient.get(supportPaths.breaches, { params: { size: 5 } }).then((response) => unwrap<Page<StaffTicket>>(response)),
        desk({ sort: 'slaDue', direction: 'asc', page: 0 }),
        desk({ assigneeId: 'unassigned', priority: 'urgent', page: 0 }),
      ]);
      return { breached, atRisk: dueSoonest.content.filter((ticket) => isOpen(ticket) && slaAtRisk(ticket.sla)), unassignedUrgent: unassignedUrgent.content.filter(isOpen) };
    },
    enabled,
  });
