import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  supportPaths,
  type Page,
  type RateTicketInput,
  type StaffTicket,
  type StaffTicketDetail,
  type StaffTicketsQuery,
  type SupportAgent,
  type SupportAnalytics,
  type Ticket,
  type TicketDetail,
  type TicketStatus,
  type UpdateTicketInput,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { supportKeys } from './keys';

export type DeskFilters = Partial<Pick<StaffTicketsQuery, 'status' | 'priority' | 'category' | 'q' | 'sort'>> & { assigneeId?: string; escalated?: 'true' };

const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };
const compact = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/** GET /support/tickets/my: the tickets I opened, newest first. */
export const useMyTickets = (params: { page: number; status?: TicketStatus }) =>
  useQuery({
    queryKey: supportKeys.my(params),
    queryFn: async (): Promise<Page<Ticket>> => unwrap(await apiClient.get(supportPaths.myTickets, { params: compact(params) })),
    placeholderData: keepPreviousData,
  });

/** GET /support/tickets (staff): every ticket with the desk's filters. */
export const useDeskTickets = (params: DeskFilters & { page: number }) =>
  useQuery({
    queryKey: supportKeys.desk(params as Partial<StaffTicketsQuery>),
    queryFn: async (): Promise<Page<StaffTicket>> => unwrap(await apiClient.get(supportPaths.tickets, { params: compact(params) })),
    placeholderData: keepPreviousData,
  });

/** GET /support/tickets/{id}: the thread (internal notes only in staff answers). */
export const useTicket = <T extends TicketDetail = TicketDetail>(id: number | undefined) =>
  useQuery({
    queryKey: supportKeys.ticket(id ?? 0),
    queryFn: async (): Promise<T> => unwrap(await apiClient.get(supportPaths.ticket(id ?? 0))),
    enabled: id !== undefined && id > 0,
  });

export const useSupportAgents = (enabled = true) =>
  useQuery({ queryKey: supportKeys.agents(), queryFn: async (): Promise<SupportAgent[]> => unwrap(await apiClient.get(supportPaths.agents)), staleTime: 5 * 60_000, enabled });

export const useBreaches = () =>
  useQuery({ queryKey: supportKeys.breaches(), queryFn: async (): Promise<Page<StaffTicket>> => unwrap(await apiClient.get(supportPaths.breaches, { params: { size: 5 } })) });

/** GET /support/analytics: the desk's figures over the last `weeks` weeks. */
export const useSupportAnalytics = (weeks: number, enabled: boolean) =>
  useQuery({ queryKey: supportKeys.analytics(weeks), queryFn: async (): Promise<SupportAnalytics> => unwrap(await apiClient.get(supportPaths.analytics, { params: { weeks } })), enabled });

/** Every write answers the ticket: it replaces the cached thread and the lists are refetched. */
function useTicketWrite<A, R extends TicketDetail>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.all, predicate: (query) => query.queryKey[1] !== 'ticket' || query.queryKey[2] !== ticket.id });
    },
  });
}

export interface NewTicket {
  title: string;
  subject: string;
  description: string;
  priority: string;
  category: string;
  tags: string;
  attachments: File[];
}

/** Each file goes as one more `attachment` part. */
const appendFiles = (form: FormData, files: readonly File[]) => files.forEach((file) => form.append('attachment', file));

/** POST /support/tickets: multipart with the fields and up to five attachments. */
export const useCreateTicket = () =>
  useTicketWrite(async (input: NewTicket): Promise<TicketDetail> => {
    const form = new FormData();
    for (const key of ['title', 'subject', 'description', 'priority', 'category', 'tags'] as const) form.append(key, input[key]);
    appendFiles(form, input.attachments);
    return unwrap(await apiClient.post(supportPaths.tickets, form, multipart));
  });

/** POST /support/tickets/{id}/messages: a reply (or, for staff, an internal note) with up to five files. */
export const useReply = () =>
  useTicketWrite(async ({ id, content, isInternal, attachments }: { id: number; content: string; isInternal: boolean; attachments: readonly File[] }): Promise<TicketDetail> => {
    const form = new FormData();
    form.append('content', content);
    form.append('isInternal', String(isInternal));
    appendFiles(form, attachments);
    return unwrap(await apiClient.post(supportPaths.messages(id), form, multipart));
  });

export const useUpdateTicket = () =>
  useTicketWrite(async ({ id, changes }: { id: number; changes: UpdateTicketInput }): Promise<TicketDetail> => unwrap(await apiClient.put(supportPaths.ticket(id), changes)));

export const useAssignTicket = () =>
  useTicketWrite(async ({ id, assigneeId }: { id: number; assigneeId: number | null }): Promise<StaffTicketDetail> => unwrap(await apiClient.put(supportPaths.assign(id), { assigneeId })));

export const useEscalateTicket = () =>
  useTicketWrite(async ({ id, reason }: { id: number; reason: string }): Promise<StaffTicketDetail> => unwrap(await apiClient.put(supportPaths.escalate(id), { reason })));

export const useMergeTicket = () =>
  useTicketWrite(async ({ id, targetTicketId }: { id: number; targetTicketId: number }): Promise<StaffTicketDetail> => unwrap(await apiClient.post(supportPaths.merge(id), { targetTicketId })));

export const useRateTicket = () =>
  useTicketWrite(async ({ id, ...input }: RateTicketInput & { id: number }): Promise<TicketDetail> => unwrap(await apiClient.post(supportPaths.rating(id), input)));

/** A ticket file needs the bearer token: fetched as a blob and opened in a new tab. */
export async function openAttachment(url: string): Promise<void> {
  const response = await apiClient.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(response.data);
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
