import type { TicketStatus } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { Notify } from '../realtime/index';

/** The SLA targets as a notice names them. */
export type SlaTargetName = 'first response' | 'next response' | 'resolution';

/** The writing transaction a notice joins, with its real-time marks (realtime transactionWithChanges). */
export interface NoticeContext {
  platform: Platform;
  tx: Tx;
  changes: Notify;
}

interface TicketRef {
  ticketId: number;
  title: string;
}

/**
 * What the support desk tells people, as a port called inside the writing transaction. Every notice the
 * customer receives is built from public fields only: an internal note has no method here and never
 * travels. The default does nothing; the application wires the notifications module in.
 */
export interface SupportNotifier {
  /** Support answered publicly: to the requester, with the answer's opening words. */
  supportReplied(context: NoticeContext, notice: TicketRef & { recipientUserId: number; excerpt: string }): Promise<void>;
  /** The status changed or the ticket was assigned: to the requester. */
  ticketUpdated(context: NoticeContext, notice: TicketRef & { recipientUserId: number; status: TicketStatus; assigneeName?: string }): Promise<void>;
  /** The customer replied: to the assignee (support staff). */
  customerReplied(context: NoticeContext, notice: TicketRef & { recipientUserIds: number[]; requesterName: string; excerpt: string }): Promise<void>;
  /** A ticket was assigned to someone: to that staff member. */
  ticketAssigned(context: NoticeContext, notice: TicketRef & { recipientUserId: number; assignedBy: string }): Promise<void>;
  /** A ticket is about to miss (or missed) an SLA target and escalated itself: to the assignee. */
  slaWarning(context: NoticeContext, notice: TicketRef & { recipientUserIds: number[]; target: SlaTargetName; dueAt: Date }): Promise<void>;
}

export const noopSupportNotifier: SupportNotifier = {
  supportReplied: async () => undefined,
  ticketUpdated: async () => undefined,
  customerReplied: async () => undefined,
  ticketAssigned: async () => undefined,
  slaWarning: async () => undefined,
};
