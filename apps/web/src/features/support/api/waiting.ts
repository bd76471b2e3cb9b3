import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportPaths, type Page, type Ticket } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { supportKeys } from './keys';

/** GET /support/tickets/my?status=pending_customer: my tickets where support replied and waits for me. */
export const ticketRepliesWaitingQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.my({ page: 0, status: 'pending_customer' }),
    queryFn: async (): Promise<Page<Ticket>> => unwrap(await apiClient.get(supportPaths.myTickets, { params: { page: 0, status: 'pending_customer' } })),
  });

export const useTicketRepliesWaiting = () => useQuery(ticketRepliesWaitingQueryOptions());
