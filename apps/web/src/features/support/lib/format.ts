import type { SlaTarget, TicketStatus } from '@paytable/contracts';

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** Business minutes as '2 h 15 min', '45 min'. */
export function formatMinutes(minutes: number): string {
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What an SLA badge says about one target. */
export function slaText(label: string, target: SlaTarget): string {
  switch (target.state) {
    case 'hit':
      return `${label} met`;
    case 'missed':
      return target.remainingMinutes === null ? `${label} missed` : `${label} overdue ${formatMinutes(target.remainingMinutes)}`;
    case 'paused':
      return `${label} paused`;
    default:
      return `${label} in ${formatMinutes(target.remainingMinutes ?? 0)}`;
  }
}

/** The SLA target that matters now: the first response until it is given (remaining minutes are null once met), then the resolution. */
export const currentTarget = (sla: { firstResponse: SlaTarget; resolution: SlaTarget }) =>
  sla.firstResponse.remainingMinutes === null ? { label: 'Resolution', target: sla.resolution } : { label: 'First response', target: sla.firstResponse };

export const isOpenStatus = (status: TicketStatus) => status !== 'resolved' && status !== 'closed';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
