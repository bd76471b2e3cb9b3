import { applicationStatusLabels, ticketStatusLabels, type Notification } from '@paytable/contracts';

const labelOf = <K extends string>(labels: Record<K, string>, value: unknown): string | null =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value as K] : null;

/**
 * The word that tells two notices of the same kind apart when a phone clips their titles: the stage an
 * application moved to, the status a ticket reached. Null when the title alone says it.
 */
export function notificationDetail(notification: Notification): string | null {
  switch (notification.type) {
    case 'job_application_status_changed':
      return labelOf(applicationStatusLabels, notification.metadata.status);
    case 'ticket_update':
      return labelOf(ticketStatusLabels, notification.metadata.status);
    default:
      return null;
  }
}
