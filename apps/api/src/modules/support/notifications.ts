import { ticketStatusLabels } from '@paytable/contracts';
import { notify } from '../notifications/index';
import type { SupportNotifier } from './notifier';

/**
 * The support notifier the application runs with: each notice is a notification (in-app, e-mail, push by
 * the recipient's preferences) written in the caller's transaction. Customer notices open the ticket on
 * the support screen; staff notices open it on the desk.
 */
export const supportNotifications: SupportNotifier = {
  async supportReplied({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: [notice.recipientUserId],
      type: 'ticket_reply',
      title: `Support replied: ${notice.title}`,
      message: notice.excerpt,
      entity: { type: 'ticket', id: notice.ticketId },
    });
  },
  async ticketUpdated({ platform, tx, changes }, notice) {
    const status = ticketStatusLabels[notice.status];
    await notify(platform, { tx, changes }, {
      userIds: [notice.recipientUserId],
      type: 'ticket_update',
      title: `Ticket #${notice.ticketId}: ${notice.assigneeName === undefined ? status : 'assigned'}`,
      message:
        notice.assigneeName === undefined
          ? `Your ticket “${notice.title}” is now ${status.toLowerCase()}.`
          : `${notice.assigneeName} from the support team is now handling your ticket “${notice.title}”.`,
      entity: { type: 'ticket', id: notice.ticketId },
      metadata: { status: notice.status },
    });
  },
  async customerReplied({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'ticket_customer_reply',
      title: `${notice.requesterName} replied on #${notice.ticketId}`,
      message: notice.excerpt,
      entity: { type: 'support_desk_ticket', id: notice.ticketId },
    });
  },
  async ticketAssigned({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: [notice.recipientUserId],
      type: 'ticket_assigned',
      title: `Ticket #${notice.ticketId} assigned to you`,
      message: `${notice.assignedBy} assigned “${notice.title}” to you.`,
      entity: { type: 'support_desk_ticket', id: notice.ticketId },
    });
  },
  async slaWarning({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'ticket_sla_warning',
      priority: 'high',
      title: `SLA at risk on #${notice.ticketId}`,
      message: `“${notice.title}” is due for ${notice.target} by ${notice.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC and was escalated.`,
      entity: { type: 'support_desk_ticket', id: notice.ticketId },
    });
  },
};
