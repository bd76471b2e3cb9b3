import {
  supportPaths,
  type StaffTicket,
  type StaffTicketDetail,
  type Ticket,
  type TicketAttachment,
  type TicketCategory,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
} from '@paytable/contracts';
import type { SupportTicketAttachmentRow } from '../../db/schema/index';
import type { BusinessCalendar } from './business-hours';
import { clockOf } from './lifecycle';
import type { MessageView, TicketView } from './repository';
import { slaStatus, type SlaPolicy } from './sla';

/** Turns rows into API answers. The customer's shapes have no internal field to leak: staff shapes extend them. */
export interface SlaSettings {
  calendar: BusinessCalendar;
  policies: Record<TicketPriority, SlaPolicy>;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toTicket({ ticket, requester, assignee, company }: TicketView, sla: SlaSettings, now: Date): Ticket {
  const priority = ticket.priority as TicketPriority;
  return {
    id: ticket.id,
    title: ticket.title,
    subject: ticket.subject,
    description: ticket.description,
    priority,
    category: ticket.category as TicketCategory,
    status: ticket.status as TicketStatus,
    tags: ticket.tags,
    company,
    requester,
    assignee,
    escalated: ticket.escalated,
    mergedIntoId: ticket.mergedIntoId,
    sla: slaStatus(sla.calendar, sla.policies[priority], clockOf(ticket), now),
    rating: ticket.rating,
    ratingComment: ticket.ratingComment,
    messageCount: ticket.messageCount,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
    firstRespondedAt: iso(ticket.firstRespondedAt),
    resolvedAt: iso(ticket.resolvedAt),
    closedAt: iso(ticket.closedAt),
  };
}

export function toStaffTicket(view: TicketView, sla: SlaSettings, now: Date): StaffTicket {
  return {
    ...toTicket(view, sla, now),
    escalationReason: view.ticket.escalationReason,
    escalatedAt: iso(view.ticket.escalatedAt),
    internalNoteCount: view.ticket.internalNoteCount,
  };
}

export function toAttachment(row: SupportTicketAttachmentRow): TicketAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    activeContent: row.activeContent,
    url: `/api/v1${supportPaths.attachment(row.ticketId, row.id)}`,
  };
}

export function toMessage({ message, author }: MessageView, attachments: SupportTicketAttachmentRow[]): TicketMessage {
  return {
    id: message.id,
    content: message.content,
    isInternal: message.isInternal,
    author,
    fromSupport: message.fromSupport,
    attachments: attachments.filter((attachment) => attachment.messageId === message.id).map(toAttachment),
    createdAt: message.createdAt.toISOString(),
  };
}

/** The thread as the requester reads it: the repository already left internal notes and their files out. */
export function toTicketDetail(view: TicketView, messages: MessageView[], attachments: SupportTicketAttachmentRow[], sla: SlaSettings, now: Date): TicketDetail {
  return {
    ...toTicket(view, sla, now),
    attachments: attachments.filter((attachment) => attachment.messageId === null).map(toAttachment),
    messages: messages.map((message) => toMessage(message, attachments)),
  };
}

export function toStaffTicketDetail(view: TicketView, messages: MessageView[], attachments: SupportTicketAttachmentRow[], sla: SlaSettings, now: Date): StaffTicketDetail {
  return { ...toTicketDetail(view, messages, attachments, sla, now), ...toStaffTicket(view, sla, now) };
}
